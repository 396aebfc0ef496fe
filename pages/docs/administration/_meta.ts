// Sidebar order of the administration section.
const meta = {
  index: "Overview",
  "projects-and-organizations": "Projects and organizations",
  rbac: "Access control (RBAC)",
  sso: "Single sign-on (SSO)",
  "api-keys": "API keys",
  "llm-connections": "LLM connections",
  "data-retention": "Data retention",
  "audit-logs": "Audit logs",
  "billing-and-usage": "Billing and usage",
};

export default meta;

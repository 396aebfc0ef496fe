/**
 * One page of every layout and every top-level section, with the HTTP status it must answer.
 * Later features add their pages here, so the accessibility and console gates grow with the site.
 */
export const REPRESENTATIVE_PAGES: ReadonlyArray<{
  path: string;
  status: number;
}> = [
  { path: "/", status: 200 },
  { path: "/docs", status: 200 },
  { path: "/docs/get-started", status: 200 },
  { path: "/contributing/components", status: 200 },
  { path: "/integrations", status: 200 },
  { path: "/integrations/frameworks/instructor", status: 200 },
  // Inline code in headings (and so in the table of contents).
  { path: "/integrations/model-providers/amazon-bedrock", status: 200 },
  { path: "/guides", status: 200 },
  { path: "/guides/cookbook/js_langfuse_sdk", status: 200 },
  // Docs content: a diagram page, the long SDK reference, tabs + availability banner, other sections.
  { path: "/docs/tracing", status: 200 },
  { path: "/docs/sdk/python/sdk-v3", status: 200 },
  { path: "/docs/administration/data-retention", status: 200 },
  { path: "/self-hosting", status: 200 },
  { path: "/security", status: 200 },
  { path: "/faq", status: 200 },
  { path: "/faq/all/missing-traces-serverless", status: 200 },
  { path: "/integrations/frameworks/langchain", status: 200 },
  // Editorial and marketing layouts.
  { path: "/pricing", status: 200 },
  { path: "/blog", status: 200 },
  { path: "/blog/2025-06-05-python-sdk-v3-opentelemetry", status: 200 },
  { path: "/changelog", status: 200 },
  { path: "/changelog/2025-09-17-experiment-runner-sdk", status: 200 },
  { path: "/customers/canva", status: 200 },
  { path: "/library/llm-as-a-judge", status: 200 },
  { path: "/about", status: 200 },
  { path: "/jp", status: 200 },
  { path: "/privacy", status: 200 },
  { path: "/this-page-does-not-exist", status: 404 },
];

/** axe rule tags every audited page must pass: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
];

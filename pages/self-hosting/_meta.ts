// Sidebar order of the self-hosting section: overview, deployment guides, then operations.
const meta = {
  index: "Overview",
  "docker-compose": "Docker Compose",
  "kubernetes-helm": "Kubernetes (Helm)",
  aws: "AWS",
  gcp: "Google Cloud",
  azure: "Azure",
  infrastructure: "Infrastructure",
  configuration: "Configuration",
  networking: "Networking",
  "authentication-and-sso": "Authentication and SSO",
  scaling: "Scaling",
  upgrade: "Upgrade",
  backups: "Backups",
  "license-key": "License key",
  troubleshooting: "Troubleshooting",
};

export default meta;

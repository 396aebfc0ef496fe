import { siteConfig, type SiteConfig } from "./site-config";

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterGroup {
  title: string;
  links: FooterLink[];
}

/** True for links that leave the site (they open in a new tab). */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** The five link groups of the site footer, in display order. */
export function footerGroups(config: SiteConfig = siteConfig): FooterGroup[] {
  return [
    {
      title: "Platform",
      links: [
        { label: "LLM Tracing", href: "/docs/tracing" },
        { label: "Prompt Management", href: "/docs/prompts/get-started" },
        { label: "Evaluation", href: "/docs/scores/overview" },
        { label: "Human Annotation", href: "/docs/scores/annotation" },
        { label: "Datasets", href: "/docs/datasets/overview" },
        { label: "Metrics", href: "/docs/analytics" },
        { label: "Playground", href: "/docs/playground" },
      ],
    },
    {
      title: "Integrations",
      links: [
        { label: "Python SDK", href: "/docs/sdk/python/sdk-v3" },
        { label: "JS/TS SDK", href: "/docs/sdk/typescript/guide" },
        {
          label: "OpenAI SDK",
          href: "/integrations/model-providers/openai-py",
        },
        { label: "Langchain", href: "/integrations/frameworks/langchain" },
        { label: "Llama-Index", href: "/integrations/frameworks/llamaindex" },
        { label: "LiteLLM", href: "/integrations/gateways/litellm" },
        { label: "Dify", href: "/integrations/no-code/dify" },
        { label: "Flowise", href: "/integrations/no-code/flowise" },
        { label: "Langflow", href: "/integrations/no-code/langflow" },
        {
          label: "Vercel AI SDK",
          href: "/integrations/frameworks/vercel-ai-sdk",
        },
        { label: "Instructor", href: "/integrations/frameworks/instructor" },
        { label: "API", href: "/docs/api" },
      ],
    },
    {
      title: "Resources",
      links: [
        { label: "Documentation", href: "/docs" },
        { label: "Interactive Demo", href: "/demo" },
        { label: "Product walkthrough", href: "/watch-demo" },
        { label: "Changelog", href: "/changelog" },
        { label: "Roadmap", href: "/docs/roadmap" },
        { label: "Pricing", href: "/pricing" },
        { label: "Enterprise", href: "/enterprise" },
        { label: "Self-hosting", href: "/self-hosting" },
        { label: "Open Source", href: "/open-source" },
        { label: "Why Langfuse?", href: "/why" },
        { label: "AI Engineering Library", href: "/library" },
        { label: "Status", href: config.statusPageUrl },
        { label: "Japanese", href: "/jp" },
        { label: "Korean", href: "/kr" },
        { label: "Chinese", href: "/cn" },
      ],
    },
    {
      title: "About",
      links: [
        { label: "Blog", href: "/blog" },
        { label: "Careers", href: "/careers" },
        { label: "About us", href: "/about" },
        { label: "Customers", href: "/customers" },
        { label: "Support", href: "/support" },
        { label: "Talk to us", href: "/talk-to-us" },
        { label: "OSS Friends", href: "/oss-friends" },
        { label: "X", href: config.xUrl },
        { label: "LinkedIn", href: config.linkedInUrl },
      ],
    },
    {
      title: "Legal",
      links: [
        { label: "Security", href: "/security" },
        { label: "Imprint", href: "/imprint" },
        { label: "Terms", href: "/terms" },
        { label: "Privacy", href: "/privacy" },
        { label: "SOC 2 Type II", href: "/security/soc2" },
        { label: "ISO 27001", href: "/security/iso27001" },
        { label: "GDPR", href: "/security/gdpr" },
        { label: "HIPAA", href: "/security/hipaa" },
      ],
    },
  ];
}

import { describe, expect, it } from "vitest";
import { integrationGroupMarkdown } from "@/components/integration-catalogue/integration-catalogue-markdown";
import { INTEGRATION_CATALOGUE } from "@/lib/integration-catalogue/catalogue";
import type { MarkdownFormInput } from "@/lib/markdown/markdown-form";
import { siteConfig } from "@/lib/site-config";

describe("IntegrationGroup's Markdown form", () => {
  const input = (category: string, warnings: string[]): MarkdownFormInput => ({
    attrs: { category },
    children: [],
    config: siteConfig,
    absolute: (url) => `https://example.com${url}`,
    pages: [],
    warn: (message) => warnings.push(message),
  });

  it("lists every integration of the category as a link with its description", () => {
    const [list] = integrationGroupMarkdown(input("gateways", []));
    const items = (list as { children: unknown[] }).children;
    expect(items).toHaveLength(INTEGRATION_CATALOGUE.gateways.length);
    expect(JSON.stringify(items[0])).toContain(
      '"url":"https://example.com/integrations/gateways/litellm"',
    );
    expect(JSON.stringify(items[0])).toContain(
      '{"type":"inlineCode","value":"langfuse_otel"}',
    );
  });

  it("warns about an unknown category", () => {
    const warnings: string[] = [];
    expect(integrationGroupMarkdown(input("nope", warnings))).toEqual([]);
    expect(warnings).toEqual(['IntegrationGroup: unknown category "nope"']);
  });
});

import { describe, expect, it } from "vitest";
import { footerGroups, isExternalHref } from "@/lib/footer-links";

describe("footerGroups", () => {
  it("has the exact paths of each group", () => {
    const paths = Object.fromEntries(
      footerGroups().map((g) => [g.title, g.links.map((l) => l.href)]),
    );
    expect(paths.Platform).toEqual([
      "/docs/tracing",
      "/docs/prompts/get-started",
      "/docs/scores/overview",
      "/docs/scores/annotation",
      "/docs/datasets/overview",
      "/docs/analytics",
      "/docs/playground",
    ]);
    expect(paths.Legal).toEqual([
      "/security",
      "/imprint",
      "/terms",
      "/privacy",
      "/security/soc2",
      "/security/iso27001",
      "/security/gdpr",
      "/security/hipaa",
    ]);
    expect(paths.Integrations).toHaveLength(12);
    expect(paths.Resources).toHaveLength(15);
    expect(paths.About).toHaveLength(9);
  });

  it.each([
    ["https://x.com/langfuse", true],
    ["http://example.com", true],
    ["/docs", false],
    ["#top", false],
  ])("isExternalHref(%s) is %s", (href, expected) => {
    expect(isExternalHref(href)).toBe(expected);
  });
});

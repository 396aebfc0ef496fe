// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render, screen, within } from "@testing-library/react";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { AvailabilityBanner } from "@/components/availability/availability-banner";
import {
  CLOUD_REGION_TABLE_LABEL,
  CloudRegionTable,
} from "@/components/facts/cloud-region-table";
import {
  PLAN_FEATURE_TABLE_LABEL,
  PlanFeatureTable,
} from "@/components/facts/plan-feature-table";
import {
  RATE_LIMIT_TABLE_LABEL,
  RateLimitTable,
} from "@/components/facts/rate-limit-table";
import { markdownForms } from "@/components/mdx/markdown-forms";
import { factText, factValue, type FactId } from "@/lib/facts";
import { mdxResidue, mdxToMarkdownTwin } from "@/lib/markdown/mdx-to-markdown";
import { resolveFacts } from "@/lib/mdx/remark-facts";

/** A page body's twin, with the warnings the generator reported. */
function twinOf(body: string) {
  const warnings: string[] = [];
  const md = mdxToMarkdownTwin(
    { body, title: "T", canonicalUrl: "https://langfuse.com/t" },
    markdownForms,
    undefined,
    (w) => warnings.push(w),
  );
  return { md, warnings };
}

/** A table's rows as arrays of cell texts (header row included). */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole("row")
    .map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent),
    );
}

const SAMPLE_FACTS: FactId[] = [
  "rateLimit.deprecatedRead",
  "rateLimit.deprecatedRead.hobby",
  "rateLimit.metricsV2",
  "rateLimit.deprecatedRead.pro.interval",
  "plan.dataAccess",
  "feature.auditLogs",
  "feature.dpa.cloud",
  "region.urls",
  "region.hipaa.location",
  "server.promptCacheTtl",
  "sdk.baseUrl.python",
  "install.python",
  "version.server",
];

/** `<Fact id>` as MDX parses it, resolved by the remark plugin, as text (inline code unquoted). */
function resolvedText(id: string): { text: string; node: unknown } {
  const root = {
    type: "root",
    children: [
      {
        type: "paragraph",
        children: [
          { type: "text", value: "Value: " },
          {
            type: "mdxJsxTextElement",
            name: "Fact",
            attributes: [{ type: "mdxJsxAttribute", name: "id", value: id }],
            children: [],
          },
          { type: "text", value: "." },
        ],
      },
    ],
  };
  resolveFacts(root, "pages/x.mdx");
  const node = root.children[0]!.children[1]!;
  const text = (n: { value?: unknown; children?: unknown[] }): string =>
    typeof n.value === "string"
      ? n.value
      : (n.children ?? []).map((c) => text(c as typeof n)).join("");
  return { text: text(root), node };
}

describe("<Fact /> (resolved while MDX compiles)", () => {
  it.each(SAMPLE_FACTS)(
    "prints %s with the same words on the page and in the twin",
    (id) => {
      const words = factText(factValue(id)!);
      expect(resolvedText(id).text).toBe(`Value: ${words}.`);
      const { md, warnings } = twinOf(`Value: <Fact id="${id}" />.`);
      expect(warnings).toEqual([]);
      // The twin writes literals as inline code: compare without backticks.
      expect(md.split("\n").at(-2)!.replaceAll("`", "")).toBe(
        `Value: ${words}.`,
      );
    },
  );

  it("becomes a span marked with the id, literals as inline code", () => {
    expect(resolvedText("region.hipaa.location").node).toEqual({
      type: "mdxJsxTextElement",
      name: "span",
      attributes: [
        {
          type: "mdxJsxAttribute",
          name: "data-fact",
          value: "region.hipaa.location",
        },
      ],
      children: [
        { type: "text", value: "Oregon, AWS " },
        { type: "inlineCode", value: "us-west-2" },
      ],
    });
    expect(twinOf('<Fact id="region.hipaa.location" />').md).toContain(
      "Oregon, AWS `us-west-2`",
    );
  });

  it("fails the build on an unknown id, naming the file; the twin reports it too", () => {
    expect(() => resolvedText("nope")).toThrow(
      'pages/x.mdx: unknown fact id "nope" (lib/facts)',
    );
    expect(twinOf('A <Fact id="nope" /> b').warnings).toEqual([
      '<Fact>: unknown fact id "nope" (see lib/facts/index.ts)',
    ]);
  });
});

describe("fact tables", () => {
  it.each([
    [
      "every bucket",
      <RateLimitTable key="all" />,
      RATE_LIMIT_TABLE_LABEL,
      ["Bucket", "Endpoints", "Hobby", "Core", "Pro and Enterprise"],
      [
        "Deprecated reads",
        "GET /traces, GET /traces/{traceId}, GET /observations, GET /observations/{observationId}, GET /sessions and GET /sessions/{sessionId}",
        "15 req/min",
        "30 req/min",
        "100 req/min",
      ],
    ],
    [
      "selected buckets without endpoints",
      <RateLimitTable
        key="some"
        buckets={["metricsV1", "metricsV2"]}
        endpoints={false}
      />,
      RATE_LIMIT_TABLE_LABEL,
      ["Bucket", "Hobby", "Core", "Pro and Enterprise"],
      ["Metrics v2", "100 req/day", "100 req/hour", "500 req/hour"],
    ],
    [
      "plan features",
      <PlanFeatureTable key="features" features={["auditLogs", "dpa"]} />,
      PLAN_FEATURE_TABLE_LABEL,
      ["Feature", "Hobby", "Core", "Pro", "Enterprise", "Self-hosted"],
      [
        "Audit logs",
        "Not included",
        "Not included",
        "Teams add-on",
        "Included",
        "Enterprise license key",
      ],
    ],
    [
      "Cloud-only plan features",
      <PlanFeatureTable
        key="cloud"
        features={["securityReports"]}
        selfHosted={false}
      />,
      PLAN_FEATURE_TABLE_LABEL,
      ["Feature", "Hobby", "Core", "Pro", "Enterprise"],
      [
        "SOC 2 Type II and ISO 27001 reports",
        "Not included",
        "Not included",
        "Included",
        "Included",
      ],
    ],
    [
      "regions with the API path",
      <CloudRegionTable key="regions" path="/api/public" selfHosted />,
      CLOUD_REGION_TABLE_LABEL,
      ["Region", "Base URL", "Location"],
      [
        "Japan",
        "https://jp.cloud.langfuse.com/api/public",
        "Tokyo, AWS ap-northeast-1",
      ],
    ],
  ])(
    "%s: a labelled table with the expected header and row",
    (_, element, label, header, row) => {
      render(element);
      const table = screen.getByRole("table", { name: label });
      const rows = rowsOf(table);
      expect(rows[0]).toEqual(header);
      expect(rows).toContainEqual(row);
      // Each row is named by its first cell, for screen readers.
      expect(
        within(table).getByRole("rowheader", { name: row[0] }),
      ).toBeInTheDocument();
    },
  );

  it("lists the self-hosted row last when asked", () => {
    render(<CloudRegionTable selfHosted />);
    const rows = rowsOf(screen.getByRole("table"));
    expect(rows.at(-1)).toEqual([
      "Self-hosted",
      "https://<your-domain>",
      "Your infrastructure",
    ]);
  });
});

describe("AvailabilityBanner with a feature of the plan facts", () => {
  it.each([
    ["auditLogs", ["Team Add-On", "Enterprise Edition"], 3],
    ["dataRetention", ["Enterprise Edition"], 3],
    ["scheduledBlobExports", ["Team Add-On"], 3],
    ["dpa", [], 4],
  ] as const)(
    "%s shows the labels %j and %i available plans",
    (feature, labels, available) => {
      render(<AvailabilityBanner feature={feature} />);
      const banner = screen.getByRole("region", {
        name: "Where is this feature available?",
      });
      for (const label of labels) expect(banner).toHaveTextContent(label);
      expect(
        within(banner).getAllByText("available", { exact: true }),
      ).toHaveLength(available);
    },
  );
});

describe("the .md twin of a page using the fact components", () => {
  const source = readFileSync(
    join(__dirname, "../fixtures/twins/facts.mdx"),
    "utf8",
  );
  const { data, content } = matter(source);
  const warnings: string[] = [];
  const md = mdxToMarkdownTwin(
    {
      body: content,
      title: data.title as string,
      description: data.description as string,
      canonicalUrl: "https://langfuse.com/fixture",
    },
    markdownForms,
    undefined,
    (w) => warnings.push(w),
  );

  it("matches the golden file, without warnings or MDX residue", async () => {
    await expect(md).toMatchFileSnapshot("__golden__/facts.md");
    expect(warnings).toEqual([]);
    expect(mdxResidue(md)).toEqual([]);
    expect(md).not.toContain("<Fact");
  });

  it.each([
    "Trace reads allow 15 requests per minute on Hobby, 30 on Core and 100 on Pro and Enterprise since server\nv3.192.0; on Hobby, pause\n4 seconds between pages.",
    'Install it with\n`pip install "langfuse>=3.9.0,<4"`.',
    "| Hobby | 30 days     |",
    "- Audit logs: Pro with the Teams add-on and Enterprise on Langfuse Cloud, and in self-hosted deployments with an Enterprise license key.",
    "| Deprecated reads | `GET /traces`",
    "| Audit logs ",
    "| Japan       | `https://jp.cloud.langfuse.com/api/public`",
    "| Self Hosted | Yes               |",
  ])("contains %j", (fragment) => {
    expect(md).toContain(fragment);
  });
});

describe("the .md twin of a real page", () => {
  it("carries the rate-limit table and the inline limits of the API limits FAQ", () => {
    const file = join(__dirname, "../../pages/faq/all/api-rate-limits.mdx");
    const { content } = matter(readFileSync(file, "utf8"));
    const { md, warnings } = twinOf(content);
    expect(warnings).toEqual([]);
    expect(mdxResidue(md)).toEqual([]);
    expect(md).not.toContain("<Fact");
    expect(md).toMatch(
      /\| Deprecated reads +\| 15 req\/min +\| 30 req\/min +\|/,
    );
    expect(md).toContain(
      factText(factValue("rateLimit.deprecatedRead.hobby")!),
    );
  });
});

import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { InlineCode } from "mdast";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import {
  FACTS,
  PLAN_FEATURE_IDS,
  PYTHON_SDK_PIN,
  RATE_LIMIT_BUCKET_IDS,
  factText,
  factValue,
  isFactId,
  isPlanFeatureId,
} from "@/lib/facts";
import {
  LITERAL_CHECK_EXEMPT_PAGES,
  findFactLiterals,
  findLiteralAvailability,
  findStalePythonPins,
} from "@/lib/facts/literal-check";
import { listFiles } from "@/lib/list-files";

const root = join(__dirname, "../..");

/** Hand-written pages: generated notebook pages (`generatedFrom`) are written by a script. */
const pages = listFiles(join(root, "pages"))
  .filter((f) => f.endsWith(".mdx"))
  .map((f) => ({ file: relative(root, f), source: readFileSync(f, "utf8") }))
  .filter(({ source }) => !/^generatedFrom:/m.test(source.split("\n---")[0]!));

const report = (
  findings: { file: string; line: number; fact: string; text: string }[],
) => findings.map((f) => `${f.file}:${f.line} [${f.fact}] ${f.text}`);

describe("facts as values", () => {
  it.each([
    [
      "rateLimit.deprecatedRead",
      "15 requests per minute on Hobby, 30 on Core and 100 on Pro and Enterprise",
    ],
    [
      "rateLimit.metricsV2",
      "100 requests per day on Hobby, 100 per hour on Core and 500 on Pro and Enterprise",
    ],
    [
      "rateLimit.metricsV1",
      "100 requests per day on Hobby, 2,000 on Core and 2,000 on Pro and Enterprise",
    ],
    ["rateLimit.prompts", "no limit on any plan"],
    ["rateLimit.ingestion.hobby", "1,000 requests per minute"],
    ["rateLimit.deprecatedRead.since", "v3.192.0"],
    ["rateLimit.deprecatedRead.hobby.interval", "4 seconds"],
    ["rateLimit.deprecatedRead.core.interval", "2 seconds"],
    ["rateLimit.deprecatedRead.pro.interval", "0.6 seconds"],
    ["rateLimit.payload", "5 MB"],
    [
      "plan.dataAccess",
      "30 days on Hobby, 90 days on Core, and unlimited on Pro and Enterprise",
    ],
    ["plan.hobby.users", "2"],
    ["feature.dpa.cloud", "every Cloud plan"],
    ["feature.securityReports.cloud", "Pro and Enterprise"],
    ["feature.auditLogs.cloud", "Pro with the Teams add-on and Enterprise"],
    [
      "feature.auditLogs",
      "Pro with the Teams add-on and Enterprise on Langfuse Cloud, and in self-hosted deployments with an Enterprise license key",
    ],
    [
      "feature.dataRetention",
      "Pro and Enterprise on Langfuse Cloud, and in self-hosted deployments with an Enterprise license key",
    ],
    ["feature.scheduledBlobExports.selfHosted", "every self-hosted deployment"],
    ["region.hipaa.url", "https://hipaa.cloud.langfuse.com"],
    ["region.jp.location", "Tokyo, AWS ap-northeast-1"],
    [
      "region.urls",
      "https://cloud.langfuse.com (EU), https://us.cloud.langfuse.com (US), https://jp.cloud.langfuse.com (Japan) and https://hipaa.cloud.langfuse.com (HIPAA)",
    ],
    ["server.promptCacheTtl", "3600"],
    ["server.promptCacheTtl.since", "v3.156.0"],
    ["server.minimum.observationTypes", "v3.100.0"],
    ["server.minimum.datasetVersions", "v3.151.0"],
    // The newest of the minimums: the oldest release with every documented SDK feature.
    ["server.minimum", "v3.151.0"],
    ["sdk.baseUrl.python", "3.8.1"],
    ["sdk.propagateAttributes.js", "4.4.0"],
    ["install.python", 'pip install "langfuse>=3.9.0,<4"'],
    ["version.python", "3.14.5"],
    ["version.js", "4.6.1"],
    ["version.server", "v3.225.4"],
    ["helm.minHelmForV2", "3.17"],
  ])("%s reads %j", (id, text) => {
    expect(isFactId(id)).toBe(true);
    expect(factText(factValue(id)!)).toBe(text);
  });

  it("prints literals (URLs, codes, commands) as inline code and words as text", () => {
    expect(factValue("region.eu.url")).toEqual([
      { code: "https://cloud.langfuse.com" },
    ]);
    expect(factValue("region.eu.location")).toEqual([
      "Ireland, AWS ",
      { code: "eu-west-1" },
    ]);
    expect(factValue("rateLimit.deprecatedRead.hobby")).toEqual([
      "15 requests per minute",
    ]);
  });

  it("has a value for every bucket, plan feature and region it can name", () => {
    for (const id of RATE_LIMIT_BUCKET_IDS)
      expect(isFactId(`rateLimit.${id}`)).toBe(true);
    for (const id of PLAN_FEATURE_IDS)
      expect(isFactId(`feature.${id}`)).toBe(true);
    expect(isFactId("rateLimit.nope")).toBe(false);
    expect([...FACTS.values()].every((v) => factText(v).length > 0)).toBe(true);
  });
});

describe("literal forms of facts", () => {
  const fence = (body: string) => `Text.\n\n\`\`\`python\n${body}\n\`\`\`\n`;

  it.each([
    // Copies that must be found.
    [
      "Reads are limited to 15 requests per minute on Hobby.",
      "rate limit 15/minute",
    ],
    [
      "| Datasets | 100 req/min | 200 req/min | 1,000 req/min |",
      "rate limit 100/minute",
    ],
    [
      fence("time.sleep(4)  # 15 requests/min on Hobby"),
      "rate limit 15/minute",
    ],
    [
      "Hobby, Core and Pro get 15 / 30 / 100 reads.",
      "rate limits of Deprecated reads",
    ],
    [
      "Deprecated reads have their own bucket since v3.192.0.",
      "Deprecated reads bucket since v3.192.0",
    ],
    ["Requests may be at most 5 MB.", "payload limit"],
    ["You can look back 30 days on Hobby.", "data access of Hobby"],
    ["| Data access | 30 days | 90 days | unlimited |", "data access per plan"],
    [
      "| Audit trail | [Audit logs](/docs/administration/audit-logs) (Enterprise) |",
      "audit log availability",
    ],
    [
      "Data retention is part of the Teams add-on.",
      "data retention availability",
    ],
    [
      "The BAA is available on the Pro plan and above.",
      "compliance documents by plan",
    ],
    ["| Compliance | DPA, BAA (plan dependent) |", "DPA availability"],
    ["Ireland (AWS `eu-west-1`)", "AWS region of a Cloud region"],
    [
      "Use `https://cloud.langfuse.com` (EU) or `https://us.cloud.langfuse.com` (US).",
      "list of Cloud region URLs",
    ],
    ["| `LANGFUSE_CACHE_PROMPT_TTL_SECONDS` | `3600` |", "prompt cache TTL"],
    ["The TTL default changed in v3.156.0.", "prompt cache TTL release"],
    [
      "Python SDK 3.8.1 and later read `LANGFUSE_BASE_URL`.",
      "Python SDK minimum for baseUrl",
    ],
    [
      "`propagateAttributes` exists from JS/TS SDK 4.4.0.",
      "JS/TS SDK minimum for propagateAttributes",
    ],
    ["Checked at server v3.225.4.", "documented server version"],
    ["Pin a 1.x chart with `--version 1.5.41`.", "Helm chart versions"],
    ["Chart 2.x needs Helm 3.17 or newer.", "Helm client for chart 2.x"],
  ])("finds the copy in %j", (source, fact) => {
    expect(findFactLiterals(source).map((f) => f.fact)).toContain(fact);
  });

  it.each([
    // Ordinary prose and code that merely share a number with a fact.
    "Size Redis at about 1 GiB per 100,000 events per minute.",
    "Plan for up to about 15 minutes before deleted traces disappear.",
    "Within 30 days after the contract ends, we delete Customer Data.",
    "Run ClickHouse 24.3.8.1 or newer.",
    "Sign up at `https://us.cloud.langfuse.com` for the US region.",
    "`LANGFUSE_S3_MEDIA_DOWNLOAD_URL_EXPIRY_SECONDS` defaults to `3600`.",
    "The media upload limit is 1 GB, and 4.5 MB per ingestion request.",
    "Langfuse v4 ships as server tag `v4.0.0`.",
    fence('region = "us-west-2"\nversion = "3.8.1"'),
    '---\ntitle: T\nverified:\n  python: "3.14.5"\n---\n\n# T\n',
    'Trace reads allow <Fact id="rateLimit.deprecatedRead" />.',
  ])("leaves %j alone", (source) => {
    expect(findFactLiterals(source)).toEqual([]);
  });

  it("finds availability banners that spell out a feature's levels", () => {
    const copied = `<AvailabilityBanner
  availability={{
    hobby: "not-available",
    core: "not-available",
    pro: "team-add-on",
    enterprise: "full",
    selfHosted: "ee",
  }}
/>`;
    const everywhere = `<AvailabilityBanner availability={{ hobby: "full", core: "full", pro: "full", enterprise: "full", selfHosted: "full" }} />`;
    expect(findLiteralAvailability(`# T\n\n${copied}`)).toEqual([
      expect.objectContaining({
        line: 4,
        fact: expect.stringContaining("auditLogs"),
      }),
    ]);
    expect(findLiteralAvailability(everywhere)).toEqual([]);
    expect(
      findLiteralAvailability('<AvailabilityBanner feature="auditLogs" />'),
    ).toEqual([]);
  });

  it.each([
    ['pip install "langfuse>=3,<4"', 1],
    [`pip install "${PYTHON_SDK_PIN}" openai`, 0],
    ['pip install "langfuse>=5,<6"', 0],
    ["pip install langfuse fastapi uvicorn", 1],
    ["%pip install openai langfuse", 1],
    ["pip install langfuse-haystack", 0],
    ["The script needs `pip install langfuse` only.", 0],
  ])(
    "compares the install pin in %j with the facts (%i finding)",
    (line, count) => {
      expect(findStalePythonPins(line)).toHaveLength(count);
    },
  );
});

describe("pages state facts through lib/facts", () => {
  it("reads the hand-written pages", () => {
    expect(pages.length).toBeGreaterThan(150);
  });

  it("states no fact of lib/facts as a literal", () => {
    const findings = pages
      .filter(({ file }) => !LITERAL_CHECK_EXEMPT_PAGES.includes(file))
      .flatMap(({ file, source }) =>
        [
          ...findFactLiterals(source),
          ...findLiteralAvailability(source),
          ...findStalePythonPins(source),
        ].map((f) => ({ file, ...f })),
      );
    expect(report(findings)).toEqual([]);
  });

  it("names only facts, features and buckets that exist", () => {
    const unknown: string[] = [];
    for (const { file, source } of pages) {
      for (const [, id] of source.matchAll(/<Fact\s+id="([^"]*)"/g))
        if (!isFactId(id!)) unknown.push(`${file}: fact ${id}`);
      for (const [, id] of source.matchAll(
        /<AvailabilityBanner\s+feature="([^"]*)"/g,
      ))
        if (!isPlanFeatureId(id!)) unknown.push(`${file}: feature ${id}`);
      for (const [, list] of source.matchAll(
        /(?:features|buckets)=\{\[([^\]]*)\]\}/g,
      ))
        for (const [, id] of list!.matchAll(/"([^"]+)"/g))
          if (
            !isPlanFeatureId(id!) &&
            !(RATE_LIMIT_BUCKET_IDS as string[]).includes(id!)
          )
            unknown.push(`${file}: ${id}`);
    }
    expect(unknown).toEqual([]);
  });

  it("never puts a <Fact /> inside inline code, where MDX would print it as text", () => {
    const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
    const inCode: string[] = [];
    for (const { file, source } of pages) {
      if (!source.includes("<Fact")) continue;
      visit(parser.parse(source), "inlineCode", (node: InlineCode) => {
        // A whole tag in code is an example of how to write one (contributing pages).
        const example = /^<Fact id="[^"]*" \/>$/.test(node.value);
        if (node.value.includes("<Fact") && !example)
          inCode.push(`${file}: ${node.value}`);
      });
    }
    expect(inCode).toEqual([]);
  });
});

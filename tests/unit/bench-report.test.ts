import { describe, expect, it } from "vitest";
import type { LighthouseFigures } from "@/lib/bench/lighthouse";
import type { PageWeightDetail } from "@/lib/bench/page-weight";
import {
  formatLighthouseSection,
  formatPageWeightSection,
  formatSearchSection,
} from "@/lib/bench/report";

const KB = 1024;

const weight = (
  route: string,
  jsGzipKb: number,
  htmlGzipKb: number,
): PageWeightDetail => ({
  route,
  htmlFile: `${route}.html`,
  html: { raw: 70 * KB, gzip: htmlGzipKb * KB },
  css: { raw: 60 * KB, gzip: 18 * KB, files: 1 },
  js: { raw: 480 * KB, gzip: jsGzipKb * KB, files: 8 },
  pageJsGzip: 5.6 * KB,
  preloads: { files: 1, raw: 24.3 * KB },
  requests: 11,
});

const figures = (f: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 78,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2400,
  tbtMs: 927,
  cls: 0,
  fcpMs: 1400,
  speedIndexMs: 1700,
  bytes: 355 * KB,
  scriptBytes: 140 * KB,
  requests: 26,
  consoleErrors: 0,
  consoleErrorMessages: [],
  benchmarkIndex: 1930,
  failedAudits: [],
  offsiteRequests: [],
  ...f,
});

describe("formatPageWeightSection", () => {
  it("labels the pages and prints the docs page's ratios to the bare one", () => {
    const text = formatPageWeightSection({
      pageWeight: {
        ours: [weight("/docs/get-started", 196, 17.9)],
        bare: [weight("/docs/get-started", 171, 13.1)],
      },
    });
    const rows = text.split("\n");
    expect(rows.find((r) => r.startsWith("docs "))).toMatch(
      /17\.9 kB .* 196\.0 kB +8 +5\.6 kB +1 \(24\.3 kB\) +11$/,
    );
    expect(rows.find((r) => r.startsWith("bare docs"))).toContain("171.0 kB");
    expect(rows.at(-1)).toBe(
      "ours/bare docs page: HTML gz 1.37x, CSS gz 1.00x, JS gz 1.15x, requests 1.00x",
    );
  });
});

describe("formatLighthouseSection", () => {
  it("prints medians with ratios to the bare docs page, failed audits and failed runs", () => {
    const text = formatLighthouseSection({
      lighthouse: {
        runsPerPage: 3,
        ours: [
          {
            site: "ours",
            label: "docs",
            route: "/docs/get-started",
            runs: [figures({}), figures({})],
            failedRuns: ["Lighthouse: NO_FCP"],
            median: figures({ failedAudits: ["heading-order"] }),
          },
        ],
        bareDocs: {
          site: "bare",
          label: "bare docs",
          route: "/docs/get-started",
          runs: [figures({})],
          failedRuns: [],
          median: figures({
            performance: 83,
            tbtMs: 698,
            lcpMs: 1800,
            bytes: 178 * KB,
          }),
        },
        regionRequests: "stubbed",
        stubHits: {},
      },
    });
    const docs = text.split("\n").find((r) => r.startsWith("docs "))!;
    expect(docs.split(/\s{2,}/)).toEqual([
      "docs",
      "78",
      "100",
      "100",
      "100",
      "2400 ms",
      "927 ms",
      "0.000",
      "1400 ms",
      "355.0 kB",
      "26",
      "2 (1 failed)",
      "1.33x",
      "1.33x",
      "1.99x",
    ]);
    expect(text).toContain("docs: audits below 100 %: heading-order");
    expect(text).toContain("docs: failed run: Lighthouse: NO_FCP");
  });

  it("says why when the section was skipped", () => {
    expect(
      formatLighthouseSection({ lighthouse: { skipped: "--skip lighthouse" } }),
    ).toContain("skipped: --skip lighthouse");
  });
});

describe("formatSearchSection", () => {
  it("prints index size per page and the median ratio", () => {
    const index = (gzipKb: number) => ({
      locale: "en-US",
      file: "_next/static/chunks/nextra-data-en-US.json",
      raw: gzipKb * 3 * KB,
      gzip: gzipKb * KB,
    });
    const text = formatSearchSection({
      search: {
        ours: {
          indexes: [index(375)],
          pages: 375,
          samples: [{ query: "trace", ms: 38, results: 5 }],
          medianMs: 38,
          firstQueryMs: 2035,
        },
        bare: {
          indexes: [index(4.8)],
          pages: 7,
          samples: [{ query: "trace", ms: 19, results: 3 }],
          medianMs: 19,
          firstQueryMs: null,
          firstQueryNote:
            "the box shows no results for a query typed while the index loads",
        },
      },
    });
    expect(text).toMatch(/ours +en-US .* 1125\.0 kB +375\.0 kB +375 +1\.00 kB/);
    expect(text).toMatch(/bare +en-US .* 14\.4 kB +4\.8 kB +7 +0\.69 kB/);
    expect(text).toContain("bare first query: the box shows no results");
    expect(text).toContain("ours/bare: index gzip 78.13x, median 2.00x");
  });
});

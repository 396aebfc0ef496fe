import { describe, expect, it } from "vitest";
import type { LighthouseFigures } from "@/lib/bench/lighthouse";
import { loadRecord, waitForQuietMachine } from "@/lib/bench/load-guard";
import type { PageWeightDetail } from "@/lib/bench/page-weight";
import { DOCS_ROUTE, REPRESENTATIVE_PAGES } from "@/lib/bench/pages";
import { formatThreeWay } from "@/lib/bench/report";
import type { LighthousePage, LighthouseSection } from "@/lib/bench/results";
import { toStarlightMarkdown } from "@/lib/bench/starlight-pages";
import { islandTargetRows } from "@/lib/bench/targets";

const KB = 1024;

describe("toStarlightMarkdown", () => {
  it.each([
    {
      name: "an .md twin: title and summary to frontmatter, source lines dropped",
      input:
        "# Get started\n\n> Send your first trace.\n\nSource: https://langfuse.com/docs/get-started\nDocumentation index for LLMs: https://langfuse.com/llms.txt\n\nBody text.\n\n## Step\n",
      output:
        '---\ntitle: "Get started"\ndescription: "Send your first trace."\n---\nBody text.\n\n## Step\n',
    },
    {
      name: "a bare page: title only",
      input: "# Tracing\n\nA trace is a record.\n",
      output: '---\ntitle: "Tracing"\n---\nA trace is a record.\n',
    },
    {
      name: "quotes and colons stay valid YAML",
      input: '# Say "hi": now\n\ntext\n',
      output: '---\ntitle: "Say \\"hi\\": now"\n---\ntext\n',
    },
    {
      name: "a quote further down is not the summary",
      input: "# T\n\nFirst.\n\n> a quote\n",
      output: '---\ntitle: "T"\n---\nFirst.\n\n> a quote\n',
    },
  ])("$name", ({ input, output }) => {
    expect(toStarlightMarkdown(input)).toBe(output);
  });

  it("refuses a page without a title heading", () => {
    expect(() => toStarlightMarkdown("no heading\n")).toThrow(/title/);
  });
});

describe("load guard", () => {
  it("waits while the load is above the limit and returns the first quiet reading", async () => {
    const readings = [2.4, 1.9, 1.2, 0.8];
    const slept: number[] = [];
    const load = await waitForQuietMachine(() => readings.shift() ?? 0, {
      pollMs: 5,
      waitMs: 100,
      sleep: async (ms) => void slept.push(ms),
    });
    expect(load).toBe(1.2);
    expect(slept).toEqual([5, 5]);
  });

  it("gives up after the wait and returns the busy reading", async () => {
    const slept: number[] = [];
    const load = await waitForQuietMachine(() => 3, {
      pollMs: 10,
      waitMs: 30,
      sleep: async (ms) => void slept.push(ms),
    });
    expect(load).toBe(3);
    expect(slept).toEqual([10, 10, 10]);
  });

  it("records the maximum and the runs above the limit", () => {
    expect(loadRecord([0.4, 1.6, 0.9, 2.0])).toEqual({
      limit: 1.5,
      samples: [0.4, 1.6, 0.9, 2.0],
      max: 2.0,
      loadedRuns: 2,
    });
    expect(loadRecord([])).toMatchObject({ max: 0, loadedRuns: 0 });
  });
});

const figures = (f: Partial<LighthouseFigures>): LighthouseFigures => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 20,
  cls: 0,
  fcpMs: 900,
  speedIndexMs: 1000,
  bytes: 80 * KB,
  scriptBytes: 40 * KB,
  requests: 10,
  consoleErrors: 0,
  consoleErrorMessages: [],
  benchmarkIndex: 1900,
  failedAudits: [],
  offsiteRequests: [],
  ...f,
});

const page = (
  site: LighthousePage["site"],
  route: string,
  f: Partial<LighthouseFigures> | null,
): LighthousePage => ({
  site,
  label: `${site} ${route}`,
  route,
  runs: f ? [figures(f)] : [],
  failedRuns: f ? [] : ["failed"],
  median: f ? figures(f) : null,
});

const weight = (route: string, jsKb: number): PageWeightDetail => ({
  route,
  htmlFile: `${route}.html`,
  html: { raw: 60 * KB, gzip: 15 * KB },
  css: { raw: 80 * KB, gzip: 18 * KB, files: 1 },
  js: { raw: 200 * KB, gzip: jsKb * KB, files: 6 },
  pageJsGzip: 0,
  preloads: { files: 1, raw: 24 * KB },
  requests: 9,
});

function lighthouse(
  overrides: Partial<LighthouseSection> = {},
): LighthouseSection {
  return {
    runsPerPage: 3,
    ours: REPRESENTATIVE_PAGES.map((p) =>
      page("ours", p.route, { lcpMs: 1300, bytes: 100 * KB, tbtMs: 30 }),
    ),
    bareDocs: page("bare", DOCS_ROUTE, { lcpMs: 1700, bytes: 180 * KB }),
    starlightDocs: page("starlight", DOCS_ROUTE, {
      lcpMs: 1200,
      bytes: 70 * KB,
    }),
    load: loadRecord([0.5, 0.7]),
    regionRequests: "stubbed",
    stubHits: {},
    ...overrides,
  };
}

const pageWeight = {
  ours: REPRESENTATIVE_PAGES.map((p) =>
    weight(p.route, p.route === DOCS_ROUTE ? 59 : 62),
  ),
  bare: [],
};

describe("islandTargetRows", () => {
  it("compares our docs page with Starlight's of the same run", () => {
    const rows = islandTargetRows({ pageWeight, lighthouse: lighthouse() });
    const byTarget = Object.fromEntries(rows.map((r) => [r.target, r]));
    expect(
      byTarget["docs page first-load JS <= 60 kB gzip (issue 20)"],
    ).toMatchObject({ met: true, measured: "59.0 kB" });
    expect(
      byTarget["docs page LCP <= 1.1x Starlight's (issue 20)"],
    ).toMatchObject({ met: true, measured: "1300 ms vs 1200 ms (1.08x)" });
    // 100 kB against 70: 1.43x, under 1.5x.
    expect(
      byTarget["docs page bytes transferred <= 1.5x Starlight's (issue 20)"]
        ?.met,
    ).toBe(true);
    expect(rows.every((r) => r.met === true)).toBe(true);
  });

  it("fails a docs page heavier than 1.5x Starlight's", () => {
    const rows = islandTargetRows({
      pageWeight,
      lighthouse: lighthouse({
        starlightDocs: page("starlight", DOCS_ROUTE, { bytes: 60 * KB }),
      }),
    });
    expect(rows.find((r) => r.target.startsWith("docs page bytes"))?.met).toBe(
      false,
    );
  });

  it.each([
    {
      name: "a run started on a busy machine",
      section: lighthouse({ load: loadRecord([0.5, 1.9]) }),
      reason: /1 run\(s\) started above load average 1.5 \(max 1.90\)/,
    },
    {
      name: "no Starlight page",
      section: lighthouse({
        starlightDocs: page("starlight", DOCS_ROUTE, null),
      }),
      reason: /no Starlight docs page measured \(failed\)/,
    },
  ])(
    "leaves the Lighthouse rows unmeasured after $name",
    ({ section, reason }) => {
      const rows = islandTargetRows({ pageWeight, lighthouse: section });
      const lh = rows.filter((r) => /TBT|LCP|bytes|performance/.test(r.target));
      expect(lh).toHaveLength(5);
      for (const row of lh) {
        expect(row.met).toBeNull();
        expect(row.measured).toMatch(reason);
      }
      // Script weights come from the export, not from Lighthouse.
      expect(rows.filter((r) => r.met === true)).toHaveLength(5);
    },
  );
});

describe("formatThreeWay", () => {
  it("prints the three sites with ratios to Starlight and the load", () => {
    const text = formatThreeWay(lighthouse()) ?? "";
    expect(text).toMatch(/bare Nextra/);
    expect(text).toMatch(/Starlight .*1\.00/);
    expect(text).toMatch(/machine load at the start of each run: max 0\.70/);
  });

  it("marks a run on a busy machine", () => {
    expect(formatThreeWay(lighthouse({ load: loadRecord([2.5]) }))).toMatch(
      /^MARKED: 1 of 1 runs started above load average 1\.5/m,
    );
  });

  it("prints nothing for results written before the Starlight site", () => {
    expect(formatThreeWay(lighthouse({ starlightDocs: undefined }))).toBeNull();
  });
});

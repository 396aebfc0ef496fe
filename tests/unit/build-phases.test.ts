import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  buildSteps,
  nextBuildPhases,
  stepName,
  type TimedLine,
} from "@/lib/bench/build-phases";
import { formatBuildSteps, formatScaleSizes } from "@/lib/bench/report";
import { POSTBUILD_COMMAND, POSTBUILD_PLAN } from "@/lib/build/postbuild-plan";

describe("stepName", () => {
  it.each([
    ["tsx scripts/build-cookbook.ts", "build-cookbook"],
    ["node scripts/check-lockfile.mjs", "check-lockfile"],
    ["npm run build:server", "build:server"],
    ["next build", "next build"],
    ["next build --debug", "next build"],
  ])("%s -> %s", (command, name) => {
    expect(stepName(command)).toBe(name);
  });
});

describe("buildSteps", () => {
  it("splits prebuild and postbuild at && around the build script", () => {
    expect(
      buildSteps({
        prebuild: "tsx scripts/a.ts && tsx scripts/b.ts",
        build: "next build",
        postbuild: "tsx scripts/c.ts&&npm run build:server",
      }),
    ).toEqual([
      { name: "a", command: "tsx scripts/a.ts", hook: "prebuild" },
      { name: "b", command: "tsx scripts/b.ts", hook: "prebuild" },
      { name: "next build", command: "next build", hook: "build" },
      { name: "c", command: "tsx scripts/c.ts", hook: "postbuild" },
      {
        name: "build:server",
        command: "npm run build:server",
        hook: "postbuild",
      },
    ]);
  });

  it("keeps a hook with || or ; whole, since splitting it would change it", () => {
    expect(
      buildSteps({ build: "next build", postbuild: "tsx x.ts || true" }),
    ).toEqual([
      { name: "next build", command: "next build", hook: "build" },
      { name: "x", command: "tsx x.ts || true", hook: "postbuild" },
    ]);
  });

  it("turns scripts/postbuild.ts into its plan: one step per stage, lanes kept side by side", () => {
    const steps = buildSteps({
      build: "next build",
      postbuild: POSTBUILD_COMMAND,
    });
    expect(steps.map((s) => s.name)).toEqual([
      "next build",
      "finish-export | build-machine-files | build-images | build-server",
      "build-search-index | build-og-images",
      "precompress",
    ]);
    expect(steps[1]!.lanes).toEqual(
      POSTBUILD_PLAN[0]!.map((lane) => [...lane]),
    );
    expect(steps[2]!.lanes).toEqual([
      ["node --import tsx scripts/build-search-index.ts"],
      ["node --import tsx scripts/build-og-images.ts"],
    ]);
    expect(steps[3]!.lanes).toBeUndefined();
  });

  it("refuses a package without a build script", () => {
    expect(() => buildSteps({ prebuild: "tsx a.ts" })).toThrow(/no "build"/);
  });

  it("reads this repository's package.json: next build between the hooks", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
      scripts: Record<string, string>;
    };
    const names = buildSteps(pkg.scripts).map((s) => s.name);
    expect(names[0]).toBe("prebuild");
    expect(names).toContain("next build");
    expect(names.at(-1)).toBe("precompress");
  });
});

describe("nextBuildPhases", () => {
  const log = (entries: Array<[number, string]>): TimedLine[] =>
    entries.map(([ms, text]) => ({ ms, text }));

  it("times each phase from its marker line to the next one", () => {
    const lines = log([
      [900, "   ▲ Next.js 15.5.28"],
      [1_000, "   Creating an optimized production build ..."],
      [191_000, " ✓ Compiled successfully in 3.2min"],
      [191_500, "   Collecting page data ..."],
      [200_000, "   Generating static pages (0/378) ..."],
      [230_000, "   Generating static pages (94/378) "],
      [260_000, " ✓ Generating static pages (378/378)"],
      [261_000, "   Collecting build traces ..."],
      [262_000, "   Exporting (0/378) ..."],
    ]);
    expect(nextBuildPhases(lines, 280_000)).toEqual([
      { name: "start", ms: 1_000 },
      { name: "compile (webpack, MDX)", ms: 190_500 },
      { name: "collect page data", ms: 8_500 },
      { name: "generate static pages", ms: 61_000 },
      { name: "collect build traces", ms: 1_000 },
      { name: "export", ms: 18_000 },
    ]);
  });

  it("leaves out the phases a failed build never reached", () => {
    const lines = log([
      [500, "   Creating an optimized production build ..."],
      [9_000, "FATAL ERROR: Ineffective mark-compacts near heap limit"],
    ]);
    expect(nextBuildPhases(lines, 10_000)).toEqual([
      { name: "start", ms: 500 },
      { name: "compile (webpack, MDX)", ms: 9_500 },
    ]);
  });
});

describe("bench:scale tables", () => {
  it("prints each step with its share and next build's phases below it", () => {
    const text = formatBuildSteps([
      { name: "build-cookbook", ms: 10_000, peakRssBytes: 2 ** 28 },
      {
        name: "next build",
        ms: 30_000,
        peakRssBytes: 2 ** 31,
        phases: [{ name: "compile (webpack, MDX)", ms: 20_000 }],
      },
    ]);
    expect(text).toMatch(/build-cookbook.*10\.0 s.*25\.0 %/);
    expect(text).toMatch(/next build.*30\.0 s.*75\.0 %.*2\.00 GiB/);
    expect(text).toMatch(/ {2}compile \(webpack, MDX\).*20\.0 s.*50\.0 %/);
    expect(text).toMatch(/total.*40\.0 s/);
  });

  it("prints a line per size with the memory per page", () => {
    const text = formatScaleSizes([
      {
        pages: 1000,
        ms: 480_000,
        pagesPerSecond: 2.08,
        peakRssBytes: 4 * 1024 ** 3,
        docsJsGzip: 150_000,
      },
    ]);
    expect(text).toMatch(/1000.*2\.08.*4\.00 GiB.*4\.10 MiB/);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  PYTHON_SDK_API_FILE,
  type PythonSdkApi,
} from "@/lib/snippets/python-api";
import {
  checkSnippets,
  formatReport,
  problemLocation,
  type SnippetReport,
} from "@/lib/snippets/snippet-check";

const FIXTURE = join(__dirname, "../fixtures/snippets");
const read = (file: string) => readFileSync(join(FIXTURE, file), "utf8");

describe("checkSnippets on the fixture pages and notebook", () => {
  let report: SnippetReport;
  let found: string[];
  // One TypeScript program for all blocks: the slow part, so run it once.
  beforeAll(() => {
    report = checkSnippets({
      pages: ["pages/docs/tracing.mdx", "pages/docs/shared.mdx"].map(
        (file) => ({
          file,
          source: read(file),
        }),
      ),
      notebooks: [
        { file: "cookbook/demo.ipynb", json: read("cookbook/demo.ipynb") },
      ],
      root: process.cwd(),
      pythonApi: JSON.parse(
        readFileSync(PYTHON_SDK_API_FILE, "utf8"),
      ) as PythonSdkApi,
      sharedPages: { instrumentation: "pages/docs/tracing.mdx" },
    });
    found = report.problems.map((p) => `${problemLocation(p)} ${p.code}`);
  });

  it.each([
    [
      "an export the package does not have",
      "pages/docs/tracing.mdx:30:10 TS2305",
    ],
    ["a type error in a fragment", "pages/docs/tracing.mdx:37:7 TS2551"],
    [
      "an import of a block the page does not show",
      "pages/docs/shared.mdx:10:25 TS2307",
    ],
    [
      "a promise dropped inside a function",
      "pages/docs/shared.mdx:19:3 floating-promise",
    ],
    ["an sdk marker that is not a major", "pages/docs/shared.mdx:28:1 meta"],
    [
      "an SDK v3 method that does not exist",
      "pages/docs/tracing.mdx:50:5 langfuse-api",
    ],
    [
      "an unmarked block using undefined names",
      "pages/docs/tracing.mdx:54:10 python-undefined",
    ],
    ["a Python syntax error", "pages/docs/tracing.mdx:66:12 python-syntax"],
    ["the new side of a diff", "pages/docs/tracing.mdx:72:22 langfuse-api"],
    [
      "a notebook cell, by cell and line",
      "cookbook/demo.ipynb (cell 5):2:1 langfuse-api",
    ],
  ])("reports %s at its page line", (_, where) => {
    expect(found).toContain(where);
  });

  it("reports nothing else: sibling and shared imports resolve, fragments and skipped blocks pass", () => {
    expect(found).toHaveLength(10);
    expect(report.problems.find((p) => p.code === "TS2305")?.message).toBe(
      `Module '"@langfuse/tracing"' has no exported member 'startActiveSpan'.`,
    );
  });

  it("counts blocks per language, fragments, skipped blocks and failures", () => {
    expect(report.typescript).toEqual({
      blocks: 8,
      checked: 6,
      fragments: 1,
      skipped: 1,
      failed: 5,
    });
    expect(report.python).toEqual({
      blocks: 6,
      checked: 5,
      fragments: 1,
      skipped: 1,
      failed: 4,
    });
    expect(report.other).toEqual({ bash: 1 });
    expect(report.notebooks).toEqual({ checked: 1, notPython: 0, failed: 1 });
  });

  it("prints problems first, then the counts and why blocks were skipped", () => {
    const lines = formatReport(report);
    expect(lines[0]).toBe(
      "cookbook/demo.ipynb (cell 5):2:1 langfuse-api `Langfuse` has no attribute or method `flsh` (Python SDK v3.14.5)",
    );
    expect(lines).toContain(
      '  skipped pages/docs/tracing.mdx:40: sdk="v6": written for JS/TS SDK v6; the check has JS/TS SDK v4 only',
    );
    expect(lines.at(-1)).toBe(
      "Snippets: 10 problem(s) in 10 block(s) or notebook(s).",
    );
  });
});

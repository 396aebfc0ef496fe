import { describe, expect, it } from "vitest";
import {
  deriveCookbookRoutes,
  notebookMappings,
  validateCatalogue,
  type CatalogueEntry,
} from "@/lib/cookbook/catalogue";
import { notebookLinks } from "@/lib/cookbook/notebook-links";

describe("deriveCookbookRoutes", () => {
  it.each<
    [
      CatalogueEntry,
      Array<{ path: string; ipynbPath: string; canonicalPath: string }>,
    ]
  >([
    [
      {
        notebook: "datasets.ipynb",
        docsPath: null,
        isGuide: true,
        topic: "sdk",
        label: "Example",
      },
      [
        {
          path: "/guides/cookbook/datasets",
          ipynbPath: "/cookbook/datasets.ipynb",
          canonicalPath: "/guides/cookbook/datasets",
        },
      ],
    ],
    [
      {
        notebook: "integration_instructor.ipynb",
        docsPath: "integrations/frameworks/instructor",
        isGuide: false,
        topic: "sdk",
        label: "Example",
      },
      [
        {
          path: "/guides/cookbook/integration_instructor",
          ipynbPath: "/cookbook/integration_instructor.ipynb",
          canonicalPath: "/integrations/frameworks/instructor",
        },
        {
          path: "/integrations/frameworks/instructor",
          ipynbPath: "/cookbook/integration_instructor.ipynb",
          canonicalPath: "/integrations/frameworks/instructor",
        },
      ],
    ],
    [
      {
        notebook: "python_sdk_low_level.ipynb",
        docsPath: "docs/sdk/python/low-level-sdk",
        isGuide: true,
        topic: "sdk",
        label: "Example",
      },
      [
        {
          path: "/guides/cookbook/python_sdk_low_level",
          ipynbPath: "/cookbook/python_sdk_low_level.ipynb",
          canonicalPath: "/docs/sdk/python/low-level-sdk",
        },
        {
          path: "/docs/sdk/python/low-level-sdk",
          ipynbPath: "/cookbook/python_sdk_low_level.ipynb",
          canonicalPath: "/docs/sdk/python/low-level-sdk",
        },
      ],
    ],
  ])("%j", (entry, expected) => {
    const routes = deriveCookbookRoutes([entry]);
    expect(
      routes.map(({ path, ipynbPath, canonicalPath }) => ({
        path,
        ipynbPath,
        canonicalPath,
      })),
    ).toEqual(expected);
    expect(notebookMappings(routes)).toEqual(
      expected.map(({ path, ipynbPath }) => ({ path, ipynbPath })),
    );
  });
});

describe("validateCatalogue", () => {
  const ok = {
    notebookExists: () => true,
    handWrittenRoutes: new Set<string>(["/integrations"]),
  };
  it("accepts a valid catalogue", () => {
    expect(
      validateCatalogue(
        [
          {
            notebook: "a.ipynb",
            docsPath: "integrations/x/a",
            isGuide: true,
            topic: "sdk",
            label: "Example",
          },
        ],
        ok,
      ),
    ).toHaveLength(1);
  });
  it.each([
    [
      [
        {
          notebook: "a.txt",
          docsPath: null,
          isGuide: true,
          topic: "sdk",
          label: "Example",
        },
      ],
      ok,
      "entry 0.notebook: must be a notebook file name ending .ipynb",
    ],
    [
      [
        {
          notebook: "a.ipynb",
          docsPath: "/lead",
          isGuide: true,
          topic: "sdk",
          label: "Example",
        },
      ],
      ok,
      "entry 0.docsPath",
    ],
    [[{ notebook: "a.ipynb", docsPath: null }], ok, "entry 0.isGuide"],
    [
      [
        {
          notebook: "a.ipynb",
          docsPath: null,
          isGuide: true,
          topic: "sdk",
          label: "Example",
        },
      ],
      { ...ok, notebookExists: () => false },
      "missing notebook file cookbook/a.ipynb",
    ],
    [
      [
        {
          notebook: "a.ipynb",
          docsPath: "integrations/x/same",
          isGuide: true,
          topic: "sdk",
          label: "Example",
        },
        {
          notebook: "b.ipynb",
          docsPath: "integrations/x/same",
          isGuide: true,
          topic: "sdk",
          label: "Example",
        },
      ],
      ok,
      "duplicate route /integrations/x/same (from a.ipynb and b.ipynb)",
    ],
    [
      [
        {
          notebook: "a.ipynb",
          docsPath: "integrations",
          isGuide: true,
          topic: "sdk",
          label: "Example",
        },
      ],
      ok,
      "route /integrations of a.ipynb collides with a hand-written page",
    ],
  ])("rejects %j with a clear message", (raw, options, message) => {
    expect(() => validateCatalogue(raw, options)).toThrow(message);
  });
});

describe("notebook links", () => {
  it("offers GitHub and Colab for Python notebooks", () => {
    expect(notebookLinks("integration_instructor.ipynb", "python")).toEqual({
      github:
        "https://github.com/langfuse/langfuse-docs/blob/main/cookbook/integration_instructor.ipynb",
      colab:
        "https://colab.research.google.com/github/langfuse/langfuse-docs/blob/main/cookbook/integration_instructor.ipynb",
    });
  });
  it("offers only GitHub for Deno notebooks", () => {
    expect(notebookLinks("js_langfuse_sdk.ipynb", "deno")).toEqual({
      github:
        "https://github.com/langfuse/langfuse-docs/blob/main/cookbook/js_langfuse_sdk.ipynb",
    });
  });
});

describe("catalogue topic and label", () => {
  const base = {
    notebook: "a.ipynb",
    docsPath: null,
    isGuide: true,
    topic: "sdk",
    label: "A",
  };
  const ok = {
    notebookExists: () => true,
    handWrittenRoutes: new Set<string>(),
  };
  it.each([
    [{ ...base, topic: "nonsense" }, "entry 0.topic"],
    [{ ...base, topic: undefined }, "entry 0.topic"],
    [{ ...base, label: "  " }, "entry 0.label"],
    [{ ...base, label: undefined }, "entry 0.label"],
    [{ ...base, extra: 1 }, "entry 0"],
  ])("rejects %j naming %s", (entry, where) => {
    expect(() => validateCatalogue([entry], ok)).toThrow(where);
  });

  it("every real catalogue entry has a topic and a label, and labels are unique per sidebar", async () => {
    const { readFileSync, existsSync } = await import("node:fs");
    const raw = JSON.parse(readFileSync("cookbook/_routes.json", "utf8"));
    const entries = validateCatalogue(raw, {
      notebookExists: (f) => existsSync(`cookbook/${f}`),
      handWrittenRoutes: new Set(),
    });
    const guideLabels = entries.filter((e) => e.isGuide).map((e) => e.label);
    expect(new Set(guideLabels).size).toBe(guideLabels.length);
  });
});

import { describe, expect, it } from "vitest";
import {
  deriveCookbookRoutes,
  notebookMappings,
  validateCatalogue,
  type CatalogueEntry,
} from "@/lib/cookbook/catalogue";
import { notebookLinks } from "@/lib/cookbook/notebook-links";
import { integrationLabel, sidebarTitle } from "@/lib/cookbook/generated-pages";
import { topicOf } from "@/lib/cookbook/topics";

describe("deriveCookbookRoutes", () => {
  it.each<
    [
      CatalogueEntry,
      Array<{ path: string; ipynbPath: string; canonicalPath: string }>,
    ]
  >([
    [
      { notebook: "datasets.ipynb", docsPath: null, isGuide: true },
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
        [{ notebook: "a.ipynb", docsPath: "integrations/x/a", isGuide: true }],
        ok,
      ),
    ).toHaveLength(1);
  });
  it.each([
    [
      [{ notebook: "a.txt", docsPath: null, isGuide: true }],
      ok,
      "entry 0.notebook: must be a notebook file name ending .ipynb",
    ],
    [
      [{ notebook: "a.ipynb", docsPath: "/lead", isGuide: true }],
      ok,
      "entry 0.docsPath",
    ],
    [[{ notebook: "a.ipynb", docsPath: null }], ok, "entry 0.isGuide"],
    [
      [{ notebook: "a.ipynb", docsPath: null, isGuide: true }],
      { ...ok, notebookExists: () => false },
      "missing notebook file cookbook/a.ipynb",
    ],
    [
      [
        { notebook: "a.ipynb", docsPath: "integrations/x/same", isGuide: true },
        { notebook: "b.ipynb", docsPath: "integrations/x/same", isGuide: true },
      ],
      ok,
      "duplicate route /integrations/x/same (from a.ipynb and b.ipynb)",
    ],
    [
      [{ notebook: "a.ipynb", docsPath: "integrations", isGuide: true }],
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

describe("navigation labels and topics", () => {
  it.each([
    ["openai-assistants-api", "OpenAI Assistants API"],
    ["xai-grok", "xAI Grok"],
    ["google-adk", "Google ADK"],
    ["litellm-sdk", "LiteLLM SDK"],
  ])("integrationLabel(%s) is %s", (slug, label) => {
    expect(integrationLabel(slug)).toBe(label);
  });
  it.each([
    ["Trace Amazon Bedrock with Langfuse", "Trace Amazon Bedrock"],
    [
      "Trace LangChain Applications with Langfuse (Python)",
      "Trace LangChain Applications",
    ],
    ["Datasets and Experiments", "Datasets and Experiments"],
  ])("sidebarTitle(%s) is %s", (title, expected) => {
    expect(sidebarTitle(title)).toBe(expected);
  });
  it.each([
    ["integration_openai_sdk.ipynb", "integrations"],
    ["js_integration_openai.ipynb", "integrations"],
    ["otel_integration_mlflow.ipynb", "opentelemetry"],
    ["prompt_management_langchain.ipynb", "prompt-management"],
    ["js_prompt_management_langchain.ipynb", "prompt-management"],
    ["evaluation_with_uptrain.ipynb", "evaluation"],
    ["example_evaluating_openai_agents.ipynb", "evaluation"],
    ["datasets.ipynb", "datasets"],
    ["example_multi_modal_traces.ipynb", "multi-modal"],
    ["example_data_migration.ipynb", "data-migration"],
    ["example_synthetic_datasets.ipynb", "synthetic-data"],
    ["python_decorators.ipynb", "sdk"],
  ])("topicOf(%s) is %s", (file, topic) => {
    expect(topicOf(file)).toBe(topic);
  });
});

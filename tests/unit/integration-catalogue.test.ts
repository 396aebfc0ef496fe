import { describe, expect, it } from "vitest";
import { HOME_INTEGRATIONS } from "@/lib/home-content";
import {
  INTEGRATION_CATALOGUE,
  allCatalogueIntegrations,
  descriptionParts,
  plainDescription,
} from "@/lib/integration-catalogue/catalogue";
import {
  integrationCountText,
  matchesIntegration,
} from "@/lib/integration-catalogue/filter";
import { integrationLogo } from "@/lib/integration-catalogue/logos";

const catalogueHrefs = allCatalogueIntegrations().map((i) => i.href);

describe("integration logos", () => {
  it.each([
    ...catalogueHrefs.map((href) => ["/integrations", href]),
    ...HOME_INTEGRATIONS.map((i) => ["the home grid", i.href]),
  ])("a page listed on %s has a logo: %s", (_, href) => {
    expect(integrationLogo(href)).toBeDefined();
  });

  it.each([
    ["/integrations/model-providers/anthropic", "anthropic"],
    ["/integrations/model-providers/google-gemini", "googlegemini"],
    ["/integrations/model-providers/mistral-sdk", "mistralai"],
    ["/integrations/frameworks/langchain", "langchain"],
    ["/integrations/frameworks/langgraph", "langgraph"],
    ["/integrations/frameworks/vercel-ai-sdk", "vercel"],
    ["/integrations/frameworks/crewai", "crewai"],
    ["/integrations/gateways/openrouter", "openrouter"],
    ["/integrations/no-code/dify", "dify"],
    ["/integrations/no-code/langflow", "langflow"],
    ["/integrations/no-code/n8n", "n8n"],
    ["/integrations/other/opentelemetry", "opentelemetry"],
  ])("%s shows the %s brand icon", (href, slug) => {
    const logo = integrationLogo(href);
    expect(logo?.kind === "brand" && logo.icon.slug).toBe(slug);
    expect(logo?.kind === "brand" && logo.icon.path).toMatch(/^[Mm]/);
  });

  // Brands that simple-icons 16 does not carry get an icon of their kind, never a drawn look-alike.
  it.each([
    ["/integrations/model-providers/openai-py", "model"],
    ["/integrations/model-providers/cohere", "model"],
    ["/integrations/model-providers/groq", "model"],
    ["/integrations/frameworks/llamaindex", "framework"],
    ["/integrations/frameworks/openai-agents", "agent"],
    ["/integrations/frameworks/instructor", "structured"],
    ["/integrations/gateways/litellm", "gateway"],
    ["/integrations/no-code/flowise", "no-code"],
  ])("%s shows the generic %s icon", (href, key) => {
    expect(integrationLogo(href)).toEqual({ kind: "generic", key });
  });

  it("knows nothing of a page it does not list", () => {
    expect(integrationLogo("/integrations/nowhere")).toBeUndefined();
  });
});

describe("integration catalogue", () => {
  it("lists each page once", () => {
    expect(new Set(catalogueHrefs).size).toBe(catalogueHrefs.length);
  });

  it.each(
    Object.entries(INTEGRATION_CATALOGUE).flatMap(([category, list]) =>
      list.map((i) => [category, i.href]),
    ),
  )(
    "a %s integration lives under its category's path: %s",
    (category, href) => {
      expect(href.startsWith(`/integrations/${category}/`)).toBe(true);
    },
  );

  it.each([
    ["plain text", "plain text", [{ text: "plain text", code: false }]],
    [
      "Drop-in `langfuse.openai` import",
      "Drop-in langfuse.openai import",
      [
        { text: "Drop-in ", code: false },
        { text: "langfuse.openai", code: true },
        { text: " import", code: false },
      ],
    ],
    [
      "`observeOpenAI` wrapper",
      "observeOpenAI wrapper",
      [
        { text: "observeOpenAI", code: true },
        { text: " wrapper", code: false },
      ],
    ],
  ])("splits %j at its backticks", (description, plain, parts) => {
    expect(descriptionParts(description)).toEqual(parts);
    expect(plainDescription(description)).toBe(plain);
  });
});

describe("integration filter rules", () => {
  const langchain = {
    name: "LangChain",
    description: "Langfuse callback handler for chains",
    category: "frameworks",
    categoryLabel: "Frameworks",
  };
  it.each([
    ["", "all", true],
    ["lang", "all", true],
    ["LANG", "all", true],
    ["  callback   chains ", "all", true],
    ["frame", "all", true],
    ["callback openai", "all", false],
    // Every card is about Langfuse: the word neither narrows nor matches.
    ["langfuse", "all", true],
    ["langf", "all", false],
    ["langfuse callback", "all", true],
    ["openai", "all", false],
    ["lang", "frameworks", true],
    ["lang", "gateways", false],
    ["", "gateways", false],
  ])("query %j in category %s matches: %s", (query, category, expected) => {
    expect(matchesIntegration(langchain, query, category)).toBe(expected);
  });

  it.each([
    [0, "No integrations"],
    [1, "1 integration"],
    [12, "12 integrations"],
  ])("%i cards read %j", (count, label) => {
    expect(integrationCountText(count)).toBe(label);
  });
});

// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import {
  FILTER_LABELS,
  IntegrationFilter,
} from "@/components/integration-catalogue/integration-filter";
import { IntegrationGroup } from "@/components/integration-catalogue/integration-group";
import { wireIntegrationFilter } from "@/components/integration-catalogue/wire-integration-filter";
import {
  INTEGRATION_CATALOGUE,
  allCatalogueIntegrations,
} from "@/lib/integration-catalogue/catalogue";

const TOTAL = allCatalogueIntegrations().length;

function page(): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = renderToStaticMarkup(
    <>
      <IntegrationFilter />
      <IntegrationGroup category="model-providers">
        <h2>Model providers</h2>
      </IntegrationGroup>
      <IntegrationGroup category="frameworks">
        <h2>Frameworks</h2>
      </IntegrationGroup>
      <IntegrationGroup category="gateways">
        <h2>Gateways</h2>
      </IntegrationGroup>
      <IntegrationGroup category="no-code">
        <h2>No-code builders</h2>
      </IntegrationGroup>
      <IntegrationGroup category="other">
        <h2>Other</h2>
      </IntegrationGroup>
    </>,
  );
  return doc;
}

const visibleNames = (doc: Document) =>
  Array.from(doc.querySelectorAll<HTMLElement>("[data-integration-card]"))
    .filter((card) => !card.hidden)
    .map((card) => card.querySelector("[data-integration-name]")!.textContent);

const visibleSections = (doc: Document) =>
  Array.from(doc.querySelectorAll<HTMLElement>("[data-integration-group]"))
    .filter((section) => !section.hidden)
    .map((section) => section.querySelector("h2")!.textContent);

const input = (doc: Document) =>
  doc.querySelector<HTMLInputElement>("[data-integration-query]")!;
const count = (doc: Document) =>
  doc.querySelector("[data-integration-count]")!.textContent;
const empty = (doc: Document) =>
  doc.querySelector<HTMLElement>("[data-integration-empty]")!;
const chip = (doc: Document, label: string) =>
  Array.from(doc.querySelectorAll("button")).find(
    (b) => b.textContent === label,
  )!;

function type(doc: Document, query: string) {
  input(doc).value = query;
  input(doc).dispatchEvent(new Event("input", { bubbles: true }));
}

describe("wireIntegrationFilter", () => {
  let doc: Document;
  beforeEach(() => {
    doc = page();
  });

  it("renders the panel hidden, every card shown, until the script runs", () => {
    const panel = doc.querySelector<HTMLElement>("[data-integration-filter]")!;
    expect(panel.hidden).toBe(true);
    expect(visibleNames(doc)).toHaveLength(TOTAL);
    expect(doc.querySelector("label")!.textContent).toBe(FILTER_LABELS.query);
    wireIntegrationFilter(doc);
    expect(panel.hidden).toBe(false);
    expect(count(doc)).toBe(`${TOTAL} integrations`);
    expect(empty(doc).hidden).toBe(true);
  });

  it.each([
    [
      "lang",
      ["LangChain", "LangGraph", "LangServe", "Langflow"],
      "OpenAI (Python)",
    ],
    [
      "GATEWAY",
      ["LiteLLM Proxy", "OpenRouter", "Portkey", "TrueFoundry"],
      "LangChain",
    ],
    ["observeopenai", ["OpenAI (JS/TS)"], "OpenAI (Python)"],
  ])("typing %j keeps %j and hides %s", (query, kept, hidden) => {
    wireIntegrationFilter(doc);
    type(doc, query);
    for (const name of kept) expect(visibleNames(doc)).toContain(name);
    expect(visibleNames(doc)).not.toContain(hidden);
    expect(count(doc)).toBe(
      `${visibleNames(doc).length} integration${visibleNames(doc).length === 1 ? "" : "s"}`,
    );
  });

  it("hides the categories a query leaves empty", () => {
    wireIntegrationFilter(doc);
    type(doc, "dify");
    expect(visibleSections(doc)).toEqual(["No-code builders"]);
    expect(count(doc)).toBe("1 integration");
  });

  it("a category chip shows that category only, and combines with the query", () => {
    wireIntegrationFilter(doc);
    chip(doc, "Gateways").click();
    expect(chip(doc, "Gateways").getAttribute("aria-pressed")).toBe("true");
    expect(chip(doc, "All").getAttribute("aria-pressed")).toBe("false");
    expect(visibleSections(doc)).toEqual(["Gateways"]);
    expect(count(doc)).toBe(
      `${INTEGRATION_CATALOGUE.gateways.length} integrations`,
    );
    type(doc, "router");
    expect(visibleNames(doc)).toEqual(["OpenRouter"]);
  });

  it("says when nothing matches and clears back to everything", () => {
    wireIntegrationFilter(doc);
    chip(doc, "Other").click();
    type(doc, "zzz");
    expect(visibleNames(doc)).toEqual([]);
    expect(visibleSections(doc)).toEqual([]);
    expect(count(doc)).toBe("No integrations");
    expect(empty(doc).hidden).toBe(false);
    chip(doc, FILTER_LABELS.clear).click();
    expect(input(doc).value).toBe("");
    expect(chip(doc, "All").getAttribute("aria-pressed")).toBe("true");
    expect(visibleNames(doc)).toHaveLength(TOTAL);
    expect(empty(doc).hidden).toBe(true);
  });

  it("applies a query the browser restored before the script ran", () => {
    input(doc).value = "crew";
    wireIntegrationFilter(doc);
    expect(visibleNames(doc)).toEqual(["CrewAI"]);
  });

  it("does nothing on a page without the catalogue", () => {
    const other = document.implementation.createHTMLDocument();
    other.body.innerHTML = "<p>no catalogue</p>";
    expect(() => wireIntegrationFilter(other)).not.toThrow();
  });
});

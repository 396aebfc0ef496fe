import type { Locator, Page } from "@playwright/test";
import { FILTER_LABELS } from "../../components/integration-catalogue/integration-filter";
import { allCatalogueIntegrations } from "../../lib/integration-catalogue/catalogue";
import { expect, gotoHydrated, test } from "./fixtures";

// Integration logos on the home grid and the filterable /integrations catalogue (issue 24).

const TOTAL = allCatalogueIntegrations().length;

/** The `d` of the logo inside a card (a brand's path, or the generic icon's first path). */
const logoPath = (card: Locator) =>
  card.locator("svg path").first().getAttribute("d");

const card = (page: Page, name: string) =>
  page.locator("[data-integration-card]").filter({
    has: page.locator("[data-integration-name]", {
      hasText: new RegExp(`^${name}$`),
    }),
  });

test("the home grid shows a distinct logo per brand", async ({
  page,
  pageErrors,
}) => {
  await gotoHydrated(page, "/");
  const grid = page.locator('section[aria-labelledby="integrations-heading"]');
  const cardOf = (name: string) =>
    grid.getByRole("link", { name: new RegExp(`^${name}`) });
  const paths = new Map<string, string | null>();
  for (const name of [
    "OpenAI SDK",
    "Anthropic",
    "LangChain",
    "LlamaIndex",
    "Vercel AI SDK",
    "CrewAI",
    "Dify",
    "OpenTelemetry",
  ])
    paths.set(name, await logoPath(cardOf(name)));
  for (const [name, d] of paths) expect(d, name).toBeTruthy();
  expect(paths.get("OpenAI SDK")).not.toBe(paths.get("Anthropic"));
  expect(paths.get("LangChain")).not.toBe(paths.get("LlamaIndex"));
  expect(paths.get("LangChain")).not.toBe(paths.get("Vercel AI SDK"));
  expect(paths.get("LlamaIndex")).not.toBe(paths.get("Vercel AI SDK"));
  // Brand logos are drawn in the text colour, so they read in either theme.
  await expect(
    cardOf("Anthropic").locator('svg[data-logo="anthropic"]'),
  ).toHaveAttribute("fill", "currentColor");
  expect(pageErrors.consoleErrors).toEqual([]);
});

test("the /integrations catalogue filters by name and category", async ({
  page,
  pageErrors,
}) => {
  await gotoHydrated(page, "/integrations");
  const query = page.getByLabel(FILTER_LABELS.query);
  const count = page.locator("[data-integration-count]");
  await expect(query).toBeVisible();
  await expect(count).toHaveText(`${TOTAL} integrations`);
  await expect(page.locator("[data-integration-card]:visible")).toHaveCount(
    TOTAL,
  );
  await expect(
    card(page, "Anthropic").locator('svg[data-logo="anthropic"]'),
  ).toBeVisible();

  // Case-insensitive on the name: "lang" keeps the Lang* integrations and drops OpenAI.
  await query.fill("LANG");
  for (const name of ["LangChain", "LangGraph", "Langflow"])
    await expect(card(page, name)).toBeVisible();
  await expect(card(page, "OpenAI \\(Python\\)")).toBeHidden();
  const shown = await page.locator("[data-integration-card]:visible").count();
  expect(shown).toBeLessThan(TOTAL);
  await expect(count).toHaveText(`${shown} integrations`);
  // A category left empty hides with its heading.
  await expect(page.getByRole("heading", { name: "Gateways" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Frameworks" })).toBeVisible();

  // A chip narrows to its category, by keyboard too.
  await query.fill("");
  await page.getByRole("button", { name: "No-code builders" }).focus();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("button", { name: "No-code builders" }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveText("4 integrations");
  await expect(card(page, "Dify")).toBeVisible();
  await expect(card(page, "LangChain")).toBeHidden();

  // Nothing matches: the note says so and its button clears back to everything.
  await query.fill("no such integration");
  await expect(count).toHaveText("No integrations");
  await expect(page.getByText(FILTER_LABELS.empty)).toBeVisible();
  await page.getByRole("button", { name: FILTER_LABELS.clear }).click();
  await expect(query).toHaveValue("");
  await expect(query).toBeFocused();
  await expect(
    page.getByRole("button", { name: "All", exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  await expect(count).toHaveText(`${TOTAL} integrations`);
  await expect(page.locator("[data-integration-card]:visible")).toHaveCount(
    TOTAL,
  );
  expect(pageErrors.consoleErrors).toEqual([]);
});

test("without JavaScript the catalogue lists everything and shows no dead filter", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/integrations");
  await expect(page.locator("[data-integration-card]:visible")).toHaveCount(
    TOTAL,
  );
  await expect(page.getByLabel(FILTER_LABELS.query)).toBeHidden();
  await expect(
    page.getByRole("link", { name: /^LiteLLM Proxy All proxy traffic/ }),
  ).toHaveAttribute("href", "/integrations/gateways/litellm");
  await context.close();
});

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { startFakeOpenAi, type FakeOpenAi } from "../server/fake-openai";
import { FAKE_LLM_MODEL, fakeLlmPort } from "./assistant-env";
import { expect, gotoHydrated, test } from "./fixtures";

const E2E_PORT = Number(process.env.E2E_PORT ?? 3334);
/** A second server of the same build, with no model configured. */
const NO_LLM_PORT = E2E_PORT + 1001;

const EXAMPLES = [
  "How can Langfuse help me?",
  "How to use the Python decorator for tracing?",
  "How to set up LLM-as-a-judge evals?",
];

// One fake model on one port: the tests take turns.
test.describe.configure({ mode: "serial" });

let fake: FakeOpenAi;

test.beforeAll(async () => {
  fake = await startFakeOpenAi(fakeLlmPort(E2E_PORT));
});
test.afterAll(async () => {
  await fake.close();
});

/** Records the assistant's analytics events (window `langfuse:analytics`) from page load on. */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: string[] };
    w.__events = [];
    window.addEventListener("langfuse:analytics", (e) =>
      w.__events.push((e as CustomEvent<{ event: string }>).detail.event),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __events: string[] }).__events);
}

test("the navbar opens the assistant; a streamed answer grows progressively and cites real pages", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  let release!: () => void;
  fake.setBehaviour({
    kind: "stream",
    pieces: [
      "To set up LLM-as-a-judge, ",
      "create an evaluator in the UI and map its variables [1].",
    ],
    gate: new Promise<void>((resolve) => (release = resolve)),
  });
  fake.requests.length = 0;
  const events = await recordAnalytics(page);
  await gotoHydrated(page, "/docs");

  await page.getByRole("button", { name: "Ask AI" }).click();
  const dialog = page.getByRole("dialog", { name: "Ask AI" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/I'm the Langfuse AI assistant/)).toBeVisible();
  for (const q of EXAMPLES)
    await expect(
      dialog.getByRole("button", { name: q, exact: true }),
    ).toBeVisible();

  await dialog.getByRole("button", { name: EXAMPLES[2], exact: true }).click();
  const answer = dialog.getByRole("article");
  // The first piece is on screen while the model still holds the rest.
  await expect(answer.getByText("To set up LLM-as-a-judge,")).toBeVisible();
  await expect(answer).toHaveAttribute("aria-busy", "true");
  await expect(answer.getByText(/map its variables/)).toHaveCount(0);
  release();
  await expect(
    answer.getByText(/create an evaluator in the UI and map its variables/),
  ).toBeVisible();
  await expect(answer).toHaveAttribute("data-status", "done");

  // The server asked the configured model, streaming, grounded in numbered sections.
  expect(fake.requests).toHaveLength(1);
  expect(fake.requests[0]!.body).toMatchObject({
    model: FAKE_LLM_MODEL,
    stream: true,
  });
  expect(fake.requests[0]!.body.messages![0]!.content).toContain("[1] ");

  // Citation [1] and every listed source link to a page of this site that exists.
  const citation = answer.locator("a[data-citation='1']");
  const href = await citation.getAttribute("href");
  expect(href).toMatch(/^\/[a-z]/);
  const sourceLinks = answer.getByRole("link", { name: /^\[\d\] / });
  expect(await sourceLinks.count()).toBeGreaterThan(0);
  for (const link of await sourceLinks.all()) {
    const path = (await link.getAttribute("href"))!.split("#")[0]!;
    expect((await page.request.get(path)).status(), path).toBe(200);
  }
  expect((await page.request.get(href!.split("#")[0]!)).status()).toBe(200);

  // The disclaimer and its tooltip.
  const disclaimer = answer.getByRole("button", {
    name: "AI-generated response",
  });
  await disclaimer.hover();
  await expect(page.getByRole("tooltip")).toContainText("may be inaccurate");

  // Copy puts the answer and its sources on the clipboard.
  await answer.getByRole("button", { name: "Copy answer" }).click();
  await expect(answer.getByRole("button", { name: "Copied" })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(
    "create an evaluator in the UI and map its variables [1].",
  );
  expect(copied).toMatch(/\[1\] .+: https?:\/\//);

  // Feedback thumbs.
  await answer.getByRole("button", { name: "Helpful", exact: true }).click();
  await expect(answer.getByText("Thanks for the feedback!")).toBeVisible();

  // Contact Support falls back to the support page when no chat is configured.
  await expect(
    answer.getByRole("link", { name: "Contact Support" }),
  ).toHaveAttribute("href", "/support");

  expect(await events()).toEqual([
    "assistant_opened",
    "assistant_question_asked",
    "assistant_answer_copied",
    "assistant_feedback",
  ]);
});

test("the share link reopens the question on /docs/ask-ai and asks it", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  fake.setBehaviour({
    kind: "stream",
    pieces: ["Decorate your function with `@observe()` [1]."],
  });
  fake.requests.length = 0;
  const events = await recordAnalytics(page);
  await gotoHydrated(page, "/docs/ask-ai");

  // The page embeds the assistant, with the same examples.
  const panel = page.locator("main");
  await panel.getByRole("button", { name: EXAMPLES[1], exact: true }).click();
  const answer = panel.getByRole("article");
  await expect(answer).toHaveAttribute("data-status", "done");
  await expect(answer.getByText("@observe()", { exact: true })).toBeVisible();

  await answer.getByRole("button", { name: "Share" }).click();
  await expect(
    answer.getByRole("button", { name: "Link copied" }),
  ).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(
    `${baseURL}/docs/ask-ai?q=How+to+use+the+Python+decorator+for+tracing%3F`,
  );
  expect(await events()).toContain("assistant_answer_shared");

  await gotoHydrated(page, link);
  const reopened = page.locator("main").getByRole("article");
  await expect(reopened.getByText(EXAMPLES[1]!, { exact: true })).toBeVisible();
  await expect(reopened).toHaveAttribute("data-status", "done");
  await expect(reopened.getByText("@observe()", { exact: true })).toBeVisible();
  expect(fake.requests.map((r) => r.body.messages!.at(-1)!.content)).toEqual([
    EXAMPLES[1],
    EXAMPLES[1],
  ]);
});

test('the search box offers "Ask AI about <query>", keeping Nextra\'s search working', async ({
  page,
}) => {
  fake.setBehaviour({ kind: "stream", pieces: ["Pass a session id [1]."] });
  fake.requests.length = 0;
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/docs");

  const search = page.getByRole("combobox").first();
  await search.click();
  await search.fill("sessions");
  const entry = page.getByRole("button", { name: /Ask AI about “sessions”/ });
  await expect(entry).toBeVisible();
  // Nextra's own results are still listed below the entry.
  await expect(page.locator(".nextra-search-results a").first()).toBeVisible();
  await entry.click();

  const dialog = page.getByRole("dialog", { name: "Ask AI" });
  await expect(dialog.getByRole("article")).toHaveAttribute(
    "data-status",
    "done",
  );
  await expect(dialog.getByText("Pass a session id")).toBeVisible();
  expect(fake.requests[0]!.body.messages!.at(-1)!.content).toBe("sessions");
});

test.describe("with no model configured", () => {
  let server: ChildProcess;
  const url = `http://127.0.0.1:${NO_LLM_PORT}`;

  test.beforeAll(async () => {
    const env = { ...process.env };
    for (const name of Object.keys(env))
      if (name.startsWith("ASSISTANT_")) delete env[name];
    server = spawn(process.execPath, ["dist/server/main.mjs"], {
      env: {
        ...env,
        PORT: String(NO_LLM_PORT),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        FEEDBACK_DB_PATH: join(mkdtempSync(join(tmpdir(), "ask-e2e-")), "f.db"),
      },
      stdio: "inherit",
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${url}/healthz`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 30_000 },
      )
      .toBe(200);
  });
  test.afterAll(() => {
    server.kill("SIGTERM");
  });

  test("the answer lists the matching sections, labelled as search results", async ({
    page,
  }) => {
    fake.requests.length = 0;
    await gotoHydrated(page, `${url}/docs/ask-ai`);
    const panel = page.locator("main");
    await panel.getByRole("button", { name: EXAMPLES[2], exact: true }).click();
    const answer = panel.getByRole("article");
    await expect(answer).toHaveAttribute("data-status", "done");
    const results = answer.getByRole("region", { name: "Search results" });
    await expect(results.getByText("No AI answer is available")).toBeVisible();
    const links = results
      .getByRole("list", { name: "Search results" })
      .getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const hrefs = await Promise.all(
      (await links.all()).map((l) => l.getAttribute("href")),
    );
    expect(hrefs).toContainEqual(
      expect.stringMatching(/^\/docs\/scores\/model-based-evals/),
    );
    for (const href of hrefs)
      expect(
        (await page.request.get(`${url}${href!.split("#")[0]}`)).status(),
      ).toBe(200);
    // Not an AI answer: no disclaimer, nothing to copy or share, and the model was never asked.
    for (const name of ["AI-generated response", "Copy answer", "Share"])
      await expect(answer.getByRole("button", { name })).toHaveCount(0);
    // Contact Support is offered once, with the answer, not again under the question box.
    await expect(
      panel.getByRole("link", { name: "Contact Support" }),
    ).toHaveCount(1);
    // The question stays in view at the top of the panel, above its results.
    const question = answer.getByText(EXAMPLES[2]!, { exact: true });
    await expect(question).toBeInViewport();
    expect(fake.requests).toHaveLength(0);
  });
});

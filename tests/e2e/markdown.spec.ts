import {
  COPIED_RESET_MS,
  COPY_MARKDOWN_LABELS as L,
  ERROR_RESET_MS,
} from "../../components/copy-markdown/copy-markdown-constants";
import { expect, gotoHydrated, pauseClock, settle, test } from "./fixtures";

const PAGE = "/docs/get-started";

test("Copy as Markdown puts the exact twin on the clipboard: Copying..., Copied!, then idle", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Slow the twin down a little so the loading state is observable.
  await page.route("**/docs/get-started.md", async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.clock.install();
  await gotoHydrated(page, PAGE);
  await pauseClock(page);
  const expected = await (
    await page.request.get("/docs/get-started.md")
  ).text();
  await page.getByRole("button", { name: L.idle }).click();
  await expect(page.getByRole("button", { name: L.loading })).toBeDisabled();
  await expect(page.getByRole("button", { name: L.copied })).toBeDisabled();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    expected,
  );
  expect(expected).toMatch(/^# Get started\n/);
  await settle(page);
  await page.clock.runFor(COPIED_RESET_MS - 1);
  await expect(page.getByRole("button", { name: L.copied })).toBeDisabled();
  await page.clock.runFor(1);
  await expect(page.getByRole("button", { name: L.idle })).toBeEnabled();
});

for (const [name, status, label] of [
  ["a missing twin", 404, L.notFound],
  ["a server error", 500, L.fetchError],
] as const) {
  test(`${name} shows "${label}" and returns to idle after 3 s`, async ({
    page,
  }) => {
    await page.route("**/docs/get-started.md", (route) =>
      route.fulfill({ status, body: "" }),
    );
    await page.clock.install();
    await gotoHydrated(page, PAGE);
    await pauseClock(page);
    await page.getByRole("button", { name: L.idle }).click();
    await expect(page.getByRole("button", { name: label })).toBeVisible();
    await settle(page);
    await page.clock.runFor(ERROR_RESET_MS - 1);
    await expect(page.getByRole("button", { name: label })).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole("button", { name: L.idle })).toBeVisible();
  });
}

test('a denied clipboard shows "Clipboard Permission Denied" and returns to idle', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: {
        writeText: () =>
          Promise.reject(
            new DOMException("Write permission denied.", "NotAllowedError"),
          ),
      },
    });
  });
  await page.clock.install();
  await gotoHydrated(page, PAGE);
  await pauseClock(page);
  await page.getByRole("button", { name: L.idle }).click();
  await expect(page.getByRole("button", { name: L.permission })).toBeVisible();
  await settle(page);
  await page.clock.runFor(ERROR_RESET_MS);
  await expect(page.getByRole("button", { name: L.idle })).toBeVisible();
});

test("the button is on integration pages and absent outside docs-like sections", async ({
  page,
}) => {
  await page.goto("/integrations/frameworks/instructor");
  await expect(page.getByRole("button", { name: L.idle })).toBeVisible();
  for (const path of ["/", "/contributing/components", "/blog", "/pricing"]) {
    await page.goto(path);
    await expect(page.getByRole("button", { name: L.idle })).toHaveCount(0);
  }
});

test("pages link their twin, which is served as Markdown", async ({
  page,
  request,
}) => {
  await page.goto(PAGE);
  await expect(
    page.locator('link[rel="alternate"][type="text/markdown"]'),
  ).toHaveAttribute("href", "/docs/get-started.md");
  const twin = await request.get("/docs/get-started.md");
  expect(twin.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(twin.headers()["x-robots-tag"]).toBe("noindex");
  const negotiated = await request.get(PAGE, {
    headers: { Accept: "text/markdown" },
  });
  expect(negotiated.headers()["content-type"]).toBe(
    "text/markdown; charset=utf-8",
  );
  expect(await negotiated.text()).toBe(await twin.text());
  const llms = await request.get("/llms.txt");
  expect(llms.status()).toBe(200);
  expect(await llms.text()).toMatch(/^# Langfuse\n/);
  expect((await request.get("/sitemap.xml")).status()).toBe(200);
  expect(await (await request.get("/robots.txt")).text()).toContain(
    "Sitemap: https://langfuse.com/sitemap.xml",
  );
});

test("a twin states the SDK majors its page documents, as the page does under its title", async ({
  page,
  request,
}) => {
  await page.goto(PAGE);
  const notice = page.locator("[data-sdk-version-notice]");
  const shown = (await notice.innerText()).replace(/\s+/g, " ").trim();
  expect(shown).toMatch(/^This page documents the Python SDK v\d+/);
  const twin = await (await request.get("/docs/get-started.md")).text();
  const body = twin.split("\n\n").slice(3);
  // The first block after the twin's header, with each upgrade link the page has, made absolute.
  expect(body[0]).toMatch(/^> This page documents the Python SDK v\d+/);
  expect(body[0]!.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").slice(2)).toBe(shown);
  for (const href of await notice
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href)))
    expect(body[0]).toContain(
      `(${href.replace(/^http:\/\/[^/]+/, "https://langfuse.com")})`,
    );
});

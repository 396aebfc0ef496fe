import { gunzipSync } from "node:zlib";
import type { Page, Request } from "@playwright/test";
import { expect, gotoHydrated, isLoopback, test } from "./fixtures";

/**
 * Analytics, tracking, consent and support chat in a real browser. Their variables are inlined at
 * build time, so there are two variants:
 * - the default build (no NEXT_PUBLIC_* integration variable): nothing third-party may load;
 * - a build made with test values and `E2E_INTEGRATIONS=1` (see the README's "Visitor
 *   integrations"): every third-party URL is intercepted here and answered by a fake, and the
 *   analytics endpoint `/ingest` is intercepted before it reaches the server.
 */
const KEYED = process.env.E2E_INTEGRATIONS === "1";

const DOCS = "/docs/tracing";

/** Hosts the integrations would call; none may be requested without their variables. */
const INTEGRATION_HOSTS =
  /posthog\.com|hs-scripts\.com|hs-analytics\.net|hubspot\.com|cdn-plain\.com|plain\.com/;

/**
 * Follows the first visible link to another docs page, proves it was a page load (every page is
 * an island page: no client-side router), waits for the new page to settle and returns its path.
 */
async function followDocsLink(page: Page): Promise<string> {
  const current = new URL(page.url()).pathname;
  const link = page
    .locator(`a[href^="/docs/"]:not([href="${current}"]):visible`)
    .first();
  const href = (await link.getAttribute("href")) ?? "";
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  await page.waitForLoadState("networkidle");
  expect(
    await page.evaluate(
      () => (window as unknown as { __samePage?: boolean }).__samePage,
    ),
  ).toBeUndefined();
  return href;
}

test.describe("with no integration configured", () => {
  test.skip(KEYED, "this build has integration variables set");

  test("no analytics, tracking or chat request is made and no third-party script is on the page", async ({
    page,
  }) => {
    const requests: Array<{ url: string; type: string }> = [];
    page.on("request", (req) =>
      requests.push({ url: req.url(), type: req.resourceType() }),
    );
    await gotoHydrated(page, DOCS);
    // Without integrations, docs pages are island pages: a link is a page load.
    await page
      .locator(`a[href^="/docs/"]:not([href="${DOCS}"]):visible`)
      .first()
      .click();
    await page.waitForURL((url) => url.pathname !== DOCS);
    await page.waitForLoadState("networkidle");
    // What the assistant would dispatch: with nothing configured, nobody listens.
    await page.evaluate(() => {
      window.dispatchEvent(
        new CustomEvent("langfuse:analytics", {
          detail: { event: "assistant_opened" },
        }),
      );
      window.dispatchEvent(new Event("langfuse:open-support-chat"));
    });
    await gotoHydrated(page, "/support?supportChat=1");
    await page.waitForLoadState("networkidle");

    // Other features may call other hosts (the region button asks the cloud regions for a
    // session); no script may come from elsewhere and nothing may go to an integration.
    const offending = requests
      .filter(
        ({ url, type }) =>
          (type === "script" && !isLoopback(url)) ||
          new URL(url).pathname.startsWith("/ingest") ||
          INTEGRATION_HOSTS.test(url),
      )
      .map(({ url }) => url);
    expect(offending).toEqual([]);
    const scriptSources = await page
      .locator("script[src]")
      .evaluateAll((scripts) =>
        scripts.map((s) => (s as HTMLScriptElement).src),
      );
    expect(scriptSources.length).toBeGreaterThan(0);
    expect(scriptSources.filter((src) => !isLoopback(src))).toEqual([]);
  });

  test("the support button links to GitHub Discussions", async ({ page }) => {
    await gotoHydrated(page, "/support");
    await expect(
      page.getByRole("link", { name: "Ask a question in GitHub Discussions" }),
    ).toHaveAttribute("href", "https://github.com/orgs/langfuse/discussions");
    await expect(
      page.getByRole("button", { name: "Chat with support" }),
    ).toHaveCount(0);
  });

  test("the Content-Security-Policy admits no integration host", async ({
    request,
  }) => {
    const res = await request.get(DOCS);
    expect(res.headers()["content-security-policy"]).not.toMatch(
      INTEGRATION_HOSTS,
    );
  });
});

interface CapturedEvent {
  event: string;
  properties?: Record<string, unknown>;
}

/** posthog-js bodies: JSON, gzip (`compression=gzip-js`) or base64 form data, single or batched. */
function capturedEvents(req: Request): CapturedEvent[] {
  let body = req.postDataBuffer();
  if (!body || body.length === 0) return [];
  if (new URL(req.url()).searchParams.get("compression") === "gzip-js")
    body = gunzipSync(body);
  let text = body.toString("utf8");
  if (text.startsWith("data="))
    text = Buffer.from(
      decodeURIComponent(text.slice("data=".length)),
      "base64",
    ).toString("utf8");
  const parsed = JSON.parse(text) as
    CapturedEvent | CapturedEvent[] | { batch: CapturedEvent[] };
  if (Array.isArray(parsed)) return parsed;
  return "batch" in parsed ? parsed.batch : [parsed];
}

/**
 * posthog-js 1.449 drops events from browsers that look automated: a user agent or a
 * `navigator.userAgentData` brand on its bot list (e.g. HeadlessChrome), or `navigator.webdriver`
 * (true under Playwright). Its `opt_out_useragent_filter` option would lift that in every build;
 * instead this test page alone looks like a person's browser, and production code is untouched.
 */
async function looksLikeAPersonsBrowser(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "webdriver", {
      get: () => false,
    });
    Object.defineProperty(Navigator.prototype, "userAgentData", {
      get: () => undefined,
    });
  });
  expect(await page.evaluate(() => navigator.userAgent)).not.toMatch(
    /headless/i,
  );
}

/** Answers `/ingest/*` in the browser and collects the events sent to it. */
async function interceptIngest(page: Page) {
  const events: CapturedEvent[] = [];
  await page.route("**/ingest/**", async (route) => {
    const req = route.request();
    if (req.method() === "POST") events.push(...capturedEvents(req));
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ status: 1 }),
    });
  });
  return events;
}

const pageviewsOf = (events: CapturedEvent[]) =>
  events
    .filter((e) => e.event === "$pageview")
    .map((e) => new URL(String(e.properties?.$current_url)).pathname);

/** A stand-in for the Plain widget that records what the page asks of it. */
const FAKE_PLAIN = `
  window.__plain = { calls: [] };
  window.Plain = {
    init: function (options) { window.__plain.calls.push(["init", options]); },
    open: function () { window.__plain.calls.push(["open"]); },
  };
`;

async function interceptChat(page: Page) {
  const scriptRequests: string[] = [];
  await page.route("https://chat.cdn-plain.com/**", async (route) => {
    scriptRequests.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: "text/javascript",
      body: FAKE_PLAIN,
    });
  });
  return {
    scriptRequests,
    calls: () =>
      page.evaluate(
        () =>
          (window as unknown as { __plain?: { calls: unknown[][] } }).__plain
            ?.calls ?? [],
      ),
  };
}

test.describe("with every integration configured (test build)", () => {
  test.skip(!KEYED, "needs a build made with E2E_INTEGRATIONS test values");

  test("a page view reaches the capture endpoint once per page load", async ({
    page,
  }) => {
    await looksLikeAPersonsBrowser(page);
    const events = await interceptIngest(page);
    await gotoHydrated(page, DOCS);
    await expect
      .poll(() => pageviewsOf(events), { timeout: 15_000 })
      .toContain(DOCS);
    const next = await followDocsLink(page);
    await expect
      .poll(() => pageviewsOf(events), { timeout: 15_000 })
      .toEqual([DOCS, next]);
  });

  test("the assistant's window events reach the capture endpoint", async ({
    page,
  }) => {
    await looksLikeAPersonsBrowser(page);
    const events = await interceptIngest(page);
    await gotoHydrated(page, DOCS);
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent("langfuse:analytics", {
          detail: {
            event: "assistant_question_asked",
            properties: { length: 12 },
          },
        }),
      ),
    );
    await expect
      .poll(
        () =>
          events.find((e) => e.event === "assistant_question_asked")?.properties
            ?.length,
        { timeout: 15_000 },
      )
      .toBe(12);
  });

  test("the tracking script loads once on every page, which it counts itself", async ({
    page,
  }) => {
    const hubspotId = process.env.NEXT_PUBLIC_HUBSPOT_ID ?? "";
    let served = 0;
    await page.route(`https://js.hs-scripts.com/${hubspotId}.js`, (route) => {
      served++;
      return route.fulfill({
        status: 200,
        contentType: "text/javascript",
        body: "window.__hubspotLoaded = location.pathname;",
      });
    });
    const loadedOn = () =>
      page.evaluate(
        () =>
          (window as unknown as { __hubspotLoaded?: string }).__hubspotLoaded,
      );
    await gotoHydrated(page, DOCS);
    await expect.poll(loadedOn).toBe(DOCS);
    expect(served).toBe(1);
    const next = await followDocsLink(page);
    await expect.poll(loadedOn).toBe(next);
    expect(served).toBe(2);
    expect(await page.locator("#hs-script-loader").count()).toBe(1);
  });

  test("the consent script runs before any tracking starts", async ({
    page,
  }) => {
    const src = process.env.NEXT_PUBLIC_COOKIE_CONSENT_SRC ?? "";
    await page.route(src, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/javascript",
        // The island runtime adds the HubSpot script and starts analytics; consent must run first.
        body: "window.__consentRanFirst = !document.getElementById('hs-script-loader') && !document.querySelector('lf-island[data-hydrated]');",
      }),
    );
    await gotoHydrated(page, DOCS);
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { __consentRanFirst?: boolean })
            .__consentRanFirst,
      ),
    ).toBe(true);
  });

  test("?supportChat=1 initialises the chat with its launcher shown, 25/80 px from the corner, and opens it", async ({
    page,
  }) => {
    const chat = await interceptChat(page);
    await gotoHydrated(page, `${DOCS}?supportChat=1`);
    await expect.poll(chat.calls).toEqual([
      [
        "init",
        {
          appId: process.env.NEXT_PUBLIC_SUPPORT_CHAT_APP_ID,
          hideLauncher: false,
          position: { right: "25px", bottom: "80px" },
          requireAuthentication: true,
          theme: "auto",
        },
      ],
      ["open"],
    ]);
  });

  test("without the parameter the chat loads only when asked for, with its launcher hidden", async ({
    page,
  }) => {
    const chat = await interceptChat(page);
    await gotoHydrated(page, DOCS);
    expect(chat.scriptRequests).toEqual([]);
    // "Contact Support" in the assistant dispatches this event.
    await page.evaluate(() =>
      window.dispatchEvent(new Event("langfuse:open-support-chat")),
    );
    await expect.poll(chat.calls).toEqual([
      [
        "init",
        expect.objectContaining({
          hideLauncher: true,
          position: { right: "25px", bottom: "80px" },
        }),
      ],
      ["open"],
    ]);
    expect(chat.scriptRequests).toHaveLength(1);
  });

  test("the support page's button opens the chat", async ({ page }) => {
    const chat = await interceptChat(page);
    await gotoHydrated(page, "/support");
    await page.getByRole("button", { name: "Chat with support" }).click();
    await expect
      .poll(chat.calls)
      .toEqual([
        ["init", expect.objectContaining({ hideLauncher: true })],
        ["open"],
      ]);
  });
});

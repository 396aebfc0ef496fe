import { test as base, expect, type Page } from "@playwright/test";
import { sessionUrl } from "../../lib/region";
import { siteConfig } from "../../lib/site-config";

export interface PageErrors {
  consoleErrors: string[];
  failedRequests: string[];
}

/**
 * Every test runs with the network cut at the loopback boundary: any request to another host is
 * aborted, so no test can pass or fail because of the internet. Console errors and failed
 * loopback requests are collected for the tests that assert there are none.
 */
export const test = base.extend<{ pageErrors: PageErrors }>({
  pageErrors: async ({ page }, use) => {
    const errors: PageErrors = { consoleErrors: [], failedRequests: [] };
    page.on("console", (msg) => {
      if (msg.type() === "error") errors.consoleErrors.push(msg.text());
    });
    page.on("pageerror", (err) => errors.consoleErrors.push(err.message));
    page.on("requestfailed", (req) => {
      if (isLoopback(req.url()))
        errors.failedRequests.push(
          `${req.url()} ${req.failure()?.errorText ?? ""}`,
        );
    });
    page.on("response", (res) => {
      if (isLoopback(res.url()) && res.status() >= 400)
        errors.failedRequests.push(`${res.url()} ${res.status()}`);
    });
    await use(errors);
  },
  page: async ({ page }, use) => {
    await page.route(
      (url) => !isLoopback(url.href),
      (route) => {
        // Contributor avatars come from GitHub; answer them locally as GitHub would.
        if (GITHUB_AVATAR.test(route.request().url())) {
          return route.fulfill({
            status: 200,
            contentType: "image/png",
            body: ONE_PIXEL_PNG,
          });
        }
        // The navbar's region button asks each cloud region for a session: answer as a region
        // answers a signed-out visitor (a blocked request would log a console error on every page).
        if (REGION_SESSION_URLS.has(route.request().url())) {
          return route.fulfill({
            status: 200,
            contentType: "application/json",
            headers: {
              "Access-Control-Allow-Origin":
                route.request().headers()["origin"] ?? "",
              "Access-Control-Allow-Credentials": "true",
            },
            body: "{}",
          });
        }
        return route.abort("blockedbyclient");
      },
    );
    await use(page);
  },
});

const GITHUB_AVATAR = /^https:\/\/github\.com\/[^/]+\.png$/;
const REGION_SESSION_URLS = new Set(siteConfig.regions.map(sessionUrl));
const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

export function isLoopback(href: string): boolean {
  try {
    const { hostname, protocol } = new URL(href);
    if (protocol === "data:" || protocol === "blob:") return true;
    return (
      hostname === "localhost" ||
      hostname === "[::1]" ||
      /^127\./.test(hostname)
    );
  } catch {
    return false;
  }
}

/** Waits until React has hydrated the page, so client behaviour can be exercised. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.readyState === "complete");
  await page.waitForLoadState("networkidle");
}

export { expect };

/**
 * Stops the page's clock (installed with `page.clock.install()` before navigation) so a test can
 * step through a promised delay with `page.clock.runFor(ms)` instead of measuring wall-clock time,
 * which a busy CI machine stretches at will.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * Lets React commit and run its effects (which schedule the timers a test then advances): React's
 * scheduler runs on MessageChannel tasks, which the fake clock does not control.
 */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
}

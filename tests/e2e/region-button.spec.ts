import type { Page, Request, Route } from "@playwright/test";
import {
  CONTINENT_ENDPOINT,
  REGION_REQUEST_TIMEOUT_MS,
  sessionUrl,
  type RegionId,
} from "../../lib/region";
import { siteConfig } from "../../lib/site-config";
import { expect, gotoHydrated, test } from "./fixtures";

/**
 * The navbar's region button against intercepted cloud regions: nothing here reaches the
 * internet. The fixture aborts every non-loopback request; routes registered in a test run
 * before it, so these fakes answer first.
 */

const DOCS_PAGE = "/docs";
const regions = siteConfig.regions;
const regionById = Object.fromEntries(regions.map((r) => [r.id, r])) as Record<
  RegionId,
  (typeof regions)[number]
>;

/**
 * Holds every region's session request unanswered (the returned list fills as they arrive) and
 * answers the continent endpoint with Europe.
 */
async function holdSessions(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  for (const r of regions)
    await page.route(sessionUrl(r), (route) => void held.push(route));
  await page.route(`**${CONTINENT_ENDPOINT}`, (route) =>
    route.fulfill({ json: { continentCode: "EU" } }),
  );
  return held;
}

/** How a fake region answers its session endpoint. */
type RegionAnswer = "signed-in" | "signed-out" | "abort" | "500";

interface FakeCloud {
  /** Requests seen per region, in order. */
  sessionRequests: Record<RegionId, Request[]>;
  continentRequests: Request[];
}

/**
 * Fakes each region's `/api/auth/session` (with the CORS headers a real region sends a
 * credentialed request from this site) and the site's continent endpoint.
 */
async function fakeCloud(
  page: Page,
  answers: Partial<Record<RegionId, RegionAnswer>>,
  continent: string | null | "500",
): Promise<FakeCloud> {
  const seen: FakeCloud = {
    sessionRequests: { eu: [], us: [], hipaa: [] },
    continentRequests: [],
  };
  for (const region of regions) {
    await page.route(sessionUrl(region), async (route) => {
      seen.sessionRequests[region.id].push(route.request());
      const answer = answers[region.id] ?? "signed-out";
      if (answer === "abort") return route.abort("connectionrefused");
      const origin = route.request().headers()["origin"] ?? "";
      await route.fulfill({
        status: answer === "500" ? 500 : 200,
        contentType: "application/json",
        headers: {
          "Access-Control-Allow-Origin": origin,
          "Access-Control-Allow-Credentials": "true",
        },
        body: JSON.stringify(
          answer === "signed-in"
            ? { user: { name: "Ada" }, expires: "2030-01-01T00:00:00.000Z" }
            : answer === "500"
              ? { user: { name: "not a session" } }
              : {},
        ),
      });
    });
  }
  await page.route(`**${CONTINENT_ENDPOINT}`, async (route) => {
    seen.continentRequests.push(route.request());
    await route.fulfill(
      continent === "500"
        ? { status: 500, json: { error: "boom" } }
        : { status: 200, json: { continentCode: continent } },
    );
  });
  return seen;
}

function regionButton(page: Page) {
  return page.locator("[data-region-button]");
}

test.describe("region button", () => {
  test.describe("signed out everywhere: Sign Up in the region of the continent", () => {
    for (const [continent, id] of [
      ["EU", "eu"],
      ["AS", "eu"],
      [null, "eu"],
      ["500", "eu"],
      ["NA", "us"],
      ["SA", "us"],
    ] as const) {
      test(`continent ${continent ?? "unknown"} -> ${id}`, async ({
        page,
        pageErrors,
      }) => {
        const cloud = await fakeCloud(page, {}, continent);
        await gotoHydrated(page, DOCS_PAGE);
        const link = page.getByRole("link", {
          name: `Sign Up, ${regionById[id].label}`,
        });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute(
          "href",
          `${regionById[id].url}/auth/sign-up`,
        );
        await expect(regionButton(page)).toHaveCount(1);
        expect(cloud.continentRequests).toHaveLength(1);
        for (const r of regions)
          expect(cloud.sessionRequests[r.id]).toHaveLength(1);
        // Chromium itself logs the continent endpoint's 500; nothing else may be logged.
        expect(
          pageErrors.consoleErrors.filter(
            (e) => continent !== "500" || !e.includes("status of 500"),
          ),
        ).toEqual([]);
      });
    }
  });

  for (const [sessions, label] of [
    [{}, "Sign Up"],
    [{ eu: "signed-in" }, "To App"],
  ] as const)
    test(`on a 375 px phone "${label}" fits its 45 px button on one line`, async ({
      page,
    }) => {
      await fakeCloud(page, sessions, "EU");
      await page.setViewportSize({ width: 375, height: 700 });
      await gotoHydrated(page, DOCS_PAGE);
      const link = page.getByRole("link", { name: new RegExp(`^${label}, `) });
      await expect(link).toHaveText(label);
      const box = await link.evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        const lines = new Set(
          Array.from(range.getClientRects(), (r) => Math.round(r.top)),
        );
        const { width, height } = a.getBoundingClientRect();
        return {
          width,
          height,
          lines: lines.size,
          overflows: a.scrollWidth > a.clientWidth,
        };
      });
      expect(box).toEqual({
        width: 45,
        height: 36,
        lines: 1,
        overflows: false,
      });
    });

  test('signed in to one region: a direct "To App" link to it', async ({
    page,
    pageErrors,
  }) => {
    await fakeCloud(page, { us: "signed-in" }, "EU");
    await gotoHydrated(page, DOCS_PAGE);
    const link = page.getByRole("link", { name: "To App, US region" });
    await expect(link).toHaveAttribute("href", regionById.us.url);
    await expect(page.getByRole("button", { name: "To App" })).toHaveCount(0);
    expect(pageErrors.consoleErrors).toEqual([]);
  });

  test('signed in to two regions: a "To App" menu listing exactly those', async ({
    page,
    pageErrors,
  }) => {
    await fakeCloud(page, { eu: "signed-in", hipaa: "signed-in" }, "NA");
    await gotoHydrated(page, DOCS_PAGE);
    const trigger = page.getByRole("button", { name: "To App" });
    await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    await expect(page.getByRole("link", { name: /^To App/ })).toHaveCount(0);

    await trigger.click();
    const items = page.getByRole("menu").getByRole("menuitem");
    await expect(items).toHaveText(["EU region", "HIPAA region"]);
    await expect(items.nth(0)).toHaveAttribute("href", regionById.eu.url);
    await expect(items.nth(1)).toHaveAttribute("href", regionById.hipaa.url);

    // Keyboard: Escape closes and returns focus to the trigger, Enter reopens.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("menuitem", { name: "EU region" }),
    ).toBeFocused();
    expect(pageErrors.consoleErrors).toEqual([]);
  });

  test("a failing region counts as signed out", async ({ page }) => {
    // eu: network error, hipaa: 500 (even with a user in the body); only us really answers.
    await fakeCloud(page, { eu: "abort", us: "signed-in", hipaa: "500" }, "EU");
    await gotoHydrated(page, DOCS_PAGE);
    await expect(
      page.getByRole("link", { name: "To App, US region" }),
    ).toHaveAttribute("href", regionById.us.url);
  });

  test("every region failing leaves a Sign Up link", async ({ page }) => {
    await fakeCloud(page, { eu: "abort", us: "500", hipaa: "abort" }, "NA");
    await gotoHydrated(page, DOCS_PAGE);
    await expect(
      page.getByRole("link", { name: "Sign Up, US region" }),
    ).toHaveAttribute("href", `${regionById.us.url}/auth/sign-up`);
  });

  test("session requests carry the region's cookies (credentials: include, CORS)", async ({
    page,
    context,
  }) => {
    await context.addCookies(
      regions.map((r) => ({
        name: "next-auth.session-token",
        value: `token-${r.id}`,
        domain: new URL(r.url).hostname,
        path: "/",
        secure: true,
        httpOnly: true,
        sameSite: "None" as const,
      })),
    );
    const cloud = await fakeCloud(page, { eu: "signed-in" }, "EU");
    await gotoHydrated(page, DOCS_PAGE);
    await expect(
      page.getByRole("link", { name: "To App, EU region" }),
    ).toBeVisible();
    for (const r of regions) {
      const [request] = cloud.sessionRequests[r.id];
      if (!request) throw new Error(`no session request for ${r.id}`);
      const headers = await request.allHeaders();
      expect(headers["cookie"]).toBe(`next-auth.session-token=token-${r.id}`);
      expect(headers["origin"]).toBe(new URL(page.url()).origin);
      expect(request.method()).toBe("GET");
    }
  });

  test("a region answering a wildcard CORS origin is signed out, because the request is credentialed", async ({
    page,
  }) => {
    // Browsers reject `Access-Control-Allow-Origin: *` for requests made with credentials, so
    // this region only "answers" if the button forgot `credentials: "include"`.
    await fakeCloud(page, {}, "EU");
    await page.route(sessionUrl(regionById.us), (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        headers: { "Access-Control-Allow-Origin": "*" },
        body: JSON.stringify({ user: { name: "Ada" } }),
      }),
    );
    await gotoHydrated(page, DOCS_PAGE);
    await expect(
      page.getByRole("link", { name: "Sign Up, EU region" }),
    ).toBeVisible();
  });

  test("shows a same-size placeholder until the requests settle", async ({
    page,
  }) => {
    const held = await holdSessions(page);
    await page.setViewportSize({ width: 390, height: 800 });
    // Not gotoHydrated: the held requests keep the network busy.
    await page.goto(DOCS_PAGE);
    await expect.poll(() => held.length).toBe(regions.length);
    const placeholder = page.locator('[data-region-button="loading"]');
    await expect(placeholder).toHaveAttribute("aria-hidden", "true");
    const before = await placeholder.boundingBox();
    expect(before?.width).toBe(45);

    for (const route of held)
      await route.fulfill({
        contentType: "application/json",
        headers: {
          "Access-Control-Allow-Origin": new URL(page.url()).origin,
          "Access-Control-Allow-Credentials": "true",
        },
        body: "{}",
      });
    const link = page.getByRole("link", { name: "Sign Up, EU region" });
    await expect(link).toBeVisible();
    expect(await link.boundingBox()).toEqual(before);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await link.boundingBox())?.width).toBe(70);
  });

  test("regions that never answer leave the placeholder only until the requests time out", async ({
    page,
  }) => {
    // A network that drops the regions' packets: the requests stay open until the page gives up.
    const held = await holdSessions(page);
    await page.clock.install();
    await page.goto(DOCS_PAGE);
    const placeholder = page.locator('[data-region-button="loading"]');
    await expect(placeholder).toBeVisible();
    // The island runtime starts after the first paint; once its requests are out, their
    // timeouts run on the page's clock (the margin covers time that passed meanwhile).
    await expect.poll(() => held.length).toBe(regions.length);
    await page.clock.runFor(REGION_REQUEST_TIMEOUT_MS - 1000);
    await expect(placeholder).toBeVisible();
    await page.clock.runFor(2000);
    await expect(
      page.getByRole("link", { name: "Sign Up, EU region" }),
    ).toBeVisible();
    await expect(placeholder).toHaveCount(0);
  });

  test("navigating away mid-request aborts the requests and updates nothing", async ({
    page,
    pageErrors,
  }) => {
    // The first page's requests are held open; the next page's get ordinary answers.
    const held: Route[] = [];
    let hold = true;
    const signedOut = (route: Route) =>
      route.fulfill({
        contentType: "application/json",
        headers: {
          "Access-Control-Allow-Origin": new URL(page.url()).origin,
          "Access-Control-Allow-Credentials": "true",
        },
        body: "{}",
      });
    for (const r of regions)
      await page.route(sessionUrl(r), (route) =>
        hold ? void held.push(route) : signedOut(route),
      );
    await page.route(`**${CONTINENT_ENDPOINT}`, (route) =>
      hold
        ? void held.push(route)
        : route.fulfill({ json: { continentCode: "NA" } }),
    );

    await page.goto(DOCS_PAGE);
    await expect.poll(() => held.length).toBe(regions.length + 1);
    await expect(page.locator('[data-region-button="loading"]')).toHaveCount(1);

    // The navbar (and its button) survives client-side navigation, so leaving means a new document.
    hold = false;
    await page.goto("/pricing");
    await expect(
      page.getByRole("link", { name: "Sign Up, US region" }),
    ).toBeVisible();

    // Every request of the first page was cancelled, none answered.
    await expect
      .poll(() => held.map((route) => route.request().failure()?.errorText))
      .toEqual(held.map(() => "net::ERR_ABORTED"));
    // Releasing them now changes nothing and logs nothing.
    for (const route of held)
      await route
        .fulfill({ json: { user: { name: "late" }, continentCode: "EU" } })
        .catch(() => undefined);
    await expect(
      page.getByRole("link", { name: "Sign Up, US region" }),
    ).toBeVisible();
    await expect(regionButton(page)).toHaveCount(1);
    expect(pageErrors.consoleErrors).toEqual([]);
  });
});

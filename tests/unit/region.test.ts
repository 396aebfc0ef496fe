import { afterEach, describe, expect, it, vi } from "vitest";
import {
  chooseRegionButton,
  CONTINENT_ENDPOINT,
  continentToRegion,
  fetchRegionStatus,
  REGION_REQUEST_TIMEOUT_MS,
  hasSessionUser,
  sessionUrl,
  signUpUrl,
  type RegionButtonChoice,
  type RegionId,
} from "@/lib/region";
import { siteConfig, type CloudRegion } from "@/lib/site-config";
import { contentSecurityPolicy } from "@/server/security-headers";

const region = (id: RegionId): CloudRegion => {
  const found = siteConfig.regions.find((r) => r.id === id);
  if (!found) throw new Error(id);
  return found;
};
const none = { eu: false, us: false, hipaa: false };

describe("continentToRegion", () => {
  it.each<[string | null | undefined, "eu" | "us"]>([
    ["AF", "eu"],
    ["AN", "eu"],
    ["AS", "eu"],
    ["EU", "eu"],
    ["OC", "eu"],
    ["NA", "us"],
    ["SA", "us"],
    ["na", "us"],
    [" SA ", "us"],
    ["XX", "eu"],
    ["", "eu"],
    [null, "eu"],
    [undefined, "eu"],
  ])("maps %j to %s", (code, expected) => {
    expect(continentToRegion(code)).toBe(expected);
  });
});

describe("chooseRegionButton", () => {
  it.each<
    [
      string,
      Partial<Record<RegionId, boolean>>,
      string | null,
      RegionButtonChoice,
    ]
  >([
    [
      "signed out in Europe: sign up in eu",
      none,
      "EU",
      { kind: "signup", region: region("eu") },
    ],
    [
      "signed out in North America: sign up in us",
      none,
      "NA",
      { kind: "signup", region: region("us") },
    ],
    [
      "signed out in South America: sign up in us",
      none,
      "SA",
      { kind: "signup", region: region("us") },
    ],
    [
      "signed out in Asia: sign up in eu",
      none,
      "AS",
      { kind: "signup", region: region("eu") },
    ],
    [
      "signed out, continent unknown: sign up in eu",
      none,
      null,
      { kind: "signup", region: region("eu") },
    ],
    [
      "no answers at all: sign up in eu",
      {},
      null,
      { kind: "signup", region: region("eu") },
    ],
    [
      "signed in to us only: link to us, whatever the continent",
      { ...none, us: true },
      "EU",
      { kind: "link", region: region("us") },
    ],
    [
      "signed in to hipaa only: link to hipaa",
      { ...none, hipaa: true },
      "NA",
      { kind: "link", region: region("hipaa") },
    ],
    [
      "signed in to eu and hipaa: menu with both, in offer order",
      { eu: true, us: false, hipaa: true },
      null,
      { kind: "dropdown", regions: [region("eu"), region("hipaa")] },
    ],
    [
      "signed in everywhere: menu with all three",
      { hipaa: true, us: true, eu: true },
      "NA",
      { kind: "dropdown", regions: [...siteConfig.regions] },
    ],
  ])("%s", (_name, sessions, continent, expected) => {
    expect(chooseRegionButton(sessions, continent)).toEqual(expected);
  });
});

describe("siteConfig.regions", () => {
  it("offers eu, us and hipaa, so every continent maps to a configured region", () => {
    expect(siteConfig.regions.map((r) => r.id)).toEqual(["eu", "us", "hipaa"]);
  });
});

describe("region URLs", () => {
  it.each(siteConfig.regions.map((r) => [r.id, r] as const))(
    "%s: sign-up page and session endpoint live under the region's app URL",
    (_id, r) => {
      expect(signUpUrl(r)).toBe(`${r.url}/auth/sign-up`);
      expect(sessionUrl(r)).toBe(`${r.url}/api/auth/session`);
    },
  );
});

describe("hasSessionUser", () => {
  it.each<[unknown, boolean]>([
    [{ user: { name: "Ada" }, expires: "2030-01-01" }, true],
    [{ user: {} }, true],
    [{}, false],
    [{ user: null }, false],
    [null, false],
    ["user", false],
    [[], false],
  ])("%j -> %s", (body, expected) => {
    expect(hasSessionUser(body)).toBe(expected);
  });
});

type Answer = { status: number; body: unknown } | "network-error" | "hang";

/** Stubs the global fetch to answer by URL, recording each call's init. */
function fakeFetch(answers: Record<string, Answer>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = answers[url] ?? { status: 404, body: {} };
    if (init?.signal?.aborted)
      throw new DOMException("The operation was aborted.", "AbortError");
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    if (answer === "hang")
      // No answer ever (packets dropped): only an abort ends the request.
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        ),
      );
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
    });
  });
  vi.stubGlobal("fetch", fn);
  return { calls };
}
afterEach(() => vi.unstubAllGlobals());

describe("fetchRegionStatus", () => {
  const eu = sessionUrl(region("eu"));
  const us = sessionUrl(region("us"));
  const hipaa = sessionUrl(region("hipaa"));

  it("asks every region with credentials over CORS, and the site for the continent", async () => {
    const { calls } = fakeFetch({});
    await fetchRegionStatus(new AbortController().signal);
    expect(calls.map((c) => c.url).sort()).toEqual(
      [CONTINENT_ENDPOINT, eu, us, hipaa].sort(),
    );
    for (const call of calls.filter((c) => c.url !== CONTINENT_ENDPOINT)) {
      expect(call.init).toMatchObject({ credentials: "include", mode: "cors" });
      expect(call.init?.signal).toBeInstanceOf(AbortSignal);
    }
  });

  it.each<[string, Record<string, Answer>, ReturnType<typeof expectStatus>]>([
    [
      "reads sessions and the continent",
      {
        [eu]: { status: 200, body: { user: { id: "1" } } },
        [us]: { status: 200, body: {} },
        [hipaa]: { status: 200, body: { user: { id: "2" } } },
        [CONTINENT_ENDPOINT]: { status: 200, body: { continentCode: "NA" } },
      },
      expectStatus({ eu: true, us: false, hipaa: true }, "NA"),
    ],
    [
      "a network error or an error status counts as signed out",
      {
        [eu]: "network-error",
        [us]: { status: 500, body: { user: { id: "1" } } },
        [hipaa]: { status: 200, body: { user: { id: "2" } } },
        [CONTINENT_ENDPOINT]: { status: 200, body: { continentCode: "EU" } },
      },
      expectStatus({ eu: false, us: false, hipaa: true }, "EU"),
    ],
    [
      "a failed continent call clears the continent",
      {
        [eu]: { status: 200, body: {} },
        [CONTINENT_ENDPOINT]: "network-error",
      },
      expectStatus({ eu: false, us: false, hipaa: false }, null),
    ],
    [
      "a continent that is not a string is unknown",
      { [CONTINENT_ENDPOINT]: { status: 200, body: { continentCode: 7 } } },
      expectStatus({ eu: false, us: false, hipaa: false }, null),
    ],
  ])("%s", async (_name, answers, expected) => {
    fakeFetch(answers);
    expect(await fetchRegionStatus(new AbortController().signal)).toEqual(
      expected,
    );
  });

  it("a region that never answers counts as signed out once the request times out", async () => {
    vi.useFakeTimers();
    try {
      fakeFetch({
        [eu]: "hang",
        [hipaa]: { status: 200, body: { user: { id: "2" } } },
        [CONTINENT_ENDPOINT]: { status: 200, body: { continentCode: "EU" } },
      });
      let settled: unknown = "pending";
      void fetchRegionStatus(new AbortController().signal).then(
        (status) => (settled = status),
      );
      await vi.advanceTimersByTimeAsync(REGION_REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe("pending");
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toEqual(
        expectStatus({ eu: false, us: false, hipaa: true }, "EU"),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("an abort while a region hangs still rejects, before the timeout", async () => {
    vi.useFakeTimers();
    try {
      fakeFetch({ [eu]: "hang" });
      const controller = new AbortController();
      const status = fetchRegionStatus(controller.signal);
      const rejected = expect(status).rejects.toThrow(/aborted/);
      await vi.advanceTimersByTimeAsync(100);
      controller.abort();
      await rejected;
    } finally {
      vi.useRealTimers();
    }
  });

  it("rejects (rather than reporting signed out) when aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    fakeFetch({});
    await expect(fetchRegionStatus(controller.signal)).rejects.toThrow(
      /aborted/,
    );
  });
});

function expectStatus(
  sessions: Record<RegionId, boolean>,
  continent: string | null,
) {
  return { sessions, continent };
}

describe("Content-Security-Policy", () => {
  it("lets the page connect to every cloud region's origin", () => {
    const connectSrc =
      contentSecurityPolicy({ scriptHashes: [] })
        .split("; ")
        .find((d) => d.startsWith("connect-src "))
        ?.split(" ") ?? [];
    for (const r of siteConfig.regions)
      expect(connectSrc).toContain(new URL(r.url).origin);
  });
});

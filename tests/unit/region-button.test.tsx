// @vitest-environment jsdom
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RegionButton } from "@/components/navbar/region-button";
import { CONTINENT_ENDPOINT, sessionUrl, type RegionId } from "@/lib/region";
import { siteConfig } from "@/lib/site-config";

const regionById = Object.fromEntries(
  siteConfig.regions.map((r) => [r.id, r]),
) as Record<RegionId, (typeof siteConfig.regions)[number]>;

/** Answers the session endpoints (signed in where listed) and the continent endpoint. */
function stubFetch(signedIn: RegionId[], continentCode: string | null) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const body =
      url === CONTINENT_ENDPOINT
        ? { continentCode }
        : signedIn.some((id) => sessionUrl(regionById[id]) === url)
          ? { user: { name: "Ada" }, expires: "2030-01-01T00:00:00Z" }
          : {};
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

beforeEach(() => {
  // Radix's popper measures its content; jsdom has no ResizeObserver.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("RegionButton", () => {
  it("shows a same-size placeholder, hidden from assistive technology, until the requests settle", async () => {
    stubFetch([], "EU");
    const { container } = render(<RegionButton />);
    const placeholder = container.querySelector(
      '[data-region-button="loading"]',
    );
    expect(placeholder).toHaveAttribute("aria-hidden", "true");
    expect(placeholder?.className).toMatch(/(^|\s)w-\[45px\](\s|$)/);
    expect(placeholder?.className).toMatch(/(^|\s)sm:w-\[70px\](\s|$)/);
    const link = await screen.findByRole("link", { name: /^Sign Up/ });
    expect(link.className).toMatch(/(^|\s)w-\[45px\](\s|$)/);
    expect(link.className).toMatch(/(^|\s)sm:w-\[70px\](\s|$)/);
  });

  it.each<[string | null, RegionId]>([
    ["EU", "eu"],
    ["AS", "eu"],
    [null, "eu"],
    ["NA", "us"],
    ["SA", "us"],
  ])(
    'signed out, continent %s: "Sign Up" links to the %s sign-up page',
    async (continent, id) => {
      stubFetch([], continent);
      render(<RegionButton />);
      const link = await screen.findByRole("link", {
        name: `Sign Up, ${regionById[id].label}`,
      });
      expect(link).toHaveAttribute(
        "href",
        `${regionById[id].url}/auth/sign-up`,
      );
      expect(link).toHaveTextContent(/^Sign Up/);
    },
  );

  it('signed in to one region: "To App" links straight to it', async () => {
    stubFetch(["us"], "EU");
    render(<RegionButton />);
    const link = await screen.findByRole("link", {
      name: "To App, US region",
    });
    expect(link).toHaveAttribute("href", regionById.us.url);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it('signed in to two regions: a "To App" menu lists exactly those regions', async () => {
    stubFetch(["eu", "hipaa"], "NA");
    render(<RegionButton />);
    // The menu is a lazily loaded chunk: allow for a slow import on a busy machine.
    const trigger = await screen.findByRole(
      "button",
      { name: "To App" },
      { timeout: 10_000 },
    );
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();

    await userEvent.setup().click(trigger);
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "EU region",
      "HIPAA region",
    ]);
    expect(items.map((item) => item.getAttribute("href"))).toEqual([
      regionById.eu.url,
      regionById.hipaa.url,
    ]);
  });

  it("aborts its requests on unmount and does not update afterwards", async () => {
    const signals: AbortSignal[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            const signal = init?.signal;
            if (signal) signals.push(signal);
            signal?.addEventListener("abort", () =>
              reject(new DOMException("aborted", "AbortError")),
            );
          }),
      ),
    );
    const consoleError = vi.spyOn(console, "error");
    const { unmount } = render(<RegionButton />);
    expect(signals).toHaveLength(4);
    expect(signals.every((s) => !s.aborted)).toBe(true);
    unmount();
    expect(signals.every((s) => s.aborted)).toBe(true);
    await act(async () => {
      await Promise.resolve();
    });
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

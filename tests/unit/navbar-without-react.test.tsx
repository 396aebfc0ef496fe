// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RegionButton } from "@/components/navbar/region-button";
import {
  regionLinkElement,
  settleRegionButton,
} from "@/components/navbar/region-link";
import {
  labelThemeToggle,
  themeToggleLabel,
} from "@/components/navbar/theme-toggle-label";
import {
  ISLAND_TAG,
  WAKE_EVENT,
  WAKING_ATTRIBUTE,
} from "@/components/islands/island-tag";
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

/** The island as the static HTML has it: the placeholder inside `<lf-island>`. */
function mountIsland(): HTMLElement {
  document.body.innerHTML = `<nav><${ISLAND_TAG} data-island="region-button" data-wake="interaction"><span aria-hidden="true" data-region-button="loading"></span></${ISLAND_TAG}></nav>`;
  return document.querySelector<HTMLElement>(ISLAND_TAG)!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
  document.documentElement.className = "";
});

describe("settleRegionButton (the region button before React)", () => {
  it.each<[RegionId[], string | null, string, string]>([
    [[], "EU", "Sign Up, EU region", `${regionById.eu.url}/auth/sign-up`],
    [[], "NA", "Sign Up, US region", `${regionById.us.url}/auth/sign-up`],
    [[], null, "Sign Up, EU region", `${regionById.eu.url}/auth/sign-up`],
    [["us"], "EU", "To App, US region", regionById.us.url],
  ])(
    "signed in to %j, continent %s: puts the link %s in place of the island",
    async (signedIn, continent, name, href) => {
      const fetchMock = stubFetch(signedIn, continent);
      mountIsland();
      await settleRegionButton(document);
      expect(document.querySelector(ISLAND_TAG)).toBeNull();
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("href", href);
      expect(link.parentElement?.tagName).toBe("NAV");
      // One request per region and one for the continent, as the component makes.
      expect(fetchMock).toHaveBeenCalledTimes(siteConfig.regions.length + 1);
    },
  );

  it.each<[RegionId[], string]>([
    [[], "EU"],
    [["hipaa"], "EU"],
  ])(
    "builds the same element as RegionButton (signed in to %j)",
    async (signedIn, continent) => {
      stubFetch(signedIn, continent);
      const { container } = render(<RegionButton />);
      const fromReact = await screen.findByRole("link");
      mountIsland();
      await settleRegionButton(document);
      const fromRuntime = document.querySelector("nav > a");
      expect(fromRuntime?.outerHTML).toBe(fromReact.outerHTML);
      container.remove();
    },
  );

  it("wakes the island with the choice as its props for a visitor signed in to several regions", async () => {
    stubFetch(["eu", "hipaa"], "NA");
    const island = mountIsland();
    const woken = vi.fn();
    island.addEventListener(WAKE_EVENT, woken);
    await settleRegionButton(document);
    expect(woken).toHaveBeenCalledTimes(1);
    expect(JSON.parse(island.dataset.props ?? "null")).toEqual({
      initial: {
        kind: "dropdown",
        regions: [regionById.eu, regionById.hipaa],
      },
    });
    expect(island.isConnected).toBe(true);
  });

  it("leaves an island a reader woke meanwhile to React", async () => {
    stubFetch([], "EU");
    const island = mountIsland();
    const settled = settleRegionButton(document);
    island.setAttribute(WAKING_ATTRIBUTE, "");
    await settled;
    expect(document.querySelector(ISLAND_TAG)).toBe(island);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("does nothing on a page without the island", async () => {
    const fetchMock = stubFetch([], "EU");
    await settleRegionButton(document);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("regionLinkElement gives the link the button's classes and a name that starts with its text", () => {
    const link = regionLinkElement(document, {
      kind: "signup",
      region: regionById.us,
    });
    expect(link.textContent).toBe("Sign Up");
    expect(link.getAttribute("aria-label")).toBe("Sign Up, US region");
    expect(link.className).toMatch(/(^|\s)w-\[45px\](\s|$)/);
  });
});

describe("RegionButton with an initial choice", () => {
  it("shows the menu trigger without asking the regions again", async () => {
    const fetchMock = stubFetch([], "EU");
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    render(
      <RegionButton
        initial={{
          kind: "dropdown",
          regions: [regionById.eu, regionById.hipaa],
        }}
      />,
    );
    expect(
      await screen.findByRole("button", { name: "To App" }),
    ).toHaveAttribute("aria-haspopup", "menu");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("labelThemeToggle (the theme toggle before React)", () => {
  beforeEach(() => {
    document.body.innerHTML = `<${ISLAND_TAG} data-island="theme-toggle" data-wake="interaction"><button type="button" aria-label="Toggle theme" title="Toggle theme"></button></${ISLAND_TAG}>`;
  });
  const button = () => document.querySelector("button")!;

  it.each<[boolean | null, string]>([
    [null, "Toggle theme"],
    [false, "Switch to dark theme"],
    [true, "Switch to light theme"],
  ])("themeToggleLabel(%s) is %s", (dark, label) => {
    expect(themeToggleLabel(dark)).toBe(label);
  });

  it("names the button from the page's theme and follows it until the island wakes", async () => {
    const stop = labelThemeToggle(document);
    expect(button()).toHaveAttribute("aria-label", "Switch to dark theme");
    expect(button()).toHaveAttribute("title", "Switch to dark theme");
    document.documentElement.classList.add("dark");
    await vi.waitFor(() =>
      expect(button()).toHaveAttribute("aria-label", "Switch to light theme"),
    );
    document.querySelector(ISLAND_TAG)!.setAttribute(WAKING_ATTRIBUTE, "");
    document.documentElement.classList.remove("dark");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button()).toHaveAttribute("aria-label", "Switch to light theme");
    stop();
  });
});

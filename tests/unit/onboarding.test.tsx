// @vitest-environment jsdom
import { existsSync } from "node:fs";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settleRegionButton } from "@/components/navbar/region-link";
import { CloudSignUpLink } from "@/components/onboarding/cloud-sign-up-link";
import { StartHere } from "@/components/onboarding/start-here";
import { SdkVersionNotice } from "@/components/versions/sdk-version-notice";
import {
  CONTINENT_ENDPOINT,
  defaultSignUpRegion,
  sessionUrl,
  type RegionId,
} from "@/lib/region";
import { siteConfig } from "@/lib/site-config";
import { START_HERE_PATHS } from "@/lib/start-here-paths";

const router = vi.hoisted(() => ({ asPath: "/docs/get-started" }));
vi.mock("next/router", () => ({ useRouter: () => router }));

const regionUrl = (id: RegionId): string =>
  siteConfig.regions.find((r) => r.id === id)?.url ?? "";

describe("START_HERE_PATHS", () => {
  it("offers quickstart, integrations, self-hosting and concepts, in that order", () => {
    expect(START_HERE_PATHS.map((p) => [p.title, p.href])).toEqual([
      ["Quickstart", "/docs/get-started"],
      ["Integrate your framework", "/integrations"],
      ["Self-host", "/self-hosting"],
      ["Concepts and data model", "/docs/tracing/data-model"],
    ]);
  });

  it.each(START_HERE_PATHS.map((p) => [p.href, p] as const))(
    "%s is a page of the site, described in one sentence",
    (href, path) => {
      const page = `pages${href}`;
      expect(existsSync(`${page}.mdx`) || existsSync(`${page}/index.mdx`)).toBe(
        true,
      );
      expect(path.description).toMatch(/^[A-Z][^.]*\.$/);
    },
  );
});

describe("StartHere", () => {
  it("renders every path as one link holding its title and sentence, with a hidden icon", () => {
    render(<StartHere />);
    const nav = screen.getByRole("navigation", { name: "Start here" });
    const links = within(nav).getAllByRole("link");
    expect(links).toHaveLength(4);
    START_HERE_PATHS.forEach((path, i) => {
      const link = links[i] as HTMLAnchorElement;
      expect(link.getAttribute("href")).toBe(path.href);
      expect(link.textContent).toBe(`${path.title}${path.description}`);
      expect(link.querySelector("svg")?.getAttribute("aria-hidden")).toBe(
        "true",
      );
    });
  });
});

describe("sign-up links that follow the region", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it("start at the EU region's sign-up page", () => {
    expect(defaultSignUpRegion().id).toBe("eu");
    render(<CloudSignUpLink>Langfuse Cloud</CloudSignUpLink>);
    const link = screen.getByRole("link", { name: "Langfuse Cloud" });
    expect(link.getAttribute("href")).toBe(
      "https://cloud.langfuse.com/auth/sign-up",
    );
    expect(link.getAttribute("data-region-link")).toBe("sign-up");
  });

  it.each<[string, string | null, RegionId[], string]>([
    ["offered US", "NA", [], "https://us.cloud.langfuse.com/auth/sign-up"],
    ["offered EU", "EU", [], "https://cloud.langfuse.com/auth/sign-up"],
    [
      "of unknown continent",
      null,
      [],
      "https://cloud.langfuse.com/auth/sign-up",
    ],
    ["signed in to HIPAA only", "EU", ["hipaa"], `${regionUrl("hipaa")}/`],
    [
      "signed in to US and HIPAA (who picks in the menu)",
      "NA",
      ["us", "hipaa"],
      "https://cloud.langfuse.com/auth/sign-up",
    ],
  ])(
    "a visitor %s gets content sign-up links that follow the region button",
    async (_, continent, signedIn, href) => {
      const sessions = new Map(
        siteConfig.regions.map((r) => [sessionUrl(r), signedIn.includes(r.id)]),
      );
      vi.stubGlobal(
        "fetch",
        vi.fn(async (url: string) =>
          Response.json(
            url === CONTINENT_ENDPOINT
              ? { continentCode: continent }
              : sessions.get(url)
                ? { user: { name: "Ada" } }
                : {},
          ),
        ),
      );
      document.body.innerHTML = `
        <lf-island data-island="region-button" data-wake="interaction"></lf-island>
        <a data-region-link="sign-up" href="https://cloud.langfuse.com/auth/sign-up">a</a>
        <a data-region-link="sign-up" href="https://cloud.langfuse.com/auth/sign-up">b</a>
        <a href="https://cloud.langfuse.com">other</a>`;
      await settleRegionButton(document);
      expect(
        [...document.querySelectorAll("a:not([data-region-button])")].map((a) =>
          a.getAttribute("href"),
        ),
      ).toEqual([href, href, "https://cloud.langfuse.com"]);
    },
  );
});

describe("SdkVersionNotice", () => {
  it("on a docs page, names the documented majors and links both upgrade notes", () => {
    router.asPath = "/docs/get-started";
    render(<SdkVersionNotice />);
    const notice = screen.getByRole("complementary", { name: "SDK versions" });
    expect(notice.textContent).toBe(
      "This page documents the Python SDK v3 and the JS/TS SDK v4. Newer majors have upgrade notes: Python v4 and JS/TS v5, Python v5 and JS/TS v6.",
    );
    expect(
      within(notice)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual([
      "/changelog/2026-03-10-python-sdk-v4-js-sdk-v5",
      "/changelog/2026-10-14-python-sdk-v5-js-sdk-v6",
    ]);
    expect(notice.hasAttribute("data-pagefind-ignore")).toBe(true);
  });

  it.each([
    "/blog/2025-08-28-typescript-sdk-v4",
    "/changelog/2026-03-10-python-sdk-v4-js-sdk-v5",
  ])("renders nothing on %s", (path) => {
    router.asPath = path;
    const { container } = render(<SdkVersionNotice />);
    expect(container.innerHTML).toBe("");
  });
});

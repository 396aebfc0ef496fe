// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HomePage } from "@/components/home/home-page";
import { tabIndexForKey } from "@/components/home/tab-keys";
import { formatCompactNumber } from "@/lib/format-number";
import {
  HOME_FEATURES,
  HOME_HERO,
  HOME_INTEGRATIONS,
  homeMarkdown,
} from "@/lib/home-content";
import { mdxResidue } from "@/lib/markdown/mdx-to-markdown";
import { signUpUrl } from "@/lib/pricing";
import { siteConfig } from "@/lib/site-config";

function renderHome() {
  render(<HomePage />);
  return screen.getByRole("tablist", { name: "Platform features" });
}

function expectSelected(title: string) {
  for (const feature of HOME_FEATURES) {
    const tab = screen.getByRole("tab", { name: feature.title });
    const selected = feature.title === title;
    expect(tab, feature.title).toHaveAttribute(
      "aria-selected",
      String(selected),
    );
    expect(tab).toHaveAttribute("tabindex", selected ? "0" : "-1");
  }
  const panel = screen.getByRole("tabpanel");
  expect(panel).toHaveAccessibleName(title);
  expect(within(panel).getByRole("heading", { level: 3 })).toHaveTextContent(
    HOME_FEATURES.find((f) => f.title === title)!.headline,
  );
}

describe("HomePage hero", () => {
  it("shows one H1 and both calls to action with their targets", () => {
    renderHome();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole("heading", { level: 1, name: HOME_HERO.title }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Interactive demo" }),
    ).toHaveAttribute("href", "/demo");
    expect(screen.getByRole("link", { name: "Read the docs" })).toHaveAttribute(
      "href",
      "/docs",
    );
  });
});

describe("HomePage feature tabs", () => {
  it("has one tab and one panel per feature, the first selected", () => {
    const tablist = renderHome();
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(HOME_FEATURES.map((f) => f.title));
    expectSelected("Tracing");
    // Closed panels are in the HTML but hidden.
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(
      HOME_FEATURES.length,
    );
  });

  it("selects a tab by click and shows only its panel", () => {
    renderHome();
    fireEvent.click(screen.getByRole("tab", { name: "Evaluation" }));
    expectSelected("Evaluation");
    fireEvent.click(screen.getByRole("tab", { name: "Playground" }));
    expectSelected("Playground");
  });

  it("moves with ArrowRight and ArrowLeft, wrapping at both ends, and focuses the new tab", () => {
    renderHome();
    const first = screen.getByRole("tab", { name: "Tracing" });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowRight" });
    expectSelected("Prompt management");
    expect(
      screen.getByRole("tab", { name: "Prompt management" }),
    ).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    fireEvent.keyDown(document.activeElement!, { key: "ArrowLeft" });
    expectSelected("Playground");
    expect(screen.getByRole("tab", { name: "Playground" })).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: "ArrowRight" });
    expectSelected("Tracing");
  });

  it("jumps with Home and End and ignores other keys", () => {
    renderHome();
    const first = screen.getByRole("tab", { name: "Tracing" });
    fireEvent.keyDown(first, { key: "End" });
    expectSelected("Playground");
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expectSelected("Playground");
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expectSelected("Tracing");
  });

  it.each(HOME_FEATURES.map((f) => [f.title, f.href] as const))(
    "the %s panel links to %s and has a described illustration",
    (title, href) => {
      renderHome();
      fireEvent.click(screen.getByRole("tab", { name: title }));
      const panel = screen.getByRole("tabpanel");
      expect(
        within(panel).getByRole("link", { name: `${title} docs` }),
      ).toHaveAttribute("href", href);
      expect(within(panel).getByRole("img").getAttribute("aria-label")).toMatch(
        /^Example /,
      );
    },
  );
});

describe("HomePage sections", () => {
  it("links every integration card to its page, named by integration and kind", () => {
    renderHome();
    for (const { name, href } of HOME_INTEGRATIONS)
      expect(
        screen.getByRole("link", { name: new RegExp(`^${name} `) }),
        name,
      ).toHaveAttribute("href", href);
  });

  it("links to all integrations, open source, security, customers and pricing", () => {
    renderHome();
    const targets: Array<[string, string]> = [
      ["All integrations", "/integrations"],
      ["Why open source", "/open-source"],
      ["Visit the security center", "/security"],
      ["Read customer stories", "/customers"],
      ["See pricing", "/pricing"],
      ["Sign up for free", signUpUrl(siteConfig)],
      ["Read the quickstart", "/docs/get-started"],
    ];
    for (const [name, href] of targets)
      expect(screen.getByRole("link", { name }), name).toHaveAttribute(
        "href",
        href,
      );
  });

  it("shows the GitHub star count formatted from siteConfig and links the repository", () => {
    renderHome();
    const stars = formatCompactNumber(siteConfig.githubStars);
    const badge = screen.getByRole("link", {
      name: `Star on GitHub ${stars} stars`,
    });
    expect(badge).toHaveAttribute("href", siteConfig.sourceRepository);
    expect(badge).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("names SOC 2 Type II, ISO 27001, GDPR and HIPAA", () => {
    renderHome();
    for (const name of ["SOC 2 Type II", "ISO 27001", "GDPR", "HIPAA"])
      expect(screen.getByRole("heading", { level: 3, name })).toBeVisible();
  });

  it("nests no interactive element inside another", () => {
    const { container } = render(<HomePage />);
    expect(
      container.querySelectorAll(
        "a a, a button, button a, button button, a input, button input",
      ),
    ).toHaveLength(0);
  });
});

describe("homeMarkdown (the home page's .md twin)", () => {
  const md = homeMarkdown(siteConfig.brand, siteConfig.siteUrl);

  it("carries the hero, both calls to action and every section heading", () => {
    expect(md).toContain(HOME_HERO.title);
    expect(md).toContain("[Interactive demo](https://langfuse.com/demo)");
    expect(md).toContain("[Read the docs](https://langfuse.com/docs)");
    for (const heading of [
      "## What you can do with Langfuse",
      "## Works with your stack",
      "## Open source, self-host anywhere",
      "## Security and compliance",
      "## How teams use Langfuse",
      "## Start free, pay as you grow",
    ])
      expect(md).toContain(heading);
  });

  it.each([
    ...HOME_FEATURES.map((f) => [f.title, f.href] as const),
    ...HOME_INTEGRATIONS.map((i) => [i.name, i.href] as const),
  ])("links %s to its page", (label, href) => {
    expect(md).toContain(`- [${label}](https://langfuse.com${href}):`);
  });

  it("quotes the star count and the prices from the same data as the page", () => {
    expect(md).toContain(
      `(${formatCompactNumber(siteConfig.githubStars)} stars)`,
    );
    expect(md).toContain("**Core**: $29 per month");
    expect(md).toContain(`[Sign up for free](${signUpUrl(siteConfig)})`);
  });

  it("is plain Markdown: no H1 (the twin header has it) and no MDX residue", () => {
    expect(md).not.toMatch(/^# /m);
    expect(mdxResidue(md)).toEqual([]);
  });
});

describe("tabIndexForKey", () => {
  it.each([
    ["ArrowRight", 0, 6, 1],
    ["ArrowRight", 5, 6, 0],
    ["ArrowLeft", 0, 6, 5],
    ["ArrowLeft", 3, 6, 2],
    ["Home", 4, 6, 0],
    ["End", 1, 6, 5],
    ["ArrowDown", 2, 6, null],
    ["Enter", 2, 6, null],
    ["ArrowRight", 0, 0, null],
  ] as const)("%s from %i of %i tabs goes to %s", (key, from, count, to) => {
    expect(tabIndexForKey(key, from, count)).toBe(to);
  });
});

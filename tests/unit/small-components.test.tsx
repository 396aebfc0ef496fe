// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CustomerStoryCta } from "@/components/customers/customer-story-cta";
import { PageTitle } from "@/components/mdx/page-title";
import { SupportButton } from "@/components/support/support-button";

const config = vi.hoisted(() => ({
  frontMatter: {} as Record<string, unknown>,
  asPath: "/docs/x",
}));
vi.mock("nextra-theme-docs", () => ({
  useConfig: () => ({ frontMatter: config.frontMatter }),
}));
vi.mock("next/router", () => ({
  useRouter: () => ({ asPath: config.asPath }),
}));

describe("PageTitle", () => {
  it("shows the front matter label beside the title", () => {
    config.frontMatter = { label: "Beta" };
    config.asPath = "/docs/x";
    render(<PageTitle>Sessions</PageTitle>);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "SessionsBeta",
    );
  });

  it("shows the date and author badges on blog posts only", async () => {
    config.frontMatter = {
      authors: ["marcklingen"],
      // YAML turns an unquoted date into a Date.
      date: new Date("2025-06-05T00:00:00Z"),
    };
    config.asPath = "/blog/launch";
    const { unmount } = render(<PageTitle>Launch</PageTitle>);
    // The badges are a split chunk that only posts load.
    expect(
      await screen.findByRole("list", { name: "Authors" }),
    ).toHaveTextContent("Marc Klingen");
    expect(screen.getByText("June 5, 2025")).toHaveAttribute(
      "datetime",
      "2025-06-05",
    );
    unmount();
    config.asPath = "/docs/x";
    render(<PageTitle>Docs</PageTitle>);
    expect(screen.queryByRole("list", { name: "Authors" })).toBeNull();
    expect(screen.queryByText("June 5, 2025")).toBeNull();
  });

  it("shows no date or authors on a section index", () => {
    config.frontMatter = { authors: ["marcklingen"], date: "2025-06-05" };
    config.asPath = "/changelog";
    render(<PageTitle>Changelog</PageTitle>);
    expect(screen.queryByText("June 5, 2025")).toBeNull();
  });
});

describe("CustomerStoryCta", () => {
  it("links to /talk-to-us and /docs and names the free options", () => {
    render(<CustomerStoryCta />);
    expect(screen.getByRole("link", { name: "Talk to us" })).toHaveAttribute(
      "href",
      "/talk-to-us",
    );
    expect(screen.getByRole("link", { name: "Read the docs" })).toHaveAttribute(
      "href",
      "/docs",
    );
    const text = screen.getByRole("complementary").textContent ?? "";
    expect(text).toMatch(/no credit card required/);
    expect(text).toMatch(/free tier/);
    expect(text).toMatch(/self-host/);
  });
});

describe("SupportButton", () => {
  it("opens the support channel in a new tab", () => {
    render(<SupportButton />);
    const link = screen.getByRole("link", {
      name: "Ask a question in GitHub Discussions",
    });
    expect(link).toHaveAttribute(
      "href",
      "https://github.com/orgs/langfuse/discussions",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});

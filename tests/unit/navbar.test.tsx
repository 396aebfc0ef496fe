// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GitHubBadge } from "@/components/navbar/github-badge";
import { HiringBadge } from "@/components/navbar/hiring-badge";
import { SiteLogo } from "@/components/navbar/site-logo";
import { SocialLinks } from "@/components/navbar/social-links";
import { BRAND_ASSETS } from "@/lib/brand-assets";
import { siteConfig } from "@/lib/site-config";

describe("GitHubBadge", () => {
  it("shows the star count in compact notation and opens the repository in a new tab", () => {
    render(<GitHubBadge />);
    const link = screen.getByRole("link", {
      name: "GitHub repository, 15.3K stars",
    });
    expect(link).toHaveAttribute(
      "href",
      "https://github.com/langfuse/langfuse",
    );
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveTextContent("15.3K");
  });
});

describe("HiringBadge", () => {
  it("links to /careers and is hidden below the lg breakpoint", () => {
    render(<HiringBadge />);
    const link = screen.getByRole("link", { name: "HIRING" });
    expect(link).toHaveAttribute("href", "/careers");
    expect(link.className).toMatch(/(^|\s)hidden(\s|$)/);
    expect(link.className).toMatch(/(^|\s)lg:inline-flex(\s|$)/);
  });
});

describe("SocialLinks", () => {
  it("labels the icon links by destination", () => {
    render(<SocialLinks />);
    expect(
      screen.getByRole("link", { name: "Discord community" }),
    ).toHaveAttribute("href", siteConfig.chatUrl);
    expect(screen.getByRole("link", { name: "Langfuse on X" })).toHaveAttribute(
      "href",
      siteConfig.xUrl,
    );
  });
});

describe("SiteLogo", () => {
  it("links home and opens the brand-assets dialog on right-click instead of the context menu", async () => {
    render(<SiteLogo />);
    const home = screen.getByRole("link", { name: "Langfuse home" });
    expect(home).toHaveAttribute("href", "/");
    const notPrevented = fireEvent.contextMenu(home);
    expect(notPrevented).toBe(false);
    const dialog = await screen.findByRole("dialog", {
      name: "Langfuse brand assets",
    });
    const downloads = within(dialog).getAllByRole("link");
    expect(downloads.map((a) => a.getAttribute("href"))).toEqual(
      BRAND_ASSETS.map((a) => a.href),
    );
    expect(downloads).toHaveLength(8);
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

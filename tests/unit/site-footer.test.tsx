// @vitest-environment jsdom
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "@/components/footer/site-footer";
import { footerGroups } from "@/lib/footer-links";

describe("SiteFooter", () => {
  it.each([
    [undefined, ["max-w-[90rem]", "px-6"]],
    ["frame", ["max-w-[90rem]", "px-6"]],
    ["marketing", ["max-w-6xl", "px-4", "sm:px-6"]],
  ] as const)("aligned with %s: its inner column is %j", (align, classes) => {
    render(<SiteFooter year={2026} align={align} />);
    const inner = screen.getByRole("navigation", { name: "Footer" })
      .parentElement as HTMLElement;
    expect(Array.from(inner.classList)).toEqual(
      expect.arrayContaining(["mx-auto", ...classes]),
    );
    const other = align === "marketing" ? "max-w-[90rem]" : "max-w-6xl";
    expect(inner.classList.contains(other)).toBe(false);
  });

  it("renders the five groups with every link", () => {
    render(<SiteFooter year={2026} />);
    const nav = screen.getByRole("navigation", { name: "Footer" });
    const headings = within(nav)
      .getAllByRole("heading")
      .map((h) => h.textContent);
    expect(headings).toEqual([
      "Platform",
      "Integrations",
      "Resources",
      "About",
      "Legal",
    ]);
    for (const group of footerGroups()) {
      for (const link of group.links) {
        expect(
          within(nav).getByRole("link", { name: link.label }),
        ).toHaveAttribute("href", link.href);
      }
    }
  });

  it.each([
    ["Status", "https://status.langfuse.com"],
    ["X", "https://x.com/langfuse"],
    ["LinkedIn", "https://www.linkedin.com/company/langfuse"],
  ])("opens the external link %s in a new tab", (name, href) => {
    render(<SiteFooter year={2026} />);
    const link = screen.getByRole("link", { name });
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps internal links in the same tab", () => {
    render(<SiteFooter year={2026} />);
    expect(screen.getByRole("link", { name: "Pricing" })).not.toHaveAttribute(
      "target",
    );
  });

  it("shows the copyright range up to the given year with the company", () => {
    render(<SiteFooter year={2031} />);
    expect(screen.getByText("© 2022-2031 Langfuse GmbH")).toBeInTheDocument();
  });
});

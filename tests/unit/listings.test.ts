import { describe, expect, it } from "vitest";
import { formatListingDate, listingFor } from "@/lib/listings";

const page = (
  route: string,
  extra: Partial<{ date: string; title: string; noindex: boolean }> = {},
) => ({
  route,
  title: extra.title ?? route,
  description: `About ${route}`,
  authors: ["marcklingen"],
  noindex: extra.noindex ?? false,
  ...(extra.date ? { date: extra.date } : {}),
});

describe("listingFor", () => {
  const pages = [
    page("/blog"),
    page("/blog/older", { date: "2025-06-05" }),
    page("/blog/newer", { date: "2026-08-13" }),
    page("/blog/same-day-b", { date: "2025-09-17", title: "B" }),
    page("/blog/same-day-a", { date: "2025-09-17", title: "A" }),
    page("/blog/draft", { date: "2026-11-01", noindex: true }),
    page("/blogroll", { date: "2026-01-01" }),
    page("/docs/x"),
  ];

  it("lists a section's pages newest first, then by title, without its index, noindex pages or look-alike paths", () => {
    expect(listingFor(pages, "blog").map((p) => p.route)).toEqual([
      "/blog/newer",
      "/blog/same-day-a",
      "/blog/same-day-b",
      "/blog/older",
    ]);
  });

  it("lists undated sections by title", () => {
    const library = [
      page("/library/b", { title: "B" }),
      page("/library/a", { title: "A" }),
    ];
    expect(listingFor(library, "library").map((p) => p.title)).toEqual([
      "A",
      "B",
    ]);
  });
});

describe("formatListingDate", () => {
  it.each([
    ["2025-06-05", "June 5, 2025"],
    ["2026-01-01", "January 1, 2026"],
    ["2024-12-31", "December 31, 2024"],
  ])("%s reads %s in every time zone", (iso, label) => {
    expect(formatListingDate(iso)).toBe(label);
  });
});

import { describe, expect, it } from "vitest";
import { COMPILED_PAGES_ROUTE } from "@/lib/compiled-pages/store";
import { clientPageRoutes, islandPageRoutes } from "@/lib/islands/island-pages";

describe("islandPageRoutes", () => {
  const routes = islandPageRoutes(".");

  it.each([
    ["/blog/2025-08-28-typescript-sdk-v4", true],
    ["/changelog", true],
    ["/customers/canva", true],
    ["/library/guardrails", true],
    ["/about", true],
    ["/jp", true],
    ["/imprint", true],
    ["/", true],
    ["/pricing", true],
    ["/docs/get-started", true],
    ["/self-hosting", true],
    ["/404", true],
    ["/faq", true],
  ])("%s is an island page: %s", (route, island) => {
    expect(routes.includes(route)).toBe(island);
  });
});

describe("clientPageRoutes", () => {
  const files = [
    "/404.mdx",
    "/[...slug].tsx",
    "/_app.tsx",
    "/_document.tsx",
    "/index.mdx",
  ];

  it.each<[string, string[], string[]]>([
    ["every page server-only", ["/", "/404", "/[...slug]"], []],
    ["the home page hydrated by Next", ["/404", "/[...slug]"], ["/"]],
    ["no server-only page", [], ["/404", "/[...slug]", "/"]],
  ])("%s", (_, serverOnly, expected) => {
    expect(clientPageRoutes(files, serverOnly)).toEqual(expected);
  });

  it("finds no client page in this site's build", () => {
    const pagePaths = [
      "/404.mdx",
      "/[...slug].tsx",
      "/_app.tsx",
      "/_document.tsx",
      "/index.mdx",
    ];
    expect(
      clientPageRoutes(pagePaths, [
        ...islandPageRoutes("."),
        COMPILED_PAGES_ROUTE,
      ]),
    ).toEqual([]);
  });
});

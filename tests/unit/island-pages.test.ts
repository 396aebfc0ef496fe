import { describe, expect, it } from "vitest";
import { islandPageRoutes } from "@/lib/islands/island-pages";

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

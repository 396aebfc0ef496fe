// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PageTimestamp } from "@/components/layout/page-timestamp";

const router = vi.hoisted(() => ({
  pathname: "/",
  query: {} as Record<string, string[]>,
}));
vi.mock("next/router", () => ({ useRouter: () => router }));

describe("PageTimestamp", () => {
  // The page file Next renders (`pathname`) and its params: in a build, MDX pages render through
  // pages/[...slug].tsx; in `next dev`, and for / and /404, a page is its own file.
  const compiled = (path: string) =>
    ["/[...slug]", { slug: path.slice(1).split("/") }] as const;
  it.each([
    [...compiled("/docs/tracing"), "Last updated on March 4, 2026"],
    [...compiled("/self-hosting"), "Last updated on March 4, 2026"],
    [...compiled("/blog"), "Last updated on March 4, 2026"],
    [...compiled("/changelog"), "Last updated on March 4, 2026"],
    ["/docs/tracing", {}, "Last updated on March 4, 2026"],
    // Posts show their publish date under the title; the 404 page shows no date at all.
    [...compiled("/blog/2025-05-01-a-post"), ""],
    [...compiled("/changelog/2025-04-02-protected-prompt-labels"), ""],
    ["/changelog/2025-04-02-protected-prompt-labels", {}, ""],
    ["/404", {}, ""],
  ])("on %s %j reads %j", (pathname, query, text) => {
    router.pathname = pathname;
    router.query = { ...query };
    const { container } = render(
      <PageTimestamp timestamp={new Date("2026-03-04T12:00:00Z")} />,
    );
    expect(container.textContent).toBe(text);
    if (text)
      expect(container.querySelector("time")).toHaveAttribute(
        "datetime",
        "2026-03-04T12:00:00.000Z",
      );
  });
});

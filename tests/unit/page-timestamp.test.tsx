// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PageTimestamp } from "@/components/layout/page-timestamp";

const router = vi.hoisted(() => ({ asPath: "/" }));
vi.mock("next/router", () => ({ useRouter: () => router }));

describe("PageTimestamp", () => {
  it.each([
    ["/docs/tracing", "Last updated on March 4, 2026"],
    ["/self-hosting#setup", "Last updated on March 4, 2026"],
    ["/blog", "Last updated on March 4, 2026"],
    ["/changelog", "Last updated on March 4, 2026"],
    // Posts show their publish date under the title; the 404 page shows no date at all.
    ["/blog/2025-05-01-a-post", ""],
    ["/changelog/2025-04-02-protected-prompt-labels", ""],
    ["/404", ""],
  ])("on %s reads %j", (path, text) => {
    router.asPath = path;
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

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  isSearchShortcut,
  wireSearchShortcut,
} from "@/components/search/search-shortcut";

const key = (
  k: string,
  mods: { ctrlKey?: boolean; metaKey?: boolean } = {},
) => ({
  key: k,
  ctrlKey: mods.ctrlKey ?? false,
  metaKey: mods.metaKey ?? false,
});

describe("isSearchShortcut", () => {
  const body = () => document.body;
  const field = (tag: string) => document.createElement(tag);
  it.each([
    ["/ on the page", key("/"), body, true],
    ["Ctrl+K", key("k", { ctrlKey: true }), body, true],
    ["Cmd+K", key("k", { metaKey: true }), body, true],
    ["a plain k", key("k"), body, false],
    ["/ in an input", key("/"), () => field("input"), false],
    ["/ in a textarea", key("/"), () => field("textarea"), false],
    [
      "Ctrl+K on a button",
      key("k", { ctrlKey: true }),
      () => field("button"),
      false,
    ],
    ["/ with no focus", key("/"), () => null, true],
  ])("%s: %s", (_, event, active, expected) => {
    expect(isSearchShortcut(event, active())).toBe(expected);
  });
});

describe("wireSearchShortcut", () => {
  afterEach(() => (document.body.innerHTML = ""));

  it("focuses the visible search box of a sleeping island and keeps / from being typed", () => {
    document.body.innerHTML = `<lf-island data-island="site-search" data-wake="interaction"><input type="search" id="hidden"></lf-island><lf-island data-island="site-search" data-wake="interaction"><input type="search" id="shown"></lf-island>`;
    // jsdom lays nothing out: give the second box a box, as only it is displayed.
    document.getElementById("shown")!.getClientRects = () =>
      [{}] as unknown as DOMRectList;
    const cleanup = wireSearchShortcut(document);
    const event = new KeyboardEvent("keydown", { key: "/", cancelable: true });
    document.dispatchEvent(event);
    expect(document.activeElement?.id).toBe("shown");
    expect(event.defaultPrevented).toBe(true);
    cleanup();
  });

  it("leaves the key alone when no search box is shown", () => {
    document.body.innerHTML = `<lf-island data-island="site-search"><input type="search"></lf-island>`;
    const cleanup = wireSearchShortcut(document);
    const event = new KeyboardEvent("keydown", { key: "/", cancelable: true });
    document.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    cleanup();
  });
});

// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  PREPAINT_STYLE_ID,
  SYNCED_TAB_STORAGE_KEY,
} from "@/components/tabs/tab-constants";
import { wireLangTabs } from "@/components/tabs/wire-lang-tabs";
import { TwoGroups } from "../fixtures/tabs/two-groups";

// The static HTML an island page ships: LangTabs rendered on the server, never hydrated.
function mountStatic() {
  document.body.innerHTML = renderToString(<TwoGroups />);
  return wireLangTabs(document);
}

const visible = (text: string) =>
  !(screen.getByText(text).closest('[role="tabpanel"]') as HTMLElement).hidden;

describe("wireLangTabs on static markup", () => {
  let unwire: () => void = () => undefined;
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    unwire();
    document.head.innerHTML = "";
  });

  it("seeds each key with its first label and removes the pre-paint style", () => {
    const style = document.createElement("style");
    style.id = PREPAINT_STYLE_ID;
    document.head.append(style);
    unwire = mountStatic();
    expect(window.localStorage.getItem(SYNCED_TAB_STORAGE_KEY)).toBe("Python");
    expect(window.localStorage.getItem("deploy")).toBe("Cloud");
    expect(document.getElementById(PREPAINT_STYLE_ID)).toBeNull();
  });

  it("shows the stored choice from an earlier page", () => {
    window.localStorage.setItem(SYNCED_TAB_STORAGE_KEY, "JS/TS");
    unwire = mountStatic();
    expect([
      visible("js install"),
      visible("js code"),
      visible("py code"),
    ]).toEqual([true, true, false]);
    const [, jsTab] = screen.getAllByRole("tab", { name: "JS/TS" });
    expect(jsTab).toHaveAttribute("aria-selected", "true");
    expect(jsTab).toHaveAttribute("tabindex", "0");
  });

  it("a click switches every synced group by label, persists it and leaves other keys alone", () => {
    unwire = mountStatic();
    fireEvent.click(
      screen.getAllByRole("tab", { name: "JS/TS" })[0] as HTMLElement,
    );
    expect(window.localStorage.getItem(SYNCED_TAB_STORAGE_KEY)).toBe("JS/TS");
    expect([
      visible("js install"),
      visible("js code"),
      visible("py install"),
    ]).toEqual([true, true, false]);
    expect(visible("cloud")).toBe(true);
  });

  it.each([
    ["ArrowRight", "Self-hosted"],
    ["End", "Self-hosted"],
    ["ArrowLeft", "Self-hosted"],
    ["Home", "Cloud"],
  ])("%s moves to %s and focuses it", (key, expected) => {
    unwire = mountStatic();
    const cloud = screen.getByRole("tab", { name: "Cloud" });
    fireEvent.keyDown(cloud, { key });
    expect(window.localStorage.getItem("deploy")).toBe(expected);
    expect(document.activeElement).toBe(
      screen.getByRole("tab", { name: expected }),
    );
  });

  it("follows a choice made in another browser tab", () => {
    unwire = mountStatic();
    window.localStorage.setItem(SYNCED_TAB_STORAGE_KEY, "JS/TS");
    window.dispatchEvent(
      new StorageEvent("storage", { key: SYNCED_TAB_STORAGE_KEY }),
    );
    expect(visible("js code")).toBe(true);
  });
});

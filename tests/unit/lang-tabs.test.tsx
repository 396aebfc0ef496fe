// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import {
  PREPAINT_STYLE_ID,
  SYNCED_TAB_STORAGE_KEY,
} from "@/components/tabs/tab-constants";
import { TwoGroups } from "../fixtures/tabs/two-groups";

describe("LangTabs", () => {
  beforeEach(() => window.localStorage.clear());

  it("seeds the shared value with the first label when nothing is stored", () => {
    render(<TwoGroups />);
    expect(window.localStorage.getItem(SYNCED_TAB_STORAGE_KEY)).toBe("Python");
    expect(screen.getByText("py install")).toBeVisible();
    expect(screen.getByText("js install")).not.toBeVisible();
  });

  it("switches every synced group by label and persists the choice", () => {
    render(<TwoGroups />);
    fireEvent.click(screen.getAllByRole("tab", { name: "JS/TS" })[0]!);
    expect(screen.getByText("js install")).toBeVisible();
    expect(screen.getByText("js code")).toBeVisible();
    expect(screen.getByText("py code")).not.toBeVisible();
    expect(screen.getAllByRole("tab", { name: "JS/TS" })[1]).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(window.localStorage.getItem(SYNCED_TAB_STORAGE_KEY)).toBe("JS/TS");
    // A group under its own key is unaffected.
    expect(screen.getByText("cloud")).toBeVisible();
  });

  it("follows another browser tab through the storage event", () => {
    render(<TwoGroups />);
    act(() => {
      window.localStorage.setItem(SYNCED_TAB_STORAGE_KEY, "JS/TS");
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: SYNCED_TAB_STORAGE_KEY,
          newValue: "JS/TS",
        }),
      );
    });
    expect(screen.getByText("js code")).toBeVisible();
  });

  it("starts from a stored label and ignores one the group does not have", () => {
    window.localStorage.setItem(SYNCED_TAB_STORAGE_KEY, "Go");
    render(<TwoGroups />);
    expect(screen.getByText("py code")).toBeVisible();
  });

  it("supports arrow keys and removes the pre-paint style once hydrated", () => {
    const style = document.createElement("style");
    style.id = PREPAINT_STYLE_ID;
    document.head.appendChild(style);
    render(<TwoGroups />);
    expect(document.getElementById(PREPAINT_STYLE_ID)).toBeNull();
    const [python] = screen.getAllByRole("tab", { name: "Python" });
    fireEvent.keyDown(python!, { key: "ArrowRight" });
    expect(screen.getByText("js code")).toBeVisible();
    expect(screen.getAllByRole("tab", { name: "JS/TS" })[0]).toHaveFocus();
  });
});

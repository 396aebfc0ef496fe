// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import {
  overflowOf,
  wireTableScroll,
  type TableOverflow,
} from "@/components/theme/table-scroll";

describe("overflowOf", () => {
  // offsetWidth: the box's width on the page, scrollbar gutter included.
  it.each<[string, number, number, number, TableOverflow]>([
    ["fits", 0, 300, 300, undefined],
    ["half a pixel too wide (sub-pixel layout)", 0, 300.5, 300, undefined],
    ["wider, at the start", 0, 600, 300, "right"],
    ["wider, scrolled part way", 120, 600, 300, "both"],
    ["wider, scrolled to the end", 300, 600, 300, "left"],
    ["wider, within a pixel of the end", 299.5, 600, 300, "left"],
    // Chromium: the 10 px gutter is in scrollWidth (610) but not scrollable; 300 is the end.
    ["wider, with a scrollbar gutter, at the end", 300, 610, 310, "left"],
    ["right-to-left page, scrolled part way", -120, 600, 300, "both"],
  ])("%s", (_, scrollLeft, scrollWidth, offsetWidth, expected) => {
    expect(overflowOf({ scrollLeft, scrollWidth, offsetWidth })).toBe(expected);
  });
});

describe("wireTableScroll", () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    document.body.innerHTML = "";
  });

  function table(id: string, scrollWidth: number): HTMLElement {
    const element = document.getElementById(id)!;
    Object.defineProperty(element, "scrollWidth", { value: scrollWidth });
    Object.defineProperty(element, "offsetWidth", { value: 300 });
    return element;
  }

  it("marks the tables that do not fit, and follows their scrolling", () => {
    document.body.innerHTML = `
      <table id="wide" class="content-table"></table>
      <table id="narrow" class="content-table"></table>
      <table id="pricing"></table>`;
    const wide = table("wide", 700);
    const narrow = table("narrow", 300);
    const pricing = table("pricing", 900);
    cleanup = wireTableScroll(document);
    expect(wide.dataset.overflow).toBe("right");
    expect(narrow.dataset.overflow).toBeUndefined();
    // Only content tables: the pricing comparison has its own hint.
    expect(pricing.dataset.overflow).toBeUndefined();

    wide.scrollLeft = 200;
    wide.dispatchEvent(new Event("scroll"));
    expect(wide.dataset.overflow).toBe("both");
    wide.scrollLeft = 400;
    wide.dispatchEvent(new Event("scroll"));
    expect(wide.dataset.overflow).toBe("left");
  });

  it("stops following after cleanup", () => {
    document.body.innerHTML = `<table id="wide" class="content-table"></table>`;
    const wide = table("wide", 700);
    wireTableScroll(document)();
    wide.scrollLeft = 200;
    wide.dispatchEvent(new Event("scroll"));
    expect(wide.dataset.overflow).toBe("right");
  });
});

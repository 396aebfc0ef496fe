// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { activeRow } from "@/components/theme/mobile-menu";

function list(html: string): HTMLElement {
  const ul = document.createElement("ul");
  ul.innerHTML = html;
  return ul;
}

describe("activeRow", () => {
  it.each([
    [
      "a folder page whose index item is active (/guides/cookbook)",
      `<li class="open active"><button data-href="/guides/cookbook">Cookbook</button>
         <ul><li class="active"><a href="/guides/cookbook">Overview</a></li>
             <li><a href="/guides/cookbook/a">A</a></li></ul></li>`,
      "Overview",
    ],
    [
      "a page inside nested open folders",
      `<li class="open active"><button>Docs</button><ul>
         <li class="open active"><button>Tracing</button><ul>
           <li><a href="/a">Overview</a></li>
           <li class="active"><a href="/b">Data model</a></li></ul></li></ul></li>`,
      "Data model",
    ],
    [
      "a folder that is the page, with no active child",
      `<li class="open active"><button>Guides</button><ul><li><a href="/x">X</a></li></ul></li>`,
      "Guides",
    ],
    ["a plain active link", `<li class="active"><a href="/y">Y</a></li>`, "Y"],
  ])("%s: the row is %s", (_, html, text) => {
    expect(activeRow(list(html))?.textContent).toBe(text);
  });

  it("finds nothing without an active item", () => {
    expect(activeRow(list(`<li><a href="/z">Z</a></li>`))).toBeNull();
  });
});

// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MobileToc } from "@/components/layout/mobile-toc";
import { TocContext } from "@/components/layout/toc-context";
import { wireMobileToc } from "@/components/theme/mobile-toc";
import { wireTocHighlight } from "@/components/theme/toc-highlight";
import type { TocEntry } from "@/lib/compiled-pages/run-page";

const TOC: TocEntry[] = [
  { id: "install", value: "Install", depth: 2 },
  { id: "python", value: "Python", depth: 3 },
  { id: "deep", value: "Deep detail", depth: 4 },
  { id: "next-steps", value: "Next steps", depth: 2 },
];

const render = (toc: readonly TocEntry[]) =>
  renderToStaticMarkup(
    <TocContext.Provider value={toc}>
      <MobileToc />
    </TocContext.Provider>,
  );

class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  readonly observed: Element[] = [];
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

/** Puts heading `index` in the observed band and the ones before it above. */
function scrollTo(index: number) {
  const observer = FakeIntersectionObserver.last!;
  observer.callback(
    observer.observed.map(
      (target, i) =>
        ({
          target,
          rootBounds: { y: 64, height: 386 },
          boundingClientRect: {
            y: i < index ? 10 : i === index ? 200 : 700,
            height: 0,
          },
          intersectionRatio: i === index ? 1 : 0,
        }) as unknown as IntersectionObserverEntry,
    ),
    observer as unknown as IntersectionObserver,
  );
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

function mount() {
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  const headings = TOC.map(
    (entry) =>
      `<h${entry.depth} id="${entry.id}">${entry.value as string}<a class="subheading-anchor" href="#${entry.id}"></a></h${entry.depth}>`,
  ).join("");
  document.body.innerHTML = `<article>${render(TOC)}${headings}</article>`;
  cleanups.push(wireTocHighlight(document), wireMobileToc(document));
  return document.querySelector<HTMLDetailsElement>(
    "details[data-mobile-toc]",
  )!;
}

describe("MobileToc", () => {
  it("lists the second- and third-level headings as links, the third indented", () => {
    document.body.innerHTML = render(TOC);
    const links = Array.from(document.querySelectorAll("nav a"));
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Install", "#install"],
      ["Python", "#python"],
      ["Next steps", "#next-steps"],
    ]);
    expect(links.map((a) => a.classList.contains("pl-4"))).toEqual([
      false,
      true,
      false,
    ]);
    expect(document.querySelector("summary")?.textContent).toBe("On this page");
    expect(document.querySelector("nav")?.getAttribute("aria-label")).toBe(
      "On this page",
    );
    // Below the TOC column's breakpoint only, and never indexed as page content.
    const menu = document.querySelector("details")!;
    expect(menu.classList.contains("xl:hidden")).toBe(true);
    expect(menu.hasAttribute("data-pagefind-ignore")).toBe(true);
  });

  it.each<[string, TocEntry[]]>([
    ["no headings", []],
    ["one heading", [{ id: "a", value: "A", depth: 2 }]],
    [
      "only deep headings",
      [
        { id: "a", value: "A", depth: 4 },
        { id: "b", value: "B", depth: 5 },
      ],
    ],
  ])("renders nothing for a page with %s", (_, toc) => {
    expect(render(toc)).toBe("");
  });

  it("marks the heading in view and names it in the summary", () => {
    const menu = mount();
    const current = () =>
      menu.querySelector("[data-mobile-toc-current]")?.textContent;
    const marked = () =>
      Array.from(menu.querySelectorAll("nav a")).map((a) =>
        a.getAttribute("aria-current"),
      );
    scrollTo(1);
    expect(marked()).toEqual([null, "location", null]);
    expect(current()).toBe("Python");
    scrollTo(3);
    expect(marked()).toEqual([null, null, "location"]);
    expect(current()).toBe("Next steps");
    // A fourth-level heading in view has no entry here: the summary names no section.
    scrollTo(2);
    expect(marked()).toEqual([null, null, null]);
    expect(current()).toBe("");
  });

  it("closes after a jump to a heading", () => {
    const menu = mount();
    menu.open = true;
    menu.querySelector<HTMLAnchorElement>('a[href="#python"]')!.click();
    expect(menu.open).toBe(false);
  });

  it("closes on Escape and hands focus to its summary", () => {
    const menu = mount();
    menu.open = true;
    const link = menu.querySelector<HTMLAnchorElement>("nav a")!;
    link.focus();
    link.dispatchEvent(
      new KeyboardEvent("keydown", { key: "Escape", bubbles: true }),
    );
    expect(menu.open).toBe(false);
    expect(document.activeElement).toBe(menu.querySelector("summary"));
  });
});

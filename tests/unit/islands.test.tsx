// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineIsland } from "@/components/islands/island";
import { ISLAND_LOADERS } from "@/components/islands/island-registry";
import {
  HYDRATED_ATTRIBUTE,
  hydrateIsland,
} from "@/components/islands/hydrate-island";
import {
  IDLE_TIMEOUT_MS,
  scheduleWake,
  VISIBLE_MARGIN,
} from "@/components/islands/wake";
import { listFiles } from "@/lib/list-files";
import {
  NotANextPageError,
  RUNTIME_LOADER,
  SPECULATION_RULES,
  toIslandPage,
} from "@/lib/islands/island-page";

function Greeting({ name }: { name: string }) {
  return <button type="button">Hello {name}</button>;
}

describe("defineIsland", () => {
  it("renders the component inside <lf-island> with its name, moment and props", () => {
    const Island = defineIsland("theme-toggle", "load", Greeting);
    expect(renderToString(<Island name={'Ada "A" <b>'} />)).toBe(
      '<lf-island data-island="theme-toggle" data-wake="load" data-props="{&quot;name&quot;:&quot;Ada \\&quot;A\\&quot; &lt;b&gt;&quot;}">' +
        '<button type="button">Hello <!-- -->Ada &quot;A&quot; &lt;b&gt;</button></lf-island>',
    );
  });

  it("leaves out data-props when there are none", () => {
    const Island = defineIsland("ask-ai", "idle", () => <span>x</span>);
    expect(renderToString(<Island />)).toBe(
      '<lf-island data-island="ask-ai" data-wake="idle"><span>x</span></lf-island>',
    );
  });
});

describe("the island registry", () => {
  // Every defineIsland("name", ...) in the code base: a name without a loader would never wake,
  // and a loader without an island is dead weight in the bundle.
  const defined = listFiles(".", (dir) =>
    ["node_modules", ".next", "out", "dist", ".git", "tests"].includes(dir),
  )
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) =>
      [
        ...readFileSync(file, "utf8").matchAll(/defineIsland\(\s*"([a-z-]+)"/g),
      ].map((m) => m[1]),
    );

  it("has a loader for every island and an island for every loader", () => {
    expect(new Set(defined)).toEqual(new Set(Object.keys(ISLAND_LOADERS)));
  });
});

describe("toIslandPage", () => {
  const page = [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="preload" href="/_next/static/css/a.css" as="style"/>',
    '<link rel="stylesheet" href="/_next/static/css/a.css"/>',
    "<script>(function(){/* theme before paint */})()</script>",
    '<script defer="" nomodule="" src="/_next/static/chunks/polyfills-1.js"></script>',
    '<script src="/_next/static/chunks/webpack-2.js" defer=""></script>',
    '<script src="/_next/static/chunks/framework-3.js" defer=""></script>',
    '<script src="/_next/static/chunks/main-4.js" defer=""></script>',
    '<script src="/_next/static/chunks/pages/_app-5.js" defer=""></script>',
    '<script src="/_next/static/chunks/pages/imprint-6.js" defer=""></script>',
    '<script src="/_next/static/B/_buildManifest.marketing.js" defer=""></script>',
    '<script src="/_next/static/B/_ssgManifest.js" defer=""></script>',
    '</head><body><div id="__next"><main><h1>Imprint</h1></main></div>',
    '<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{}},"page":"/imprint"}</script>',
    "</body></html>",
  ].join("");
  const assets = {
    runtime: "/_islands/runtime-ABC.js",
    preload: ["/_islands/chunk-DEF.js"],
  };

  it("drops Next's scripts and data, keeps the HTML and inline scripts, adds the runtime", () => {
    expect(toIslandPage(page, assets)).toBe(
      [
        '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
        '<link rel="preload" href="/_next/static/css/a.css" as="style"/>',
        '<link rel="stylesheet" href="/_next/static/css/a.css"/>',
        "<script>(function(){/* theme before paint */})()</script>",
        `<script data-island-runtime="/_islands/runtime-ABC.js" data-island-preload="/_islands/chunk-DEF.js">${RUNTIME_LOADER}</script>`,
        `<script type="speculationrules">${SPECULATION_RULES}</script>`,
        '</head><body><div id="__next"><main><h1>Imprint</h1></main></div>',
        "</body></html>",
      ].join(""),
    );
  });

  it("converts a converted page again to the new runtime, and to nothing else", () => {
    const next = { runtime: "/_islands/runtime-NEW.js", preload: [] };
    expect(toIslandPage(toIslandPage(page, assets), next)).toBe(
      toIslandPage(page, next),
    );
  });

  it.each([
    ["a page Next did not export", "<html><head></head><body></body></html>"],
    [
      "a page without a head",
      '<script id="__NEXT_DATA__" type="application/json">{}</script>',
    ],
  ])("refuses %s", (_, html) => {
    expect(() => toIslandPage(html, assets)).toThrow(NotANextPageError);
  });
});

describe("scheduleWake", () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = "";
  });

  function island(html = "<button>go</button>") {
    const element = document.createElement("lf-island");
    element.innerHTML = html;
    document.body.append(element);
    return element;
  }

  it("wakes a load island at once", () => {
    const wake = vi.fn(async () => undefined);
    scheduleWake(island(), "load", wake);
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("wakes an idle island in an idle period, with the timeout as a bound", () => {
    const callbacks: Array<() => void> = [];
    const requestIdleCallback = vi.fn((cb: () => void) => callbacks.push(cb));
    const win = { requestIdleCallback } as unknown as Window &
      typeof globalThis;
    const wake = vi.fn(async () => undefined);
    scheduleWake(island(), "idle", wake, win);
    expect(wake).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: IDLE_TIMEOUT_MS,
    });
    callbacks[0]?.();
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it("wakes a visible island when its content comes within the margin, once", () => {
    let notify: (
      entries: Array<{ isIntersecting: boolean }>,
    ) => void = () => {};
    const observed: Element[] = [];
    const disconnect = vi.fn();
    class FakeObserver {
      constructor(
        callback: typeof notify,
        readonly options: IntersectionObserverInit,
      ) {
        notify = callback;
        expect(options.rootMargin).toBe(VISIBLE_MARGIN);
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect = disconnect;
    }
    const win = {
      IntersectionObserver: FakeObserver,
    } as unknown as Window & typeof globalThis;
    const element = island("<video></video>");
    const wake = vi.fn(async () => undefined);
    scheduleWake(element, "visible", wake, win);
    // The wrapper has no box (display: contents): its child is what gets observed.
    expect(observed).toEqual([element.firstElementChild]);
    notify([{ isIntersecting: false }]);
    expect(wake).not.toHaveBeenCalled();
    notify([{ isIntersecting: true }]);
    expect(wake).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it("wakes an interaction island on first pointer, holds a click meanwhile and replays it", async () => {
    let finish: () => void = () => {};
    const wake = vi.fn(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    const element = island();
    const button = element.querySelector("button") as HTMLButtonElement;
    const clicks: boolean[] = [];
    document.addEventListener("click", (e) => clicks.push(e.isTrusted));
    scheduleWake(element, "interaction", wake);
    expect(wake).not.toHaveBeenCalled();

    button.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    // Held: nothing below the island saw it, and its default action was cancelled.
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);

    await act(async () => finish());
    expect(clicks).toHaveLength(1);
    button.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  it.each(["idle", "visible"] as const)(
    "a reader who reaches an island that wakes when %s before its moment wakes it, and the click is replayed; its moment then wakes nothing",
    async (on) => {
      const scheduled: Array<() => void> = [];
      const win = {
        requestIdleCallback: (cb: () => void) => scheduled.push(cb),
        IntersectionObserver: class {
          constructor(cb: (e: Array<{ isIntersecting: boolean }>) => void) {
            scheduled.push(() => cb([{ isIntersecting: true }]));
          }
          observe() {}
          disconnect() {}
        },
      } as unknown as Window & typeof globalThis;
      let finish: () => void = () => {};
      const wake = vi.fn(
        () => new Promise<void>((resolve) => (finish = resolve)),
      );
      const element = island();
      const button = element.querySelector("button") as HTMLButtonElement;
      let clicks = 0;
      element.addEventListener("click", () => clicks++);
      scheduleWake(element, on, wake, win);

      button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
      button.dispatchEvent(
        new MouseEvent("click", { bubbles: true, cancelable: true }),
      );
      expect(wake).toHaveBeenCalledTimes(1);
      expect(clicks).toBe(0);
      await act(async () => finish());
      expect(clicks).toBe(1);
      scheduled.forEach((run) => run());
      expect(wake).toHaveBeenCalledTimes(1);
    },
  );

  it("an idle island woken at its moment lets later clicks through at once", async () => {
    const scheduled: Array<() => void> = [];
    const win = {
      requestIdleCallback: (cb: () => void) => scheduled.push(cb),
    } as unknown as Window & typeof globalThis;
    const wake = vi.fn(async () => undefined);
    const element = island();
    scheduleWake(element, "idle", wake, win);
    scheduled[0]?.();
    await act(async () => undefined);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    element.querySelector("button")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(wake).toHaveBeenCalledTimes(1);
  });
});

describe("hydrateIsland", () => {
  it("refuses an element that names no island", async () => {
    const element = document.createElement("lf-island");
    element.dataset.island = "nope";
    await expect(hydrateIsland(element)).rejects.toThrow(
      'unknown island "nope"',
    );
  });

  it("hydrates the theme toggle over its server HTML, which then switches the theme", async () => {
    const Island = defineIsland(
      "theme-toggle",
      "load",
      await ISLAND_LOADERS["theme-toggle"](),
    );
    document.body.innerHTML = renderToString(<Island />);
    const element = document.querySelector("lf-island") as HTMLElement;
    const button = element.querySelector("button") as HTMLButtonElement;
    expect(button.getAttribute("aria-label")).toBe("Toggle theme");
    const errors = vi.spyOn(console, "error");
    expect(element.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    // hydrateIsland settles from the island's own effect, as in a browser: React's scheduler must
    // run on its own, not inside act(), which holds effects until its callback settles.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await hydrateIsland(element);
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(errors).not.toHaveBeenCalled();
    expect(element.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    // The same button, now React's: the label knows the theme, and a click changes it.
    expect(element.querySelector("button")).toBe(button);
    expect(button.getAttribute("aria-label")).toBe("Switch to dark theme");
    await act(async () => button.click());
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(button.getAttribute("aria-label")).toBe("Switch to light theme");
  });
});

describe("the island runtime loader", () => {
  type Added = {
    tag: string;
    rel?: string;
    href?: string;
    type?: string;
    src?: string;
  };
  /** Runs the loader against a fake page; `paint` is whether paint timing exists. */
  function load(paint: boolean, preload = "/_islands/a.js /_islands/b.js") {
    const added: Added[] = [];
    const timers: Array<() => void> = [];
    let observer:
      ((list: { getEntriesByName(n: string): unknown[] }) => void) | undefined;
    const document = {
      currentScript: {
        dataset: {
          islandRuntime: "/_islands/runtime-R.js",
          islandPreload: preload,
        },
      },
      createElement: (tag: string) => ({ tag }) as Added,
      head: { appendChild: (el: Added) => added.push({ ...el }) },
    };
    class FakeObserver {
      static supportedEntryTypes = paint
        ? ["paint", "largest-contentful-paint"]
        : ["mark"];
      constructor(cb: typeof observer) {
        observer = cb;
      }
      observe() {}
    }
    const window = { PerformanceObserver: FakeObserver };
    new Function("document", "window", "setTimeout", RUNTIME_LOADER)(
      document,
      window,
      (fn: () => void) => timers.push(fn),
    );
    const paintEntry = (name: string) =>
      observer?.({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
    return { added, timers, paintEntry };
  }
  const runtimeAndChunks: Added[] = [
    { tag: "link", rel: "modulepreload", href: "/_islands/a.js" },
    { tag: "link", rel: "modulepreload", href: "/_islands/b.js" },
    { tag: "script", type: "module", src: "/_islands/runtime-R.js" },
  ];

  it("adds nothing before the first contentful paint, then the chunks and the runtime once", () => {
    const page = load(true);
    expect(page.added).toEqual([]);
    page.paintEntry("first-paint");
    expect(page.added).toEqual([]);
    page.paintEntry("first-contentful-paint");
    expect(page.added).toEqual(runtimeAndChunks);
    // The fallback timer and a second report add nothing more.
    page.timers.forEach((fn) => fn());
    page.paintEntry("first-contentful-paint");
    expect(page.added).toHaveLength(3);
  });

  it("starts at once without paint timing, and by timer on a page that never paints", () => {
    expect(load(false).added).toEqual(runtimeAndChunks);
    const hidden = load(true, "");
    hidden.timers.forEach((fn) => fn());
    expect(hidden.added).toEqual([runtimeAndChunks[2]]);
  });
});

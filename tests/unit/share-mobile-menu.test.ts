// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { wireMobileMenu } from "@/components/theme/mobile-menu";
import fillSharedMenuItems from "@/components/theme/mobile-menu-fill";
import {
  shareMobileMenu,
  sharedItemsPlaceholder,
} from "@/lib/islands/share-mobile-menu";

// Nextra's sidebar markup, shortened: `File` items, a `FolderImpl` with its collapse and nested
// list. The class lists are the theme's real ones, so a run is long enough to be shared.
const LINK =
  "_flex _rounded _px-2 _py-1.5 _text-sm _transition-colors [word-break:break-word] _cursor-pointer contrast-more:_border _text-gray-500 hover:_bg-gray-100 hover:_text-gray-900";
const file = (href: string, title: string) =>
  `<li class="_flex _flex-col _gap-1"><a class="${LINK}" href="${href}">${title}</a></li>`;
const folder = (title: string, items: string, open = false) =>
  `<li class="${open ? "open" : ""}"><button class="_transition nextra-focus ${LINK}" data-href="/${title}">${title}</button><div class="_transform-gpu _transition-all"${open ? "" : ' inert=""'}><div><ul class="_flex _flex-col _gap-1 _relative _pt-1">${items}</ul></div></div></li>`;
const activeWithToc = (href: string, title: string) =>
  `<li class="_flex _flex-col _gap-1 active"><a class="${LINK}" href="${href}">${title}</a><ul class="_flex _flex-col"><li><a href="#setup">Setup</a></li></ul></li>`;

const tracingItems =
  file("/docs/tracing/overview", "Overview") +
  file("/docs/tracing/sessions", "Sessions") +
  file("/docs/tracing/users", "Users");
const desktop =
  `<ul class="_flex _flex-col _gap-1 nextra-menu-desktop max-md:_hidden">` +
  file("/docs/get-started", "Get started") +
  file("/docs/demo", "Demo") +
  folder("tracing", tracingItems) +
  file("/docs/roadmap", "Roadmap") +
  `</ul>`;

/** A page with both menus: the mobile one repeats `docsItems` in its Docs folder. */
const page = (docsItems: string, otherSections = "") =>
  `<html><body><button class="nextra-hamburger"><svg></svg></button><div class="[transition:background-color_1.5s_ease] _bg-transparent"></div>` +
  `<aside class="nextra-sidebar-container max-md:[transform:translate3d(0,-100%,0)]"><div class="_overflow-y-auto"><div><div>${desktop}</div></div>` +
  `<ul class="_flex _flex-col _gap-1 nextra-menu-mobile md:_hidden">${folder("docs", docsItems, true)}${otherSections}</ul>` +
  `</div></aside></body></html>`;

const mobileOf = (html: string) =>
  html.slice(
    html.indexOf('<ul class="_flex _flex-col _gap-1 nextra-menu-mobile'),
    html.lastIndexOf("</ul>") + 5,
  );

/** The current page is a top-level docs page. */
const DOCS_ITEMS =
  activeWithToc("/docs/get-started", "Get started") +
  file("/docs/demo", "Demo") +
  folder("tracing", tracingItems) +
  file("/docs/roadmap", "Roadmap");
/** The current page is inside the Tracing folder. */
const FOLDER_ITEMS =
  file("/docs/get-started", "Get started") +
  file("/docs/demo", "Demo") +
  folder(
    "tracing",
    activeWithToc("/docs/tracing/overview", "Overview") +
      file("/docs/tracing/sessions", "Sessions") +
      file("/docs/tracing/users", "Users"),
    true,
  ) +
  file("/docs/roadmap", "Roadmap");

afterEach(() => {
  document.body.innerHTML = "";
});

describe("shareMobileMenu", () => {
  it.each([
    {
      name: "the docs page: the items after the current one are the desktop's 1-3",
      html: page(DOCS_ITEMS),
      placeholders: [sharedItemsPlaceholder("", 1, 3)],
    },
    {
      name: "a page inside a folder: its siblings come from the folder's own list",
      html: page(FOLDER_ITEMS),
      placeholders: [
        sharedItemsPlaceholder("", 0, 1),
        sharedItemsPlaceholder("2", 1, 2),
        sharedItemsPlaceholder("", 3, 3),
      ],
    },
    {
      name: "sections the desktop menu does not have stay in the page",
      html: page(
        file("/docs/get-started", "Get started"),
        folder("blog", file("/blog/one", "One") + file("/blog/two", "Two")),
      ),
      placeholders: [sharedItemsPlaceholder("", 0, 0)],
    },
  ])("$name", ({ html, placeholders }) => {
    const shared = shareMobileMenu(html);
    expect(shared.match(/<template [^>]*><\/template>/g) ?? []).toEqual(
      placeholders,
    );
    // Nothing outside the mobile menu changes.
    expect(shared.slice(0, shared.indexOf("nextra-menu-mobile"))).toBe(
      html.slice(0, html.indexOf("nextra-menu-mobile")),
    );
    // A second run finds nothing more to share.
    expect(shareMobileMenu(shared)).toBe(shared);
  });

  it("leaves a page without both menus, and a run under 200 bytes, as they are", () => {
    const noDesktop = `<ul class="_flex nextra-menu-mobile md:_hidden">${file("/a", "A")}</ul>`;
    expect(shareMobileMenu(noDesktop)).toBe(noDesktop);
    const short = `<ul class="nextra-menu-desktop"><li><a href="/a">A</a></li></ul><ul class="nextra-menu-mobile"><li><a href="/a">A</a></li></ul>`;
    expect(shareMobileMenu(short)).toBe(short);
  });
});

describe("fillSharedMenuItems", () => {
  it.each([
    page(DOCS_ITEMS),
    page(FOLDER_ITEMS, folder("blog", file("/blog/one", "One"))),
  ])("puts back exactly the mobile menu the theme rendered (%#)", (html) => {
    document.documentElement.innerHTML = html;
    const expected = document.querySelector(".nextra-menu-mobile")!.outerHTML;
    document.documentElement.innerHTML = shareMobileMenu(html);
    expect(
      document.querySelectorAll(".nextra-menu-mobile template").length,
    ).toBeGreaterThan(0);
    expect(fillSharedMenuItems(document)).toBeGreaterThan(0);
    expect(document.querySelector(".nextra-menu-mobile")!.outerHTML).toBe(
      expected,
    );
    expect(mobileOf(document.body.innerHTML)).toBe(mobileOf(html));
  });

  it("copies the folders as the reader left them", () => {
    document.documentElement.innerHTML = shareMobileMenu(page(DOCS_ITEMS));
    const desktopFolder = document.querySelector(
      '.nextra-menu-desktop button[data-href="/tracing"]',
    )!;
    desktopFolder.closest("li")!.classList.add("open");
    fillSharedMenuItems(document);
    const copy = document.querySelector(
      '.nextra-menu-mobile button[data-href="/tracing"]',
    )!;
    expect(copy.closest("li")!.classList.contains("open")).toBe(true);
  });

  it("fills the menu when the hamburger first opens it", async () => {
    document.documentElement.innerHTML = shareMobileMenu(page(DOCS_ITEMS));
    const cleanup = wireMobileMenu(document);
    const mobileLinks = () =>
      Array.from(
        document.querySelectorAll<HTMLAnchorElement>(".nextra-menu-mobile a"),
        (a) => a.getAttribute("href"),
      );
    expect(mobileLinks()).toEqual(["/docs/get-started", "#setup"]);
    document
      .querySelector<HTMLButtonElement>("button.nextra-hamburger")!
      .click();
    await vi.waitFor(() => expect(mobileLinks()).toHaveLength(7));
    expect(mobileLinks()).toEqual([
      "/docs/get-started",
      "#setup",
      "/docs/demo",
      "/docs/tracing/overview",
      "/docs/tracing/sessions",
      "/docs/tracing/users",
      "/docs/roadmap",
    ]);
    cleanup();
  });
});

/**
 * The table of contents of Nextra's docs theme on a page that React does not hydrate: the
 * heading observer of `ActiveAnchorProvider`, the link colours and scrolling of `TOC`, and the
 * `hidden` state and click of `BackToTop`.
 */

/** The TOC link of the heading in view, and every other link (`TOC` in nextra-theme-docs). */
export const TOC_LINK_LOOK = {
  active: "_text-primary-600 contrast-more:!_text-primary-600",
  inactive:
    "_text-gray-500 hover:_text-gray-900 dark:_text-gray-400 dark:hover:_text-gray-300",
} as const;
/**
 * The same highlight on the current page's heading links in the sidebar (`File`'s anchors in the
 * mobile menu, which island pages render statically): the sidebar's active and inactive looks.
 */
export const SIDEBAR_ANCHOR_LOOK = {
  active:
    "_bg-primary-100 _font-semibold _text-primary-800 dark:_bg-primary-400/10 dark:_text-primary-600 contrast-more:_border-primary-500 contrast-more:dark:_border-primary-500",
  inactive:
    "_text-gray-500 hover:_bg-gray-100 hover:_text-gray-900 dark:_text-neutral-400 dark:hover:_bg-primary-100/5 dark:hover:_text-gray-50 contrast-more:_text-gray-900 contrast-more:dark:_text-gray-50 contrast-more:_border-transparent contrast-more:hover:_border-gray-900 contrast-more:dark:hover:_border-gray-50",
} as const;
/** "Back to top" stays hidden until the third TOC entry (index 2) or a later one is active. */
export const BACK_TO_TOP_FROM_INDEX = 2;

// Every heading the MDX components render (`createHeading`) carries this permalink, and the theme
// observes the permalink rather than the heading.
const HEADING_ANCHORS = ["h2", "h3", "h4", "h5", "h6"]
  .map((tag) => `${tag}[id] > a.subheading-anchor`)
  .join(", ");
const BACK_TO_TOP_OPACITY = { hidden: "_opacity-0", shown: "_opacity-100" };
const SCROLL_TO_TOP: ScrollToOptions = { top: 0, behavior: "smooth" };
// The observed band starts below the navbar and ends halfway down the viewport.
const NAVBAR_HEIGHT_VAR = "--nextra-navbar-height";
const BAND_BOTTOM_MARGIN = "-50%";

interface AnchorState {
  index: number;
  aboveHalfViewport: boolean;
  insideHalfViewport: boolean;
}

const wired = new WeakSet<ParentNode>();

/**
 * The theme's rule: the first heading inside the band wins; with none inside, the last heading
 * above it. Returns "" when no heading qualifies.
 */
function pickActive(states: Map<string, AnchorState>): string {
  let active = "";
  let smallestInside = Infinity;
  let largestAbove = -1;
  for (const [slug, state] of states) {
    if (state.insideHalfViewport && state.index < smallestInside) {
      smallestInside = state.index;
      active = slug;
    }
    if (
      smallestInside === Infinity &&
      state.aboveHalfViewport &&
      state.index > largestAbove
    ) {
      largestAbove = state.index;
      active = slug;
    }
  }
  return active;
}

/** scroll-into-view-if-needed as `TOC` calls it: only when the link is out of the list's view. */
function revealInList(list: HTMLElement, link: HTMLElement): void {
  const box = list.getBoundingClientRect();
  const linkBox = link.getBoundingClientRect();
  if (linkBox.top >= box.top && linkBox.bottom <= box.bottom) return;
  list.scrollTo({
    top:
      list.scrollTop +
      linkBox.top -
      box.top -
      (list.clientHeight - linkBox.height) / 2,
    behavior: "smooth",
  });
}

function setBackToTopHidden(button: HTMLButtonElement, hidden: boolean): void {
  button.disabled = hidden;
  if (hidden) {
    button.setAttribute("aria-hidden", "true");
    button.setAttribute("data-disabled", "");
  } else {
    button.removeAttribute("aria-hidden");
    button.removeAttribute("data-disabled");
  }
  button.classList.remove(
    hidden ? BACK_TO_TOP_OPACITY.shown : BACK_TO_TOP_OPACITY.hidden,
  );
  button.classList.add(
    hidden ? BACK_TO_TOP_OPACITY.hidden : BACK_TO_TOP_OPACITY.shown,
  );
}

/**
 * Highlights the TOC link of the heading in view (and keeps it visible inside the TOC column)
 * and its link in the sidebar, and shows "Back to top" from the third entry on; its click
 * scrolls the page and the TOC to the top. Needs IntersectionObserver; without it the page keeps
 * its static TOC. Returns a cleanup.
 */
export function wireTocHighlight(root: ParentNode = document): () => void {
  if (wired.has(root) || typeof IntersectionObserver !== "function") {
    return () => undefined;
  }
  const anchors = Array.from(
    root.querySelectorAll<HTMLAnchorElement>(HEADING_ANCHORS),
  );
  const toc = root.querySelector<HTMLElement>(".nextra-toc");
  const list = toc?.querySelector<HTMLElement>("ul") ?? null;
  const links = list
    ? Array.from(list.querySelectorAll<HTMLAnchorElement>("a[href]"))
    : [];
  const sidebarLinks = Array.from(
    root.querySelectorAll<HTMLAnchorElement>(
      '.nextra-sidebar-container li > ul a[href^="#"]',
    ),
  );
  // The phone's "On this page" menu (components/layout/mobile-toc.tsx): its links carry the
  // highlight as aria-current, and its summary names the section in view.
  const mobileToc = root.querySelector<HTMLElement>("[data-mobile-toc]");
  const mobileLinks = mobileToc
    ? Array.from(mobileToc.querySelectorAll<HTMLAnchorElement>('a[href^="#"]'))
    : [];
  const mobileCurrent =
    mobileToc?.querySelector<HTMLElement>("[data-mobile-toc-current]") ?? null;
  const backToTop =
    toc?.querySelector("button > svg._-rotate-90")?.parentElement ?? null;
  if (anchors.length === 0) return () => undefined;
  wired.add(root);

  // Numbered from 1 in document order, as the headings' effects number themselves.
  const slugs = new Map<Element, [string, number]>(
    anchors.map((anchor, index) => [
      anchor,
      [anchor.parentElement?.id ?? "", index + 1],
    ]),
  );
  const states = new Map<string, AnchorState>();
  let activeSlug = "";
  let backToTopHidden = true; // as the static HTML renders it

  const slugOf = (link: HTMLAnchorElement) =>
    (link.getAttribute("href") ?? "").slice(1);

  function paint(
    group: HTMLAnchorElement[],
    look: { active: string; inactive: string },
  ): void {
    for (const link of group) {
      const isActive = activeSlug !== "" && slugOf(link) === activeSlug;
      const [from, to] = isActive
        ? [look.inactive, look.active]
        : [look.active, look.inactive];
      link.classList.remove(...from.split(" "));
      link.classList.add(...to.split(" "));
    }
  }

  function render(): void {
    paint(links, TOC_LINK_LOOK);
    paint(sidebarLinks, SIDEBAR_ANCHOR_LOOK);
    let mobileActive: HTMLAnchorElement | undefined;
    for (const link of mobileLinks) {
      const isActive = activeSlug !== "" && slugOf(link) === activeSlug;
      if (isActive) mobileActive = link;
      if (isActive) link.setAttribute("aria-current", "location");
      else link.removeAttribute("aria-current");
    }
    if (mobileCurrent)
      mobileCurrent.textContent = mobileActive?.textContent ?? "";
    const activeIndex = links.findIndex((link) => slugOf(link) === activeSlug);
    const hidden = activeIndex < BACK_TO_TOP_FROM_INDEX;
    // Like a React prop, `hidden` only touches the button when it changes (a click disables the
    // button by hand, and it stays so until the next change).
    if (backToTop instanceof HTMLButtonElement && hidden !== backToTopHidden) {
      setBackToTopHidden(backToTop, hidden);
    }
    backToTopHidden = hidden;
  }

  const navbarHeight = getComputedStyle(document.body)
    .getPropertyValue(NAVBAR_HEIGHT_VAR)
    .trim();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const slug = slugs.get(entry.target);
        if (!entry.rootBounds || !slug) continue;
        const { y, height } = entry.boundingClientRect;
        states.set(slug[0], {
          index: slug[1],
          aboveHalfViewport:
            y + height <= entry.rootBounds.y + entry.rootBounds.height,
          insideHalfViewport: entry.intersectionRatio > 0,
        });
      }
      const next = pickActive(states);
      const changed = next !== activeSlug;
      activeSlug = next;
      render();
      const link = links.find(
        (candidate) => candidate.getAttribute("href") === `#${activeSlug}`,
      );
      if (changed && activeSlug && list && link) revealInList(list, link);
    },
    {
      rootMargin: `-${navbarHeight || "0px"} 0px ${BAND_BOTTOM_MARGIN}`,
      threshold: [0, 1],
    },
  );
  anchors.forEach((anchor) => observer.observe(anchor));

  const onBackToTop = () => {
    window.scrollTo(SCROLL_TO_TOP);
    // `scrollToTop` scrolls the TOC's sticky column (the button's grandparent), not the list.
    backToTop?.parentElement?.parentElement?.scrollTo(SCROLL_TO_TOP);
    if (backToTop instanceof HTMLButtonElement) backToTop.disabled = true;
  };
  backToTop?.addEventListener("click", onBackToTop);

  return () => {
    observer.disconnect();
    backToTop?.removeEventListener("click", onBackToTop);
    wired.delete(root);
  };
}

import type { ReactNode } from "react";

// Parts of the search box that show before its results code has loaded (the "Loading…" state),
// so they ship with the box itself; the results panel reuses them.

const FRAME_STYLE = {
  position: "absolute",
  insetInlineEnd: 0,
  overflowY: "auto",
  top: "calc(100% + 10px)",
  maxHeight: "min(calc(100vh - 5rem), 440px)",
  background: "rgb(var(--nextra-bg), .97)",
} as const;

/** The box under the search input that holds results or a status line. */
export function SearchPanelFrame({ children }: { children: ReactNode }) {
  return (
    <div
      // Clicking inside must not blur the input first (that would close the panel).
      onMouseDown={(event) => event.preventDefault()}
      // The `_`-prefixed classes are the theme's own (its search box's), already in its stylesheet;
      // one-off geometry is inline style. New Tailwind classes here would grow every page's CSS.
      style={FRAME_STYLE}
      className="nextra-search-results nextra-scrollbar _border _border-gray-200 _text-gray-100 dark:_border-neutral-800 _z-20 _rounded-xl _py-2.5 _shadow-xl contrast-more:_border contrast-more:_border-gray-900 contrast-more:dark:_border-gray-50 _backdrop-blur-lg _w-full md:_w-[576px]"
    >
      {children}
    </div>
  );
}

/** `Loading…`, `No results found.` or `Failed to load search index.` */
export function SearchStatus({
  error = false,
  children,
}: {
  error?: boolean;
  children: ReactNode;
}) {
  return (
    <p
      role="status"
      className={`_flex _select-none _justify-center _gap-2 _p-8 _text-center _text-sm ${
        error ? "_text-red-500" : "_text-gray-500 dark:_text-gray-400"
      }`}
    >
      {children}
    </p>
  );
}

/** The id of the element at the start of every page's content, where the skip link leads. */
export const MAIN_CONTENT_ID = "main-content";

// The page's language is the section's (lib/sections.ts): /jp, /kr and /cn pages are not in English.
const LABELS: Record<string, string> = {
  en: "Skip to content",
  ja: "本文へスキップ",
  ko: "본문으로 건너뛰기",
  zh: "跳到正文",
};

/**
 * The first tab stop of every page: hidden until focused, then shown above the header, and it
 * moves focus past the header's dozen controls to the content (issue 24). Plain HTML, so it works
 * before and without any script.
 */
export function SkipLink({ lang }: { lang: string }) {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-[100] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-gray-900 focus:shadow-lg focus:outline focus:outline-2 focus:outline-offset-2 focus:outline-blue-600 dark:focus:bg-neutral-900 dark:focus:text-gray-100"
    >
      {LABELS[lang] ?? LABELS.en}
    </a>
  );
}

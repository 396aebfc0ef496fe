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
 * The first tab stop of every page: hidden until focused, then shown above the header (its look is
 * `.skip-link` in styles/globals.css: one rule, not a dozen utilities in every page's HTML), and it
 * moves focus past the header's dozen controls to the content (issue 24). Plain HTML, so it works
 * before and without any script.
 */
export function SkipLink({ lang }: { lang: string }) {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {LABELS[lang] ?? LABELS.en}
    </a>
  );
}

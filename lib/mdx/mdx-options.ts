/**
 * The MDX options every page compiles with: Nextra's loader (next.config.mjs, for the pages
 * webpack still compiles) and scripts/compile-pages.ts (for the rest) take them from here, so a
 * page comes out the same either way.
 */
import type { getHighlighter } from "shiki";
import { remarkFacts } from "./remark-facts";
import { remarkSdkVersionNotice } from "./remark-sdk-version-notice";
import { tokeniseOnce } from "./shiki-dual-theme";
import {
  CODE_THEMES,
  loadTokenPalette,
  shikiTokenClasses,
} from "./shiki-token-classes";

export async function siteMdxOptions() {
  const tokenPalette = await loadTokenPalette();
  return {
    // <Fact id="..."> becomes its text at compile time: no JavaScript for facts on any page.
    // Pages with Langfuse SDK code say which SDK majors it is written for (issue 24).
    remarkPlugins: [remarkFacts, remarkSdkVersionNotice],
    // The "-default" GitHub themes keep comments above 4.5:1 contrast in both modes
    // (the plain github-dark comment colour fails WCAG AA on Nextra's black code background).
    rehypePrettyCodeOptions: {
      theme: CODE_THEMES,
      // Token colours become two short classes (styles/shiki-tokens.css) instead of an inline
      // style object per token: the compiled MDX of all pages shrinks from 11.3 to 6.7 MB, and
      // so does the HTML of code-heavy pages.
      transformers: [shikiTokenClasses(tokenPalette)],
      // Nextra's default highlighter loads all of Shiki's ~230 grammars up front, in every
      // compiler process: 15 s and 150 MB each, measured. rehype-pretty-code loads the grammars a
      // page's code blocks name on demand, so the highlighter starts empty (0.2 s for the dozen
      // languages our pages use).
      // Shiki is imported when the first page compiles, not when next.config.mjs loads these
      // options (it loads them as a CommonJS bundle, where an ES-only package can only come in
      // through import()).
      // Each snippet is tokenised with the light theme only and its dark colours derived
      // (lib/mdx/shiki-dual-theme.ts): the same HTML, half of Shiki's grammar work.
      getHighlighter: async (options: Parameters<typeof getHighlighter>[0]) =>
        tokeniseOnce(
          await (
            await import("shiki")
          ).getHighlighter({ ...options, langs: [] }),
          CODE_THEMES,
        ),
    },
  };
}

/**
 * What the client compiler of a production build gets instead of the theme's layout and
 * theme.config.tsx, which Nextra's loader imports into `pages/_app` (next.config.mjs says when).
 * Every exported page is an island page, so no page loads the client bundle of `_app`: compiling
 * the theme, our navbar, dialogs and video player into it was a third of a cold `next build`'s
 * compile for files nothing requests. The stylesheet `_app` imports is all the export keeps.
 */
export default function ClientLayoutStub(): null {
  return null;
}

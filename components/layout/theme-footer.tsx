import { useConfig } from "nextra-theme-docs";
import { PageFeedback } from "../feedback/page-feedback";
import { SiteFooter } from "../footer/site-footer";

/**
 * Nextra's footer slot. Raw-layout pages (home, marketing) have no PageMain, so their feedback
 * question sits here, above the site footer, and the footer lines up with their content column.
 * Nextra passes `{ menu }`, which we do not use.
 */
export function ThemeFooter() {
  const { normalizePagesResult } = useConfig();
  const isRaw = normalizePagesResult.activeThemeContext.layout === "raw";
  return (
    <>
      {isRaw ? (
        <div className="mx-auto w-full max-w-6xl px-6 pb-10">
          <PageFeedback />
        </div>
      ) : null}
      <SiteFooter align={isRaw ? "marketing" : "frame"} />
    </>
  );
}

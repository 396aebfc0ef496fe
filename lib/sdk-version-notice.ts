import { SDK_MAJORS } from "./facts/versions";
import { sectionFor } from "./sections";

/** One link of the notice: a newer pair of majors and its changelog entry (the upgrade notes). */
export interface SdkNoticeLink {
  label: string;
  href: string;
}

/** The words and links of the SDK version notice, all derived from SDK_MAJORS. */
export interface SdkVersionNoticeCopy {
  /** "This page documents the Python SDK v3 and the JS/TS SDK v4." */
  documented: string;
  /** "Newer majors have upgrade notes:", followed by the links, which name each pair. */
  newer: string;
  links: SdkNoticeLink[];
}

/** The notice's copy; the SDK overview states the same majors through the same facts. */
export function sdkVersionNoticeCopy(
  majors = SDK_MAJORS,
): SdkVersionNoticeCopy {
  const { python, js } = majors.documented;
  return {
    documented: `This page documents the Python SDK v${python} and the JS/TS SDK v${js}.`,
    newer: "Newer majors have upgrade notes:",
    links: majors.newer.map((release) => ({
      label: `Python v${release.python} and JS/TS v${release.js}`,
      href: release.changelog,
    })),
  };
}

/**
 * Reference sections without the docs layout: the FAQ's answers carry SDK code to copy like any
 * docs page (the section has the article layout only because Nextra shows hidden top-level
 * sections with an empty sidebar column).
 */
const REFERENCE_ARTICLE_SECTIONS: ReadonlySet<string> = new Set(["/faq"]);

/**
 * Whether a page at `path` shows the notice that its (remark-detected) SDK code exists: only the
 * reference sections do (docs layout, and the FAQ). Blog posts and changelog entries are dated and
 * say which version they mean; marketing pages carry no SDK code to copy.
 */
export function showsSdkVersionNotice(path: string): boolean {
  const section = sectionFor(path);
  return (
    section.layout === "docs" || REFERENCE_ARTICLE_SECTIONS.has(section.prefix)
  );
}

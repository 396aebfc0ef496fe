import { Fragment } from "react";
import { useRouter } from "next/router";
import { normalisePath } from "@/lib/routes";
import {
  sdkVersionNoticeCopy,
  showsSdkVersionNotice,
} from "@/lib/sdk-version-notice";

/** The attribute tests and styles find the notice by. */
export const SDK_VERSION_NOTICE_ATTRIBUTE = "data-sdk-version-notice";

/**
 * "This page documents the Python SDK v3 and the JS/TS SDK v4", with links to the upgrade notes of
 * the newer majors, under the title of a docs page whose code uses an SDK (inserted by
 * lib/mdx/remark-sdk-version-notice.ts). Static HTML; kept out of the search index, where it would
 * make every SDK page match a search for a version.
 */
export function SdkVersionNotice() {
  const path = normalisePath(useRouter().asPath);
  if (!showsSdkVersionNotice(path)) return null;
  const copy = sdkVersionNoticeCopy();
  return (
    <aside
      {...{ [SDK_VERSION_NOTICE_ATTRIBUTE]: "" }}
      data-pagefind-ignore
      aria-label="SDK versions"
      className="not-prose mt-4 border-l-2 border-slate-300 pl-3 text-sm leading-6 text-slate-700 dark:border-neutral-700 dark:text-slate-300"
    >
      {copy.documented} {copy.newer}{" "}
      {copy.links.map((link, i) => (
        <Fragment key={link.href}>
          {i > 0 ? ", " : null}
          <a
            href={link.href}
            className="font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950 dark:text-blue-300 dark:hover:text-blue-100"
          >
            {link.label}
          </a>
        </Fragment>
      ))}
      .
    </aside>
  );
}

import type { ReactNode } from "react";
import { useRouter } from "next/router";
import { normalisePath } from "@/lib/routes";
import { sectionFor } from "@/lib/sections";
import dynamic from "next/dynamic";
import { PageFeedback } from "../feedback/page-feedback";
import { BackLink } from "../reading-path/back-link";
import { ReadingPathNav } from "../reading-path/reading-path-nav";
import { MAIN_CONTENT_ID } from "./skip-link";
import { VerifiedNote } from "./verified-note";

const CustomerStoryCta = dynamic(() =>
  import("../customers/customer-story-cta").then((m) => m.CustomerStoryCta),
);

/**
 * Wraps the content of every page: the skip link's target before it, and after it what the page
 * was checked against, the feedback question, and the CTA on customer stories. Pages an index
 * lists (posts, changelog entries, stories, FAQ answers) start with the way back to that index
 * and end with the way on (components/reading-path).
 */
export function PageMain({ children }: { children: ReactNode }) {
  const path = normalisePath(useRouter().asPath);
  const section = sectionFor(path);
  // The call to action ends each story, not the stories index.
  const storyCta = section.storyCta === true && path !== section.prefix;
  return (
    <>
      {/* Where the skip link (pages/_document.tsx) leads: focusable by script only, so the next
          Tab goes to the content's first link. */}
      <span id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none" />
      <BackLink />
      {children}
      <VerifiedNote />
      {storyCta ? <CustomerStoryCta /> : null}
      <ReadingPathNav />
      <PageFeedback />
    </>
  );
}

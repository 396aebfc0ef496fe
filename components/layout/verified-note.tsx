import { useConfig } from "nextra-theme-docs";
import { verifiedSentence, type Verified } from "@/lib/verified";

/** The CSS class of the note, shared with the tests. */
export const VERIFIED_NOTE_CLASS = "verified-note";

/**
 * "Checked against Python SDK 3.14.5, JS SDK 4.6.1 and Langfuse v3.225.4 on ..." at the end of a
 * page whose front matter records that check (validated at build time by lib/front-matter-schema.ts).
 * Rendered into the static HTML, so readers and crawlers see it without JavaScript.
 */
export function VerifiedNote() {
  const verified = (useConfig().frontMatter as { verified?: Verified })
    .verified;
  if (!verified?.date) return null;
  return (
    <p
      className={`${VERIFIED_NOTE_CLASS} mt-10 flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400`}
      data-pagefind-ignore
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        width="14"
        height="14"
        className="shrink-0 text-emerald-600 dark:text-emerald-400"
      >
        <path
          d="M3 8.5 6.5 12 13 4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{verifiedSentence(verified)}</span>
    </p>
  );
}

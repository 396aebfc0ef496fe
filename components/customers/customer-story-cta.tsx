import Link from "next/link";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../ui/button-classes";
import { CUSTOMER_STORY_CTA as C } from "./customer-story-cta-constants";

/** Closing call to action on customer stories: talk to us or start on your own. */
export function CustomerStoryCta() {
  return (
    <aside
      data-pagefind-ignore
      aria-labelledby="customer-cta-heading"
      className="not-prose mt-12 rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2
        id="customer-cta-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {C.heading}
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {C.body}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href={C.primary.href} className={PRIMARY_BUTTON}>
          {C.primary.label}
        </Link>
        <Link href={C.secondary.href} className={SECONDARY_BUTTON}>
          {C.secondary.label}
        </Link>
      </div>
    </aside>
  );
}

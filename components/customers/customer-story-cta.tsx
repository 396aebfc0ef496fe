import Link from "next/link";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../ui/button-classes";

/** Closing call to action on customer stories: talk to us or start on your own. */
export function CustomerStoryCta() {
  return (
    <aside
      aria-labelledby="customer-cta-heading"
      className="not-prose mt-12 rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2
        id="customer-cta-heading"
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        Ready to see what Langfuse can do for your team?
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Start on the free tier, no credit card required, or self-host the
        open-source version on your own infrastructure.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href="/talk-to-us" className={PRIMARY_BUTTON}>
          Talk to us
        </Link>
        <Link href="/docs" className={SECONDARY_BUTTON}>
          Read the docs
        </Link>
      </div>
    </aside>
  );
}

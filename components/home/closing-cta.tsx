import Link from "next/link";
import { homeClosing } from "@/lib/home-content";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../ui/button-classes";
import { LEAD, SECTION_INNER } from "./marketing-styles";

/** The last call to action: sign up (first cloud region) or read the quickstart. */
export function ClosingCta() {
  const closing = homeClosing();
  return (
    <section aria-labelledby="closing-heading" className="pb-20 sm:pb-28">
      <div className={SECTION_INNER}>
        <div className="rounded-3xl border border-slate-200 bg-gradient-to-br from-blue-50 via-white to-sky-50 px-6 py-14 text-center dark:border-neutral-800 dark:from-blue-950/50 dark:via-neutral-900 dark:to-neutral-900 sm:px-12">
          <h2
            id="closing-heading"
            className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-slate-900 dark:text-white sm:text-4xl"
          >
            {closing.heading}
          </h2>
          <p className={`mx-auto mt-4 max-w-2xl ${LEAD}`}>{closing.body}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href={closing.primary.href} className={PRIMARY_BUTTON}>
              {closing.primary.label}
            </a>
            <Link
              href={closing.secondary.href}
              prefetch={false}
              className={`${SECONDARY_BUTTON} bg-white dark:bg-neutral-900`}
            >
              {closing.secondary.label}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

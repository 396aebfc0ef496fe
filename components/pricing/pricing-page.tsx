import Link from "next/link";
import { PRICING_PAGE as P } from "@/lib/pricing";
import { LEAD, SECTION_INNER } from "../home/marketing-styles";
import { PRIMARY_BUTTON } from "../ui/button-classes";
import { ComparisonTable } from "./comparison-table";
import { PricingFaq } from "./pricing-faq";
import { PricingPlans } from "./pricing-plans";
import { MAIN_CONTENT_ID } from "../layout/skip-link";

/**
 * The pricing page: plan cards with the Cloud / self-hosted switch, the Cloud comparison table and
 * the FAQ. Every figure comes from lib/pricing.ts, which the page's `.md` twin reads as well
 * (components/pricing/pricing-markdown.ts).
 */
export function PricingPage() {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="relative isolate outline-none"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-gradient-to-b from-blue-50 to-transparent dark:from-blue-950/40"
      />
      <div
        className={`${SECTION_INNER} space-y-20 pb-24 pt-16 sm:space-y-28 sm:pt-20`}
      >
        <header className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white sm:text-5xl">
            {P.title}
          </h1>
          <p className={`mt-5 ${LEAD}`}>{P.lead}</p>
        </header>
        <div className="!mt-10">
          <PricingPlans />
          <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-slate-600 dark:text-slate-400">
            {P.figuresNote}
          </p>
        </div>
        <ComparisonTable />
        <PricingFaq />
        <section
          aria-labelledby="closing-heading"
          className="rounded-3xl border border-slate-200 bg-gradient-to-br from-blue-50 via-white to-sky-50 px-6 py-12 text-center dark:border-neutral-800 dark:from-blue-950/50 dark:via-neutral-900 dark:to-neutral-900 sm:px-12"
        >
          <h2
            id="closing-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white sm:text-3xl"
          >
            {P.closingHeading}
          </h2>
          <p className={`mx-auto mt-4 max-w-2xl ${LEAD}`}>{P.closingBody}</p>
          <Link
            href={P.closingCta.href}
            prefetch={false}
            className={`mt-8 inline-block ${PRIMARY_BUTTON}`}
          >
            {P.closingCta.label}
          </Link>
        </section>
      </div>
    </main>
  );
}

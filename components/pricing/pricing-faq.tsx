import ChevronDown from "lucide-react/icons/chevron-down";
import { PRICING_FAQ, PRICING_PAGE as P } from "@/lib/pricing";
import { BODY, FOCUS_RING } from "../home/marketing-styles";
import { SectionHeading } from "../home/section-heading";
import { RichText } from "./rich-text";

/** The pricing FAQ as native disclosures: keyboard, find-in-page and no-JS support for free. */
export function PricingFaq() {
  return (
    <section
      aria-labelledby="faq-heading"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12"
    >
      <SectionHeading id="faq-heading" title={P.faqHeading}>
        {P.faqLead}
      </SectionHeading>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-neutral-800 dark:border-neutral-800 dark:bg-neutral-900">
        {PRICING_FAQ.map((entry) => (
          <details key={entry.id} id={entry.id} className="group">
            <summary
              className={`flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-5 text-base font-semibold text-slate-900 dark:text-white sm:px-6 [&::-webkit-details-marker]:hidden ${FOCUS_RING} focus-visible:outline-offset-[-2px]`}
            >
              {entry.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none dark:text-slate-400"
              />
            </summary>
            <div className="space-y-3 px-5 pb-6 sm:px-6">
              {entry.answer.map((paragraph, index) => (
                <p key={index} className={BODY}>
                  <RichText value={paragraph} />
                </p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

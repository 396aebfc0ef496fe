import Link from "next/link";
import Check from "lucide-react/icons/check";
import Plus from "lucide-react/icons/plus";
import { formatUsd, priceParts, type Plan } from "@/lib/pricing";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../ui/button-classes";
import { CARD, SMALL } from "../home/marketing-styles";

/** One plan: name, price, who it is for, the call to action and what it includes. */
export function PlanCard({ plan, idPrefix }: { plan: Plan; idPrefix: string }) {
  const price = priceParts(plan.usdPerMonth);
  // Prefixed: the Enterprise plan is on the page twice, under Cloud and under self-hosted.
  const headingId = `plan-${idPrefix}-${plan.id}`;
  const external = /^https?:\/\//.test(plan.cta.href);
  const ctaClass = `${plan.badge ? PRIMARY_BUTTON : SECONDARY_BUTTON} mt-6 block text-center`;
  const ctaContent = (
    <>
      {plan.cta.label} <span className="sr-only">({plan.name} plan)</span>
    </>
  );
  return (
    <article
      aria-labelledby={headingId}
      className={`${CARD} relative flex h-full flex-col p-6 ${
        plan.badge
          ? "border-blue-600 ring-1 ring-blue-600 dark:border-blue-400 dark:ring-blue-400"
          : ""
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={headingId}
          className="text-lg font-semibold text-slate-900 dark:text-white"
        >
          {plan.name}
        </h3>
        {plan.badge ? (
          <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800 dark:bg-blue-400/15 dark:text-blue-200">
            {plan.badge}
          </span>
        ) : null}
      </div>
      <p className={`mt-2 sm:min-h-12 ${SMALL}`}>{plan.summary}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
          {price.amount}
        </span>
        {price.period ? <span className={SMALL}>{price.period}</span> : null}
      </p>
      {/* Two lines reserved, so the buttons of neighbouring cards line up. */}
      <p className={`mt-1 sm:min-h-12 ${SMALL}`}>{plan.priceNote}</p>
      {external ? (
        <a href={plan.cta.href} className={ctaClass}>
          {ctaContent}
        </a>
      ) : (
        <Link href={plan.cta.href} prefetch={false} className={ctaClass}>
          {ctaContent}
        </Link>
      )}
      <ul className="mt-6 space-y-3 text-sm leading-6 text-slate-700 dark:text-slate-300">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400"
            />
            {feature}
          </li>
        ))}
      </ul>
      {plan.addOn ? (
        <div className="mt-6 border-t border-slate-200 pt-6 dark:border-neutral-700">
          <p className="text-sm font-semibold text-slate-900 dark:text-white">
            {plan.addOn.name}
            {plan.addOn.usdPerMonth !== undefined
              ? `: ${formatUsd(plan.addOn.usdPerMonth)} per month`
              : null}
          </p>
          <ul className="mt-3 space-y-2 text-sm leading-6 text-slate-700 dark:text-slate-300">
            {plan.addOn.features.map((feature) => (
              <li key={feature} className="flex gap-2.5">
                <Plus
                  aria-hidden="true"
                  className="mt-0.5 size-5 shrink-0 text-blue-700 dark:text-blue-300"
                />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}

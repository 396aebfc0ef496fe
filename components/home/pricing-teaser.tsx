import Link from "next/link";
import ArrowRight from "lucide-react/icons/arrow-right";
import { homePricingTeaser } from "@/lib/home-content";
import {
  CARD,
  SECTION_INNER,
  SECTION_SPACING,
  SMALL,
  TEXT_LINK,
} from "./marketing-styles";
import { SectionHeading } from "./section-heading";

/** Pricing in three tiles (figures from lib/pricing.ts) and a link to the pricing page. */
export function PricingTeaser() {
  const teaser = homePricingTeaser();
  return (
    <section aria-labelledby="pricing-heading" className={SECTION_SPACING}>
      <div
        className={`${SECTION_INNER} grid items-center gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]`}
      >
        <div>
          <SectionHeading
            id="pricing-heading"
            eyebrow="Pricing"
            title={teaser.heading}
          >
            {teaser.body}
          </SectionHeading>
          <Link
            href={teaser.more.href}
            prefetch={false}
            className={`mt-8 ${TEXT_LINK}`}
          >
            {teaser.more.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3">
          {teaser.tiles.map((tile) => (
            <li key={tile.name} className={`${CARD} p-6`}>
              <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
                {tile.name}
              </h3>
              <p className="mt-3 flex flex-wrap items-baseline gap-x-1">
                <span className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
                  {tile.amount}
                </span>
                {tile.period ? (
                  <span className={SMALL}>{tile.period}</span>
                ) : null}
              </p>
              <p className={`mt-3 ${SMALL}`}>{tile.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import Link from "next/link";
import { HOME_FEATURES_SECTION, HOME_HERO } from "@/lib/home-content";
import { siteConfig } from "@/lib/site-config";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../ui/button-classes";
import { ClosingCta } from "./closing-cta";
import { HomeFeatureTabsIsland } from "./home-feature-tabs";
import { IntegrationsGrid } from "./integrations-grid";
import { SECTION_INNER } from "./marketing-styles";
import { OpenSourceSection } from "./open-source-section";
import { PricingTeaser } from "./pricing-teaser";
import { SectionHeading } from "./section-heading";
import { SecuritySection } from "./security-section";
import { UseCasesSection } from "./use-cases-section";
import { MAIN_CONTENT_ID } from "../layout/skip-link";

/**
 * The landing page: what Langfuse is, what it does (feature tabs), what it works with, how it is
 * licensed and secured, who uses it for what, what it costs, and where to start. Everything is
 * server-rendered HTML; the feature tabs are the only stateful part.
 */
export function HomePage() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
      <section
        aria-labelledby="hero-heading"
        className="relative isolate overflow-hidden"
      >
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-blue-50 via-sky-50/40 to-transparent dark:from-blue-950/40 dark:via-neutral-950/0"
        />
        <div
          className={`${SECTION_INNER} pb-12 pt-16 text-center sm:pb-16 sm:pt-24`}
        >
          <p className="inline-flex rounded-full border border-blue-200 bg-white px-3 py-1 text-sm font-medium text-blue-800 dark:border-blue-400/30 dark:bg-neutral-900 dark:text-blue-200">
            {HOME_HERO.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight text-slate-900 dark:text-white sm:text-5xl lg:text-6xl"
          >
            {HOME_HERO.title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-600 dark:text-slate-300">
            {siteConfig.brand} {HOME_HERO.body}
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link
              href={HOME_HERO.primary.href}
              prefetch={false}
              className={`${PRIMARY_BUTTON} px-5 py-2.5`}
            >
              {HOME_HERO.primary.label}
            </Link>
            <Link
              href={HOME_HERO.secondary.href}
              prefetch={false}
              className={`${SECONDARY_BUTTON} bg-white px-5 py-2.5 dark:bg-neutral-900`}
            >
              {HOME_HERO.secondary.label}
            </Link>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            {HOME_HERO.facts.map((fact) => (
              <li key={fact} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-1.5 rounded-full bg-emerald-600 dark:bg-emerald-400"
                />
                {fact}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="pb-16 sm:pb-24">
        <div className={SECTION_INNER}>
          <SectionHeading
            id="features-heading"
            title={`${HOME_FEATURES_SECTION.headingPrefix} ${siteConfig.brand}`}
            align="center"
          >
            {HOME_FEATURES_SECTION.lead}
          </SectionHeading>
          <div className="mt-10">
            <HomeFeatureTabsIsland />
          </div>
        </div>
      </section>

      <IntegrationsGrid />
      <OpenSourceSection />
      <SecuritySection />
      <UseCasesSection />
      <PricingTeaser />
      <ClosingCta />
    </main>
  );
}

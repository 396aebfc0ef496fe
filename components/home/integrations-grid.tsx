import Link from "next/link";
import ArrowRight from "lucide-react/icons/arrow-right";
import {
  HOME_INTEGRATIONS,
  HOME_INTEGRATIONS_SECTION as S,
  INTEGRATION_CATEGORY_LABELS,
} from "@/lib/home-content";
import { IntegrationLogo } from "../integration-catalogue/integration-logo";
import { LINK_CARD, SECTION_INNER, SECTION_SPACING } from "./marketing-styles";
import { SectionHeading } from "./section-heading";

// Brand logos in the text colour: one tone that reads in both themes.
const ICON_TILE =
  "flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700 dark:bg-neutral-800 dark:text-slate-200";

/** Grid of popular integrations, each card one link to its page, and a card to all of them. */
export function IntegrationsGrid() {
  return (
    <section aria-labelledby="integrations-heading" className={SECTION_SPACING}>
      <div className={SECTION_INNER}>
        <SectionHeading
          id="integrations-heading"
          eyebrow="Integrations"
          title={S.heading}
        >
          {S.body}
        </SectionHeading>
        <ul className="mt-10 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {HOME_INTEGRATIONS.map((integration) => {
            return (
              <li key={integration.href}>
                <Link
                  href={integration.href}
                  prefetch={false}
                  className={`${LINK_CARD} flex h-full flex-col items-start gap-3 p-4 sm:flex-row sm:items-center`}
                >
                  <span aria-hidden="true" className={ICON_TILE}>
                    <IntegrationLogo
                      href={integration.href}
                      className="size-5"
                    />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900 dark:text-white">
                      {integration.name}
                    </span>{" "}
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {INTEGRATION_CATEGORY_LABELS[integration.category]}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              href={S.all.href}
              prefetch={false}
              className={`${LINK_CARD} flex h-full items-center justify-between gap-3 p-4 font-semibold text-blue-700 dark:text-blue-300`}
            >
              {S.all.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </li>
        </ul>
      </div>
    </section>
  );
}

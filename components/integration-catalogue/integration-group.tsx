import Link from "next/link";
import type { ReactNode } from "react";
import {
  CATEGORY_LABELS,
  INTEGRATION_CATALOGUE,
  descriptionParts,
  type IntegrationCatalogueCategory,
} from "@/lib/integration-catalogue/catalogue";
import { FOCUS_RING } from "../home/marketing-styles";
import { IntegrationLogo } from "./integration-logo";
import {
  CARD_ATTRIBUTE,
  DESCRIPTION_ATTRIBUTE,
  GROUP_ATTRIBUTE,
  NAME_ATTRIBUTE,
} from "./wire-integration-filter";

export interface IntegrationGroupProps {
  category: IntegrationCatalogueCategory;
  /** The category's heading, written in the page's MDX so it joins the table of contents. */
  children?: ReactNode;
}

const CARD_LINK = `flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 no-underline transition-colors hover:border-blue-400 hover:bg-slate-50 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-blue-500 dark:hover:bg-neutral-800 ${FOCUS_RING}`;

const LOGO_TILE =
  "flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-800 dark:bg-neutral-800 dark:text-slate-100";

/**
 * One category of the /integrations catalogue: its heading and a card per integration (logo, name,
 * one line, link). The cards carry what the filter script matches on.
 */
export function IntegrationGroup({
  category,
  children,
}: IntegrationGroupProps) {
  const label = CATEGORY_LABELS[category];
  return (
    <section {...{ [GROUP_ATTRIBUTE]: "" }}>
      {children}
      <ul className="not-prose mt-4 grid list-none gap-3 p-0 sm:grid-cols-2">
        {INTEGRATION_CATALOGUE[category].map((integration) => (
          <li
            key={integration.href}
            className="m-0"
            {...{ [CARD_ATTRIBUTE]: "" }}
            data-category={category}
            data-category-label={label}
          >
            <Link
              href={integration.href}
              prefetch={false}
              className={CARD_LINK}
            >
              <span aria-hidden="true" className={LOGO_TILE}>
                <IntegrationLogo href={integration.href} className="size-5" />
              </span>
              <span className="min-w-0">
                <span
                  {...{ [NAME_ATTRIBUTE]: "" }}
                  className="block font-semibold text-slate-900 dark:text-white"
                >
                  {integration.name}
                </span>{" "}
                <span
                  {...{ [DESCRIPTION_ATTRIBUTE]: "" }}
                  className="mt-0.5 block text-sm leading-6 text-slate-600 dark:text-slate-400"
                >
                  {descriptionParts(integration.description).map((part, i) =>
                    part.code ? (
                      <code
                        key={i}
                        className="rounded bg-slate-100 px-1 py-0.5 text-[0.8125rem] text-slate-800 dark:bg-neutral-800 dark:text-slate-200"
                      >
                        {part.text}
                      </code>
                    ) : (
                      part.text
                    ),
                  )}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

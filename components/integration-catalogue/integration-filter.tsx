import {
  CATEGORY_LABELS,
  INTEGRATION_CATEGORIES,
  allCatalogueIntegrations,
} from "@/lib/integration-catalogue/catalogue";
import {
  ALL_CATEGORIES,
  integrationCountText,
} from "@/lib/integration-catalogue/filter";
import { FOCUS_RING } from "../home/marketing-styles";
import {
  CHIP_ATTRIBUTE,
  CLEAR_ATTRIBUTE,
  COUNT_ATTRIBUTE,
  EMPTY_ATTRIBUTE,
  PANEL_ATTRIBUTE,
  QUERY_ATTRIBUTE,
} from "./wire-integration-filter";

/** The filter's labels, shared with its tests. */
export const FILTER_LABELS = {
  query: "Filter integrations",
  placeholder: "Name, feature or category",
  categories: "Category",
  all: "All",
  empty: "No integration matches this filter.",
  clear: "Clear filter",
} as const;

const QUERY_ID = "integration-filter-query";

const CHIP = `rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:border-blue-400 aria-pressed:border-blue-700 aria-pressed:bg-blue-700 aria-pressed:text-white dark:border-neutral-700 dark:text-slate-200 dark:aria-pressed:border-blue-300 dark:aria-pressed:bg-blue-300 dark:aria-pressed:text-neutral-950 ${FOCUS_RING}`;

/**
 * The search box, category chips, live count and "no match" note above the /integrations
 * catalogue. Rendered hidden: wire-integration-filter.ts shows it once it can act on it.
 */
export function IntegrationFilter() {
  const total = allCatalogueIntegrations().length;
  return (
    <div {...{ [PANEL_ATTRIBUTE]: "" }} hidden className="not-prose mt-8">
      <label
        htmlFor={QUERY_ID}
        className="block text-sm font-semibold text-slate-900 dark:text-white"
      >
        {FILTER_LABELS.query}
      </label>
      <input
        id={QUERY_ID}
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={FILTER_LABELS.placeholder}
        {...{ [QUERY_ATTRIBUTE]: "" }}
        className={`mt-2 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white dark:placeholder:text-slate-400 ${FOCUS_RING}`}
      />
      <div
        role="group"
        aria-label={FILTER_LABELS.categories}
        className="mt-3 flex flex-wrap gap-2"
      >
        {[
          { key: ALL_CATEGORIES, label: FILTER_LABELS.all },
          ...INTEGRATION_CATEGORIES.map((key) => ({
            key,
            label: CATEGORY_LABELS[key],
          })),
        ].map(({ key, label }) => (
          <button
            key={key}
            type="button"
            aria-pressed={key === ALL_CATEGORIES}
            {...{ [CHIP_ATTRIBUTE]: key }}
            className={CHIP}
          >
            {label}
          </button>
        ))}
      </div>
      <p
        aria-live="polite"
        {...{ [COUNT_ATTRIBUTE]: "" }}
        className="mt-3 text-sm text-slate-600 dark:text-slate-400"
      >
        {integrationCountText(total)}
      </p>
      <div
        {...{ [EMPTY_ATTRIBUTE]: "" }}
        hidden
        className="mt-3 rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700 dark:border-neutral-700 dark:text-slate-300"
      >
        {FILTER_LABELS.empty}{" "}
        <button
          type="button"
          {...{ [CLEAR_ATTRIBUTE]: "" }}
          className={`font-semibold text-blue-700 underline underline-offset-4 dark:text-blue-300 ${FOCUS_RING}`}
        >
          {FILTER_LABELS.clear}
        </button>
      </div>
    </div>
  );
}

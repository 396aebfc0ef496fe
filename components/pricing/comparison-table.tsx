import Check from "lucide-react/icons/check";
import MoveHorizontal from "lucide-react/icons/move-horizontal";
import X from "lucide-react/icons/x";
import {
  CELL_LABELS,
  CLOUD_FIGURES,
  CLOUD_PLAN_IDS,
  CLOUD_PLAN_NAMES,
  COMPARISON,
  PRICING_PAGE as P,
  priceParts,
  type Cell,
} from "@/lib/pricing";
import { FOCUS_RING, SMALL } from "../home/marketing-styles";
import { SectionHeading } from "../home/section-heading";

function CellContent({ cell }: { cell: Cell }) {
  switch (cell.kind) {
    case "included":
      return (
        <>
          <Check
            aria-hidden="true"
            className="mx-auto size-5 text-emerald-700 dark:text-emerald-400"
          />
          <span className="sr-only">{CELL_LABELS.included}</span>
        </>
      );
    case "excluded":
      return (
        <>
          <X
            aria-hidden="true"
            className="mx-auto size-5 text-slate-500 dark:text-slate-400"
          />
          <span className="sr-only">{CELL_LABELS.excluded}</span>
        </>
      );
    case "text":
      return <>{cell.text}</>;
  }
}

// The first column stays in view while the plan columns scroll under it on narrow screens; its
// background must be opaque and match the table's.
const STICKY =
  "sticky left-0 z-10 bg-white shadow-[1px_0_0_theme(colors.slate.200)] dark:bg-neutral-900 dark:shadow-[1px_0_0_theme(colors.neutral.800)]";

// The header cells are opaque: on wide screens they stick under the navbar while the rows pass
// below them (`.compare-head` in styles/globals.css, one rule instead of a utility per property).
const HEAD = "bg-white dark:bg-neutral-900";

/**
 * Feature comparison of the Cloud plans: a real table with column and row headers, grouped by
 * section, scrolling inside its own focusable container (never the page) on narrow screens.
 */
export function ComparisonTable() {
  return (
    <section aria-labelledby="compare-heading">
      <SectionHeading id="compare-heading" title={P.compareHeading}>
        {P.compareLead}
      </SectionHeading>
      <p
        id="compare-hint"
        className={`mt-6 flex items-center gap-2 lg:hidden ${SMALL}`}
      >
        <MoveHorizontal aria-hidden="true" className="size-4" />
        {P.compareHint}
      </p>
      {/* `relative` keeps the absolutely positioned screen-reader labels of the cells inside the
          scroll box; without it they widen the page itself at 360 px. */}
      <div
        role="region"
        aria-labelledby="compare-caption"
        aria-describedby="compare-hint"
        tabIndex={0}
        className={`relative mt-4 compare-scroll overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-neutral-800 dark:bg-neutral-900 lg:mt-10 ${FOCUS_RING}`}
      >
        <table className="w-full min-w-[42rem] table-fixed border-collapse text-left text-sm">
          <caption id="compare-caption" className="sr-only">
            {P.compareCaption}:{" "}
            {CLOUD_PLAN_IDS.map((id) => CLOUD_PLAN_NAMES[id]).join(", ")}
          </caption>
          <thead className="compare-head">
            <tr className="border-b border-slate-200 dark:border-neutral-800">
              <th
                scope="col"
                className={`${STICKY} w-40 px-4 py-4 sm:w-[28%] font-semibold text-slate-900 dark:text-white`}
              >
                Feature
              </th>
              {CLOUD_PLAN_IDS.map((id) => {
                const price = priceParts(CLOUD_FIGURES[id].usdPerMonth);
                return (
                  <th
                    key={id}
                    scope="col"
                    className={`${HEAD} px-4 py-4 text-center align-bottom`}
                  >
                    <span className="block text-base font-semibold text-slate-900 dark:text-white">
                      {CLOUD_PLAN_NAMES[id]}
                    </span>
                    <span className={`block font-normal ${SMALL}`}>
                      {price.amount}
                      {price.period ? ` ${price.period}` : ""}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          {COMPARISON.map((section) => (
            <tbody key={section.title}>
              <tr className="border-b border-slate-200 bg-slate-50 dark:border-neutral-800 dark:bg-neutral-800">
                <th
                  scope="rowgroup"
                  colSpan={CLOUD_PLAN_IDS.length + 1}
                  className="px-4 py-3 text-sm font-semibold text-slate-900 dark:text-white"
                >
                  <span className="sticky left-4">{section.title}</span>
                </th>
              </tr>
              {section.rows.map((row) => (
                <tr
                  key={row.feature}
                  className="border-b border-slate-100 last:border-0 dark:border-neutral-800"
                >
                  <th
                    scope="row"
                    className={`${STICKY} px-4 py-3 font-medium text-slate-700 dark:text-slate-300`}
                  >
                    {row.feature}
                  </th>
                  {CLOUD_PLAN_IDS.map((id) => (
                    <td
                      key={id}
                      className="px-4 py-3 text-center text-slate-700 dark:text-slate-300"
                    >
                      <CellContent cell={row.cells[id]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </section>
  );
}

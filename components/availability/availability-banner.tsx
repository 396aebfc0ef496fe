import Check from "lucide-react/icons/check";
import X from "lucide-react/icons/x";
import type { PlanFeatureId } from "@/lib/facts/plans";
import {
  AVAILABILITY_TITLE,
  LEVEL_LABELS,
  PLANS,
  resolveAvailability,
  type Availability,
} from "./availability-constants";

/** Either a feature of lib/facts (`feature="auditLogs"`) or the levels spelled out. */
export type AvailabilityBannerProps =
  | { feature: PlanFeatureId; availability?: never }
  | { availability: Availability; feature?: never };

/**
 * Which plans include a feature: a check or a cross per plan, with a label where it is qualified.
 * Pages name a feature of the plan facts, so the banner says what the pricing page says.
 */
export function AvailabilityBanner(props: AvailabilityBannerProps) {
  const availability = resolveAvailability(props);
  return (
    <section
      aria-label={AVAILABILITY_TITLE}
      className="not-prose mt-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {AVAILABILITY_TITLE}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-5">
        {PLANS.map((plan) => {
          const level = LEVEL_LABELS[availability[plan.id] ?? "not-available"];
          return (
            <li
              key={plan.id}
              className="flex items-start gap-2"
              data-plan={plan.id}
            >
              {level.available ? (
                <Check
                  size={18}
                  aria-hidden="true"
                  className="mt-0.5 shrink-0 text-emerald-600 dark:text-emerald-400"
                />
              ) : (
                <X
                  size={18}
                  aria-hidden="true"
                  className="mt-0.5 shrink-0 text-red-600 dark:text-red-400"
                />
              )}
              <span className="flex flex-col">
                <span className="font-medium text-slate-900 dark:text-slate-100">
                  {plan.label}
                </span>
                <span className="sr-only">
                  {level.available ? "available" : "not available"}
                </span>
                {level.label ? (
                  <span className="text-xs text-slate-600 dark:text-slate-400">
                    <span className="sm:hidden">{level.short}</span>
                    <span className="max-sm:hidden">{level.label}</span>
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

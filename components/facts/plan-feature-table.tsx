import type { PlanFeatureId } from "@/lib/facts";
import { planFeatureTable } from "@/lib/facts/tables";
import { FactTable } from "./fact-table";

/** Label of the plan-feature table for assistive technology. */
export const PLAN_FEATURE_TABLE_LABEL = "Features by plan and deployment";

export interface PlanFeatureTableProps {
  /** Features to list, in this order. */
  features: PlanFeatureId[];
  /** Whether to add a self-hosted column (default `true`). */
  selfHosted?: boolean;
}

/** Which plan or deployment includes each feature, from lib/facts/plans.ts. */
export function PlanFeatureTable({
  features,
  selfHosted,
}: PlanFeatureTableProps) {
  return (
    <FactTable
      table={planFeatureTable({ features, selfHosted })}
      label={PLAN_FEATURE_TABLE_LABEL}
    />
  );
}

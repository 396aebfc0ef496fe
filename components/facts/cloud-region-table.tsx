import { cloudRegionTable } from "@/lib/facts/tables";
import { FactTable } from "./fact-table";

/** Label of the region table for assistive technology. */
export const CLOUD_REGION_TABLE_LABEL = "Langfuse Cloud regions";

export interface CloudRegionTableProps {
  /** Appended to each region's URL, e.g. `/api/public`. */
  path?: string;
  /** Whether to end with a row for a self-hosted instance. */
  selfHosted?: boolean;
}

/** The Cloud regions with URL and location, from lib/facts/regions.ts. */
export function CloudRegionTable({ path, selfHosted }: CloudRegionTableProps) {
  return (
    <FactTable
      table={cloudRegionTable({ path, selfHosted })}
      label={CLOUD_REGION_TABLE_LABEL}
    />
  );
}

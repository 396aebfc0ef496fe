import type { RateLimitBucketId } from "@/lib/facts";
import { rateLimitTable } from "@/lib/facts/tables";
import { FactTable } from "./fact-table";

/** Label of the rate-limit table for assistive technology. */
export const RATE_LIMIT_TABLE_LABEL =
  "API rate limits of Langfuse Cloud by plan";

export interface RateLimitTableProps {
  /** Buckets to list, in this order; every bucket when absent. */
  buckets?: RateLimitBucketId[];
  /** Whether to show each bucket's endpoints (default `true`). */
  endpoints?: boolean;
}

/** The Cloud API rate limits per bucket and plan, from lib/facts/rate-limits.ts. */
export function RateLimitTable({ buckets, endpoints }: RateLimitTableProps) {
  return (
    <FactTable
      table={rateLimitTable({ buckets, endpoints })}
      label={RATE_LIMIT_TABLE_LABEL}
    />
  );
}

import type { ComponentProps } from "react";
import { Table } from "nextra/components";

/**
 * Content tables scroll sideways on narrow screens (Nextra draws them as block-level scroll
 * containers). A keyboard user can only scroll a region that can take focus, so every table is
 * focusable (WCAG 2.1.1; axe rule scrollable-region-focusable). A table that does not fit fades
 * out at the edge it continues past (components/theme/table-scroll.ts sets `data-overflow`).
 */
export function ScrollableTable({
  className = "",
  ...props
}: ComponentProps<typeof Table>) {
  return (
    <Table
      tabIndex={0}
      className={`content-table nextra-scrollbar _p-0 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 [&:not(:first-child)]:_mt-6 ${className}`}
      {...props}
    />
  );
}

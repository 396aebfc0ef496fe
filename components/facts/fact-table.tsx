import { Td, Th, Tr } from "nextra/components";
import type { FactTable as FactTableData } from "@/lib/facts/tables";
import { ScrollableTable } from "../mdx/scrollable-table";
import { FactValueText } from "./fact-value";

export interface FactTableProps {
  table: FactTableData;
  /** Names the table for assistive technology, e.g. "API rate limits by plan". */
  label: string;
}

/** A table of fact values, drawn like the Markdown tables of the page around it. */
export function FactTable({ table, label }: FactTableProps) {
  return (
    <ScrollableTable aria-label={label}>
      <thead>
        <Tr>
          {table.header.map((heading) => (
            <Th key={heading} scope="col">
              {heading}
            </Th>
          ))}
        </Tr>
      </thead>
      <tbody>
        {table.rows.map(([first = [], ...cells], i) => (
          <Tr key={i}>
            <Th scope="row" className="text-left">
              <FactValueText value={first} />
            </Th>
            {cells.map((cell, j) => (
              <Td key={j}>
                <FactValueText value={cell} />
              </Td>
            ))}
          </Tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}

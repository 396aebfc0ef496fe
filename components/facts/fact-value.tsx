import { Code } from "nextra/components";
import type { FactValue } from "@/lib/facts";

/** A fact's words and inline code, in order. */
export function FactValueText({ value }: { value: FactValue }) {
  return (
    <>
      {value.map((segment, i) =>
        typeof segment === "string" ? (
          segment
        ) : (
          <Code key={i}>{segment.code}</Code>
        ),
      )}
    </>
  );
}

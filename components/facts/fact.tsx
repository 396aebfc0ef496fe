import { factValue, type FactId } from "@/lib/facts";
import { FactValueText } from "./fact-value";

export interface FactProps {
  /** Which fact to print, e.g. `rateLimit.deprecatedRead.hobby` (see lib/facts/index.ts). */
  id: FactId;
}

/**
 * One fact inside a sentence, e.g. `<Fact id="rateLimit.deprecatedRead.hobby" />` prints
 * "15 requests per minute". The value comes from lib/facts, so every page that names the fact
 * says the same thing; an unknown id renders nothing (and fails `npm run check:mdx`).
 */
export function Fact({ id }: FactProps) {
  const value = factValue(id);
  if (!value) return null;
  return (
    <span data-fact={id}>
      <FactValueText value={value} />
    </span>
  );
}

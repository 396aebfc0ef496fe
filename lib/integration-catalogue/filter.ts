/**
 * The rules of the /integrations filter, without the DOM: which card a query and a category chip
 * keep, and what the live region says. The delegated script applies them to the page.
 */

/** The chip that shows every category. */
export const ALL_CATEGORIES = "all";

/** What one card offers to the filter. */
export interface FilterableIntegration {
  name: string;
  description: string;
  /** The category's key (the chip's value). */
  category: string;
  /** The category's label, which the query also matches ("gateway" finds every gateway). */
  categoryLabel: string;
}

/**
 * Our own product's name, which the filter ignores in queries and descriptions: every integration
 * is a Langfuse integration, so the word narrows nothing, and in descriptions ("`langfuse.openai`",
 * "the Langfuse span processor") it would make "lang" match nearly every card.
 */
export const IGNORED_WORD = /langfuse/g;

const words = (query: string): string[] =>
  query
    .toLowerCase()
    .replace(IGNORED_WORD, " ")
    .split(/\s+/)
    .filter((word) => word !== "");

/**
 * Whether a card matches: its category is the chosen one (or every category is), and each word of
 * the query appears, case-insensitively, in its name, description or category label.
 */
export function matchesIntegration(
  integration: FilterableIntegration,
  query: string,
  category: string = ALL_CATEGORIES,
): boolean {
  if (category !== ALL_CATEGORIES && integration.category !== category)
    return false;
  const haystack =
    `${integration.name} ${integration.description} ${integration.categoryLabel}`
      .toLowerCase()
      .replace(IGNORED_WORD, " ");
  return words(query).every((word) => haystack.includes(word));
}

/** The live region's text: "1 integration", "12 integrations", "No integrations". */
export function integrationCountText(count: number): string {
  if (count === 0) return "No integrations";
  return `${count} ${count === 1 ? "integration" : "integrations"}`;
}

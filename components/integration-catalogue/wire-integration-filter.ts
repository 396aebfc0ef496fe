import {
  ALL_CATEGORIES,
  integrationCountText,
  matchesIntegration,
} from "@/lib/integration-catalogue/filter";

/**
 * The /integrations filter without React: the server renders every card and a hidden filter
 * panel; this script, part of the island runtime, shows the panel (so without JavaScript there is
 * no dead control, just the full list) and hides the cards, and the categories left empty, that
 * the query and the chosen category chip rule out. The attributes tie the markup to the script.
 */
export const PANEL_ATTRIBUTE = "data-integration-filter";
export const QUERY_ATTRIBUTE = "data-integration-query";
/** On each category button; its value is the category key, or `all`. */
export const CHIP_ATTRIBUTE = "data-integration-chip";
export const COUNT_ATTRIBUTE = "data-integration-count";
export const EMPTY_ATTRIBUTE = "data-integration-empty";
export const CLEAR_ATTRIBUTE = "data-integration-clear";
export const GROUP_ATTRIBUTE = "data-integration-group";
/** On each card; it also carries `data-category` and `data-category-label`. */
export const CARD_ATTRIBUTE = "data-integration-card";
export const NAME_ATTRIBUTE = "data-integration-name";
export const DESCRIPTION_ATTRIBUTE = "data-integration-description";

const text = (card: Element, attribute: string): string =>
  card.querySelector(`[${attribute}]`)?.textContent ?? "";

/** Shows the filter panel of the page, if it has one, and applies its controls on every change. */
export function wireIntegrationFilter(root: Document = document): void {
  const panel = root.querySelector<HTMLElement>(`[${PANEL_ATTRIBUTE}]`);
  const input = panel?.querySelector<HTMLInputElement>(`[${QUERY_ATTRIBUTE}]`);
  if (!panel || !input) return;
  const chips = Array.from(
    panel.querySelectorAll<HTMLButtonElement>(`[${CHIP_ATTRIBUTE}]`),
  );
  const count = panel.querySelector(`[${COUNT_ATTRIBUTE}]`);
  const empty = panel.querySelector<HTMLElement>(`[${EMPTY_ATTRIBUTE}]`);

  const apply = () => {
    const category =
      chips
        .find((chip) => chip.getAttribute("aria-pressed") === "true")
        ?.getAttribute(CHIP_ATTRIBUTE) ?? ALL_CATEGORIES;
    let shown = 0;
    for (const group of root.querySelectorAll<HTMLElement>(
      `[${GROUP_ATTRIBUTE}]`,
    )) {
      let shownInGroup = 0;
      for (const card of group.querySelectorAll<HTMLElement>(
        `[${CARD_ATTRIBUTE}]`,
      )) {
        const match = matchesIntegration(
          {
            name: text(card, NAME_ATTRIBUTE),
            description: text(card, DESCRIPTION_ATTRIBUTE),
            category: card.dataset.category ?? "",
            categoryLabel: card.dataset.categoryLabel ?? "",
          },
          input.value,
          category,
        );
        card.hidden = !match;
        if (match) shownInGroup += 1;
      }
      group.hidden = shownInGroup === 0;
      shown += shownInGroup;
    }
    if (count) count.textContent = integrationCountText(shown);
    if (empty) empty.hidden = shown > 0;
  };

  const choose = (chosen: Element | undefined) => {
    for (const chip of chips)
      chip.setAttribute("aria-pressed", String(chip === chosen));
  };

  input.addEventListener("input", apply);
  panel.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const chip = target?.closest<HTMLButtonElement>(`[${CHIP_ATTRIBUTE}]`);
    if (chip) {
      choose(chip);
      apply();
    } else if (target?.closest(`[${CLEAR_ATTRIBUTE}]`)) {
      input.value = "";
      choose(
        chips.find((c) => c.getAttribute(CHIP_ATTRIBUTE) === ALL_CATEGORIES),
      );
      apply();
      input.focus();
    }
  });
  panel.hidden = false;
  // A query the browser restored (back to the page) filters at once.
  apply();
}

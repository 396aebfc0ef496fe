/**
 * A choice that changes what the page shows without React (the pricing page's Cloud /
 * self-hosted radios, whose plans follow the checked radio in CSS) still tells screen readers
 * what changed: the input names the text (`data-announce`) and the live region that says it
 * (`data-announce-in`, an element id). One delegated listener, part of the island runtime.
 */
export const ANNOUNCE_ATTRIBUTE = "data-announce";
export const ANNOUNCE_IN_ATTRIBUTE = "data-announce-in";

export function wireChoiceAnnouncements(root: Document = document): void {
  root.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement)) return;
    const text = input.getAttribute(ANNOUNCE_ATTRIBUTE);
    const region = root.getElementById(
      input.getAttribute(ANNOUNCE_IN_ATTRIBUTE) ?? "",
    );
    if (text !== null && region) region.textContent = text;
  });
}

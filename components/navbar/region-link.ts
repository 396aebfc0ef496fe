import {
  chooseRegionButton,
  fetchRegionStatus,
  REGION_BUTTON_COPY,
  REGION_LINK_ATTRIBUTE,
  signUpUrl,
  type RegionButtonChoice,
} from "@/lib/region";
import {
  ISLAND_TAG,
  WAKE_EVENT,
  WAKING_ATTRIBUTE,
} from "../islands/island-tag";
import { REGION_BUTTON_CLASS } from "./region-button-classes";

const ISLAND_SELECTOR = `${ISLAND_TAG}[data-island="region-button"]`;

type SingleRegion = Extract<RegionButtonChoice, { kind: "link" | "signup" }>;

/** The link `RegionButton` renders for one region: the same attributes, classes and text. */
export function regionLinkElement(
  doc: Document,
  choice: SingleRegion,
): HTMLAnchorElement {
  const text =
    choice.kind === "link"
      ? REGION_BUTTON_COPY.toApp
      : REGION_BUTTON_COPY.signUp;
  const link = doc.createElement("a");
  link.href =
    choice.kind === "link" ? choice.region.url : signUpUrl(choice.region);
  // The name starts with the visible text (WCAG 2.5.3, label in name) and adds the region.
  link.setAttribute("aria-label", `${text}, ${choice.region.label}`);
  link.setAttribute("data-region-button", choice.kind);
  link.className = REGION_BUTTON_CLASS;
  link.textContent = text;
  return link;
}

/**
 * The navbar's region button without React on a page's first load (issue 20): asks the regions
 * for the visitor's sessions, as `RegionButton` does, and puts the one link that follows in place
 * of the island's placeholder ("Sign Up" in the visitor's region, or "To App"). Only a visitor
 * signed in to several regions gets the React island, with the answer as its props, for the menu.
 * An island a reader woke meanwhile is React's and is left alone. The content's Langfuse Cloud
 * links (`a[data-region-link]`, components/onboarding/cloud-sign-up-link.tsx) then go where the
 * button goes; in the other cases they keep the default region of the HTML. Settles when done.
 */
export async function settleRegionButton(
  doc: Document = document,
): Promise<void> {
  const island = doc.querySelector<HTMLElement>(ISLAND_SELECTOR);
  if (!island) return;
  let status;
  try {
    // Failed requests resolve as "signed out"; only an abort rejects, and nothing aborts this.
    status = await fetchRegionStatus(new AbortController().signal);
  } catch {
    return;
  }
  const choice = chooseRegionButton(status.sessions, status.continent);
  if (!island.isConnected || island.hasAttribute(WAKING_ATTRIBUTE)) return;
  if (choice.kind === "dropdown") {
    island.dataset.props = JSON.stringify({ initial: choice });
    island.dispatchEvent(new Event(WAKE_EVENT));
    return;
  }
  const link = regionLinkElement(doc, choice);
  // Inline rather than a helper: every byte here is first-load script of every page.
  for (const a of doc.querySelectorAll<HTMLAnchorElement>(
    `a[${REGION_LINK_ATTRIBUTE}]`,
  ))
    a.href = link.href;
  island.replaceWith(link);
}

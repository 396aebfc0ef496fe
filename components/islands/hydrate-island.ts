import { createElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_LOADERS, isIslandName } from "./island-registry";

/**
 * Hydrates one `<lf-island>` with its component and the props serialized beside it. React and
 * ReactDOM arrive with the first island that wakes, not with the page.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`unknown island "${name ?? ""}"`);
  const Component = await ISLAND_LOADERS[name]();
  const props: unknown = element.dataset.props
    ? JSON.parse(element.dataset.props)
    : {};
  hydrateRoot(element, createElement(Component, props as object), {
    onRecoverableError: (error) =>
      console.error(`island "${name}" did not hydrate cleanly`, error),
  });
}

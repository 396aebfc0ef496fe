import { createElement, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_LOADERS, isIslandName } from "./island-registry";

/** Set on an `<lf-island>` once it has hydrated and its effects have run. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Marks the island as awake after everything inside it has committed (a parent's effects run
 * after its children's): tests and tools can wait for it instead of guessing.
 */
function AwakeMarker({
  element,
  onAwake,
  children,
}: {
  element: HTMLElement;
  onAwake: () => void;
  children?: ReactNode;
}) {
  useEffect(() => {
    element.setAttribute(HYDRATED_ATTRIBUTE, "");
    onAwake();
  }, [element, onAwake]);
  return children;
}

/**
 * Hydrates one `<lf-island>` with its component and the props serialized beside it; settles once
 * the island has hydrated and its effects run, so that what wake.ts replays (a held click, the
 * focus) reaches React's handlers. React and ReactDOM arrive with the first island that wakes,
 * not with the page.
 */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) throw new Error(`unknown island "${name ?? ""}"`);
  const Component = await ISLAND_LOADERS[name]();
  const props: unknown = element.dataset.props
    ? JSON.parse(element.dataset.props)
    : {};
  await new Promise<void>((onAwake) =>
    hydrateRoot(
      element,
      createElement(
        AwakeMarker,
        { element, onAwake },
        createElement(Component, props as object),
      ),
      {
        onRecoverableError: (error) =>
          console.error(`island "${name}" did not hydrate cleanly`, error),
      },
    ),
  );
}

import { useEffect, useState, type ComponentType } from "react";

/**
 * A component fetched as its own chunk the first time `wanted` is true, and null until it has
 * arrived. Islands use it instead of next/dynamic, which needs Next's runtime on the page.
 */
export function useLazyComponent<P>(
  load: () => Promise<ComponentType<P>>,
  wanted: boolean,
): ComponentType<P> | null {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!wanted || Component) return;
    let live = true;
    load().then(
      (loaded) => live && setComponent(() => loaded),
      (error: unknown) => console.error("a component failed to load", error),
    );
    return () => {
      live = false;
    };
  }, [wanted, Component, load]);
  return Component;
}

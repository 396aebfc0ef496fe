import type { ComponentType, FC } from "react";
import type { IslandName } from "./island-registry";
import type { WakeOn } from "./wake";

/**
 * Makes `Component` an island (issue 20): rendered into the static HTML at build time inside an
 * `<lf-island>` that names it, says when it wakes and carries its props as JSON; in the browser the
 * island runtime hydrates just that element from the island's own chunk. Under `next dev`, which
 * still hydrates every page whole, the wrapper is ordinary markup and hydrates with the page.
 *
 * Props must be JSON: they are written into the HTML and parsed again in the browser.
 */
export function defineIsland<P extends object>(
  name: IslandName,
  wake: WakeOn,
  Component: ComponentType<P>,
): FC<P> {
  function IslandRoot(props: P) {
    const json = JSON.stringify(props);
    return (
      <lf-island
        data-island={name}
        data-wake={wake}
        data-props={json === "{}" ? undefined : json}
      >
        <Component {...props} />
      </lf-island>
    );
  }
  IslandRoot.displayName = `Island(${name})`;
  return IslandRoot;
}

import { useEffect, useState } from "react";
import {
  chooseRegionButton,
  fetchRegionStatus,
  REGION_BUTTON_COPY,
  signUpUrl,
  type RegionButtonChoice,
} from "@/lib/region";
import type { CloudRegion } from "@/lib/site-config";
import { useLazyComponent } from "../islands/use-lazy-component";
import {
  REGION_BUTTON_CLASS,
  REGION_BUTTON_PLACEHOLDER_CLASS,
} from "./region-button-classes";

type State =
  { status: "loading" } | { status: "ready"; choice: RegionButtonChoice };

function Placeholder() {
  return (
    <span
      aria-hidden="true"
      data-region-button="loading"
      className={REGION_BUTTON_PLACEHOLDER_CLASS}
    />
  );
}

// Radix's menu (popper, focus management) only matters to visitors signed in to several
// regions, so it is a separate chunk fetched when that state is reached.
const loadMenu = () => import("./region-app-menu").then((m) => m.RegionAppMenu);

function RegionMenu({ regions }: { regions: CloudRegion[] }) {
  const Menu = useLazyComponent(loadMenu, true);
  return Menu ? <Menu regions={regions} /> : <Placeholder />;
}

function RegionLink({
  href,
  text,
  region,
  kind,
}: {
  href: string;
  text: string;
  region: CloudRegion;
  kind: "link" | "signup";
}) {
  return (
    // The name starts with the visible text (WCAG 2.5.3, label in name) and adds the region.
    <a
      href={href}
      aria-label={`${text}, ${region.label}`}
      data-region-button={kind}
      className={REGION_BUTTON_CLASS}
    >
      {text}
    </a>
  );
}

/**
 * The navbar's way into Langfuse Cloud: "To App" for a visitor signed in to one region (a menu
 * when signed in to several), otherwise "Sign Up" in the region nearest to them. It asks each
 * region for its session after hydration and shows a same-size placeholder until then. On an island
 * page the runtime asks instead (components/navbar/region-link.ts) and wakes this component, with
 * its `initial` choice, only for the menu.
 */
export function RegionButton({
  initial,
}: {
  /** The choice already made from the requests (region-link.ts wakes the menu with it). */
  initial?: RegionButtonChoice;
} = {}) {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    if (initial) {
      // After hydration, so the first render matches the placeholder in the static HTML.
      setState({ status: "ready", choice: initial });
      return;
    }
    const controller = new AbortController();
    fetchRegionStatus(controller.signal).then(
      ({ sessions, continent }) => {
        if (controller.signal.aborted) return;
        setState({
          status: "ready",
          choice: chooseRegionButton(sessions, continent),
        });
      },
      // Only an abort rejects (failed calls resolve as "signed out"): unmounted, nothing to do.
      () => undefined,
    );
    return () => controller.abort();
  }, [initial]);

  if (state.status === "loading") return <Placeholder />;
  const { choice } = state;
  switch (choice.kind) {
    case "dropdown":
      return <RegionMenu regions={choice.regions} />;
    case "link":
      return (
        <RegionLink
          kind="link"
          href={choice.region.url}
          text={REGION_BUTTON_COPY.toApp}
          region={choice.region}
        />
      );
    case "signup":
      return (
        <RegionLink
          kind="signup"
          href={signUpUrl(choice.region)}
          text={REGION_BUTTON_COPY.signUp}
          region={choice.region}
        />
      );
  }
}

/**
 * The one script an island page loads (issue 20): wires the theme's behaviours that need no
 * React (menus, table of contents, code copy, theme switch, language tabs) and wakes each island
 * at its moment.
 * React itself is a separate chunk that the first island to wake fetches.
 */
import { hasClientIntegrations } from "@/lib/client-integrations";
import { settleRegionButton } from "../navbar/region-link";
import { wireChoiceAnnouncements } from "../pricing/announce-choice";
import { labelThemeToggle } from "../navbar/theme-toggle-label";
import { wireSearchShortcut } from "../search/search-shortcut";
import { wireLangTabs } from "../tabs/wire-lang-tabs";
import { installThemeBehaviours } from "../theme/install-theme-behaviours";
import { ISLAND_TAG, WAKING_ATTRIBUTE } from "./island-tag";
import { isWakeOn, scheduleWake } from "./wake";

function wakeIslands(): void {
  for (const element of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    const on = element.dataset.wake;
    if (!isWakeOn(on)) {
      console.error(
        `island "${element.dataset.island ?? ""}" has no wake moment`,
      );
      continue;
    }
    scheduleWake(element, on, () => {
      element.setAttribute(WAKING_ATTRIBUTE, "");
      return import("./hydrate-island").then(
        ({ hydrateIsland }) => hydrateIsland(element),
        (error: unknown) => {
          console.error("island code failed to load", error);
          throw error;
        },
      );
    });
  }
}

installThemeBehaviours();
wireLangTabs();
// The search box wakes on first interaction; its `/` and Ctrl/Cmd+K must work before that.
wireSearchShortcut();
// Choices that CSS shows without React (the pricing switch) still reach screen readers.
wireChoiceAnnouncements();
// The /integrations catalogue filters its server-rendered cards without React: its half a
// kilobyte is a chunk of its own, fetched only by the page that has the filter (the attribute is
// that module's PANEL_ATTRIBUTE; importing the constant would bring the module into every page).
if (document.querySelector("[data-integration-filter]"))
  void import("../integration-catalogue/wire-integration-filter").then((m) =>
    m.wireIntegrationFilter(),
  );
wakeIslands();
// The navbar's theme toggle and region button without React: the label of the one, the link of
// the other (React wakes with the reader's touch, or for the region menu).
labelThemeToggle();
settleRegionButton();
// Analytics, HubSpot and the support chat, when the build configured any (their own chunk).
if (
  hasClientIntegrations({
    NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY,
    NEXT_PUBLIC_HUBSPOT_ID: process.env.NEXT_PUBLIC_HUBSPOT_ID,
    NEXT_PUBLIC_SUPPORT_CHAT_APP_ID:
      process.env.NEXT_PUBLIC_SUPPORT_CHAT_APP_ID,
  })
)
  void import("../integrations/start-integrations").then((m) =>
    m.startConfiguredIntegrations(),
  );

import { AskAiButton } from "../assistant/ask-ai-button";
import { defineIsland } from "../islands/island";
import { GitHubBadge } from "./github-badge";
import { RegionButton } from "./region-button";
import { SocialLinks } from "./social-links";
import { ThemeToggle } from "./theme-toggle";
import { MobileSearchButton } from "./mobile-search-button";

// What the theme toggle and the region button must do on the first screen, the island runtime
// does without React: it names the toggle from the page's theme (theme-toggle-label.ts) and puts
// the region link in place (region-link.ts). React wakes the toggle with the reader's first touch
// (the press is replayed) and the region button only for the menu of a visitor signed in to
// several regions, so no island wakes at load and a page's first load carries no React.
// Ask AI wakes when a reader points at it, or when the search box asks it a question
// (openAssistant wakes it and leaves the question waiting).
const AskAi = defineIsland("ask-ai", "interaction", AskAiButton);
const Theme = defineIsland("theme-toggle", "interaction", ThemeToggle);
const Region = defineIsland("region-button", "interaction", RegionButton);

/** Everything right of the search box in the navbar; the links and the badge are plain HTML. */
export function NavbarExtra() {
  return (
    <div className="flex items-center gap-1">
      <MobileSearchButton />
      <AskAi />
      <SocialLinks />
      <Theme />
      <GitHubBadge />
      <Region />
    </div>
  );
}

import { AskAiButton } from "../assistant/ask-ai-button";
import { defineIsland } from "../islands/island";
import { GitHubBadge } from "./github-badge";
import { RegionButton } from "./region-button";
import { SocialLinks } from "./social-links";
import { ThemeToggle } from "./theme-toggle";

// The theme toggle and the region button are on the first screen and do something at once (the
// region button asks for the visitor's sessions). Ask AI wakes when a reader points at it, or when
// the search box asks it a question (openAssistant wakes it and leaves the question waiting).
const AskAi = defineIsland("ask-ai", "interaction", AskAiButton);
const Theme = defineIsland("theme-toggle", "load", ThemeToggle);
const Region = defineIsland("region-button", "load", RegionButton);

/** Everything right of the search box in the navbar; the links and the badge are plain HTML. */
export function NavbarExtra() {
  return (
    <div className="flex items-center gap-1">
      <AskAi />
      <SocialLinks />
      <Theme />
      <GitHubBadge />
      <Region />
    </div>
  );
}

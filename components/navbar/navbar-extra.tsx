import { AskAiButton } from "../assistant/ask-ai-button";
import { GitHubBadge } from "./github-badge";
import { RegionButton } from "./region-button";
import { SocialLinks } from "./social-links";
import { ThemeToggle } from "./theme-toggle";

/** Everything right of the search box in the navbar. */
export function NavbarExtra() {
  return (
    <div className="flex items-center gap-1">
      <AskAiButton />
      <SocialLinks />
      <ThemeToggle />
      <GitHubBadge />
      <RegionButton />
    </div>
  );
}

import { GitHubBadge } from "./github-badge";
import { RegionButtonSlot } from "./region-button-slot";
import { SocialLinks } from "./social-links";
import { ThemeToggle } from "./theme-toggle";

/** Everything right of the search box in the navbar. */
export function NavbarExtra() {
  return (
    <div className="flex items-center gap-1">
      <SocialLinks />
      <ThemeToggle />
      <GitHubBadge />
      <RegionButtonSlot />
    </div>
  );
}

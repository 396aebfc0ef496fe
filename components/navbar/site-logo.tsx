import { useState, type MouseEvent } from "react";
import { siteConfig } from "@/lib/site-config";
import { useLazyComponent } from "../islands/use-lazy-component";
import { BrandMark } from "./brand-mark";
import { HiringBadge } from "./hiring-badge";

// The dialog (Radix) is only needed after a right-click, so it is not part of the first load.
const loadDialog = () =>
  import("./brand-assets-dialog").then((m) => m.BrandAssetsDialog);

/**
 * Navbar logo: links home; a right-click opens the brand-assets dialog instead of the browser's
 * context menu, because people who right-click a logo are usually looking for the logo file.
 * A plain link, not next/link: the logo is an island on pages without Next's router.
 */
export function SiteLogo() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const Dialog = useLazyComponent(loadDialog, dialogOpen);

  function handleContextMenu(event: MouseEvent) {
    event.preventDefault();
    setDialogOpen(true);
  }

  return (
    <div className="flex items-center gap-3 ltr:mr-auto rtl:ml-auto">
      <a
        href="/"
        onContextMenu={handleContextMenu}
        className="flex items-center gap-2 rounded-md font-semibold text-slate-900 hover:opacity-80 dark:text-white"
        aria-label={`${siteConfig.brand} home`}
      >
        <BrandMark />
        <span className="text-lg tracking-tight">{siteConfig.brand}</span>
      </a>
      <HiringBadge />
      {Dialog && dialogOpen ? (
        <Dialog open={dialogOpen} onOpenChange={setDialogOpen} />
      ) : null}
    </div>
  );
}

import { useState, type MouseEvent } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { siteConfig } from "@/lib/site-config";
import { BrandMark } from "./brand-mark";
import { HiringBadge } from "./hiring-badge";

// The dialog (Radix) is only needed after a right-click, so it is not part of the first load.
const BrandAssetsDialog = dynamic(
  () => import("./brand-assets-dialog").then((m) => m.BrandAssetsDialog),
  {
    ssr: false,
  },
);

/**
 * Navbar logo: links home; a right-click opens the brand-assets dialog instead of the browser's
 * context menu, because people who right-click a logo are usually looking for the logo file.
 */
export function SiteLogo() {
  const [dialogOpen, setDialogOpen] = useState(false);

  function handleContextMenu(event: MouseEvent) {
    event.preventDefault();
    setDialogOpen(true);
  }

  return (
    <div className="flex items-center gap-3 ltr:mr-auto rtl:ml-auto">
      <Link
        href="/"
        onContextMenu={handleContextMenu}
        className="flex items-center gap-2 rounded-md font-semibold text-slate-900 hover:opacity-80 dark:text-white"
        aria-label={`${siteConfig.brand} home`}
      >
        <BrandMark />
        <span className="text-lg tracking-tight">{siteConfig.brand}</span>
      </Link>
      <HiringBadge />
      {dialogOpen ? (
        <BrandAssetsDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      ) : null}
    </div>
  );
}

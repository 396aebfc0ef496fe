import * as Dialog from "@radix-ui/react-dialog";
import { BRAND_ASSETS } from "@/lib/brand-assets";
import { siteConfig } from "@/lib/site-config";
import { PRIMARY_BUTTON } from "../ui/button-classes";

export interface BrandAssetsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Lists the logo and icon files (SVG and PNG, light and dark) for download. */
export function BrandAssetsDialog({
  open,
  onOpenChange,
}: BrandAssetsDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:animate-in" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
          <Dialog.Title className="text-lg font-semibold">
            {siteConfig.brand} brand assets
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Download our logo and icon for articles, slides and integrations.
          </Dialog.Description>
          <ul className="mt-4 grid gap-2">
            {BRAND_ASSETS.map((asset) => (
              <li key={asset.href}>
                <a
                  href={asset.href}
                  download
                  className="flex items-center justify-between rounded-md border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:hover:bg-slate-800"
                >
                  <span>{asset.label}</span>
                  <span
                    aria-hidden="true"
                    className="text-xs text-slate-500 dark:text-slate-400"
                  >
                    Download
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <Dialog.Close className={`mt-5 w-full ${PRIMARY_BUTTON}`}>
            Close
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

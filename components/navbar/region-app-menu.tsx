import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { REGION_BUTTON_COPY } from "@/lib/region";
import type { CloudRegion } from "@/lib/site-config";
import { REGION_BUTTON_CLASS } from "./region-button-classes";

export interface RegionAppMenuProps {
  /** The regions the visitor is signed in to, in the order they are offered. */
  regions: readonly CloudRegion[];
}

/** "To App" menu for a visitor signed in to several regions: one item per region. */
export function RegionAppMenu({ regions }: RegionAppMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        data-region-button="dropdown"
        className={REGION_BUTTON_CLASS}
      >
        {REGION_BUTTON_COPY.toApp}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-md border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {regions.map((region) => (
            <DropdownMenu.Item key={region.id} asChild>
              <a
                href={region.url}
                className="block rounded px-3 py-2 outline-none focus-visible:outline focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 dark:data-[highlighted]:bg-slate-800 dark:focus-visible:outline-blue-400 dark:data-[highlighted]:text-white"
              >
                {region.label}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

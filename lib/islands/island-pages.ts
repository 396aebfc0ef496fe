import { relative, sep } from "node:path";
import {
  hasClientIntegrations,
  type IntegrationsEnv,
} from "../integrations-env";
import { listFiles } from "../list-files";
import { isPageSource, pageFileToRoute } from "../routes";
import { sectionFor } from "../sections";

/**
 * The routes that become island pages after the export (scripts/build-islands.ts), from the page
 * sources under `pagesDir`. Next builds no client bundle for them (patches/next+15.5.28.patch
 * reads this list from `NEXT_SERVER_ONLY_PAGES`): nothing would ever load it. None when client
 * integrations are configured, since such a build keeps every page on Next's runtime.
 */
export function islandPageRoutes(
  rootDir: string,
  env: IntegrationsEnv = process.env as IntegrationsEnv,
): string[] {
  if (hasClientIntegrations(env)) return [];
  return listFiles(`${rootDir}/pages`)
    .map((file) => relative(rootDir, file).split(sep).join("/"))
    .filter(isPageSource)
    .map(pageFileToRoute)
    .filter((route) => sectionFor(route).islands === true)
    .sort();
}

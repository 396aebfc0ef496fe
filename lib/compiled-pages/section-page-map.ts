import type { PageMapItem } from "nextra";

/**
 * The page map a page of `route` gets, as Nextra's loader picks it (patches/nextra+3.3.1.patch):
 * its top-level section's own map, else the root map (the patch checks which file exists; here
 * webpack's context import says so). Nextra's plugin writes them into `.next/static/chunks` when
 * the compile starts; webpack bundles each file the pattern matches.
 */
export async function sectionPageMap(route: string): Promise<PageMapItem[]> {
  const load = async (section: string): Promise<PageMapItem[]> =>
    (
      (await import(
        `../../.next/static/chunks/nextra-page-map---${section}.mjs`
      )) as {
        pageMap: PageMapItem[];
      }
    ).pageMap;
  const section = route.split("/")[1] ?? "";
  try {
    return await load(section);
  } catch (error) {
    // Only a section without its own map falls back: a broken map must fail the build.
    if ((error as { code?: unknown }).code !== "MODULE_NOT_FOUND") throw error;
    return load("");
  }
}

import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * Orders routes the way the sidebar does: within each folder, by the key order of its
 * `_meta.ts`, unlisted entries after the listed ones, alphabetically.
 */
export async function sidebarComparator(
  root: string,
  routes: readonly string[],
): Promise<(a: string, b: string) => number> {
  const folders = new Set<string>(["/"]);
  for (const r of routes) {
    const parts = r.split("/").filter(Boolean);
    for (let i = 1; i < parts.length; i++)
      folders.add(`/${parts.slice(0, i).join("/")}`);
  }
  const orders = new Map<string, string[]>();
  for (const folder of folders) {
    const file = join(root, "pages", folder, "_meta.ts");
    if (!existsSync(file)) continue;
    const mod = (await import(pathToFileURL(file).href)) as {
      default?: Record<string, unknown>;
    };
    orders.set(folder, Object.keys(mod.default ?? {}));
  }
  const rank = (folder: string, name: string) => {
    const keys = orders.get(folder) ?? [];
    const i = keys.indexOf(name === "" ? "index" : name);
    return i === -1 ? Number.MAX_SAFE_INTEGER : i;
  };
  return (a, b) => {
    const pa = a.split("/").filter(Boolean);
    const pb = b.split("/").filter(Boolean);
    for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
      const folder = `/${pa.slice(0, i).join("/")}`.replace(/\/$/, "") || "/";
      // A folder's own index page comes before its children.
      const na = pa[i] ?? "";
      const nb = pb[i] ?? "";
      if (na === nb) continue;
      const ra = na === "" ? -1 : rank(folder, na);
      const rb = nb === "" ? -1 : rank(folder, nb);
      if (ra !== rb) return ra - rb;
      return na.localeCompare(nb);
    }
    return 0;
  };
}

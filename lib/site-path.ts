/**
 * The one form of a site path the rules compare: no query or hash, no trailing slash, a leading
 * slash, and `/` for the root. `/docs/x/?a#b` -> `/docs/x`.
 */
export function normalisePath(path: string): string {
  const trimmed = (path.split(/[?#]/)[0] ?? "").replace(/\/+$/, "");
  if (trimmed === "") return "/";
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

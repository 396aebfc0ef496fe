/** Initials of a display name: "Max Deichmann" -> "MD", "octocat" -> "OC". */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return "?";
  if (words.length === 1) return (words[0] ?? "?").slice(0, 2).toUpperCase();
  return `${words[0]?.[0] ?? ""}${words[words.length - 1]?.[0] ?? ""}`.toUpperCase();
}

/** A stable hue for a handle, so the same person always gets the same colour. */
export function hueOf(seed: string): number {
  let hash = 0;
  for (const ch of seed) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** A 96x96 SVG with the initials on a soft background; text contrast stays above 7:1. */
export function initialsAvatarSvg(name: string, seed: string): string {
  const hue = hueOf(seed);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${name}">` +
    `<rect width="96" height="96" rx="48" fill="hsl(${hue} 45% 88%)"/>` +
    `<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" font-family="Geist, Helvetica, Arial, sans-serif" font-size="36" font-weight="600" fill="hsl(${hue} 60% 20%)">${initialsOf(name)}</text>` +
    `</svg>`
  );
}

import { DOCUMENTED_VERSIONS } from "./facts/versions";

/**
 * What a page was checked against. A page's `verified` front matter names the versions whose
 * source its claims were read in; only the versions listed here are accepted (the build and
 * `npm run test:verified` fail on any other), so a page cannot claim a check against a version
 * nobody on the team read.
 */

/**
 * The versions pages may be checked against: the ones the site documents (lib/facts/versions.ts).
 * A list per kind, so a move to a new release can keep old records valid while pages are rechecked.
 */
export const KNOWN_VERSIONS = {
  python: [DOCUMENTED_VERSIONS.python],
  js: [DOCUMENTED_VERSIONS.js],
  server: [DOCUMENTED_VERSIONS.server],
  chart: [DOCUMENTED_VERSIONS.chart],
} as const;

export type VersionKind = keyof typeof KNOWN_VERSIONS;

/** Reading order and the names readers know them by. */
const LABELS: ReadonlyArray<[VersionKind, string]> = [
  ["python", "Python SDK"],
  ["js", "JS SDK"],
  ["server", "Langfuse"],
  ["chart", "Helm chart"],
];

export interface Verified {
  /** Day the last check finished, `YYYY-MM-DD`. */
  date: string;
  python?: string;
  js?: string;
  server?: string;
  chart?: string;
  /** The page describes this website, and was checked against the site's own code. */
  site?: true;
}

/** "a", "a and b", "a, b and c". */
function list(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/**
 * The line under a checked page: "Checked against Python SDK 3.14.5, JS SDK 4.6.1 and Langfuse
 * v3.225.4 on November 25, 2026."
 */
export function verifiedSentence(verified: Verified): string {
  const against = [
    ...(verified.site ? ["this site's code"] : []),
    ...LABELS.flatMap(([kind, label]) =>
      verified[kind] ? [`${label} ${verified[kind]}`] : [],
    ),
  ];
  const day = new Date(`${verified.date}T00:00:00Z`).toLocaleDateString(
    "en-US",
    { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" },
  );
  return `Checked against ${list(against)} on ${day}.`;
}

/** Sections whose every page is to be checked at the source (issue 23). */
export const VERIFIED_SECTIONS = [
  "/docs",
  "/self-hosting",
  "/integrations",
  "/faq",
  "/security",
  "/library",
] as const;

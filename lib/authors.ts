import { TEAM, type TeamMember } from "./team";

/**
 * Bylines that are not a person. A post whose individual author cannot be established (no official
 * entry names them) is credited to the team instead of to someone who did not write it. Kept out of
 * TEAM so it never shows on the team page or among page contributors.
 */
export const BYLINES: Readonly<Record<string, TeamMember>> = {
  langfuse: {
    firstName: "Langfuse",
    name: "Langfuse Team",
    title: "Langfuse",
    image: "/images/people/langfuse.svg",
  },
};

/** Everyone a post can be credited to: the roster plus the team byline. */
const AUTHORS: Readonly<Record<string, TeamMember>> = { ...TEAM, ...BYLINES };

/** With more authors than this, badges show first names only. */
export const MAX_AUTHORS_WITH_FULL_NAME = 2;

export interface ResolvedAuthor {
  handle: string;
  member: TeamMember;
}

/** How front matter `authors` entry resolves: to one roster handle, or why it does not. */
export type AuthorMatch =
  | { ok: true; handle: string }
  | { ok: false; reason: "unknown" | "ambiguous"; candidates: string[] };

/**
 * Resolves an `authors` entry: a roster handle (`marcklingen`), or a first name (`Marc`) that
 * exactly one team member has. An unknown or shared first name does not resolve; `candidates`
 * lists the handles it could mean (the members with that first name, or the whole roster).
 */
export function matchAuthor(
  name: string,
  team: Readonly<Record<string, TeamMember>> = AUTHORS,
): AuthorMatch {
  if (Object.hasOwn(team, name)) return { ok: true, handle: name };
  const byFirstName = Object.entries(team)
    .filter(([, member]) => member.firstName === name)
    .map(([handle]) => handle);
  if (byFirstName.length === 1) return { ok: true, handle: byFirstName[0]! };
  return byFirstName.length > 1
    ? { ok: false, reason: "ambiguous", candidates: byFirstName }
    : { ok: false, reason: "unknown", candidates: Object.keys(team) };
}

/** A team member by roster handle or unique first name (the build rejects anything else). */
export function findAuthor(name: string): ResolvedAuthor | undefined {
  const match = matchAuthor(name);
  if (!match.ok) return undefined;
  const member = AUTHORS[match.handle];
  return member ? { handle: match.handle, member } : undefined;
}

/** Authors that get a badge: only team members; unknown names are dropped (the build rejects them). */
export function resolveAuthors(authors: readonly string[]): ResolvedAuthor[] {
  return authors
    .map(findAuthor)
    .filter((a): a is ResolvedAuthor => a !== undefined);
}

/** The label of each badge: full names for up to two authors, first names beyond that. */
export function authorLabels(authors: readonly ResolvedAuthor[]): string[] {
  const firstNamesOnly = authors.length > MAX_AUTHORS_WITH_FULL_NAME;
  return authors.map((a) =>
    firstNamesOnly ? a.member.firstName : a.member.name,
  );
}

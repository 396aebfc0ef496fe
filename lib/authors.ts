import { TEAM, type TeamMember } from "./team";

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
  team: Readonly<Record<string, TeamMember>> = TEAM,
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
  const member = TEAM[match.handle];
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

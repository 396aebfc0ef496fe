import { TEAM, type TeamMember } from "./team";

/** With more authors than this, badges show first names only. */
export const MAX_AUTHORS_WITH_FULL_NAME = 2;

export interface ResolvedAuthor {
  handle: string;
  member: TeamMember;
}

/** A team member by roster handle, or by first name (case-insensitive) when that is unique. */
export function findAuthor(author: string): ResolvedAuthor | undefined {
  const direct = TEAM[author];
  if (direct) return { handle: author, member: direct };
  const byFirstName = Object.entries(TEAM).filter(
    ([, m]) => m.firstName.toLowerCase() === author.toLowerCase(),
  );
  if (byFirstName.length === 1) {
    const [handle, member] = byFirstName[0]!;
    return { handle, member };
  }
  return undefined;
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

/** Throws, naming the file, when a post lists an author who is not on the team. */
export function assertKnownAuthors(
  file: string,
  authors: readonly string[],
): void {
  const unknown = authors.filter((a) => !findAuthor(a));
  if (unknown.length > 0) {
    throw new Error(
      `${file}: unknown author${unknown.length > 1 ? "s" : ""} ${unknown.map((a) => `"${a}"`).join(", ")} in front matter \`authors\` (use a handle from lib/team.ts)`,
    );
  }
}

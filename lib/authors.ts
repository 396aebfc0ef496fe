import { TEAM, type TeamMember } from "./team";

/** With more authors than this, badges show first names only. */
export const MAX_AUTHORS_WITH_FULL_NAME = 2;

export interface ResolvedAuthor {
  handle: string;
  member: TeamMember;
}

/** A team member by roster handle (front matter `authors` lists handles; the build checks them). */
export function findAuthor(handle: string): ResolvedAuthor | undefined {
  const member = TEAM[handle];
  return member ? { handle, member } : undefined;
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

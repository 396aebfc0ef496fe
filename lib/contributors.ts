import { initialsOf } from "./avatar";
import { normalisePath } from "./routes";
import { rosterHandleFor, TEAM } from "./team";

/** How many contributors show before the "... and N more" button. */
export const CONTRIBUTORS_VISIBLE = 3;

/** `route -> GitHub logins`, newest contributor first (data/contributors.json). */
export type ContributorsMap = Readonly<Record<string, readonly string[]>>;

/** `email -> GitHub login` for people who commit with an address GitHub cannot tell us (data/github-identities.json). */
export type IdentityMap = Readonly<Record<string, string>>;

export interface GitAuthor {
  name: string;
  email: string;
}

/** One commit of a page's history, as `git log --format=%H%x09%an%x09%ae` prints it. */
export interface CommitAuthor extends GitAuthor {
  sha: string;
}

const NOREPLY = /^(?:\d+\+)?([^@]+)@users\.noreply\.github\.com$/i;

/**
 * The GitHub login of a commit author, from what we know for certain: a GitHub noreply address,
 * the committed identity map, or a team member's full name in the roster. `undefined` otherwise:
 * an email's user part says nothing about who owns that name on GitHub, so it is never used.
 */
export function loginOf(
  author: GitAuthor,
  identities: IdentityMap = {},
): string | undefined {
  const email = author.email.trim().toLowerCase();
  const noreply = NOREPLY.exec(email)?.[1];
  if (noreply) return noreply;
  const mapped = Object.entries(identities).find(
    ([address]) => address.trim().toLowerCase() === email,
  )?.[1];
  if (mapped) return mapped;
  const name = author.name.trim().toLowerCase();
  const member = Object.entries(TEAM).find(
    ([, m]) => m.name.toLowerCase() === name,
  );
  if (member) return member[1].github ?? member[0];
  return undefined;
}

/** Parses `git log --format=%H%x09%an%x09%ae` output (newest first). */
export function parseGitLog(output: string): CommitAuthor[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => {
      const [sha = "", name = "", email = ""] = line.split("\t");
      return { sha, name, email };
    });
}

/** Logins of a page's commit authors, newest first, each once; unknown authors are left out. */
export function loginsOf(
  commits: readonly CommitAuthor[],
  resolve: (author: CommitAuthor) => string | undefined,
): string[] {
  const seen = new Set<string>();
  for (const commit of commits) {
    const login = resolve(commit);
    // GitHub logins are case-insensitive; keep the first spelling seen.
    if (
      login &&
      ![...seen].some((s) => s.toLowerCase() === login.toLowerCase())
    )
      seen.add(login);
  }
  return [...seen];
}

/** Contributors of a page by its route (any form of the path); none when unknown. */
export function contributorsFor(
  map: ContributorsMap,
  path: string,
): readonly string[] {
  return map[normalisePath(path)] ?? [];
}

export interface ContributorDisplay {
  handle: string;
  name: string;
  title: string;
  /** Avatar URL; for non-team handles GitHub's avatar, which may fail to load offline. */
  image: string;
  /** Initials for the local fallback avatar. */
  initials: string;
  /** Profile link, when one is known. */
  href?: string;
}

/** What a contributor row shows: roster data for the team, the login and `Contributor` otherwise. */
export function toContributorDisplay(login: string): ContributorDisplay {
  const rosterHandle = rosterHandleFor(login);
  const member = rosterHandle ? TEAM[rosterHandle] : undefined;
  if (member) {
    return {
      handle: login,
      name: member.name,
      title: member.title,
      image: member.image,
      initials: initialsOf(member.name),
      href: member.github ? `https://github.com/${member.github}` : undefined,
    };
  }
  return {
    handle: login,
    name: login,
    title: "Contributor",
    image: `https://github.com/${encodeURIComponent(login)}.png`,
    initials: initialsOf(login),
    href: `https://github.com/${encodeURIComponent(login)}`,
  };
}

import { initialsAvatarSvg, initialsOf } from "./avatar";
import { normalisePath } from "./routes";
import { rosterHandleFor, TEAM } from "./team";

/** How many contributors show before the "... and N more" button. */
export const CONTRIBUTORS_VISIBLE = 3;

/**
 * A contributor who is not on the team roster but should show with a name, title and picture
 * (the second shape data/contributors.json accepts, beside a bare GitHub login).
 */
export interface ContributorProfile {
  /** GitHub login. */
  github: string;
  name: string;
  title: string;
  /** Site path or URL of the avatar. */
  image: string;
  /** X handle without `@`. */
  twitter?: string;
}

/** A GitHub login, or a full profile. */
export type ContributorEntry = string | ContributorProfile;

/** `route -> contributors`, newest contributor first, then the page owners (data/contributors.json). */
export type ContributorsMap = Readonly<
  Record<string, readonly ContributorEntry[]>
>;

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

/**
 * Contributors of a page by its route, in any form of the path: with or without a trailing slash,
 * query or fragment, and with or without a final `/index` (`/docs/index` is the page `/docs`).
 */
export function contributorsFor(
  map: ContributorsMap,
  path: string,
): readonly ContributorEntry[] {
  const route = normalisePath(path);
  const withoutIndex = route === "/index" ? "/" : route.replace(/\/index$/, "");
  const withIndex = withoutIndex === "/" ? "/index" : `${withoutIndex}/index`;
  return map[withoutIndex] ?? map[withIndex] ?? [];
}

/** The GitHub login of a map entry. */
export function contributorLogin(entry: ContributorEntry): string {
  return typeof entry === "string" ? entry : entry.github;
}

export interface ContributorDisplay {
  handle: string;
  name: string;
  title: string;
  /** Avatar: the roster's or profile's image, or an initials SVG made from the handle. */
  image: string;
  /** Initials for the fallback avatar when the image fails to load. */
  initials: string;
  /** GitHub profile link, when one is known. */
  href?: string;
  /** X handle without `@`, shown as a second link. */
  twitter?: string;
}

/** A `data:` URL of the initials avatar for a handle: made here, nothing is fetched. */
export function handleAvatarUrl(handle: string): string {
  return `data:image/svg+xml,${encodeURIComponent(initialsAvatarSvg(handle, handle))}`;
}

const githubProfile = (login: string) =>
  `https://github.com/${encodeURIComponent(login)}`;

/**
 * What a contributor row shows: roster data for the team; a profile's own fields; otherwise the
 * handle as name, `Contributor` as title and an initials avatar derived from the handle.
 */
export function toContributorDisplay(
  entry: ContributorEntry,
): ContributorDisplay {
  const login = contributorLogin(entry);
  const rosterHandle = rosterHandleFor(login);
  const member = rosterHandle ? TEAM[rosterHandle] : undefined;
  if (member) {
    return {
      handle: login,
      name: member.name,
      title: member.title,
      image: member.image,
      initials: initialsOf(member.name),
      href: githubProfile(member.github ?? login),
      twitter: member.twitter,
    };
  }
  if (typeof entry !== "string") {
    return {
      handle: login,
      name: entry.name,
      title: entry.title,
      image: entry.image,
      initials: initialsOf(entry.name),
      href: githubProfile(login),
      twitter: entry.twitter,
    };
  }
  return {
    handle: login,
    name: login,
    title: "Contributor",
    image: handleAvatarUrl(login),
    initials: initialsOf(login),
    href: githubProfile(login),
  };
}

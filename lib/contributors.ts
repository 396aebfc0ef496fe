import { initialsOf } from "./avatar";
import { normalisePath } from "./site-path";
import { rosterHandleFor, TEAM } from "./team";

/** How many contributors show before the "... and N more" button. */
export const CONTRIBUTORS_VISIBLE = 3;

/** `doc path -> contributor handles`, newest contributor first. */
export type ContributorsMap = Readonly<Record<string, readonly string[]>>;

export interface GitAuthor {
  name: string;
  email: string;
}

const NOREPLY = /^(?:\d+\+)?([^@]+)@users\.noreply\.github\.com$/i;

/**
 * The handle of a commit author: a roster handle when the GitHub login (from a noreply address),
 * the email's user part or the full name belongs to the team; otherwise the GitHub login or the
 * email's user part.
 */
export function authorToHandle({ name, email }: GitAuthor): string {
  const lowerEmail = email.trim().toLowerCase();
  const login = NOREPLY.exec(lowerEmail)?.[1];
  const userPart = login ?? lowerEmail.split("@")[0] ?? lowerEmail;
  const byLogin = rosterHandleFor(userPart);
  if (byLogin) return byLogin;
  const byName = Object.entries(TEAM).find(
    ([, m]) => m.name.toLowerCase() === name.trim().toLowerCase(),
  );
  if (byName) return byName[0];
  return userPart;
}

/** Parses `git log --format=%an%x09%ae` output (newest first) into unique handles, newest first. */
export function handlesFromGitLog(output: string): string[] {
  const seen = new Set<string>();
  for (const line of output.split("\n")) {
    if (!line.trim()) continue;
    const [name = "", email = ""] = line.split("\t");
    seen.add(authorToHandle({ name, email }));
  }
  return [...seen];
}

/** Route key of a page source file: `pages/docs/index.mdx` -> `/docs/index`. */
export function sourceFileToDocPath(file: string): string {
  return `/${file.replace(/^pages\//, "").replace(/\.(mdx?|tsx?|ipynb)$/, "")}`;
}

/** Contributors of a page: tries the path as given, then with and without a trailing `/index`. */
export function contributorsFor(
  map: ContributorsMap,
  path: string,
): readonly string[] {
  const clean = normalisePath(path);
  const candidates = clean.endsWith("/index")
    ? [clean, clean.slice(0, -"/index".length) || "/"]
    : [clean, clean === "/" ? "/index" : `${clean}/index`];
  for (const candidate of candidates) {
    const found = map[candidate];
    if (found && found.length > 0) return found;
  }
  return [];
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

/** What a contributor row shows: roster data for the team, the handle and `Contributor` otherwise. */
export function toContributorDisplay(handle: string): ContributorDisplay {
  const rosterHandle = rosterHandleFor(handle);
  const member = rosterHandle ? TEAM[rosterHandle] : undefined;
  if (member) {
    return {
      handle,
      name: member.name,
      title: member.title,
      image: member.image,
      initials: initialsOf(member.name),
      href: member.github ? `https://github.com/${member.github}` : undefined,
    };
  }
  return {
    handle,
    name: handle,
    title: "Contributor",
    image: `https://github.com/${encodeURIComponent(handle)}.png`,
    initials: initialsOf(handle),
    href: `https://github.com/${encodeURIComponent(handle)}`,
  };
}

import {
  loginOf,
  loginsOf,
  parseGitLog,
  type CommitAuthor,
  type IdentityMap,
} from "./contributors";
import { ownersFor, type OwnerRule } from "./page-owners";

/** A page and the file whose history names its contributors (the notebook of a generated page). */
export interface ContributorSource {
  route: string;
  sourceFile: string;
}

export interface BuildContributorsOptions {
  pages: readonly ContributorSource[];
  /** `git log --format=%H%x09%an%x09%ae -- <file>` output of a repository file, newest first. */
  gitLog: (file: string) => string;
  identities: IdentityMap;
  /** Rules of data/page-owners.txt: listed after the git contributors of each page they match. */
  owners?: readonly OwnerRule[];
  /** Resolves authors the committed rules cannot (the GitHub commits API); optional. */
  lookup?: (commit: CommitAuthor) => Promise<string | undefined>;
}

export interface ContributorsResult {
  /** `route -> logins` (git contributors newest first, then owners), keys sorted, pages without anyone left out. */
  map: Record<string, string[]>;
  /** Emails that map to no GitHub login (left out of every page). */
  unresolved: string[];
}

/** Builds data/contributors.json from the git history of every page's source file. */
export async function buildContributorsMap(
  options: BuildContributorsOptions,
): Promise<ContributorsResult> {
  const history = new Map<string, CommitAuthor[]>();
  for (const { sourceFile } of options.pages) {
    if (!history.has(sourceFile))
      history.set(sourceFile, parseGitLog(options.gitLog(sourceFile)));
  }

  // One lookup per unknown email (its newest commit is enough for GitHub to tell the account).
  const looked = new Map<string, string | undefined>();
  const unknown = new Map<string, CommitAuthor>();
  for (const commits of history.values())
    for (const c of commits) {
      const email = c.email.trim().toLowerCase();
      if (!loginOf(c, options.identities) && !unknown.has(email))
        unknown.set(email, c);
    }
  if (options.lookup)
    for (const [email, commit] of unknown)
      looked.set(email, await options.lookup(commit));

  const resolve = (c: CommitAuthor) =>
    loginOf(c, options.identities) ?? looked.get(c.email.trim().toLowerCase());
  const map: Record<string, string[]> = {};
  for (const page of [...options.pages].sort((a, b) =>
    a.route.localeCompare(b.route),
  )) {
    const logins = mergeLogins(
      loginsOf(history.get(page.sourceFile) ?? [], resolve),
      ownersFor(options.owners ?? [], page.route),
    );
    if (logins.length > 0) map[page.route] = logins;
  }
  return {
    map,
    unresolved: [...unknown.keys()].filter((e) => !looked.get(e)).sort(),
  };
}

/** `first`, then the logins of `then` it does not have yet (GitHub logins ignore case). */
export function mergeLogins(
  first: readonly string[],
  then: readonly string[],
): string[] {
  const merged = [...first];
  for (const login of then)
    if (!merged.some((m) => m.toLowerCase() === login.toLowerCase()))
      merged.push(login);
  return merged;
}

/**
 * Looks up the GitHub account behind a commit through the REST API
 * (`GET /repos/{owner}/{repo}/commits/{sha}` -> `author.login`). Failures resolve to `undefined`
 * and are reported through `warn`, so a rate limit never breaks the script.
 */
export function githubCommitLookup(options: {
  apiUrl: string;
  /** `owner/name` of the repository the commits live in. */
  repository: string;
  token: string;
  fetch?: typeof fetch;
  warn?: (message: string) => void;
}): (commit: CommitAuthor) => Promise<string | undefined> {
  const doFetch = options.fetch ?? fetch;
  return async (commit) => {
    const url = `${options.apiUrl.replace(/\/+$/, "")}/repos/${options.repository}/commits/${encodeURIComponent(commit.sha)}`;
    try {
      const res = await doFetch(url, {
        headers: {
          Accept: "application/vnd.github+json",
          Authorization: `Bearer ${options.token}`,
          "User-Agent": "langfuse-website-contributors",
          "X-GitHub-Api-Version": "2022-11-28",
        },
      });
      if (!res.ok) {
        options.warn?.(`GitHub API ${res.status} for commit ${commit.sha}`);
        return undefined;
      }
      const body = (await res.json()) as {
        author?: { login?: unknown } | null;
      };
      return typeof body.author?.login === "string"
        ? body.author.login
        : undefined;
    } catch (error) {
      options.warn?.(
        `GitHub API request failed for commit ${commit.sha}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    }
  };
}

/** `owner/name` of a GitHub repository URL. */
export function repositorySlug(url: string): string {
  const m = /github\.com\/([^/]+\/[^/#?]+?)(?:\.git)?\/?$/.exec(url);
  if (!m?.[1]) throw new Error(`not a GitHub repository URL: ${url}`);
  return m[1];
}

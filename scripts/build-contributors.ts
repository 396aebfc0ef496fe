/**
 * `npm run contributors`: regenerates data/contributors.json from the git history of every page's
 * source file (a generated page's notebook), followed by the page's owners in
 * data/page-owners.txt. Logins come from GitHub noreply addresses, data/github-identities.json and
 * the team roster; with GITHUB_TOKEN set, the remaining emails are resolved through the GitHub
 * commits API (GITHUB_API_URL overrides its base URL, for tests). Authors that map to no login are
 * left out and listed. Committed, so shallow clones keep the data.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readPageSources } from "../lib/content-index";
import {
  buildContributorsMap,
  githubCommitLookup,
  repositorySlug,
} from "../lib/contributors-build";
import type { IdentityMap } from "../lib/contributors";
import { parseOwnersFile } from "../lib/page-owners";
import { siteConfig } from "../lib/site-config";

async function main() {
  const root = process.cwd();
  const identitiesFile = join(root, "data/github-identities.json");
  const identities: IdentityMap = existsSync(identitiesFile)
    ? (JSON.parse(readFileSync(identitiesFile, "utf8")) as IdentityMap)
    : {};
  const ownersFile = join(root, "data/page-owners.txt");
  const owners = parseOwnersFile(
    readFileSync(ownersFile, "utf8"),
    "data/page-owners.txt",
  );
  const token = process.env.GITHUB_TOKEN?.trim();
  const result = await buildContributorsMap({
    pages: readPageSources(root),
    gitLog: (file) =>
      execFileSync(
        "git",
        ["log", "--follow", "--format=%H%x09%an%x09%ae", "--", file],
        { cwd: root, encoding: "utf8" },
      ),
    identities,
    owners,
    lookup: token
      ? githubCommitLookup({
          apiUrl: process.env.GITHUB_API_URL ?? "https://api.github.com",
          repository: repositorySlug(siteConfig.docsRepository),
          token,
          warn: (m) => console.warn(`warning: ${m}`),
        })
      : undefined,
  });
  writeFileSync(
    join(root, "data/contributors.json"),
    `${JSON.stringify(result.map, null, 2)}\n`,
  );
  console.log(
    `wrote data/contributors.json: ${Object.keys(result.map).length} pages with known contributors or owners`,
  );
  if (result.unresolved.length > 0)
    console.log(
      `left out (no GitHub login known; add them to data/github-identities.json${token ? "" : " or set GITHUB_TOKEN"}): ${result.unresolved.join(", ")}`,
    );
}

void main();

/**
 * Regenerates data/contributors.json from the git history: for every page source, the handles of
 * its commit authors, newest first. Committed, so builds from shallow clones keep the data.
 * Usage: npx tsx scripts/build-contributors.ts
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { handlesFromGitLog, sourceFileToDocPath } from "../lib/contributors";

const files = execFileSync(
  "git",
  ["ls-files", "pages/**/*.mdx", "pages/**/*.md", "pages/*.mdx"],
  { encoding: "utf8" },
)
  .split("\n")
  .filter(Boolean);

const map: Record<string, string[]> = {};
for (const file of files.sort()) {
  const log = execFileSync(
    "git",
    ["log", "--follow", "--format=%an%x09%ae", "--", file],
    { encoding: "utf8" },
  );
  const handles = handlesFromGitLog(log);
  if (handles.length > 0) map[sourceFileToDocPath(file)] = handles;
}
writeFileSync("data/contributors.json", `${JSON.stringify(map, null, 2)}\n`);
console.log(`wrote data/contributors.json: ${Object.keys(map).length} pages`);

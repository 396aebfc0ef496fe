/**
 * Writes the Python SDK's public API list that `npm run test:snippets` checks Python blocks
 * against (data/langfuse-python-sdk-api.json), derived from the SDK's source at the tag the site
 * documents. Run by hand when that tag changes; the result is checked in with its source.
 *
 *   git clone --bare https://github.com/langfuse/langfuse-python /tmp/langfuse-python.git
 *   npx tsx scripts/build-python-sdk-api.ts --git-dir /tmp/langfuse-python.git [--tag v3.14.5]
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { parsePython } from "../lib/snippets/python-ast";
import { PYTHON_SDK_API_FILE } from "../lib/snippets/python-api";
import {
  derivePythonApi,
  moduleNameOf,
  type SdkModule,
} from "../lib/snippets/python-api-derive";

/** The Python SDK release the site documents. */
const DOCUMENTED_TAG = "v3.14.5";
const REPOSITORY = "https://github.com/langfuse/langfuse-python";

const { values } = parseArgs({
  options: {
    "git-dir": { type: "string" },
    tag: { type: "string", default: DOCUMENTED_TAG },
  },
});
const gitDir = values["git-dir"];
if (!gitDir) {
  console.error(
    "usage: build-python-sdk-api.ts --git-dir <langfuse-python git dir> [--tag vX.Y.Z]",
  );
  process.exit(2);
}
const tag = values.tag;
const git = (...args: string[]) =>
  execFileSync("git", [`--git-dir=${gitDir}`, ...args], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });

const commit = git("rev-parse", `${tag}^{commit}`).trim();
const files = git("ls-tree", "-r", "--name-only", tag, "langfuse/")
  .split("\n")
  .filter((f) => f.endsWith(".py"));
const parsed = parsePython(
  files.map((f) => ({ id: f, code: git("show", `${tag}:${f}`) })),
).results;
const modules: SdkModule[] = parsed.map((result) => {
  if ("error" in result)
    throw new Error(
      `${result.id}:${result.error.line}: ${result.error.message}`,
    );
  return { ...moduleNameOf(result.id), tree: result.tree };
});
const api = derivePythonApi(modules, {
  repository: REPOSITORY,
  tag,
  commit,
  generatedBy: `npx tsx scripts/build-python-sdk-api.ts --git-dir <clone> --tag ${tag}`,
});
writeFileSync(PYTHON_SDK_API_FILE, `${JSON.stringify(api, null, 1)}\n`);
console.log(
  `${PYTHON_SDK_API_FILE}: ${Object.keys(api.modules).length} modules, ${Object.keys(api.classes).length} classes from ${REPOSITORY} ${tag} (${commit}).`,
);

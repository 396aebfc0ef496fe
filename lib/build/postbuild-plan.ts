/**
 * The build's steps after `next build` (issue 25), as stages of lanes: the lanes of a stage run
 * side by side, the commands of a lane one after another, the stages in order. Run one after
 * another, the independent steps left a core idle for most of the 3,000-page post-build (machine
 * files, search index and social images each about a minute and a half, mostly on one core).
 */

/** Commands that run one after another (a later one needs an earlier one's output). */
export type PostbuildLane = readonly string[];
/** Lanes that run at the same time. */
export type PostbuildStage = readonly PostbuildLane[];

/**
 * What `postbuild` runs (package.json): scripts/postbuild.ts over {@link POSTBUILD_PLAN}. Steps
 * run as `node --import tsx`, not through tsx's command, which starts a second Node process
 * to run the script in: 0.9 -> 0.45 s of CPU a step, on a one-page rebuild's critical path.
 */
export const POSTBUILD_COMMAND = "node --import tsx scripts/postbuild.ts";

export const POSTBUILD_PLAN: readonly PostbuildStage[] = [
  [
    // Restores the pages the render cache kept (lib/compiled-pages/render-cache.ts), then
    // rewrites pages in place (each page's build-manifest <script>; Next's runtime out of island
    // pages): the steps that read the exported HTML (search index, social images) wait for it.
    ["node --import tsx scripts/finish-export.ts"],
    // From the MDX sources and the export's images, not its HTML: beside the step above, which
    // runs on one core.
    ["node --import tsx scripts/build-machine-files.ts"],
    ["node --import tsx scripts/build-images.ts"],
    // The social-image renderer runs in the server bundle's worker file.
    ["node --import tsx scripts/build-server.ts"],
  ],
  [
    ["node --import tsx scripts/build-search-index.ts"],
    ["node --import tsx scripts/build-og-images.ts"],
  ],
  // Compresses what every step before it wrote.
  [["node --import tsx scripts/precompress.ts"]],
];

/** How one command of the plan went. */
export interface PostbuildStepResult<T> {
  command: string;
  ok: boolean;
  /** What `run` returned, or the error it threw. */
  value?: T;
  error?: unknown;
}

/**
 * Runs `plan` with `run` for each command and returns every command's result in plan order. A
 * failed command stops its lane and, once the other lanes of its stage have finished, the plan
 * (later stages would read output that is missing); the error names every failed command.
 */
export async function runPostbuildPlan<T>(
  plan: readonly PostbuildStage[],
  run: (command: string) => Promise<T>,
): Promise<Array<PostbuildStepResult<T>>> {
  const results: Array<PostbuildStepResult<T>> = [];
  for (const stage of plan) {
    const lanes = await Promise.all(
      stage.map(async (lane) => {
        const laneResults: Array<PostbuildStepResult<T>> = [];
        for (const command of lane) {
          try {
            laneResults.push({ command, ok: true, value: await run(command) });
          } catch (error) {
            laneResults.push({ command, ok: false, error });
            break;
          }
        }
        return laneResults;
      }),
    );
    results.push(...lanes.flat());
    const failed = results.filter((r) => !r.ok);
    if (failed.length > 0)
      throw new PostbuildError(
        failed.map((r) => r.command),
        results,
      );
  }
  return results;
}

/** The plan stopped: `failed` are the commands that failed, `results` what ran until then. */
export class PostbuildError<T = unknown> extends Error {
  constructor(
    readonly failed: readonly string[],
    readonly results: ReadonlyArray<PostbuildStepResult<T>>,
  ) {
    super(`postbuild failed: ${failed.join(", ")}`);
    this.name = "PostbuildError";
  }
}

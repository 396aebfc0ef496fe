/**
 * The build as separately timed steps (issue 25): `npm run build` is `prebuild`, `next build` and
 * `postbuild`, and each of those hooks is a chain of commands. Timing each command on its own,
 * and `next build`'s own phases from its log, shows which part grows faster than the page count.
 */

/** One command of the build, as `npm run build` would run it. */
export interface BuildStep {
  /** Short name for tables: the script file name (`build-cookbook`) or `next build`. */
  name: string;
  /** The command as written in package.json. */
  command: string;
  /** Which script it came from: the `build` script itself is `next build`, whose log has phases. */
  hook: "prebuild" | "build" | "postbuild";
  /**
   * Set when the step is a stage of the post-build plan (lib/build/postbuild-plan.ts) with more
   * than one lane: the lanes run side by side, each a list of commands run in order, and
   * `command` is them joined for display.
   */
  lanes?: string[][];
}

import {
  POSTBUILD_COMMAND,
  POSTBUILD_PLAN,
  type PostbuildStage,
} from "../build/postbuild-plan";

/** The script name of a command: `tsx scripts/build-cookbook.ts` -> `build-cookbook`. */
export function stepName(command: string): string {
  const script = /(?:^|\s)(?:scripts\/)?([\w.-]+)\.(?:m?ts|mjs|js)\b/.exec(
    command,
  );
  if (script) return script[1]!;
  const npmRun = /^npm run ([\w:.-]+)$/.exec(command.trim());
  if (npmRun) return npmRun[1]!;
  return command.trim().split(/\s+/).slice(0, 2).join(" ");
}

/**
 * The commands `npm run build` runs, in order: each `&&` part of `prebuild`, the `build` script
 * itself, each part of `postbuild`. A hook with `||`, `;` or a pipe is kept whole, since splitting
 * it would change what it does. A `postbuild` that is scripts/postbuild.ts becomes its plan's
 * stages: a one-command stage is a step, a stage of lanes one step with `lanes`.
 */
export function buildSteps(
  scripts: Readonly<Record<string, string | undefined>>,
): BuildStep[] {
  const build = scripts.build;
  if (!build) throw new Error('package.json has no "build" script');
  const parts = (hook: string | undefined): string[] => {
    if (!hook) return [];
    if (/\|\||;|\|/.test(hook)) return [hook.trim()];
    return hook
      .split("&&")
      .map((p) => p.trim())
      .filter(Boolean);
  };
  const step =
    (hook: BuildStep["hook"]) =>
    (command: string): BuildStep => ({
      name: stepName(command),
      command,
      hook,
    });
  const post =
    scripts.postbuild?.trim() === POSTBUILD_COMMAND
      ? POSTBUILD_PLAN.map(stageStep)
      : parts(scripts.postbuild).map(step("postbuild"));
  return [
    ...parts(scripts.prebuild).map(step("prebuild")),
    step("build")(build.trim()),
    ...post,
  ];
}

/** One stage of the post-build plan as a bench step. */
function stageStep(stage: PostbuildStage): BuildStep {
  const lanes = stage.map((lane) => [...lane]);
  const commands = lanes.flat();
  if (commands.length === 1)
    return {
      name: stepName(commands[0]!),
      command: commands[0]!,
      hook: "postbuild",
    };
  return {
    name: lanes.map((lane) => lane.map(stepName).join(" > ")).join(" | "),
    command: lanes.map((lane) => lane.join(" && ")).join(" & "),
    hook: "postbuild",
    lanes,
  };
}

/** A log line of a running command and when it arrived (ms since the command started). */
export interface TimedLine {
  ms: number;
  text: string;
}

/** A phase of `next build` and how long it took. */
export interface NextPhase {
  name: string;
  ms: number;
}

/**
 * Where each phase of `next build` (Next 15, pages router, static export) starts, by the first
 * log line that matches. Phases absent from a log (a build that failed) are left out.
 */
const NEXT_MARKERS: ReadonlyArray<{ name: string; line: RegExp }> = [
  { name: "start", line: /^/ },
  {
    name: "compile (webpack, MDX)",
    line: /Creating an optimized production build/,
  },
  { name: "collect page data", line: /Collecting page data/ },
  { name: "generate static pages", line: /Generating static pages \(0\// },
  { name: "collect build traces", line: /Collecting build traces/ },
  { name: "export", line: /Exporting \(0\// },
];

/**
 * Splits a `next build` run into phases from its timestamped log: each phase lasts from its
 * marker line to the next phase's marker (the last one to `endMs`). "start" covers config
 * loading and Nextra's page map before the compile begins.
 */
export function nextBuildPhases(
  lines: readonly TimedLine[],
  endMs: number,
): NextPhase[] {
  const starts: Array<{ name: string; ms: number }> = [];
  for (const marker of NEXT_MARKERS) {
    const hit =
      marker.name === "start"
        ? { ms: 0 }
        : lines.find((l) => marker.line.test(l.text));
    if (hit) starts.push({ name: marker.name, ms: hit.ms });
  }
  starts.sort((a, b) => a.ms - b.ms);
  return starts.map((s, i) => ({
    name: s.name,
    ms: Math.max(0, (starts[i + 1]?.ms ?? endMs) - s.ms),
  }));
}

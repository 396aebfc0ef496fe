import { describe, expect, it } from "vitest";
import {
  POSTBUILD_PLAN,
  PostbuildError,
  runPostbuildPlan,
  type PostbuildStage,
} from "@/lib/build/postbuild-plan";

/** A fake command runner that records when each command starts and ends, and fails the named ones. */
function recorder(fail: ReadonlySet<string> = new Set()) {
  const events: string[] = [];
  const run = async (command: string) => {
    events.push(`start ${command}`);
    // Yield so that lanes of one stage interleave, as child processes would.
    await Promise.resolve();
    await Promise.resolve();
    events.push(`end ${command}`);
    if (fail.has(command)) throw new Error(`${command} failed`);
    return command.length;
  };
  return { events, run };
}

const PLAN: PostbuildStage[] = [[["first"]], [["a1", "a2"], ["b"]], [["last"]]];

describe("runPostbuildPlan", () => {
  it("runs the lanes of a stage side by side and the stages in order", async () => {
    const { events, run } = recorder();
    const results = await runPostbuildPlan(PLAN, run);
    expect(results.map((r) => [r.command, r.ok, r.value])).toEqual([
      ["first", true, 5],
      ["a1", true, 2],
      ["a2", true, 2],
      ["b", true, 1],
      ["last", true, 4],
    ]);
    // b starts before a1 ends (side by side); a2 waits for a1; last waits for the whole stage.
    expect(events.indexOf("start b")).toBeLessThan(events.indexOf("end a1"));
    expect(events.indexOf("start a2")).toBeGreaterThan(
      events.indexOf("end a1"),
    );
    expect(events.indexOf("start last")).toBeGreaterThan(
      Math.max(events.indexOf("end a2"), events.indexOf("end b")),
    );
  });

  it("stops a lane at its failed command, lets the other lanes finish and runs no later stage", async () => {
    const { events, run } = recorder(new Set(["a1"]));
    const error = await runPostbuildPlan(PLAN, run).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostbuildError);
    const failure = error as PostbuildError;
    expect(failure.message).toBe("postbuild failed: a1");
    expect(failure.failed).toEqual(["a1"]);
    expect(failure.results.map((r) => [r.command, r.ok])).toEqual([
      ["first", true],
      ["a1", false],
      ["b", true],
    ]);
    expect(events).not.toContain("start a2");
    expect(events).not.toContain("start last");
  });
});

describe("POSTBUILD_PLAN", () => {
  const commands = POSTBUILD_PLAN.flat(2);

  it("runs every post-build script exactly once", () => {
    expect(new Set(commands).size).toBe(commands.length);
    expect(commands).toEqual(
      expect.arrayContaining([
        "node --import tsx scripts/build-machine-files.ts",
        "node --import tsx scripts/build-images.ts",
        "node --import tsx scripts/finish-export.ts",
        "node --import tsx scripts/build-search-index.ts",
        "node --import tsx scripts/build-server.ts",
        "node --import tsx scripts/build-og-images.ts",
        "node --import tsx scripts/precompress.ts",
      ]),
    );
  });

  it.each([
    // [step that must finish first, step that needs it]
    // The render cache's pages must be in the export, and island pages final, before anything
    // reads the exported HTML.
    ["finish-export", "build-search-index"],
    ["finish-export", "build-og-images"],
    ["finish-export", "precompress"],
    ["build-server", "build-og-images"],
    ["build-machine-files", "precompress"],
    ["build-search-index", "precompress"],
    ["build-images", "precompress"],
    ["build-og-images", "precompress"],
  ])("%s finishes before %s starts", (before, after) => {
    const position = (name: string) => {
      for (const [stage, lanes] of POSTBUILD_PLAN.entries())
        for (const lane of lanes)
          for (const [index, command] of lane.entries())
            if (command.includes(name)) return { stage, lane, index };
      throw new Error(`${name} is not in the plan`);
    };
    const a = position(before);
    const b = position(after);
    const sameLaneEarlier =
      a.stage === b.stage && a.lane === b.lane && a.index < b.index;
    expect(a.stage < b.stage || sameLaneEarlier).toBe(true);
  });
});

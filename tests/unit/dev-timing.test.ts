import { describe, expect, it } from "vitest";
import { pollUntil, withEditMarker } from "../../lib/bench/dev-timing";

/** A clock that only moves when the poll sleeps, so no test waits for real time. */
function fakeClock() {
  let t = 0;
  return {
    now: () => t,
    sleep: async (ms: number) => {
      t += ms;
    },
  };
}

describe("pollUntil", () => {
  it("returns the time until the check first passed", async () => {
    const clock = fakeClock();
    let calls = 0;
    const ms = await pollUntil(async () => ++calls === 4, {
      timeoutMs: 10_000,
      intervalMs: 250,
      what: "page",
      ...clock,
    });
    expect(calls).toBe(4);
    expect(ms).toBe(750);
  });

  it("treats a check that throws (server not listening yet) as not yet", async () => {
    const clock = fakeClock();
    let calls = 0;
    const ms = await pollUntil(
      async () => {
        calls += 1;
        if (calls < 3) throw new Error("ECONNREFUSED");
        return true;
      },
      { timeoutMs: 10_000, intervalMs: 100, what: "page", ...clock },
    );
    expect(ms).toBe(200);
  });

  it("names what it waited for when it gives up", async () => {
    const clock = fakeClock();
    await expect(
      pollUntil(async () => false, {
        timeoutMs: 1_000,
        intervalMs: 300,
        what: "next dev: the edit of /docs/get-started",
        ...clock,
      }),
    ).rejects.toThrow(
      "next dev: the edit of /docs/get-started: not seen within 1 s",
    );
  });
});

describe("withEditMarker", () => {
  it.each([
    ["a page ending in a newline", "# Title\n\nText.\n"],
    ["a page ending in blank lines", "# Title\n\nText.\n\n\n"],
    ["a page ending in a component", "# Title\n\n<Cards />"],
  ])("appends the marker as its own paragraph to %s", (_name, source) => {
    const edited = withEditMarker(source, "bench-edit-abc123");
    expect(edited.startsWith(source.trimEnd())).toBe(true);
    expect(edited.endsWith("\n\nbench-edit-abc123\n")).toBe(true);
  });

  it("refuses a marker that MDX could read as markup", () => {
    expect(() => withEditMarker("# T\n", "<b>x</b>")).toThrow(/lower-case/);
  });
});

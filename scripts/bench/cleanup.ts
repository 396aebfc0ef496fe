/**
 * What the bench must undo if it stops early: servers, browsers, builds and temp folders it
 * started. Ctrl-C reaches the children in the terminal's process group, but not Chromium (its own
 * group, so it can be ended as a whole) and nothing at all when the bench gets a plain SIGTERM.
 */
type Task = () => void | Promise<void>;

const tasks = new Set<Task>();

/** Registers `task` to run on early exit; returns a function that unregisters it. */
export function onCleanup(task: Task): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

/** Runs every registered task, newest first, ignoring their errors. */
export async function runCleanup(): Promise<void> {
  const pending = [...tasks].reverse();
  tasks.clear();
  for (const task of pending) {
    try {
      await task();
    } catch {
      // Best effort: the next task still runs.
    }
  }
}

/**
 * On SIGINT or SIGTERM, run the cleanup tasks, then exit with 128 + the signal number; on an
 * error nothing caught, print it, clean up and exit with 1 (Node would exit at once, leaving the
 * servers it started running).
 */
export function cleanUpOnExit(): void {
  const codes = { SIGINT: 130, SIGTERM: 143 } as const;
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and browsers...`);
      void runCleanup().finally(() => process.exit(codes[signal]));
    });
  const fail = (error: unknown) => {
    console.error(error);
    void runCleanup().finally(() => process.exit(1));
  };
  process.once("uncaughtException", fail);
  process.once("unhandledRejection", fail);
}

import { Worker } from "node:worker_threads";
import { QueueFullError } from "../concurrency-limit";
import type { OgInput } from "./og-input";
import type { OgReply, OgTask } from "./og-worker";

export interface RenderPoolOptions {
  /** The bundled worker module (dist/server/og-worker.mjs). */
  workerUrl: URL;
  /** Worker threads, each rendering one image at a time. */
  size: number;
  /** Renders waiting for a free worker before new ones are refused with QueueFullError. */
  maxQueue: number;
}

export interface RenderPool {
  render: (input: OgInput) => Promise<Buffer>;
  /** Renders running and waiting (for logs and tests). */
  stats: () => { running: number; queued: number; workers: number };
  close: () => Promise<void>;
}

interface Job {
  task: OgTask;
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

/**
 * resvg's native module allocates with mimalloc, which by default hands freed memory back to the
 * system 10 ms later (`purge_delay`). A social image allocates and frees a few 3 MB pixmaps, so
 * every render faulted fresh zeroed pages in again: measured over the build's 377 cold renders
 * (two workers), 31.4 -> 21-24 s of CPU, a third of it system time, and 16.5 -> 11-13 s wall, the
 * same PNG bytes. mimalloc reads the option once, when the module loads in the first worker, from
 * the process environment, which a worker's own `process.env` does not change: so it is set here,
 * on the thread that starts the workers, unless the environment already chooses a value.
 */
export function keepRendererMemory(env: NodeJS.ProcessEnv = process.env) {
  env.MIMALLOC_PURGE_DELAY ??= "-1";
}

/**
 * A fixed pool of worker threads for social images. Workers start on the first render (a server
 * that only serves prebuilt images never starts one); a worker that dies fails its render and is
 * replaced on the next. The main thread only queues tasks and receives the PNG bytes.
 */
export function createRenderPool({
  workerUrl,
  size,
  maxQueue,
}: RenderPoolOptions): RenderPool {
  keepRendererMemory();
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const spawn = (): Slot => {
    const slot: Slot = { worker: new Worker(workerUrl), job: null };
    slot.worker.on("message", (reply: OgReply) => {
      const job = slot.job;
      slot.job = null;
      slot.worker.unref();
      if (job && job.task.id === reply.id) {
        if ("png" in reply)
          job.resolve(
            Buffer.from(
              reply.png.buffer,
              reply.png.byteOffset,
              reply.png.byteLength,
            ),
          );
        else job.reject(new Error(`og render failed: ${reply.error}`));
      }
      dispatch();
    });
    // A crash emits "error" and then "exit": the slot is dropped once.
    const fail = (error: Error) => {
      slot.job?.reject(error);
      slot.job = null;
      const index = slots.indexOf(slot);
      if (index === -1) return;
      slots.splice(index, 1);
      if (!closed) dispatch();
    };
    slot.worker.on("error", fail);
    slot.worker.on("exit", (code) =>
      fail(new Error(`og worker exited with code ${code}`)),
    );
    slots.push(slot);
    return slot;
  };

  function dispatch() {
    while (queue.length > 0) {
      let slot = slots.find((s) => s.job === null);
      if (!slot && slots.length < size) slot = spawn();
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      // A busy worker keeps the process alive (a build script awaits it); an idle one does not.
      slot.worker.ref();
      slot.worker.postMessage(job.task);
    }
  }

  return {
    render(input) {
      if (closed) return Promise.reject(new Error("og render pool is closed"));
      const busy = slots.filter((s) => s.job !== null).length;
      if (busy >= size && queue.length >= maxQueue)
        return Promise.reject(new QueueFullError());
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ task: { id: nextId++, input }, resolve, reject });
        dispatch();
      });
    },
    stats: () => ({
      running: slots.filter((s) => s.job !== null).length,
      queued: queue.length,
      workers: slots.length,
    }),
    async close() {
      closed = true;
      for (const job of queue.splice(0))
        job.reject(new Error("og render pool is closed"));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

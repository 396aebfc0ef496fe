/**
 * The Open Graph renderer's worker thread (bundled as dist/server/og-worker.mjs): renders one
 * image per message, so satori and resvg never run on the server's event loop.
 */
import { parentPort } from "node:worker_threads";
import type { OgInput } from "./og-input";
import { renderOgPng } from "./render-og";

export interface OgTask {
  id: number;
  input: OgInput;
}

export type OgReply =
  { id: number; png: Uint8Array } | { id: number; error: string };

if (!parentPort) throw new Error("og-worker runs as a worker thread");
const port = parentPort;
port.on("message", (task: OgTask) => {
  renderOgPng(task.input).then(
    (png) => {
      // Copied into a buffer of its own, which is handed over to the main thread, not cloned.
      const bytes = new Uint8Array(png);
      port.postMessage({ id: task.id, png: bytes } satisfies OgReply, [
        bytes.buffer,
      ]);
    },
    (error: unknown) =>
      port.postMessage({
        id: task.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies OgReply),
  );
});

import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";

const port = Number(process.env.PORT ?? 3333);
const hostname = process.env.HOST ?? "0.0.0.0";
const outDir = resolve(process.env.OUT_DIR ?? "out");

if (!existsSync(outDir)) {
  console.error(`No static export at ${outDir}. Run \`npm run build\` first.`);
  process.exit(1);
}

const server = serve(
  { fetch: createApp({ outDir }).fetch, port, hostname },
  (info) => {
    console.log(`Serving ${outDir} on http://localhost:${info.port}`);
  },
);

function shutdown(signal: string) {
  console.log(`${signal} received, closing the server`);
  server.close(() => process.exit(0));
  // Do not hang forever on keep-alive connections.
  setTimeout(() => process.exit(0), 5000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

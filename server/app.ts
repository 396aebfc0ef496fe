import { Hono } from "hono";
import { compress } from "hono/compress";
import { staticFiles } from "./static-files";

export interface AppOptions {
  /** Folder holding the static export. */
  outDir: string;
  /** Mounts API routes before the static handler (later features add theirs here). */
  mountRoutes?: (app: Hono) => void;
}

/** The site server as a Hono app: API routes first, the static export last. */
export function createApp({ outDir, mountRoutes }: AppOptions): Hono {
  const app = new Hono();
  app.use("*", compress());
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  mountRoutes?.(app);
  app.all("*", staticFiles(outDir));
  return app;
}

import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QueueFullError } from "@/server/concurrency-limit";
import { RateLimiter } from "@/server/feedback/rate-limiter";
import { ogImageName, type OgInput } from "@/server/og/og-input";
import {
  ogInputOfPage,
  prebuildOgImages,
  rendererVersion,
} from "@/server/og/prebuild-images";
import { readOgManifest } from "@/server/og/prebuilt-images";
import { renderOgPng } from "@/server/og/render-og";
import {
  createRenderPool,
  keepRendererMemory,
  type RenderPool,
} from "@/server/og/render-pool";
import { ogRoute } from "@/server/routes/og-route";

const INPUT: OgInput = {
  title: "Prompt caching",
  description:
    "Prompts served from the SDK cache, refreshed in the background.",
  section: "Docs",
};
/**
 * sha256 of the PNG that today's renderer draws for INPUT (satori + resvg with the Geist fonts of
 * package-lock.json, stored by server/og/encode-png.ts). A change of the design, a font or a renderer version changes it: check the
 * image, then update the hash.
 */
const GOLDEN_SHA256 =
  "c82f66db41b3c042ab0cc7c43c110119658d5f3e7ea37a5dfcb2a44577daac50";

const sha256 = (bytes: Uint8Array) =>
  createHash("sha256").update(bytes).digest("hex");

let workerUrl: URL;
beforeAll(async () => {
  // The worker as scripts/build-server.ts bundles it, inside the repository so that its
  // packages resolve from node_modules.
  const dir = resolve(".generated/test-og-worker");
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, "og-worker.mjs");
  await build({
    entryPoints: ["server/og/og-worker.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  workerUrl = pathToFileURL(outfile);
});

describe("the render pool", () => {
  let pool: RenderPool;
  afterAll(async () => pool?.close());

  it("renders in a worker the same PNG as the renderer itself (golden hash)", async () => {
    pool = createRenderPool({ workerUrl, size: 1, maxQueue: 4 });
    expect(pool.stats().workers).toBe(0);
    const [pooled, inline] = await Promise.all([
      pool.render(INPUT),
      renderOgPng(INPUT),
    ]);
    expect(pool.stats().workers).toBe(1);
    expect(sha256(pooled)).toBe(sha256(inline));
    expect(sha256(pooled)).toBe(GOLDEN_SHA256);
  });

  it.each<[Record<string, string>, string]>([
    [{}, "-1"],
    [{ MIMALLOC_PURGE_DELAY: "10" }, "10"],
  ])(
    "keeps the renderer's freed memory unless the environment says otherwise (%j)",
    (env, expected) => {
      keepRendererMemory(env as NodeJS.ProcessEnv);
      expect(env.MIMALLOC_PURGE_DELAY).toBe(expected);
    },
  );

  it("refuses a render when its workers are busy and its queue is full", async () => {
    const small = createRenderPool({ workerUrl, size: 1, maxQueue: 1 });
    try {
      const first = small.render({ ...INPUT, title: "One" });
      const second = small.render({ ...INPUT, title: "Two" });
      await expect(
        small.render({ ...INPUT, title: "Three" }),
      ).rejects.toBeInstanceOf(QueueFullError);
      expect(small.stats()).toEqual({ running: 1, queued: 1, workers: 1 });
      const [a, b] = await Promise.all([first, second]);
      expect(sha256(a)).not.toBe(sha256(b));
    } finally {
      await small.close();
    }
  });

  it("fails the renders of a closed pool instead of hanging", async () => {
    const closing = createRenderPool({ workerUrl, size: 1, maxQueue: 4 });
    const outcomes = Promise.allSettled([
      closing.render({ ...INPUT, title: "Running" }),
      closing.render({ ...INPUT, title: "Waiting" }),
    ]);
    await closing.close();
    const [running, waiting] = await outcomes;
    expect(running.status).toBe("rejected");
    expect(waiting).toEqual({
      status: "rejected",
      reason: new Error("og render pool is closed"),
    });
    await expect(closing.render(INPUT)).rejects.toThrow("closed");
  });
});

const png = (label: string) => Buffer.from(`png:${label}`);

describe("GET /api/og limits", () => {
  const url = (title: string) =>
    `http://site.test/api/og?title=${encodeURIComponent(title)}&section=Docs`;

  it("answers 503 with Retry-After when the render queue is full", async () => {
    const route = ogRoute({
      render: () => Promise.reject(new QueueFullError()),
    });
    const res = await route(new Request(url("Busy")));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect(await res.json()).toEqual({
      error: "Busy rendering images, retry shortly",
    });
  });

  it("answers 429 to a client over its render limit; cached images do not count", async () => {
    const rendered: string[] = [];
    const route = ogRoute({
      render: (input) => {
        rendered.push(input.title);
        return Promise.resolve(png(input.title));
      },
      limiter: new RateLimiter(2),
      clientHash: (req) => req.headers.get("x-client") ?? "",
    });
    const from = (client: string, title: string) =>
      route(new Request(url(title), { headers: { "x-client": client } }));
    expect((await from("a", "One")).status).toBe(200);
    expect((await from("a", "Two")).status).toBe(200);
    // Cached: free.
    expect((await from("a", "One")).headers.get("x-cache")).toBe("HIT");
    const limited = await from("a", "Three");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    // Another client has its own budget.
    expect((await from("b", "Three")).status).toBe(200);
    expect(rendered).toEqual(["One", "Two", "Three"]);
  });
});

describe("prebuilt images", () => {
  const page = (query: string) =>
    `<html><head><meta property="og:image" content="https://langfuse.com/api/og?${query}"/></head></html>`;

  it.each([
    [
      page("title=Prompt+caching&amp;description=Fast&amp;section=Docs"),
      { title: "Prompt caching", description: "Fast", section: "Docs" },
    ],
    [
      page("title=Q%26A&amp;description=&amp;section="),
      { title: "Q&A", description: "", section: "" },
    ],
    [
      `<meta property="og:image" content="https://langfuse.com/images/own.png"/>`,
      null,
    ],
    ["<html></html>", null],
  ])("reads the og:image input of a page (%#)", (html, expected) => {
    expect(ogInputOfPage(html)).toEqual(expected);
  });

  it("renders each distinct input once, then reuses the cache until the renderer changes", async () => {
    const root = mkdtempSync(join(tmpdir(), "og-prebuild-"));
    const outDir = join(root, "out");
    const cacheDir = join(root, "cache");
    const rendered: string[] = [];
    const render = (input: OgInput) => {
      rendered.push(input.title);
      return Promise.resolve(png(input.title));
    };
    const a = { title: "A", description: "", section: "Docs" };
    const b = { title: "B", description: "", section: "Docs" };
    const first = await prebuildOgImages({
      outDir,
      cacheDir,
      version: "v1",
      inputs: [a, b, a],
      render,
    });
    expect(first).toEqual({ images: 2, rendered: 2 });
    expect(readFileSync(join(outDir, "og", ogImageName(a))).toString()).toBe(
      "png:A",
    );
    const manifest = readOgManifest(outDir);
    expect([...manifest.keys()].sort()).toEqual(
      [ogImageName(a), ogImageName(b)].sort(),
    );

    const again = await prebuildOgImages({
      outDir,
      cacheDir,
      version: "v1",
      inputs: [a, b],
      render,
    });
    expect(again).toEqual({ images: 2, rendered: 0 });
    expect(readOgManifest(outDir)).toEqual(manifest);

    // B's page is gone: its render leaves the cache.
    const fewer = await prebuildOgImages({
      outDir,
      cacheDir,
      version: "v1",
      inputs: [a],
      render,
    });
    expect(fewer.rendered).toBe(0);
    expect(readdirSync(cacheDir)).toHaveLength(1);

    const redesigned = await prebuildOgImages({
      outDir,
      cacheDir,
      version: "v2",
      inputs: [a],
      render,
    });
    expect(redesigned.rendered).toBe(1);
    expect(rendered).toEqual(["A", "B", "A"]);
  });

  it("serves a prebuilt image from disk without rendering or counting it", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "og-static-"));
    const input = {
      title: "Prompt caching",
      description: "Fast",
      section: "Docs",
    };
    await prebuildOgImages({
      outDir,
      cacheDir: join(outDir, ".cache"),
      version: "v1",
      inputs: [input],
      render: () => Promise.resolve(png("prebuilt")),
    });
    const route = ogRoute({
      render: () => Promise.reject(new Error("must not render")),
      outDir,
      prebuilt: readOgManifest(outDir),
      limiter: new RateLimiter(1),
      clientHash: () => "one-client",
    });
    for (let i = 0; i < 3; i++) {
      const res = await route(
        new Request(
          "http://site.test/api/og?section=Docs&description=Fast&title=Prompt%20caching",
        ),
      );
      expect(res.status).toBe(200);
      expect(res.headers.get("x-cache")).toBe("STATIC");
      expect(res.headers.get("cache-control")).toBe(
        "public, max-age=31536000, immutable",
      );
      expect(Buffer.from(await res.arrayBuffer()).toString()).toBe(
        "png:prebuilt",
      );
    }
    const etag = readOgManifest(outDir).get(ogImageName(input))!;
    const revalidated = await route(
      new Request(
        "http://site.test/api/og?title=Prompt%20caching&description=Fast&section=Docs",
        {
          headers: { "if-none-match": etag },
        },
      ),
    );
    expect(revalidated.status).toBe(304);
  });

  it("names the renderer's sources in its version", () => {
    const v = rendererVersion(process.cwd());
    expect(v).toMatch(/^[0-9a-f]{16}$/);
    const root = mkdtempSync(join(tmpdir(), "og-version-"));
    expect(() => rendererVersion(root)).toThrow();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normaliseOgInput } from "@/server/og/og-input";
import { startTestServer, type TestServer } from "./test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

describe("normaliseOgInput", () => {
  it.each([
    [{}, { title: "Langfuse", description: "", section: "" }],
    [
      { title: "  Tracing \n overview " },
      { title: "Tracing overview", description: "", section: "" },
    ],
    [
      { title: "Launch 🚀 week" },
      { title: "Launch week", description: "", section: "" },
    ],
    [
      { title: "a\u0000b\u202ec", section: "Docs" },
      { title: "a b c", description: "", section: "Docs" },
    ],
  ])("%j -> %j", (query, expected) => {
    expect(
      normaliseOgInput(new URLSearchParams(query as Record<string, string>)),
    ).toEqual(expected);
  });

  it("cuts the description to 155 characters with ...", () => {
    const { description, title } = normaliseOgInput(
      new URLSearchParams({
        title: "t".repeat(500),
        description: "word ".repeat(100),
      }),
    );
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith("...")).toBe(true);
    expect(title.length).toBeLessThanOrEqual(110);
  });
});

describe("GET /api/og", () => {
  it.each([
    [
      "normal",
      "?title=Tracing&description=See%20every%20LLM%20call&section=Docs",
    ],
    ["empty", ""],
    ["10,000-character title", `?title=${"x".repeat(10_000)}`],
    [
      "emoji title",
      `?title=${encodeURIComponent("Ship it 🚀🔥 with Langfuse")}`,
    ],
    ["odd bytes", "?title=%FF%FE&section=%00"],
  ])("returns a 1200x630 PNG for the %s case", async (_name, query) => {
    const res = await fetch(`${server.url}/api/og${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe(
      "public, max-age=86400, immutable",
    );
    expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(pngSize(Buffer.from(await res.arrayBuffer()))).toEqual({
      width: 1200,
      height: 630,
    });
  });

  // How much faster a cached image is belongs to `npm run bench:server` (cold vs cached
  // ratio), not to a test: busy CI machines make wall-clock assertions flaky.
  it("serves repeats from the cache with the same strong ETag, and 304s", async () => {
    const url = `${server.url}/api/og?title=${encodeURIComponent("Cache check")}&section=FAQ`;
    const cold = await fetch(url);
    await cold.arrayBuffer();
    const warm = await fetch(url);
    await warm.arrayBuffer();
    expect(cold.headers.get("x-cache")).toBe("MISS");
    expect(warm.headers.get("x-cache")).toBe("HIT");
    expect(warm.headers.get("etag")).toBe(cold.headers.get("etag"));
    const revalidated = await fetch(url, {
      headers: { "if-none-match": cold.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(304);
  });

  it("shares one cache entry between equivalent queries", async () => {
    await (
      await fetch(`${server.url}/api/og?title=Same&section=Docs`)
    ).arrayBuffer();
    const again = await fetch(
      `${server.url}/api/og?section=Docs&title=%20Same%20`,
    );
    expect(again.headers.get("x-cache")).toBe("HIT");
  });
});

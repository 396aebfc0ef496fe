import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server";

// Fixture: frame.1a2b.w640 exists as .jpg, .webp and .avif of equal size; w750 has an AVIF larger
// than its WebP; frame.1a2b.w16 exists only as .jpg.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const get = (path: string, accept?: string) =>
  fetch(`${server.url}${path}`, accept ? { headers: { accept } } : {});

describe("responsive image variants", () => {
  it.each([
    {
      name: "AVIF to a browser that decodes it",
      accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8",
      type: "image/avif",
      body: "avif 640",
    },
    {
      name: "WebP when AVIF is not listed",
      accept: "image/webp,*/*",
      type: "image/webp",
      body: "webp 640",
    },
    {
      name: "WebP when AVIF is refused with q=0",
      accept: "image/avif;q=0, image/webp",
      type: "image/webp",
      body: "webp 640",
    },
    {
      name: "the original format otherwise",
      accept: "*/*",
      type: "image/jpeg",
      body: "jpeg 640",
    },
    {
      name: "the original format without an Accept header",
      accept: undefined,
      type: "image/jpeg",
      body: "jpeg 640",
    },
  ])("$name", async ({ accept, type, body }) => {
    const res = await get("/_next/static/media/frame.1a2b.w640.jpg", accept);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(type);
    expect(res.headers.get("vary")).toBe("Accept");
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(await res.text()).toBe(body);
  });

  it("answers the smallest accepted encoding: WebP where AVIF came out larger", async () => {
    const path = "/_next/static/media/frame.1a2b.w750.jpg";
    const both = await get(path, "image/avif,image/webp,*/*");
    expect(both.headers.get("content-type")).toBe("image/webp");
    expect(await both.text()).toBe("webp 750");
    const avifOnly = await get(path, "image/avif,*/*");
    expect(avifOnly.headers.get("content-type")).toBe("image/avif");
    const neither = await get(path, "*/*");
    expect(neither.headers.get("content-type")).toBe("image/jpeg");
  });

  it("falls back to the original format when a modern encoding is missing", async () => {
    const res = await get(
      "/_next/static/media/frame.1a2b.w16.jpg",
      "image/avif",
    );
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(await res.text()).toBe("jpeg 16");
  });

  it("remembers answers per format, not per first visitor", async () => {
    const path = "/_next/static/media/frame.1a2b.w640.jpg";
    expect(await (await get(path, "image/avif")).text()).toBe("avif 640");
    expect(await (await get(path, "*/*")).text()).toBe("jpeg 640");
    expect(await (await get(path, "image/avif")).text()).toBe("avif 640");
  });

  it("serves the source image itself unchanged, and 404s unknown widths", async () => {
    const source = await get(
      "/_next/static/media/frame.1a2b.jpg",
      "image/avif",
    );
    expect(source.headers.get("content-type")).toBe("image/jpeg");
    expect(await source.text()).toBe("original jpeg");
    expect(
      (await get("/_next/static/media/frame.1a2b.w999.jpg", "image/avif"))
        .status,
    ).toBe(404);
  });
});

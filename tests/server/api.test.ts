import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_LIMITS } from "@/server/feedback/feedback-schema";
import { DOCUMENT_ONLY_HEADERS } from "@/server/security-headers";
import {
  builtFixtureOut,
  LARGE_FILE,
  startTestServer,
  type TestServer,
} from "./test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const post = (
  body: BodyInit | null,
  headers: Record<string, string> = { "content-type": "application/json" },
) => fetch(`${server.url}/api/feedback`, { method: "POST", headers, body });

describe("POST /api/feedback", () => {
  it("stores valid feedback, trims the comment and answers with its id", async () => {
    const res = await post(
      JSON.stringify({
        page: "/docs/tracing",
        feedback: "negative",
        comment: "  Needs a JS example  ",
      }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; id: string };
    expect(body.status).toBe("OK");
    const stored = (await server.store.list()).find((r) => r.id === body.id);
    expect(stored).toMatchObject({
      page: "/docs/tracing",
      feedback: "negative",
      comment: "Needs a JS example",
    });
    expect(stored?.clientHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each<[string, () => Promise<Response>, number, string]>([
    [
      "GET",
      () => fetch(`${server.url}/api/feedback`),
      405,
      "Method not allowed",
    ],
    [
      "text body",
      () => post("page=/x", { "content-type": "text/plain" }),
      415,
      "Content-Type must be application/json",
    ],
    [
      "no content type",
      () => post("{}", {}),
      415,
      "Content-Type must be application/json",
    ],
    ["invalid JSON", () => post("{nope"), 400, "Body is not valid JSON"],
    ["missing fields", () => post("{}"), 400, "Invalid feedback"],
    [
      "relative page",
      () => post(JSON.stringify({ page: "docs", feedback: "positive" })),
      400,
      "Invalid feedback",
    ],
    [
      "unknown feedback",
      () => post(JSON.stringify({ page: "/", feedback: "meh" })),
      400,
      "Invalid feedback",
    ],
    [
      "extra key",
      () =>
        post(JSON.stringify({ page: "/", feedback: "positive", admin: true })),
      400,
      "Invalid feedback",
    ],
    [
      "overlong comment",
      () =>
        post(
          JSON.stringify({
            page: "/",
            feedback: "positive",
            comment: "x".repeat(FEEDBACK_LIMITS.maxCommentLength + 1),
          }),
        ),
      400,
      "Invalid feedback",
    ],
    [
      "body over 16 kB",
      () =>
        post(
          JSON.stringify({
            page: "/",
            feedback: "positive",
            comment: "x".repeat(20_000),
          }),
        ),
      413,
      "Body larger than 16384 bytes",
    ],
  ])("rejects %s with %i", async (_name, send, status, error) => {
    const res = await send();
    expect(res.status).toBe(status);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: string }).error).toBe(error);
  });

  it("lists the invalid fields", async () => {
    const res = await post(JSON.stringify({ page: 5, feedback: "positive" }));
    expect(await res.json()).toEqual({
      error: "Invalid feedback",
      issues: [{ path: "page", message: expect.any(String) }],
    });
  });

  it("rate-limits a client with 429 and stores nothing more", async () => {
    const limited = await startTestServer({ feedbackRateLimit: 3 });
    try {
      const send = () =>
        fetch(`${limited.url}/api/feedback`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ page: "/", feedback: "positive" }),
        });
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await send()).status);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(await limited.store.count()).toBe(3);
    } finally {
      await limited.close();
    }
  });
});

/** Generated bad requests: every one must get a 4xx JSON answer and store nothing. */
function badRequests(): Array<{ name: string; init: RequestInit }> {
  const json = (value: unknown) => ({
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(value),
  });
  const wrongValues: unknown[] = [
    null,
    0,
    -1,
    1.5,
    true,
    [],
    {},
    "",
    " ",
    "x".repeat(3000),
    "\u0000",
    "🚀",
    "/\u202e",
    ["positive"],
    { a: 1 },
  ];
  const cases: Array<{ name: string; init: RequestInit }> = [];
  for (const v of wrongValues) {
    cases.push({
      name: `page=${JSON.stringify(v).slice(0, 20)}`,
      init: json({ page: v, feedback: "positive" }),
    });
    cases.push({
      name: `feedback=${JSON.stringify(v).slice(0, 20)}`,
      init: json({ page: "/docs", feedback: v }),
    });
    cases.push({
      name: `comment=${JSON.stringify(v).slice(0, 20)}`,
      init: json({
        page: "/docs",
        feedback: "positive",
        comment: typeof v === "string" && v.length < 5000 ? 5 : v,
      }),
    });
  }
  const deep: Record<string, unknown> = {};
  let cursor = deep;
  for (let i = 0; i < 500; i++)
    cursor = cursor.next = {} as Record<string, unknown>;
  const structural: unknown[] = [
    null,
    [],
    "string",
    42,
    { page: "/docs" },
    { feedback: "positive" },
    JSON.parse(
      '{"page":"/docs","feedback":"positive","__proto__":{"polluted":1}}',
    ),
    {
      page: "/docs",
      feedback: "positive",
      constructor: { prototype: { polluted: 1 } },
    },
    { page: "/docs", feedback: "positive", nested: deep },
    {
      page: "/" + "a".repeat(FEEDBACK_LIMITS.maxPageLength),
      feedback: "positive",
    },
    { page: "/docs", feedback: "POSITIVE" },
    { page: "/docs", feedback: "positive ", comment: "x" },
  ];
  for (const v of structural)
    cases.push({
      name: `body ${JSON.stringify(v)?.slice(0, 30)}`,
      init: json(v),
    });
  const rawBodies = [
    "",
    "{",
    "}",
    "[",
    "nul",
    '{"page":',
    '"just a string',
    "{'page':'/'}",
    "\uFEFF{}",
    '{"page":"/","feedback":"positive",}',
  ];
  for (const body of rawBodies)
    cases.push({
      name: `raw ${body}`,
      init: {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      },
    });
  for (const type of [
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonp",
    "json",
    "",
  ]) {
    cases.push({
      name: `type ${type}`,
      init: {
        method: "POST",
        headers: type ? { "content-type": type } : {},
        body: '{"page":"/","feedback":"positive"}',
      },
    });
  }
  cases.push({
    name: "invalid utf-8",
    init: {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
    },
  });
  cases.push({
    name: "huge",
    init: {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"page":"/","feedback":"positive","comment":"${"y".repeat(100_000)}"}`,
    },
  });
  for (const method of ["GET", "PUT", "DELETE", "PATCH"])
    cases.push({ name: method, init: { method } });
  // Random mutations of a valid body until the list holds well over 300 requests.
  const valid = '{"page":"/docs","feedback":"positive","comment":"ok"}';
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  while (cases.length < 320) {
    const chars = valid.split("");
    const i = Math.floor(rand() * chars.length);
    const op = Math.floor(rand() * 3);
    if (op === 0) chars.splice(i, 1);
    else if (op === 1)
      chars.splice(i, 0, String.fromCharCode(32 + Math.floor(rand() * 95)));
    else chars[i] = String.fromCharCode(32 + Math.floor(rand() * 95));
    const body = chars.join("");
    try {
      const parsed = JSON.parse(body) as {
        page?: unknown;
        feedback?: unknown;
        comment?: unknown;
      };
      const ok =
        typeof parsed === "object" &&
        parsed !== null &&
        Object.keys(parsed).sort().join() === "comment,feedback,page" &&
        typeof parsed.page === "string" &&
        parsed.page.startsWith("/") &&
        (parsed.feedback === "positive" || parsed.feedback === "negative") &&
        typeof parsed.comment === "string";
      if (ok) continue; // still valid: not a bad request
    } catch {
      // invalid JSON is a good bad request
    }
    cases.push({
      name: `mutation ${body}`,
      init: {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      },
    });
  }
  return cases;
}

describe("fuzzing /api/feedback", () => {
  it("answers at least 300 bad requests with 4xx JSON, stays up and stores nothing", async () => {
    const fuzz = await startTestServer();
    try {
      const cases = badRequests();
      expect(cases.length).toBeGreaterThanOrEqual(300);
      const failures: string[] = [];
      for (const c of cases) {
        const res = await fetch(`${fuzz.url}/api/feedback`, c.init);
        const type = res.headers.get("content-type") ?? "";
        const body = await res.text();
        if (
          res.status < 400 ||
          res.status >= 500 ||
          !type.startsWith("application/json") ||
          !("error" in JSON.parse(body))
        ) {
          failures.push(`${c.name}: ${res.status} ${body.slice(0, 80)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(await fuzz.store.count()).toBe(0);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect((await fetch(`${fuzz.url}/healthz`)).status).toBe(200);
    } finally {
      await fuzz.close();
    }
  });
});

describe("GET /api/get-continent-code", () => {
  it("answers null for loopback clients", async () => {
    const res = await fetch(`${server.url}/api/get-continent-code`);
    expect(await res.json()).toEqual({ continentCode: null });
  });

  it("ignores the proxy header unless it is configured as trusted", async () => {
    const res = await fetch(`${server.url}/api/get-continent-code`, {
      headers: { "x-vercel-ip-continent": "EU" },
    });
    expect(await res.json()).toEqual({ continentCode: null });
    const trusted = await startTestServer({
      trustedContinentHeader: "x-vercel-ip-continent",
    });
    try {
      const eu = await fetch(`${trusted.url}/api/get-continent-code`, {
        headers: { "x-vercel-ip-continent": "eu" },
      });
      expect(await eu.json()).toEqual({ continentCode: "EU" });
      const bogus = await fetch(`${trusted.url}/api/get-continent-code`, {
        headers: { "x-vercel-ip-continent": "XX" },
      });
      expect(await bogus.json()).toEqual({ continentCode: null });
    } finally {
      await trusted.close();
    }
  });

  it("looks the address up in the offline GeoIP database when a trusted IP header names a public address", async () => {
    const geo = await startTestServer({
      trustedClientIpHeader: "x-forwarded-for",
    });
    try {
      const lookup = (ip: string) =>
        fetch(`${geo.url}/api/get-continent-code`, {
          headers: { "x-forwarded-for": ip },
        }).then((r) => r.json());
      expect(await lookup("8.8.8.8")).toEqual({ continentCode: "NA" });
      expect(await lookup("81.2.69.142")).toEqual({ continentCode: "EU" });
      expect(await lookup("192.168.1.20")).toEqual({ continentCode: null });
      expect(await lookup("10.0.0.1")).toEqual({ continentCode: null });
      expect(await lookup("not-an-ip")).toEqual({ continentCode: null });
    } finally {
      await geo.close();
    }
  });
});

describe("static serving", () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: "manual" });

  it("serves clean URLs with security headers on every HTML response", async () => {
    for (const path of ["/", "/docs", "/docs/get-started"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe(
        "strict-origin-when-cross-origin",
      );
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      // The navbar's region button reads the cloud regions' sessions.
      expect(csp).toMatch(/connect-src [^;]*https:\/\/cloud\.langfuse\.com/);
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("allows the fixture's inline theme script by hash, not by unsafe-inline", async () => {
    const csp = (await get("/")).headers.get("content-security-policy") ?? "";
    const scriptSrc =
      csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc.match(/sha256-/g)).toHaveLength(1); // the JSON data block needs no hash
  });

  it("sends HSTS only when configured", async () => {
    const https = await startTestServer({ hsts: true });
    try {
      expect(
        (await fetch(`${https.url}/`)).headers.get("strict-transport-security"),
      ).toContain("max-age=");
    } finally {
      await https.close();
    }
  });

  it("redirects the trailing-slash form, serves the 404 page with 404", async () => {
    const redirect = await get("/docs/?a=1");
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get("location")).toBe("/docs?a=1");
    const missing = await get("/nope");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Page not found");
  });

  it("serves Markdown twins as text/markdown with noindex, and negotiates them by Accept", async () => {
    const md = await get("/docs.md");
    expect(md.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(md.headers.get("x-robots-tag")).toBe("noindex");
    const negotiated = await get("/docs", {
      accept: "text/markdown, text/html;q=0.5",
    });
    expect(negotiated.headers.get("content-type")).toBe(
      "text/markdown; charset=utf-8",
    );
    expect(negotiated.headers.get("vary")).toContain("Accept");
    expect(await negotiated.text()).toContain("The Markdown twin of /docs.");
    const home = await get("/", { accept: "text/markdown" });
    expect(await home.text()).toContain("Markdown twin of the home page");
    const html = await get("/docs", {
      accept: "text/html,application/xhtml+xml,*/*;q=0.8",
    });
    expect(html.headers.get("content-type")).toBe("text/html; charset=utf-8");
  });

  it("answers ETag revalidation with 304 and HEAD without a body", async () => {
    const first = await get("/docs");
    const etag = first.headers.get("etag")!;
    expect((await get("/docs", { "if-none-match": etag })).status).toBe(304);
    const head = await fetch(`${server.url}/docs`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(head.headers.get("content-length")).toBe(
      first.headers.get("content-length"),
    );
  });

  it("serves byte ranges for media", async () => {
    const res = await get("/sample.bin", { range: "bytes=10-19" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("bytes 10-19/1024");
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
    ]);
    expect((await get("/sample.bin", { range: "bytes=5000-" })).status).toBe(
      416,
    );
  });

  it.each([
    ["bytes=-4", 206, "bytes 1020-1023/1024", [252, 253, 254, 255]],
    ["bytes=1020-", 206, "bytes 1020-1023/1024", [252, 253, 254, 255]],
    ["bytes=1022-5000", 206, "bytes 1022-1023/1024", [254, 255]],
    // sirv 3.0.2 throws an uncaught RangeError on this one (see server/static-files.ts).
    ["bytes=19-10", 416, "bytes */1024", []],
    ["bytes=abc", 416, "bytes */1024", []],
  ])(
    "answers Range %s with %i %s",
    async (range, status, contentRange, bytes) => {
      const res = await get("/sample.bin", { range });
      expect(res.status).toBe(status);
      expect(res.headers.get("content-range")).toBe(contentRange);
      expect([...new Uint8Array(await res.arrayBuffer())]).toEqual(bytes);
      expect((await get("/healthz")).status).toBe(200);
    },
  );

  it("streams files too large to keep in memory, whole and in ranges", async () => {
    const whole = await get("/large.bin");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe(String(LARGE_FILE.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(LARGE_FILE)).toBe(
      true,
    );
    const slice = await get("/large.bin", { range: "bytes=200000-200009" });
    expect(slice.status).toBe(206);
    expect(Buffer.from(await slice.arrayBuffer())).toEqual(
      LARGE_FILE.subarray(200_000, 200_010),
    );
  });

  it("serves the precompressed brotli variant with its own ETag, and a 304 that keeps the caching headers", async () => {
    const br = await get("/", { "accept-encoding": "gzip, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept, Accept-Encoding");
    expect(await br.text()).toContain("Fixture site for server tests");
    const plain = await get("/", { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("etag")).not.toBe(br.headers.get("etag"));
    const revalidated = await get("/", {
      "accept-encoding": "gzip, br",
      "if-none-match": br.headers.get("etag")!,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(br.headers.get("etag"));
    expect(revalidated.headers.get("vary")).toBe("Accept, Accept-Encoding");
    expect(revalidated.headers.get("cache-control")).toBe("no-cache");
    expect(revalidated.headers.get("content-security-policy")).toContain(
      "default-src 'self'",
    );
  });

  it("echoes a request id on static and API responses", async () => {
    for (const path of ["/docs", "/nope", "/healthz", "/api/nope"]) {
      const res = await get(path, { "x-request-id": "trace-123" });
      expect(res.headers.get("x-request-id")).toBe("trace-123");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect((await get("/docs")).headers.get("x-request-id")).toMatch(
      /^[0-9a-f-]{36}$/,
    );
  });

  it("answers other methods on pages with 405", async () => {
    const res = await fetch(`${server.url}/docs`, { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  it.each([
    ["/_next/static/app.js", "public, max-age=31536000, immutable"],
    ["/_islands/runtime-ABCD2345.js", "public, max-age=31536000, immutable"],
    // Not content-hashed: the islands manifest and any other script.
    ["/_islands/manifest.json", "no-cache"],
    ["/search-worker.js", "no-cache"],
  ])("caches %s as %s", async (path, cacheControl) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(cacheControl);
  });

  it.each([
    ["an HTML page", "/docs", true],
    [
      "a script outside the bundles (could run as a worker)",
      "/search-worker.js",
      true,
    ],
    ["a hashed Next chunk (never a worker)", "/_next/static/app.js", false],
    ["a hashed island chunk", "/_islands/runtime-ABCD2345.js", false],
    ["an image", "/_next/static/media/frame.1a2b.jpg", false],
    ["a binary payload (search index chunk)", "/sample.bin", false],
  ])(
    "sends document policies with %s only where they act",
    async (_what, path, document) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      // Every response keeps the headers that protect any resource.
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe(
        "strict-origin-when-cross-origin",
      );
      for (const name of DOCUMENT_ONLY_HEADERS)
        expect(res.headers.has(name), name).toBe(document);
      // A revalidation answers with the same set.
      const again = await get(path, {
        "if-none-match": res.headers.get("etag")!,
      });
      expect(again.status).toBe(304);
      expect(again.headers.has("content-security-policy")).toBe(document);
    },
  );

  it("compresses HTML for clients that accept gzip", async () => {
    const res = await get("/", { "accept-encoding": "gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(await res.text()).toContain("Fixture site for server tests");
  });

  const TRAVERSAL = [
    "/../secret.txt",
    "/..%2fsecret.txt",
    "/%2e%2e/secret.txt",
    "/%2e%2e%2fsecret.txt",
    "/%252e%252e/secret.txt",
    "/%252e%252e%252fsecret.txt",
    "/..%5csecret.txt",
    "/%5c..%5csecret.txt",
    "/docs/../../secret.txt",
    "/docs/%2e%2e/%2e%2e/secret.txt",
    "/./../secret.txt",
    "/..;/secret.txt",
    "/%00/../secret.txt",
    "/secret.txt%00.html",
    "/docs%00",
    "/%c0%ae%c0%ae/secret.txt",
    "/%uff0e%uff0e/secret.txt",
    "/..\\secret.txt",
    "//../secret.txt",
    "/.%2e/secret.txt",
    "/%2E%2E/%2E%2E/secret.txt",
    "/..%252fsecret.txt",
    "/fixtures/secret.txt",
    "/../fixtures/secret.txt",
  ];
  it.each(TRAVERSAL)(
    "never serves a file outside the export for %s",
    async (path) => {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect([400, 404, 308]).toContain(res.status);
      expect(await res.text()).not.toContain("TOP-SECRET-OUTSIDE-OUT");
    },
  );

  it("has a secret beside the export that a plain read would find (the list above is meaningful)", async () => {
    expect(
      readFileSync(join(await builtFixtureOut(), "../secret.txt"), "utf8"),
    ).toContain("TOP-SECRET");
  });
});

import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { INGEST_LIMITS, ingestProxyRoute } from "@/server/routes/ingest-proxy";
import { startTestServer, type TestServer } from "./test-server";

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

type Reply = (seen: Seen, res: import("node:http").ServerResponse) => void;

/** A fake PostHog on loopback that records each request and answers with `reply`. */
async function fakeUpstream(reply: Reply = defaultReply) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("error", () => {});
    req.on("end", () => {
      const entry = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      seen.push(entry);
      reply(entry, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

function defaultReply(_seen: Seen, res: import("node:http").ServerResponse) {
  res.writeHead(200, {
    "content-type": "application/json",
    "set-cookie": "upstream=1; Path=/",
    "x-upstream": "yes",
  });
  res.end(JSON.stringify({ status: 1 }));
}

/** A raw HTTP/1.1 request, so tests control headers fetch would refuse to send (Connection, Cookie). */
function rawRequest(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | Buffer[];
  } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: init.method ?? "GET", headers: init.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    for (const part of [init.body ?? []].flat()) req.write(part);
    req.end();
  });
}

const json = (body: Buffer) => JSON.parse(body.toString("utf8")) as unknown;

describe("/ingest proxy through the site server", () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  let site: TestServer;
  beforeAll(async () => {
    upstream = await fakeUpstream();
    site = await startTestServer({
      integrations: { posthogKey: "phc_test", posthogHost: upstream.url },
    });
  });
  afterAll(async () => {
    await site.close();
    await upstream.close();
  });
  afterEach(() => {
    upstream.seen.length = 0;
  });

  it("forwards method, path, query, content type and body bytes", async () => {
    const body = gzipSync(JSON.stringify([{ event: "$pageview" }]));
    const res = await rawRequest(
      `${site.url}/ingest/e/?compression=gzip-js&ver=1.449.2`,
      {
        method: "POST",
        headers: {
          "content-type": "text/plain",
          "content-length": String(body.length),
        },
        body,
      },
    );
    expect(res.status).toBe(200);
    expect(json(res.body)).toEqual({ status: 1 });
    expect(upstream.seen).toHaveLength(1);
    const [seen] = upstream.seen;
    expect(seen?.method).toBe("POST");
    expect(seen?.url).toBe("/e/?compression=gzip-js&ver=1.449.2");
    expect(seen?.headers["content-type"]).toBe("text/plain");
    expect(seen?.body.equals(body)).toBe(true);
  });

  it("forwards GET requests instead of serving them as static files", async () => {
    const res = await rawRequest(`${site.url}/ingest/flags/?v=2&config=true`);
    expect(res.status).toBe(200);
    expect(upstream.seen[0]).toMatchObject({
      method: "GET",
      url: "/flags/?v=2&config=true",
    });
  });

  it("strips cookies both ways, and hop-by-hop headers", async () => {
    const res = await rawRequest(`${site.url}/ingest/e/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: "session=secret; ph_phc_test_posthog=abc",
        connection: "keep-alive, x-hop",
        "x-hop": "1",
        "keep-alive": "timeout=5",
        "proxy-authorization": "Basic c2VjcmV0",
        "x-forwarded-for": "203.0.113.9",
        "x-end-to-end": "kept",
      },
      body: Buffer.from("{}"),
    });
    expect(res.status).toBe(200);
    const headers = upstream.seen[0]?.headers ?? {};
    expect(headers.cookie).toBeUndefined();
    expect(headers["x-hop"]).toBeUndefined();
    expect(headers["keep-alive"]).toBeUndefined();
    expect(headers["proxy-authorization"]).toBeUndefined();
    expect(headers["x-end-to-end"]).toBe("kept");
    // The visitor's address as the server sees it, not the one the client claims.
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.headers["x-upstream"]).toBe("yes");
  });

  it("answers 413 JSON for a declared body over the limit, without calling upstream", async () => {
    const res = await rawRequest(`${site.url}/ingest/e/`, {
      method: "POST",
      headers: {
        "content-type": "text/plain",
        "content-length": String(INGEST_LIMITS.maxBodyBytes + 1),
      },
      body: Buffer.alloc(INGEST_LIMITS.maxBodyBytes + 1, 120),
    });
    expect(res.status).toBe(413);
    expect(json(res.body)).toEqual({
      error: `Body larger than ${INGEST_LIMITS.maxBodyBytes} bytes`,
    });
    expect(upstream.seen).toHaveLength(0);
  });

  it("answers 413 JSON for a streamed (chunked) body once it passes the limit", async () => {
    const chunk = Buffer.alloc(64 * 1024, 120);
    const chunks = Array.from(
      { length: INGEST_LIMITS.maxBodyBytes / chunk.length + 1 },
      () => chunk,
    );
    const res = await rawRequest(`${site.url}/ingest/e/`, {
      method: "POST",
      headers: { "content-type": "text/plain", "transfer-encoding": "chunked" },
      body: chunks,
    });
    expect(res.status).toBe(413);
    expect(json(res.body)).toMatchObject({ error: expect.any(String) });
  });

  it("passes a compressed upstream response on decoded, without a stale Content-Encoding", async () => {
    const gzipUpstream = await fakeUpstream((_seen, res) => {
      res.writeHead(200, {
        "content-type": "application/json",
        "content-encoding": "gzip",
      });
      res.end(gzipSync(JSON.stringify({ featureFlags: {} })));
    });
    const proxy = ingestProxyRoute({ upstream: gzipUpstream.url });
    try {
      const res = await proxy(
        new Request("http://site.test/ingest/flags/?v=2", {
          headers: { "accept-encoding": "gzip, br, zstd" },
        }),
      );
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(await res.json()).toEqual({ featureFlags: {} });
    } finally {
      await gzipUpstream.close();
    }
  });
});

describe("/ingest proxy failures", () => {
  it("answers 502 JSON when the upstream is down", async () => {
    const down = await fakeUpstream();
    await down.close(); // the port is now closed: connection refused
    const proxy = ingestProxyRoute({ upstream: down.url });
    const res = await proxy(
      new Request("http://site.test/ingest/e/", { method: "POST", body: "{}" }),
    );
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      error: "Analytics upstream unavailable",
    });
  });

  it("answers 504 JSON when the upstream does not answer in time", async () => {
    const silent = await fakeUpstream(() => {
      /* never answers */
    });
    const proxy = ingestProxyRoute({ upstream: silent.url, timeoutMs: 100 });
    try {
      const res = await proxy(new Request("http://site.test/ingest/flags/"));
      expect(res.status).toBe(504);
      expect(await res.json()).toEqual({
        error: "Analytics upstream timed out",
      });
    } finally {
      await silent.close();
    }
  });
});

describe("/ingest proxy routing", () => {
  it.each([
    ["https://eu.i.posthog.com", "/ingest/e/", "https://eu.i.posthog.com/e/"],
    [
      "https://eu.i.posthog.com",
      "/ingest/static/array.js?v=1",
      "https://eu-assets.i.posthog.com/static/array.js?v=1",
    ],
    [
      "https://us.i.posthog.com",
      "/ingest/static/surveys.js",
      "https://us-assets.i.posthog.com/static/surveys.js",
    ],
    [
      "https://posthog.example.com/base",
      "/ingest/static/array.js",
      "https://posthog.example.com/base/static/array.js",
    ],
  ])("%s: %s -> %s", async (upstream, path, target) => {
    const targets: string[] = [];
    const proxy = ingestProxyRoute({
      upstream,
      fetch: async (input) => {
        targets.push(String(input));
        return new Response("ok");
      },
    });
    await proxy(new Request(`http://site.test${path}`));
    expect(targets).toEqual([target]);
  });

  it("is off when no PostHog host is configured: /ingest is an ordinary path", async () => {
    const site = await startTestServer();
    try {
      const post = await fetch(`${site.url}/ingest/e/`, {
        method: "POST",
        body: "{}",
      });
      expect(post.status).toBe(405);
      const get = await fetch(`${site.url}/ingest/flags/`);
      expect(get.status).toBe(404);
    } finally {
      await site.close();
    }
  });
});

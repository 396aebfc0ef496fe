import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRetrievalIndex } from "@/lib/assistant/retrieval";
import { readTwins } from "@/lib/assistant/twins";
import { MCP_LIMITS } from "@/server/mcp/docs-tools";
import {
  builtFixtureOut,
  startTestServer,
  type TestServer,
} from "./test-server";

/** A small export: the fixture site plus the twins and llms.txt the tools read. */
async function docsOut(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), "mcp-out-"));
  const out = join(root, "out");
  cpSync(await builtFixtureOut(), out, { recursive: true });
  const files: Record<string, string> = {
    "docs/scores/model-based-evals.md":
      "# LLM-as-a-judge\n\n> Score traces with a model.\n\nSource: https://langfuse.com/docs/scores/model-based-evals\n\nAn LLM-as-a-judge evaluator reads a trace and writes a score.\n\n## Set up an evaluator\n\nPick a template, map the variables and choose the traces to evaluate.\n",
    "docs/tracing.md":
      "# Tracing\n\n> Record every step of a request.\n\nSource: https://langfuse.com/docs/tracing\n\nA trace is the record of one request: observations nest inside it.\n",
    "docs/tracing-features/sessions.md":
      "# Sessions\n\n> Group traces into sessions.\n\nSessions group the traces of one conversation.\n",
    "llms.txt":
      "# Langfuse\n\n> The open-source LLM engineering platform.\n\n## Docs\n\n- [Tracing](https://langfuse.com/docs/tracing.md): Record every step.\n",
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(out, file)), { recursive: true });
    writeFileSync(join(out, file), text);
  }
  // A twin that is a symlink out of the export must never be served.
  writeFileSync(
    join(root, "outside.md"),
    "# Secret\n\nNot part of the site.\n",
  );
  symlinkSync(join(root, "outside.md"), join(out, "docs/escape.md"));
  process.once("exit", () => rmSync(root, { recursive: true, force: true }));
  return out;
}

async function connect(url: string): Promise<Client> {
  const client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${url}/api/mcp`)),
  );
  return client;
}

const textOf = (result: unknown) =>
  ((result as { content: Array<{ type: string; text: string }> }).content ?? [])
    .map((c) => c.text)
    .join("\n");

const rpc = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/mcp`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json, text/event-stream",
      ...headers,
    },
    body,
  });

describe("docs MCP server (/api/mcp) through the SDK's own client", () => {
  let server: TestServer;
  let client: Client;
  beforeAll(async () => {
    const outDir = await docsOut();
    const index = buildRetrievalIndex(readTwins(outDir), {
      siteUrl: "https://langfuse.com",
    });
    server = await startTestServer({ outDir, assistant: { index } });
    client = await connect(server.url);
  });
  afterAll(async () => {
    await client.close();
    await server.close();
  });

  it("initializes and lists the three tools with their input schemas", async () => {
    expect(client.getServerVersion()?.name).toBe("langfuse-docs");
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      "getOverview",
      "getPage",
      "searchDocs",
    ]);
    const searchDocs = tools.find((t) => t.name === "searchDocs")!;
    expect(searchDocs.description).toMatch(/documentation sections/);
    expect(searchDocs.inputSchema.required).toEqual(["query"]);
    expect(Object.keys(searchDocs.inputSchema.properties ?? {}).sort()).toEqual(
      ["limit", "query"],
    );
    expect(
      tools.find((t) => t.name === "getPage")!.inputSchema.required,
    ).toEqual(["path"]);
  });

  it("searchDocs finds the LLM-as-a-judge page with an absolute URL and an extract", async () => {
    const text = textOf(
      await client.callTool({
        name: "searchDocs",
        arguments: { query: "LLM-as-a-judge" },
      }),
    );
    expect(text).toMatch(
      /^1\. \[LLM-as-a-judge[^\]]*\]\(https:\/\/langfuse\.com\/docs\/scores\/model-based-evals(#[\w-]+)?\)/m,
    );
    expect(text).toContain("evaluator");
  });

  it("getPage returns the page's twin for a path, a .md path or a full URL", async () => {
    for (const path of [
      "/docs/tracing",
      "docs/tracing.md",
      "https://langfuse.com/docs/tracing#anatomy",
    ]) {
      const result = await client.callTool({
        name: "getPage",
        arguments: { path },
      });
      expect(result.isError).toBeFalsy();
      expect(textOf(result)).toMatch(/^# Tracing\n/);
    }
  });

  it("getOverview returns llms.txt", async () => {
    const text = textOf(
      await client.callTool({ name: "getOverview", arguments: {} }),
    );
    expect(text).toMatch(/^# Langfuse\n/);
  });

  it.each([
    [
      "/docs/tracin",
      "There is no page at /docs/tracin.",
      "https://langfuse.com/docs/tracing",
    ],
    ["/docs/../../secret.txt", "is not a page of https://langfuse.com", ""],
    [
      "https://evil.example/docs/tracing",
      "is not a page of https://langfuse.com",
      "",
    ],
    // A twin that links out of the export is indexed but never read.
    ["/docs/escape", "The Markdown version of /docs/escape is missing.", ""],
  ])(
    "getPage(%j) is a tool error naming close matches, never a stack or a file outside the twins",
    async (path, message, suggestion) => {
      const result = await client.callTool({
        name: "getPage",
        arguments: { path },
      });
      expect(result.isError).toBe(true);
      const text = textOf(result);
      expect(text).toContain(message);
      if (suggestion) {
        expect(text).toContain("Closest pages:");
        expect(text).toContain(suggestion);
      }
      // No stack trace, and nothing of the files outside the export.
      expect(text).not.toMatch(/at .+\.(ts|js|mjs):\d+|Not part of the site/);
    },
  );

  it("rejects an over-long query and a limit above 20 with a clear tool error", async () => {
    const long = await client.callTool({
      name: "searchDocs",
      arguments: { query: "x".repeat(MCP_LIMITS.maxQueryChars + 1) },
    });
    expect(long.isError).toBe(true);
    expect(textOf(long)).toMatch(/500/);
    const many = await client.callTool({
      name: "searchDocs",
      arguments: { query: "tracing", limit: 21 },
    });
    expect(many.isError).toBe(true);
    expect(textOf(many)).toMatch(/20/);
  });

  it("an unknown tool is an error and the server keeps answering", async () => {
    const result = await client
      .callTool({ name: "deleteEverything", arguments: {} })
      .then((r) => ({ isError: r.isError, text: textOf(r) }))
      .catch((e: Error) => ({ isError: true, text: e.message }));
    expect(result.isError).toBe(true);
    expect(result.text).toMatch(/deleteEverything/);
    const again = await client.callTool({ name: "getOverview", arguments: {} });
    expect(again.isError).toBeFalsy();
  });

  it.each([
    ["malformed JSON", "{not json", 400, -32700],
    [
      // The SDK's transport answers JSON it cannot read as JSON-RPC with -32700 as well.
      "JSON that is not JSON-RPC",
      JSON.stringify({ hello: "world" }),
      400,
      -32700,
    ],
  ])(
    "%s gets a JSON-RPC error object with a 4xx",
    async (_name, body, status, code) => {
      const res = await rpc(server.url, body);
      expect(res.status).toBe(status);
      const json = (await res.json()) as {
        jsonrpc: string;
        error: { code: number };
      };
      expect(json.jsonrpc).toBe("2.0");
      expect(json.error.code).toBe(code);
      expect((await client.listTools()).tools).toHaveLength(3);
    },
  );

  it("an oversized body gets 413 and a JSON-RPC error", async () => {
    const res = await rpc(
      server.url,
      JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/list",
        padding: "x".repeat(MCP_LIMITS.maxBodyBytes),
      }),
    );
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(
      -32000,
    );
  });

  it.each(["GET", "DELETE"])(
    "%s answers 405 as a stateless Streamable HTTP server does",
    async (method) => {
      const res = await fetch(`${server.url}/api/mcp`, {
        method,
        headers: { Accept: "application/json, text/event-stream" },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(((await res.json()) as { jsonrpc: string }).jsonrpc).toBe("2.0");
    },
  );
});

describe("docs MCP server rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      outDir: await docsOut(),
      // The feedback limit is not the MCP one: a low feedback limit must not throttle MCP calls.
      feedbackRateLimit: 1,
      mcp: { rateLimit: 2 },
    });
  });
  afterAll(async () => server.close());

  it("answers 429 with a JSON-RPC error once a client is over the limit", async () => {
    const list = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      method: "tools/list",
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await rpc(server.url, list)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

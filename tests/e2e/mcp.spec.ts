import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { expect, test } from "./fixtures";

// The docs MCP server of the real export, driven by the SDK's own client as an agent would.
test("an MCP client finds the LLM-as-a-judge page and reads the tracing page of the built site", async ({
  baseURL,
}) => {
  const client = new Client({ name: "e2e", version: "1.0.0" });
  await client.connect(
    new StreamableHTTPClientTransport(new URL("/api/mcp", baseURL)),
  );
  try {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      "getOverview",
      "getPage",
      "searchDocs",
    ]);
    const search = await client.callTool({
      name: "searchDocs",
      arguments: { query: "LLM-as-a-judge", limit: 3 },
    });
    const text = (search.content as Array<{ text: string }>)[0]!.text;
    expect(text).toMatch(/\/docs\/scores\/model-based-evals/);

    const page = await client.callTool({
      name: "getPage",
      arguments: { path: "/docs/tracing" },
    });
    const twin = await (
      await fetch(new URL("/docs/tracing.md", baseURL))
    ).text();
    expect((page.content as Array<{ text: string }>)[0]!.text).toBe(twin);

    const overview = await client.callTool({
      name: "getOverview",
      arguments: {},
    });
    expect((overview.content as Array<{ text: string }>)[0]!.text).toMatch(
      /^# Langfuse\n/,
    );
  } finally {
    await client.close();
  }
});

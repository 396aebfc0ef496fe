import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { RetrievalIndex } from "../../lib/assistant/retrieval";
import { getPageMarkdown, MCP_LIMITS, searchDocsMarkdown } from "./docs-tools";

/** Version of the tools' contract (names, arguments, output shape); bump when it changes. */
export const DOCS_MCP_VERSION = "1.0.0";

export interface DocsMcpDeps {
  /** The Ask AI retrieval index (one per process, shared with /api/ask). */
  index: RetrievalIndex | Promise<RetrievalIndex>;
  /** The static export holding the `.md` twins and `llms.txt`. */
  outDir: string;
  siteUrl: string;
  brand: string;
  version: string;
}

const text = (value: string, isError = false) => ({
  content: [{ type: "text" as const, text: value }],
  ...(isError ? { isError: true } : {}),
});

/**
 * An MCP server over the docs with three tools. Built per request: the transport is stateless,
 * so nothing is shared between calls but the (read-only) index.
 */
export function createDocsMcpServer(deps: DocsMcpDeps): McpServer {
  const server = new McpServer(
    { name: `${deps.brand.toLowerCase()}-docs`, version: deps.version },
    {
      instructions: `Search and read the ${deps.brand} documentation (${deps.siteUrl}). Start with searchDocs for a question, then getPage for the pages it links; getOverview lists every page.`,
    },
  );

  server.registerTool(
    "searchDocs",
    {
      title: `Search the ${deps.brand} docs`,
      description: `Find the documentation sections that answer a question about ${deps.brand}; returns titles, URLs with #anchors and short extracts.`,
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1)
          .max(MCP_LIMITS.maxQueryChars)
          .describe("What you want to know, in plain words"),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MCP_LIMITS.maxLimit)
          .optional()
          .describe(
            `How many sections to return (default ${MCP_LIMITS.defaultLimit})`,
          ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, limit }) =>
      text(searchDocsMarkdown(await deps.index, query, limit)),
  );

  server.registerTool(
    "getPage",
    {
      title: "Read one docs page",
      description: `Return one page of ${deps.siteUrl} as Markdown, given its site path (/docs/tracing) or full URL.`,
      inputSchema: {
        path: z
          .string()
          .trim()
          .min(1)
          .max(MCP_LIMITS.maxPathChars)
          .describe("Site path or full URL of the page"),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ path }) => {
      const index = await deps.index;
      const result = await getPageMarkdown(
        deps.outDir,
        index.pageRoutes,
        path,
        deps.siteUrl,
      );
      return text(result.text, !result.ok);
    },
  );

  server.registerTool(
    "getOverview",
    {
      title: "List every docs page",
      description: `Return the llms.txt index of ${deps.brand}: every page with a one-line summary and its Markdown URL.`,
      inputSchema: {},
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async () => text(await readFile(join(deps.outDir, "llms.txt"), "utf8")),
  );

  return server;
}

import type { Logger } from "pino";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { RateLimiter } from "../feedback/rate-limiter";
import { createDocsMcpServer, type DocsMcpDeps } from "../mcp/docs-mcp-server";
import { MCP_LIMITS } from "../mcp/docs-tools";
import { BodyTooLargeError, readBodyLimited } from "../read-body";

export interface McpRouteDeps extends DocsMcpDeps {
  limiter: RateLimiter;
  /** Salted hash of the requesting client (see client-identity.ts). */
  clientHash: (req: Request) => string;
  logger: Logger;
  /** Longest a request may take; default MCP_LIMITS.timeoutMs. */
  timeoutMs?: number;
}

/**
 * A JSON-RPC error response, as the Streamable HTTP transport answers requests it cannot serve
 * (`id: null`: the request's id is unknown or unreadable).
 */
function rpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(
    JSON.stringify({ jsonrpc: "2.0", error: { code, message }, id: null }),
    {
      status,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
        ...headers,
      },
    },
  );
}

/**
 * `/api/mcp`: a stateless Model Context Protocol server over the Streamable HTTP transport
 * (@modelcontextprotocol/sdk). POST carries JSON-RPC; a stateless server has no session stream to
 * open (GET) or end (DELETE), so both answer 405 as the transport specifies. Limits: 64 kB body,
 * the per-client rate limit, a timeout; every failure is a JSON-RPC error object.
 */
export function mcpRoute(deps: McpRouteDeps) {
  const timeoutMs = deps.timeoutMs ?? MCP_LIMITS.timeoutMs;
  return async (req: Request): Promise<Response> => {
    if (req.method !== "POST")
      return rpcError(405, -32000, "Method not allowed.", { Allow: "POST" });
    const type = req.headers.get("content-type") ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type))
      return rpcError(
        415,
        -32000,
        "Unsupported Media Type: Content-Type must be application/json",
      );
    if (!deps.limiter.take(deps.clientHash(req)))
      return rpcError(429, -32000, "Too many requests, try again in a minute", {
        "Retry-After": "60",
      });

    let body: string;
    try {
      body = await readBodyLimited(req, MCP_LIMITS.maxBodyBytes);
    } catch (error) {
      return error instanceof BodyTooLargeError
        ? rpcError(
            413,
            -32000,
            `Request body larger than ${MCP_LIMITS.maxBodyBytes} bytes`,
          )
        : rpcError(400, -32700, "Parse error: body is not valid UTF-8");
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return rpcError(400, -32700, "Parse error: body is not valid JSON");
    }

    const server = createDocsMcpServer(deps);
    // Stateless (no session ids) and plain JSON responses: every request stands alone.
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      await server.connect(transport);
      const handled = transport.handleRequest(
        new Request(req.url, { method: "POST", headers: req.headers, body }),
        { parsedBody: parsed },
      );
      const timeout = new Promise<Response>((resolve) => {
        timer = setTimeout(
          () =>
            resolve(
              rpcError(504, -32001, `Request timed out after ${timeoutMs} ms`),
            ),
          timeoutMs,
        );
      });
      return await Promise.race([handled, timeout]);
    } catch (error) {
      deps.logger.error({ err: error }, "mcp request failed");
      return rpcError(500, -32603, "Internal error");
    } finally {
      clearTimeout(timer);
      // The response is complete JSON by now; nothing of this server outlives the request.
      void transport.close().catch(() => undefined);
      void server.close().catch(() => undefined);
    }
  };
}

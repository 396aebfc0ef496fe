/**
 * Requests per client per minute for each rate-limited route. The env schema (config.ts) and the
 * app factory (app.ts, used directly by tests) both fall back to these, so they cannot drift.
 */
export const RATE_LIMIT_DEFAULTS = {
  feedback: 30,
  og: 30,
  /** One docs-MCP question is several calls (initialize, list, tool). */
  mcp: 60,
  assistant: 10,
} as const;

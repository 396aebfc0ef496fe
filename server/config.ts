import { resolve } from "node:path";
import { z } from "zod";
import { readIntegrationsConfig } from "../lib/integrations-config";
import { RATE_LIMIT_DEFAULTS } from "./rate-limit-defaults";

const bool = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

/**
 * Server configuration from environment variables (documented in README and .env.example).
 * Every variable is optional; defaults run a self-contained server with SQLite under `.data/`.
 */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3333),
  HOST: z.string().default("0.0.0.0"),
  OUT_DIR: z.string().default("out"),
  /** Postgres connection string; when set, feedback is stored there instead of SQLite. */
  DATABASE_URL: z.string().url().optional(),
  /** SQLite file for feedback when no DATABASE_URL is set. */
  FEEDBACK_DB_PATH: z.string().default(".data/feedback.db"),
  /** Optional webhook (e.g. Slack incoming webhook) that receives each feedback. */
  FEEDBACK_WEBHOOK_URL: z.string().url().optional(),
  /** Secret mixed into the client hash used for rate limiting; random per process when unset. */
  FEEDBACK_SALT: z.string().optional(),
  /** Feedback POSTs allowed per client per minute. */
  FEEDBACK_RATE_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(RATE_LIMIT_DEFAULTS.feedback),
  /** Header set by a trusted proxy with the visitor's continent (e.g. `x-vercel-ip-continent`). Off when unset. */
  TRUSTED_CONTINENT_HEADER: z.string().optional(),
  /** Header with the client address set by a trusted proxy (e.g. `x-forwarded-for`). Off when unset. */
  TRUSTED_CLIENT_IP_HEADER: z.string().optional(),
  /** Sends Strict-Transport-Security (only when the site is served over HTTPS). */
  HSTS: bool,
  /** Extra origins the Content-Security-Policy allows for analytics, chat or consent scripts. */
  CSP_EXTRA_ORIGINS: z.string().optional(),
  /** OpenAI-compatible API base URL of the Ask AI model, e.g. `https://api.openai.com/v1`. With ASSISTANT_API_KEY and ASSISTANT_MODEL it turns on written answers; unset: search results only. */
  ASSISTANT_BASE_URL: z.string().url().optional(),
  /** API key sent as `Authorization: Bearer` to ASSISTANT_BASE_URL; never sent to the browser. */
  ASSISTANT_API_KEY: z.string().optional(),
  /** Model name for `/chat/completions`, e.g. `gpt-4o-mini`. */
  ASSISTANT_MODEL: z.string().optional(),
  /** Milliseconds to wait for the model's first or next chunk before answering with search results. */
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  /** Worker threads rendering social images that are not prebuilt; 0 renders on the event loop. Default: CPUs - 1. */
  OG_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  /** Social images rendered per client per minute (prebuilt and cached ones are not counted). */
  OG_RATE_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(RATE_LIMIT_DEFAULTS.og),
  /** Docs MCP requests (`/api/mcp`) allowed per client per minute; one question takes several. */
  MCP_RATE_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(RATE_LIMIT_DEFAULTS.mcp),
  /** Ask AI questions allowed per client per minute. */
  ASSISTANT_RATE_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(RATE_LIMIT_DEFAULTS.assistant),
  /** Langfuse project keys: with both set, the assistant's retrieval and model calls are traced to Langfuse. */
  LANGFUSE_PUBLIC_KEY: z.string().optional(),
  LANGFUSE_SECRET_KEY: z.string().optional(),
  /** Langfuse host the traces go to. */
  LANGFUSE_BASE_URL: z.string().url().default("https://cloud.langfuse.com"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
    .default("info"),
});

export type ServerConfig = ReturnType<typeof loadConfig>;

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
) {
  // An empty variable (`DATABASE_URL=` in a .env file) means "not set".
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `Invalid environment variable ${issue?.path.join(".")}: ${issue?.message}`,
    );
  }
  const c = parsed.data;
  return {
    ...c,
    OUT_DIR: resolve(c.OUT_DIR),
    cspExtraOrigins: (c.CSP_EXTRA_ORIGINS ?? "")
      .split(/[\s,]+/)
      .filter(Boolean),
    /** The Ask AI model, only when all three of its variables are set. */
    assistantModel:
      c.ASSISTANT_BASE_URL && c.ASSISTANT_API_KEY && c.ASSISTANT_MODEL
        ? {
            baseUrl: c.ASSISTANT_BASE_URL.replace(/\/+$/, ""),
            apiKey: c.ASSISTANT_API_KEY,
            model: c.ASSISTANT_MODEL,
            timeoutMs: c.ASSISTANT_TIMEOUT_MS,
          }
        : undefined,
    /** Langfuse tracing of the assistant, only when both keys are set. */
    assistantTracing:
      c.LANGFUSE_PUBLIC_KEY && c.LANGFUSE_SECRET_KEY
        ? {
            publicKey: c.LANGFUSE_PUBLIC_KEY,
            secretKey: c.LANGFUSE_SECRET_KEY,
            baseUrl: c.LANGFUSE_BASE_URL.replace(/\/+$/, ""),
          }
        : undefined,
    /** The NEXT_PUBLIC_* integration variables, read like the build reads them (lib/integrations-config.ts). */
    integrations: readIntegrationsConfig(env),
  };
}

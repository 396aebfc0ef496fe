import { resolve } from "node:path";
import { z } from "zod";

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
  FEEDBACK_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** Header set by a trusted proxy with the visitor's continent (e.g. `x-vercel-ip-continent`). Off when unset. */
  TRUSTED_CONTINENT_HEADER: z.string().optional(),
  /** Header with the client address set by a trusted proxy (e.g. `x-forwarded-for`). Off when unset. */
  TRUSTED_CLIENT_IP_HEADER: z.string().optional(),
  /** Sends Strict-Transport-Security (only when the site is served over HTTPS). */
  HSTS: bool,
  /** Extra origins the Content-Security-Policy allows for analytics, chat or consent scripts. */
  CSP_EXTRA_ORIGINS: z.string().optional(),
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
  };
}

import postgres from "postgres";
import type { FeedbackRow } from "./feedback-schema";
import {
  newFeedbackRow,
  type FeedbackStore,
  type NewFeedback,
  type OutboxMessage,
  type PageStats,
} from "./feedback-store";
import { MIGRATIONS, outboxPayload } from "./migrations";
import { STATS_SQL } from "./stats-sql";

/** Feedback in Postgres, for deployments that run several server instances. */
export class PostgresFeedbackStore implements FeedbackStore {
  readonly kind = "postgres" as const;
  private readonly sql: postgres.Sql;

  private readonly schema?: string;

  /**
   * @param options.schema Postgres schema for the tables (default: the connection's search_path).
   *   The tests give each store its own schema so parallel test files cannot see each other.
   */
  constructor(url: string, options: { schema?: string } = {}) {
    if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema))
      throw new Error(`invalid schema name ${options.schema}`);
    this.schema = options.schema;
    this.sql = postgres(url, {
      max: 10,
      onnotice: () => undefined,
      ...(options.schema
        ? { connection: { search_path: options.schema } }
        : {}),
    });
  }

  async migrate(): Promise<void> {
    await this.sql.begin(async (tx) => {
      // One migrator at a time across instances.
      await tx`SELECT pg_advisory_xact_lock(7351001)`;
      if (this.schema)
        await tx.unsafe(`CREATE SCHEMA IF NOT EXISTS ${this.schema}`);
      await tx`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)`;
      const applied = new Set(
        (await tx`SELECT version FROM schema_migrations`).map((r) =>
          Number(r.version),
        ),
      );
      for (const m of MIGRATIONS) {
        if (applied.has(m.version)) continue;
        for (const statement of m.postgres) await tx.unsafe(statement);
        await tx`INSERT INTO schema_migrations (version, name, applied_at) VALUES (${m.version}, ${m.name}, now())`;
      }
    });
  }

  async insert(
    row: NewFeedback,
    options: { outbox: boolean },
  ): Promise<FeedbackRow> {
    const stored = newFeedbackRow(row);
    await this.sql.begin(async (tx) => {
      await tx`INSERT INTO feedback (id, page, feedback, comment, client_hash, created_at)
        VALUES (${stored.id}, ${stored.page}, ${stored.feedback}, ${stored.comment}, ${stored.clientHash}, ${stored.createdAt})`;
      if (options.outbox) {
        await tx`INSERT INTO feedback_outbox (feedback_id, payload, next_attempt_at) VALUES (${stored.id}, ${outboxPayload(stored)}, ${stored.createdAt})`;
      }
    });
    return stored;
  }

  async list(options: { limit?: number } = {}): Promise<FeedbackRow[]> {
    const rows = await this
      .sql`SELECT * FROM feedback ORDER BY created_at DESC, id LIMIT ${options.limit ?? 1_000_000}`;
    return rows.map((r) => ({
      id: String(r.id),
      page: String(r.page),
      feedback: r.feedback === "positive" ? "positive" : "negative",
      comment: r.comment ?? null,
      createdAt: new Date(r.created_at as string).toISOString(),
      clientHash: r.client_hash ?? null,
    }));
  }

  async count(): Promise<number> {
    const [r] = await this.sql`SELECT COUNT(*)::int AS n FROM feedback`;
    return Number(r?.n ?? 0);
  }

  async stats(
    options: { commentsPerPage?: number } = {},
  ): Promise<PageStats[]> {
    const counts = await this.sql.unsafe(STATS_SQL.counts);
    const comments = await this.sql.unsafe(STATS_SQL.latestComments("$1"), [
      options.commentsPerPage ?? 3,
    ]);
    return STATS_SQL.combine(
      counts as unknown as Array<Record<string, unknown>>,
      comments as unknown as Array<Record<string, unknown>>,
    );
  }

  async claimOutbox(
    limit: number,
    now: Date,
    leaseUntil: Date,
  ): Promise<OutboxMessage[]> {
    // SKIP LOCKED: a row another instance is claiming right now is passed over instead of
    // waited for; once that claim commits, its lease keeps the row out of this WHERE.
    const rows = await this
      .sql`UPDATE feedback_outbox SET locked_until = ${leaseUntil.toISOString()}
      WHERE id IN (
        SELECT id FROM feedback_outbox
        WHERE delivered_at IS NULL AND next_attempt_at <= ${now.toISOString()}
          AND (locked_until IS NULL OR locked_until <= ${now.toISOString()})
        ORDER BY id LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, feedback_id, payload, attempts`;
    return rows
      .map((r) => ({
        id: Number(r.id),
        feedbackId: String(r.feedback_id),
        payload: String(r.payload),
        attempts: Number(r.attempts),
      }))
      .sort((a, b) => a.id - b.id);
  }

  async markDelivered(id: number): Promise<void> {
    await this
      .sql`UPDATE feedback_outbox SET delivered_at = now(), locked_until = NULL WHERE id = ${id}`;
  }

  async markFailed(
    id: number,
    nextAttemptAt: Date,
    error: string,
  ): Promise<void> {
    await this
      .sql`UPDATE feedback_outbox SET attempts = attempts + 1, next_attempt_at = ${nextAttemptAt.toISOString()},
      last_error = ${error.slice(0, 500)}, locked_until = NULL WHERE id = ${id}`;
  }

  async pendingOutbox(): Promise<number> {
    const [r] = await this
      .sql`SELECT COUNT(*)::int AS n FROM feedback_outbox WHERE delivered_at IS NULL`;
    return Number(r?.n ?? 0);
  }

  async close(): Promise<void> {
    await this.sql.end({ timeout: 5 });
  }

  /** Drops this store's schema (tests only). */
  async dropSchema(): Promise<void> {
    if (this.schema)
      await this.sql.unsafe(`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`);
  }
}

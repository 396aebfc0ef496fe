import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { createClient, type Client, type InStatement } from "@libsql/client";
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

function toRow(r: Record<string, unknown>): FeedbackRow {
  return {
    id: String(r.id),
    page: String(r.page),
    feedback: r.feedback === "positive" ? "positive" : "negative",
    comment:
      r.comment === null || r.comment === undefined ? null : String(r.comment),
    createdAt: String(r.created_at),
    clientHash:
      r.client_hash === null || r.client_hash === undefined
        ? null
        : String(r.client_hash),
  };
}

/** Feedback in an embedded SQLite file (libSQL), WAL mode, durable on every committed insert. */
export class SqliteFeedbackStore implements FeedbackStore {
  readonly kind = "sqlite" as const;
  private readonly client: Client;

  constructor(path: string) {
    const file = resolve(path);
    mkdirSync(dirname(file), { recursive: true });
    this.client = createClient({ url: `file:${file}` });
  }

  async migrate(): Promise<void> {
    await this.client.execute("PRAGMA journal_mode = WAL");
    // FULL: a commit is on disk before the insert resolves, so a 200 survives a crash.
    await this.client.execute("PRAGMA synchronous = FULL");
    await this.client.execute("PRAGMA busy_timeout = 5000");
    await this.client.execute(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    const applied = new Set(
      (
        await this.client.execute("SELECT version FROM schema_migrations")
      ).rows.map((r) => Number(r.version)),
    );
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      await this.client.batch(
        [
          ...m.sqlite,
          {
            sql: "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
            args: [m.version, m.name, new Date().toISOString()],
          },
        ],
        "write",
      );
    }
  }

  async insert(
    row: NewFeedback,
    options: { outbox: boolean },
  ): Promise<FeedbackRow> {
    const stored = newFeedbackRow(row);
    const statements: InStatement[] = [
      {
        sql: "INSERT INTO feedback (id, page, feedback, comment, client_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        args: [
          stored.id,
          stored.page,
          stored.feedback,
          stored.comment,
          stored.clientHash,
          stored.createdAt,
        ],
      },
    ];
    if (options.outbox) {
      statements.push({
        sql: "INSERT INTO feedback_outbox (feedback_id, payload, next_attempt_at) VALUES (?, ?, ?)",
        args: [stored.id, outboxPayload(stored), stored.createdAt],
      });
    }
    await this.client.batch(statements, "write");
    return stored;
  }

  async list(options: { limit?: number } = {}): Promise<FeedbackRow[]> {
    const rs = await this.client.execute({
      sql: "SELECT * FROM feedback ORDER BY created_at DESC, id LIMIT ?",
      args: [options.limit ?? 1_000_000],
    });
    return rs.rows.map((r) => toRow(r as unknown as Record<string, unknown>));
  }

  async count(): Promise<number> {
    return Number(
      (await this.client.execute("SELECT COUNT(*) AS n FROM feedback")).rows[0]
        ?.n ?? 0,
    );
  }

  async stats(
    options: { commentsPerPage?: number } = {},
  ): Promise<PageStats[]> {
    const counts = await this.client.execute(STATS_SQL.counts);
    const comments = await this.client.execute({
      sql: STATS_SQL.latestComments("?"),
      args: [options.commentsPerPage ?? 3],
    });
    return STATS_SQL.combine(
      counts.rows as unknown as Array<Record<string, unknown>>,
      comments.rows as unknown as Array<Record<string, unknown>>,
    );
  }

  async claimOutbox(
    limit: number,
    now: Date,
    leaseUntil: Date,
  ): Promise<OutboxMessage[]> {
    // One statement, and SQLite runs one writer at a time: the claim is atomic here too.
    const rs = await this.client.execute({
      sql: `UPDATE feedback_outbox SET locked_until = ?
        WHERE id IN (
          SELECT id FROM feedback_outbox
          WHERE delivered_at IS NULL AND next_attempt_at <= ?
            AND (locked_until IS NULL OR locked_until <= ?)
          ORDER BY id LIMIT ?)
        RETURNING id, feedback_id, payload, attempts`,
      args: [
        leaseUntil.toISOString(),
        now.toISOString(),
        now.toISOString(),
        limit,
      ],
    });
    return rs.rows
      .map((r) => ({
        id: Number(r.id),
        feedbackId: String(r.feedback_id),
        payload: String(r.payload),
        attempts: Number(r.attempts),
      }))
      .sort((a, b) => a.id - b.id);
  }

  async markDelivered(id: number): Promise<void> {
    await this.client.execute({
      sql: "UPDATE feedback_outbox SET delivered_at = ?, locked_until = NULL WHERE id = ?",
      args: [new Date().toISOString(), id],
    });
  }

  async markFailed(
    id: number,
    nextAttemptAt: Date,
    error: string,
  ): Promise<void> {
    await this.client.execute({
      sql: "UPDATE feedback_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ?, locked_until = NULL WHERE id = ?",
      args: [nextAttemptAt.toISOString(), error.slice(0, 500), id],
    });
  }

  async pendingOutbox(): Promise<number> {
    return Number(
      (
        await this.client.execute(
          "SELECT COUNT(*) AS n FROM feedback_outbox WHERE delivered_at IS NULL",
        )
      ).rows[0]?.n ?? 0,
    );
  }

  async close(): Promise<void> {
    this.client.close();
  }
}

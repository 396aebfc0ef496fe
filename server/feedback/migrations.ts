/**
 * Versioned schema migrations, applied in order at start. Each dialect has its own SQL for the
 * same version, so both stores always have the same shape.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string[];
  postgres: string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "feedback and webhook outbox",
    sqlite: [
      `CREATE TABLE feedback (
        id TEXT PRIMARY KEY,
        page TEXT NOT NULL,
        feedback TEXT NOT NULL CHECK (feedback IN ('positive', 'negative')),
        comment TEXT,
        client_hash TEXT,
        created_at TEXT NOT NULL
      )`,
      `CREATE INDEX feedback_page_created ON feedback (page, created_at)`,
      `CREATE TABLE feedback_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        feedback_id TEXT NOT NULL REFERENCES feedback(id),
        payload TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT NOT NULL,
        delivered_at TEXT,
        last_error TEXT
      )`,
      `CREATE INDEX feedback_outbox_due ON feedback_outbox (delivered_at, next_attempt_at)`,
    ],
    postgres: [
      `CREATE TABLE feedback (
        id TEXT PRIMARY KEY,
        page TEXT NOT NULL,
        feedback TEXT NOT NULL CHECK (feedback IN ('positive', 'negative')),
        comment TEXT,
        client_hash TEXT,
        created_at TIMESTAMPTZ NOT NULL
      )`,
      `CREATE INDEX feedback_page_created ON feedback (page, created_at)`,
      `CREATE TABLE feedback_outbox (
        id BIGSERIAL PRIMARY KEY,
        feedback_id TEXT NOT NULL REFERENCES feedback(id),
        payload TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TIMESTAMPTZ NOT NULL,
        delivered_at TIMESTAMPTZ,
        last_error TEXT
      )`,
      `CREATE INDEX feedback_outbox_due ON feedback_outbox (delivered_at, next_attempt_at)`,
    ],
  },
  {
    version: 2,
    name: "outbox claims with a lease",
    // A worker claims due rows by setting `locked_until`; others skip them until the lease ends,
    // so each message is sent by one instance, and by another only if the first one died.
    sqlite: [`ALTER TABLE feedback_outbox ADD COLUMN locked_until TEXT`],
    postgres: [
      `ALTER TABLE feedback_outbox ADD COLUMN locked_until TIMESTAMPTZ`,
      // The claim scans only undelivered rows, which stay few while the full table grows.
      `CREATE INDEX feedback_outbox_pending ON feedback_outbox (id) WHERE delivered_at IS NULL`,
    ],
  },
];

/** Webhook body for one feedback (Slack-compatible `text`, plus the fields). */
export function outboxPayload(row: {
  id: string;
  page: string;
  feedback: string;
  comment: string | null;
}): string {
  const icon = row.feedback === "positive" ? "👍" : "👎";
  return JSON.stringify({
    text: `${icon} Feedback on ${row.page}${row.comment ? `: ${row.comment}` : ""}`,
    id: row.id,
    page: row.page,
    feedback: row.feedback,
    comment: row.comment,
  });
}

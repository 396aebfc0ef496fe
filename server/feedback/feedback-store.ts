import { randomUUID } from "node:crypto";
import type { FeedbackRow } from "./feedback-schema";

export interface NewFeedback {
  page: string;
  feedback: "positive" | "negative";
  comment: string | null;
  clientHash: string | null;
}

export interface OutboxMessage {
  id: number;
  feedbackId: string;
  payload: string;
  attempts: number;
}

export interface PageStats {
  page: string;
  positive: number;
  negative: number;
  latestComments: string[];
}

/**
 * Where feedback lives. Two implementations (SQLite, Postgres) pass one shared test suite.
 * `insert` is durable when it resolves, and writes the webhook outbox row in the same transaction.
 */
export interface FeedbackStore {
  readonly kind: "sqlite" | "postgres";
  migrate(): Promise<void>;
  insert(row: NewFeedback, options: { outbox: boolean }): Promise<FeedbackRow>;
  list(options?: { limit?: number }): Promise<FeedbackRow[]>;
  count(): Promise<number>;
  stats(options?: { commentsPerPage?: number }): Promise<PageStats[]>;
  /**
   * Claims up to `limit` outbox messages that are due at `now` (next attempt reached, no live
   * claim) until `leaseUntil`, atomically: several workers, also in several server instances on
   * one Postgres database, never claim the same message at once. Oldest first.
   */
  claimOutbox(
    limit: number,
    now: Date,
    leaseUntil: Date,
  ): Promise<OutboxMessage[]>;
  /** Records a delivery and ends the claim. */
  markDelivered(id: number): Promise<void>;
  /** Records a failed attempt, schedules the next one and ends the claim. */
  markFailed(id: number, nextAttemptAt: Date, error: string): Promise<void>;
  pendingOutbox(): Promise<number>;
  close(): Promise<void>;
}

/** A new row with its id and creation time, assigned by the app so the outbox can refer to it. */
export function newFeedbackRow(row: NewFeedback): FeedbackRow {
  return { id: randomUUID(), createdAt: new Date().toISOString(), ...row };
}

/** Outbox retry schedule: exponential backoff from 5 s, capped at one hour. */
export function nextAttemptDelayMs(attempts: number): number {
  return Math.min(60 * 60 * 1000, 5000 * 2 ** Math.max(0, attempts));
}

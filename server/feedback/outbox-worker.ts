import type { Logger } from "pino";
import { nextAttemptDelayMs, type FeedbackStore } from "./feedback-store";

/** Outbox timings and sizes (README: feedback reaches the webhook through a retried outbox). */
export const OUTBOX_DEFAULTS = {
  /** Pause between passes over due messages. */
  intervalMs: 2000,
  /** Messages claimed per pass. */
  batchSize: 20,
  /** One webhook call may take this long before it counts as failed. */
  deliveryTimeoutMs: 5000,
  /** Time added to a claim's worst case (every message timing out) for database round trips. */
  leaseMarginMs: 30_000,
} as const;

export interface OutboxWorkerOptions {
  /** Default {@link OUTBOX_DEFAULTS.intervalMs}. */
  intervalMs?: number;
  /** Default {@link OUTBOX_DEFAULTS.batchSize}. */
  batchSize?: number;
  /** Default {@link OUTBOX_DEFAULTS.deliveryTimeoutMs}. */
  deliveryTimeoutMs?: number;
  /** The webhook client; default the global `fetch`. */
  fetch?: typeof fetch;
}

/**
 * Delivers outbox rows to the webhook in the background. A failed delivery is retried with
 * exponential backoff; rows stay in the database until delivered, so an outage loses nothing.
 *
 * Several workers (one per server instance) may share a database: each pass claims its rows with
 * a lease long enough for every claimed delivery to time out, so a message goes to the webhook
 * once. Only an instance that dies between the webhook's answer and recording it makes a
 * message go out again, after the lease, to keep at-least-once delivery.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly timeoutMs: number;
  private readonly leaseMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly store: FeedbackStore,
    private readonly webhookUrl: string,
    private readonly logger: Logger,
    options: OutboxWorkerOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? OUTBOX_DEFAULTS.intervalMs;
    this.batchSize = options.batchSize ?? OUTBOX_DEFAULTS.batchSize;
    this.timeoutMs =
      options.deliveryTimeoutMs ?? OUTBOX_DEFAULTS.deliveryTimeoutMs;
    this.leaseMs =
      this.batchSize * this.timeoutMs + OUTBOX_DEFAULTS.leaseMarginMs;
    this.fetchImpl = options.fetch ?? fetch;
  }

  start(): void {
    this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.deliverDue()
        .then(() => undefined)
        .catch((error: unknown) =>
          this.logger.error({ err: error }, "outbox pass failed"),
        )
        .finally(() => this.schedule(this.intervalMs));
    }, delay);
    this.timer.unref();
  }

  /**
   * One pass: claims the messages due at `now` and delivers them. Exported for tests and for the
   * final flush at shutdown. `now` is the application clock (instances sharing a database are
   * assumed to agree on the time within a small part of the lease).
   */
  async deliverDue(now = new Date()): Promise<number> {
    const claimedAt = performance.now();
    const claimed = await this.store.claimOutbox(
      this.batchSize,
      now,
      new Date(now.getTime() + this.leaseMs),
    );
    let delivered = 0;
    for (const message of claimed) {
      // A delivery must end inside the lease, or another instance could send the message too.
      // The rest stay claimed and are picked up when the lease runs out.
      if (performance.now() - claimedAt + this.timeoutMs > this.leaseMs) break;
      let failure: string | undefined;
      try {
        const res = await this.fetchImpl(this.webhookUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: message.payload,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        await res.body?.cancel(); // the answer is not needed; free the connection
        if (!res.ok) failure = `webhook answered ${res.status}`;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
      // Outside the try: a database error after a successful call must not count as a failed
      // delivery (it would be sent again); it ends the pass and the lease brings the row back.
      if (failure === undefined) {
        await this.store.markDelivered(message.id);
        delivered += 1;
      } else {
        const next = new Date(
          now.getTime() + nextAttemptDelayMs(message.attempts),
        );
        await this.store.markFailed(message.id, next, failure);
        this.logger.warn(
          {
            outboxId: message.id,
            attempts: message.attempts + 1,
            reason: failure,
          },
          "webhook delivery failed, will retry",
        );
      }
    }
    return delivered;
  }

  /** Stops scheduling, waits for the pass in flight, then tries once more to deliver what is due. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.deliverDue().catch(() => 0);
  }
}

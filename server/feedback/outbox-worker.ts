import type { Logger } from "pino";
import { nextAttemptDelayMs, type FeedbackStore } from "./feedback-store";

/**
 * Delivers outbox rows to the webhook in the background. A failed delivery is retried with
 * exponential backoff; rows stay in the database until delivered, so an outage loses nothing.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly store: FeedbackStore,
    private readonly webhookUrl: string,
    private readonly logger: Logger,
    private readonly intervalMs = 2000,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

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

  /** One pass over due messages; exported for tests and for the final flush at shutdown. */
  async deliverDue(now = new Date()): Promise<number> {
    let delivered = 0;
    for (const message of await this.store.dueOutbox(50, now)) {
      try {
        const res = await this.fetchImpl(this.webhookUrl, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: message.payload,
          signal: AbortSignal.timeout(5000),
        });
        if (!res.ok) throw new Error(`webhook answered ${res.status}`);
        await this.store.markDelivered(message.id);
        delivered += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const next = new Date(
          now.getTime() + nextAttemptDelayMs(message.attempts),
        );
        await this.store.markFailed(message.id, next, reason);
        this.logger.warn(
          { outboxId: message.id, attempts: message.attempts + 1, reason },
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

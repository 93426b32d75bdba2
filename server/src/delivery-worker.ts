import type { FastifyBaseLogger } from 'fastify';
import { describeSendError, type SendMail } from './mailer';
import type { Outbox } from './outbox';

export interface RetryPolicy {
  retryBaseMs: number;
  retryMaxMs: number;
  giveUpAfterMs: number;
  pollMs: number;
}

/** Exponential backoff (base, doubling, capped) with ±20 % jitter. */
export function retryDelay(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const exp = Math.min(policy.retryBaseMs * 2 ** Math.max(0, attempts - 1), policy.retryMaxMs);
  return Math.round(exp * (0.8 + 0.4 * random()));
}

/**
 * Sends the outbox one message at a time. Wakes on insert and on a timer set to the next due
 * message. At-least-once: a crash mid-send leaves the row 'sending'; the next boot sends it
 * again with the same Message-ID, so the receiving side can drop the duplicate.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly outbox: Outbox,
    private readonly send: SendMail,
    private readonly policy: RetryPolicy,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    const recovered = this.outbox.recoverInterrupted();
    if (recovered > 0) this.log.warn({ recovered }, 'resuming messages interrupted mid-send');
    this.stopped = false;
    this.wake();
  }

  /** Runs a pass now (or right after the current one). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      } else {
        this.scheduleNext();
      }
    });
  }

  /** Takes no new work and waits (bounded) for a send in flight. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    if (!this.running) return;
    let timeout: NodeJS.Timeout | undefined;
    const gaveUp = await Promise.race([
      this.running.then(() => false),
      new Promise<boolean>((resolve) => {
        timeout = setTimeout(() => resolve(true), timeoutMs);
      }),
    ]);
    clearTimeout(timeout);
    if (gaveUp) this.log.warn('shutdown: a send was still in flight; it will be retried at boot');
  }

  private scheduleNext(): void {
    if (this.stopped) return;
    const due = this.outbox.nextDueAt();
    const wait = due === undefined ? this.policy.pollMs : Math.max(0, due - this.now());
    this.timer = setTimeout(() => this.wake(), Math.min(wait, this.policy.pollMs));
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const row = this.outbox.claimDue();
      if (!row) return;
      try {
        await this.send(row);
        this.outbox.markDelivered(row.id);
        this.log.info({ outboxId: row.id, attempts: row.attempts }, 'contact message delivered');
      } catch (error) {
        const reason = describeSendError(error);
        if (this.now() - row.queuedAt >= this.policy.giveUpAfterMs) {
          this.outbox.markFailed(row.id, reason);
          this.log.error(
            { outboxId: row.id, attempts: row.attempts, reason },
            'delivery failed for good',
          );
        } else {
          const next = this.now() + retryDelay(row.attempts, this.policy);
          this.outbox.markRetry(row.id, next, reason);
          this.log.warn(
            { outboxId: row.id, attempts: row.attempts, reason },
            'delivery failed, will retry',
          );
        }
      }
    }
  }
}

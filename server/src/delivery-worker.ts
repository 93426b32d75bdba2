import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { describeSendError, type SendMail } from './mailer';
import type { OutboxRow, OutboxStore } from './storage/contract';

export interface RetryPolicy {
  retryBaseMs: number;
  retryMaxMs: number;
  giveUpAfterMs: number;
  pollMs: number;
  /** How long a claimed message is this worker's; a send is abandoned after half of it. */
  leaseMs: number;
}

/** Told of each attempt's outcome (alerts and metrics); must not throw, is not awaited. */
export interface DeliveryObserver {
  delivered(row: OutboxRow): void;
  /** The attempt failed; the message is back in the queue. */
  retrying(row: OutboxRow, error: unknown): void;
  /** The attempt failed and the give-up period is over: the message is kept as failed. */
  failedForGood(row: OutboxRow, error: unknown): void;
}

/** Exponential backoff (base, doubling, capped) with ±20 % jitter. */
export function retryDelay(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const exp = Math.min(policy.retryBaseMs * 2 ** Math.max(0, attempts - 1), policy.retryMaxMs);
  return Math.round(exp * (0.8 + 0.4 * random()));
}

/** Rejects after `ms` unless `work` settles first. */
function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`send took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Sends the outbox one message at a time. Wakes on insert and on a timer set to the next due
 * message. At-least-once: a message is claimed with a lease; if this process dies mid-send,
 * any worker (this one after a restart, or another instance) takes it again once the lease
 * has ended and sends it with the same Message-ID, so the receiving side can drop a duplicate.
 *
 * Nothing here may end the process: a storage or SMTP error is logged, and the worker backs
 * off (retryDelay, capped at the poll interval) and tries again.
 */
export class DeliveryWorker {
  /** This worker's name in the lease column; new for every process. */
  readonly owner = `worker-${randomUUID()}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private storageFailures = 0;
  /** Sent, but the storage failed to record it: recorded first on the next pass. */
  private readonly unrecorded = new Set<number>();

  constructor(
    private readonly outbox: OutboxStore,
    private readonly send: SendMail,
    private readonly policy: RetryPolicy,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    private readonly observers: DeliveryObserver[] = [],
  ) {}

  private tell(event: (observer: DeliveryObserver) => void): void {
    for (const observer of this.observers) {
      try {
        event(observer);
      } catch (error) {
        this.log.error({ err: error }, 'delivery: an observer failed');
      }
    }
  }

  start(): void {
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
    this.running = this.drain()
      .then(
        () => {
          this.storageFailures = 0;
        },
        (error: unknown) => {
          this.storageFailures++;
          this.log.error({ err: error }, 'delivery: storage error, will try again');
        },
      )
      .finally(() => {
        this.running = undefined;
        if (this.again && this.storageFailures === 0) {
          this.again = false;
          this.wake();
        } else {
          this.again = false;
          void this.scheduleNext();
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
    if (gaveUp) {
      this.log.warn('shutdown: a send was still in flight; it is sent again when its lease ends');
    }
  }

  private async scheduleNext(): Promise<void> {
    if (this.stopped) return;
    let wait = this.policy.pollMs;
    if (this.storageFailures > 0) {
      // The same back-off as a message's, capped at the poll interval.
      wait = retryDelay(this.storageFailures, { ...this.policy, retryMaxMs: this.policy.pollMs });
    } else {
      try {
        const due = await this.outbox.nextDueAt();
        if (due !== undefined) wait = Math.max(0, due - this.now());
      } catch (error) {
        this.log.error({ err: error }, 'delivery: storage error, will try again');
        wait = this.policy.retryBaseMs;
      }
    }
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), Math.min(wait, this.policy.pollMs));
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    for (const id of this.unrecorded) {
      await this.outbox.markDelivered(id);
      this.unrecorded.delete(id);
    }
    while (!this.stopped) {
      const row = await this.outbox.claimDue(this.owner, this.policy.leaseMs);
      if (!row) return;
      await this.deliver(row);
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const context = { outboxId: row.id, attempts: row.attempts };
    let error: unknown;
    try {
      await withDeadline(this.send(row), Math.max(1, Math.floor(this.policy.leaseMs / 2)));
    } catch (sendError) {
      error = sendError;
    }
    if (error === undefined) {
      this.unrecorded.add(row.id);
      this.log.info(context, 'contact message delivered');
      await this.outbox.markDelivered(row.id);
      this.unrecorded.delete(row.id);
      this.tell((o) => o.delivered(row));
      return;
    }
    const reason = describeSendError(error);
    const givingUp = this.now() - row.queuedAt >= this.policy.giveUpAfterMs;
    const kept = givingUp
      ? await this.outbox.markFailed(row.id, this.owner, reason)
      : await this.outbox.markRetry(
          row.id,
          this.owner,
          this.now() + retryDelay(row.attempts, this.policy),
          reason,
        );
    if (!kept) {
      this.log.warn(context, 'delivery: the lease ended before the attempt; another worker has it');
    } else if (givingUp) {
      this.log.error({ ...context, reason }, 'delivery failed for good');
      this.tell((o) => o.failedForGood(row, error));
    } else {
      this.log.warn({ ...context, reason }, 'delivery failed, will retry');
      this.tell((o) => o.retrying(row, error));
    }
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from './outbox';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes delivered contact messages once they are older than the retention period
 * (counted from delivery). Runs at start-up and then every hour; the privacy notice
 * promises this, so it is not optional.
 */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly outbox: Outbox,
    private readonly retentionDays: number,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    private readonly intervalMs: number = RETENTION_SWEEP_INTERVAL_MS,
  ) {}

  /** One pass; returns how many messages were deleted. */
  sweep(): number {
    const deleted = this.outbox.deleteDeliveredBefore(this.now() - this.retentionDays * DAY_MS);
    if (deleted > 0) {
      this.log.info(
        { deleted, retentionDays: this.retentionDays },
        'retention: deleted old messages',
      );
    }
    return deleted;
  }

  start(): void {
    this.stop();
    this.sweepLoggingErrors();
    this.timer = setInterval(() => this.sweepLoggingErrors(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private sweepLoggingErrors(): void {
    try {
      this.sweep();
    } catch (error) {
      this.log.error({ err: error }, 'retention: sweep failed, will try again');
    }
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from './storage/contract';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** After a failed pass (a full disk, a reader holding the log), the next comes this soon. */
export const RETENTION_RETRY_MS = 60 * 1000;

/**
 * Deletes delivered contact messages once they are older than the retention period
 * (counted from delivery), and leaves no readable copy of them in the data files. Runs at
 * start-up and then every hour; the privacy notice promises this, so it is not optional.
 * Every pass scrubs, not only one that deleted: a deletion by `npm run inbox` whose own scrub
 * was blocked (a busy database) is caught up here within the hour.
 */
export class RetentionSweeper {
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;

  constructor(
    private readonly storage: Storage,
    private readonly retentionDays: number,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
    private readonly intervalMs: number = RETENTION_SWEEP_INTERVAL_MS,
  ) {}

  /** One pass; returns how many messages were deleted. Throws on a storage error. */
  async sweep(): Promise<number> {
    const cutoff = this.now() - this.retentionDays * DAY_MS;
    const deleted = await this.storage.outbox.deleteDeliveredBefore(cutoff);
    if (deleted > 0) {
      this.log.info(
        { deleted, retentionDays: this.retentionDays },
        'retention: deleted old messages',
      );
    }
    await this.storage.scrubDeleted();
    return deleted;
  }

  /** Sweeps now and then every interval; resolves when the first pass is done (never rejects). */
  start(): Promise<void> {
    this.stop();
    this.stopped = false;
    return this.pass();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async pass(): Promise<void> {
    let next = this.intervalMs;
    try {
      await this.sweep();
    } catch (error) {
      this.log.error({ err: error }, 'retention: sweep failed, will try again');
      next = Math.min(RETENTION_RETRY_MS, this.intervalMs);
    }
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.pass(), next);
    this.timer.unref();
  }
}

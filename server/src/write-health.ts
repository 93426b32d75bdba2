/**
 * Whether the storage took its last real write. A health probe writes one tiny row, and a
 * database that is full for new rows may still take that one (SQLite reuses free pages and
 * log space); so a contact message that could not be stored for lack of room marks the
 * instance unhealthy until a later message is stored or, so that an instance the load
 * balancer took out can come back to try, until `windowMs` has passed. Other failures (the
 * database unreachable) are the probe's to see: it fails while they last.
 */
export class WriteHealth {
  private lastFailure: number | undefined;
  private lastSuccess = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly windowMs = 30_000,
  ) {}

  succeeded(): void {
    this.lastSuccess = this.now();
  }

  failed(error: unknown): void {
    if (isOutOfRoom(error)) this.lastFailure = this.now();
  }

  recentlyFailed(): boolean {
    const failedAt = this.lastFailure;
    return (
      failedAt !== undefined &&
      failedAt >= this.lastSuccess &&
      this.now() - failedAt < this.windowMs
    );
  }
}

/** A write refused for lack of room: SQLite's full or I/O errors, ENOSPC, PostgreSQL's class 53. */
export function isOutOfRoom(error: unknown): boolean {
  const code = error && typeof error === 'object' ? String(Reflect.get(error, 'code')) : '';
  return /^SQLITE_(FULL|IOERR)/.test(code) || code === 'ENOSPC' || /^53\d{3}$/.test(code);
}

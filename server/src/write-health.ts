/**
 * Whether the storage took its last real write. A health probe writes one tiny row, and a
 * database that is full for new rows may still take that one (SQLite reuses free pages and
 * log space); so a contact message that could not be stored marks the instance unhealthy
 * until a later write succeeds or, so that an instance the load balancer took out can come
 * back to try, until `windowMs` has passed.
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

  failed(): void {
    this.lastFailure = this.now();
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

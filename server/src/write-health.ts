/**
 * Whether the storage takes writes, as the last write showed: a contact message stored or
 * refused, or the health probe's test write (as large as a message). The instance is out only
 * while writes fail; the first write that succeeds brings it back, so a load balancer returns
 * it to rotation as soon as the disk has room again. Listeners (the alerts) hear each change.
 */
export class WriteHealth {
  private failure: { code: string } | undefined;
  private readonly listeners: Array<(failing: { code: string } | undefined) => void> = [];

  succeeded(): void {
    if (!this.failure) return;
    this.failure = undefined;
    for (const listener of this.listeners) listener(undefined);
  }

  failed(error: unknown): void {
    const first = this.failure === undefined;
    this.failure = { code: errorCode(error) };
    if (first) for (const listener of this.listeners) listener(this.failure);
  }

  /** The error class of the write that failed last, while writes fail. */
  failing(): { code: string } | undefined {
    return this.failure;
  }

  onChange(listener: (failing: { code: string } | undefined) => void): void {
    this.listeners.push(listener);
  }
}

/** An error's class for logs, alerts and metrics: its code, never its text. */
export function errorCode(error: unknown): string {
  const code = error && typeof error === 'object' ? Reflect.get(error, 'code') : undefined;
  return typeof code === 'string' && /^[\w.-]{1,40}$/.test(code) ? code : 'unknown';
}

import { randomUUID } from 'node:crypto';
import type { Db } from './db';
import type { Language } from '../../src/shared/languages';

export type OutboxState = 'pending' | 'sending' | 'delivered' | 'failed';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Language;
}

export interface OutboxRow extends NewContactMessage {
  id: number;
  messageId: string;
  state: OutboxState;
  attempts: number;
  createdAt: number;
  /** When it last entered the queue: stored, or put back by `inbox retry`. */
  queuedAt: number;
  updatedAt: number;
  nextAttemptAt: number;
  lastError: string | null;
  deliveredAt: number | null;
}

interface RawRow {
  id: number;
  message_id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Language;
  state: OutboxState;
  attempts: number;
  created_at: number;
  queued_at: number;
  updated_at: number;
  next_attempt_at: number;
  last_error: string | null;
  delivered_at: number | null;
}

function toRow(r: RawRow): OutboxRow {
  return {
    id: r.id,
    messageId: r.message_id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    language: r.language,
    state: r.state,
    attempts: r.attempts,
    createdAt: r.created_at,
    queuedAt: r.queued_at,
    updatedAt: r.updated_at,
    nextAttemptAt: r.next_attempt_at,
    lastError: r.last_error,
    deliveredAt: r.delivered_at,
  };
}

export interface OutboxCounts {
  pending: number;
  failed: number;
  delivered: number;
}

/** The durable queue of contact messages. Every state change is one committed statement. */
export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly messageIdHost: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Commits the message (synchronous=FULL: on disk when this returns). */
  insert(msg: NewContactMessage): OutboxRow {
    const t = this.now();
    const raw = this.db
      .prepare<unknown[], RawRow>(
        `INSERT INTO outbox (message_id, name, email, phone, message, language, state,
                             created_at, queued_at, updated_at, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?) RETURNING *`,
      )
      .get(
        `<${randomUUID()}@${this.messageIdHost}>`,
        msg.name,
        msg.email,
        msg.phone,
        msg.message,
        msg.language,
        t,
        t,
        t,
        t,
      );
    if (!raw) throw new Error('outbox insert returned no row');
    return toRow(raw);
  }

  /** Marks the next due message 'sending' and returns it; undefined when nothing is due. */
  claimDue(): OutboxRow | undefined {
    const t = this.now();
    const raw = this.db
      .prepare<unknown[], RawRow>(
        `UPDATE outbox SET state = 'sending', attempts = attempts + 1, updated_at = ?
         WHERE id = (SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= ?
                     ORDER BY next_attempt_at, id LIMIT 1)
         RETURNING *`,
      )
      .get(t, t);
    return raw ? toRow(raw) : undefined;
  }

  markDelivered(id: number): void {
    const t = this.now();
    this.db
      .prepare(
        `UPDATE outbox SET state = 'delivered', delivered_at = ?, updated_at = ?, last_error = NULL
         WHERE id = ?`,
      )
      .run(t, t, id);
  }

  markRetry(id: number, nextAttemptAt: number, error: string): void {
    this.db
      .prepare(
        `UPDATE outbox SET state = 'pending', next_attempt_at = ?, last_error = ?, updated_at = ?
         WHERE id = ?`,
      )
      .run(nextAttemptAt, error, this.now(), id);
  }

  markFailed(id: number, error: string): void {
    this.db
      .prepare(`UPDATE outbox SET state = 'failed', last_error = ?, updated_at = ? WHERE id = ?`)
      .run(error, this.now(), id);
  }

  /** At boot: a message left 'sending' by a crash is sent again, with the same Message-ID. */
  recoverInterrupted(): number {
    const t = this.now();
    return this.db
      .prepare(
        `UPDATE outbox SET state = 'pending', next_attempt_at = ?, updated_at = ?
         WHERE state = 'sending'`,
      )
      .run(t, t).changes;
  }

  /**
   * Puts failed (or, with 'all', every undelivered) message back in the queue, due now, as if
   * it had just been stored: a whole give-up period and the backoff from its first step.
   */
  requeue(target: number | 'all'): number {
    const t = this.now();
    const where =
      target === 'all' ? `state IN ('failed', 'pending')` : `id = ? AND state <> 'delivered'`;
    const stmt = this.db.prepare(
      `UPDATE outbox SET state = 'pending', attempts = 0, queued_at = ?, next_attempt_at = ?,
              updated_at = ? WHERE ${where}`,
    );
    return (target === 'all' ? stmt.run(t, t, t) : stmt.run(t, t, t, target)).changes;
  }

  /**
   * Deletes messages delivered before `cutoff` (ms). Pending, sending and failed ones stay
   * until the owner handles them (`npm run inbox -- delete <id>`).
   */
  deleteDeliveredBefore(cutoff: number): number {
    return this.db
      .prepare(`DELETE FROM outbox WHERE state = 'delivered' AND delivered_at < ?`)
      .run(cutoff).changes;
  }

  /** Deletes one message in any state (the owner has handled it). */
  delete(id: number): boolean {
    return this.db.prepare(`DELETE FROM outbox WHERE id = ?`).run(id).changes > 0;
  }

  nextDueAt(): number | undefined {
    const row = this.db
      .prepare<unknown[], { due: number | null }>(
        `SELECT MIN(next_attempt_at) AS due FROM outbox WHERE state = 'pending'`,
      )
      .get();
    return row?.due ?? undefined;
  }

  counts(): OutboxCounts {
    const rows = this.db
      .prepare<unknown[], { state: OutboxState; n: number }>(
        `SELECT state, COUNT(*) AS n FROM outbox GROUP BY state`,
      )
      .all();
    const n = (s: OutboxState) => rows.find((r) => r.state === s)?.n ?? 0;
    return { pending: n('pending') + n('sending'), failed: n('failed'), delivered: n('delivered') };
  }

  list(limit = 100): OutboxRow[] {
    return this.db
      .prepare<unknown[], RawRow>(`SELECT * FROM outbox ORDER BY id DESC LIMIT ?`)
      .all(limit)
      .map(toRow);
  }

  get(id: number): OutboxRow | undefined {
    const raw = this.db.prepare<unknown[], RawRow>(`SELECT * FROM outbox WHERE id = ?`).get(id);
    return raw ? toRow(raw) : undefined;
  }
}

/** The domain part of an address, for Message-IDs: `<uuid@domain>`. */
export function hostOf(address: string): string {
  const at = address.lastIndexOf('@');
  const host = at >= 0 ? address.slice(at + 1).replace(/[^A-Za-z0-9.-]/g, '') : '';
  return host || 'localhost';
}

/**
 * The server's durable state behind one contract: the contact outbox and the assistant's daily
 * model budget. SQLite (sqlite.ts) is the embedded default; PostgreSQL (postgres.ts) lets
 * several instances share one queue. Every method that changes something resolves only after
 * the change is committed, and rejects when it was not: an acknowledged write is a stored one.
 * Times are the app's clock (ms since the epoch), passed in, so every engine agrees with it.
 */
import type { Language } from '../../../src/shared/languages';

export type OutboxState = 'pending' | 'sending' | 'delivered' | 'failed';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Language;
}

/** A browser's key for one submission and a digest of what it sent (see contact route). */
export interface IdempotencyKey {
  key: string;
  fingerprint: string;
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
  /** The worker holding the message while it sends it, and until when. */
  leaseOwner: string | null;
  leaseUntil: number | null;
}

/**
 * What storing a message did: stored it, found the same submission stored already (a retry
 * of a request whose answer was lost), or found the key used for a different message.
 */
export type InsertOutcome =
  { kind: 'stored'; row: OutboxRow } | { kind: 'replayed'; row: OutboxRow } | { kind: 'conflict' };

export interface OutboxCounts {
  pending: number;
  failed: number;
  delivered: number;
}

export interface OutboxStore {
  insert(msg: NewContactMessage, idempotency?: IdempotencyKey): Promise<InsertOutcome>;
  /**
   * Takes the next due message for `owner` until `now + leaseMs`: a pending one whose time has
   * come, or one whose sender's lease ran out (that sender died). No two owners hold one
   * message at once. A worker sends one message at a time, so a message `owner` still holds
   * when it claims is one whose outcome it could not record: it is taken again at once.
   */
  claimDue(owner: string, leaseMs: number): Promise<OutboxRow | undefined>;
  /** Records a delivery, whoever holds the message now: it was sent. */
  markDelivered(id: number): Promise<void>;
  /** Back to the queue; false when `owner` no longer holds the message. */
  markRetry(id: number, owner: string, nextAttemptAt: number, error: string): Promise<boolean>;
  /** Given up; false when `owner` no longer holds the message. */
  markFailed(id: number, owner: string, error: string): Promise<boolean>;
  /** Failed (or, with 'all', every undelivered) message back in the queue, due now. */
  requeue(target: number | 'all'): Promise<number>;
  /** Deletes messages delivered before `cutoff`; the others wait for the owner. */
  deleteDeliveredBefore(cutoff: number): Promise<number>;
  /** Deletes one message in any state. */
  delete(id: number): Promise<boolean>;
  /** When the worker next has something to do: a due message or an ending lease. */
  nextDueAt(): Promise<number | undefined>;
  counts(): Promise<OutboxCounts>;
  /** When the longest-waiting undelivered message entered the queue; undefined: none waits. */
  oldestPendingAt(): Promise<number | undefined>;
  list(limit?: number): Promise<OutboxRow[]>;
  get(id: number): Promise<OutboxRow | undefined>;
}

export interface BudgetStore {
  /** Takes one from `day`'s allowance of `perDay`; false when it is spent. Atomic. */
  tryConsume(day: string, perDay: number): Promise<boolean>;
  usedOn(day: string): Promise<number>;
}

/**
 * The alerts' incidents, one row per kind, shared by every instance on the database: the one
 * caller whose statement changes the row is the one that tells the owner.
 */
export interface IncidentStore {
  /** Opens `kind` unless it is open already; true only for the caller that opened it. */
  open(kind: string, at: number): Promise<boolean>;
  /** Closes `kind` if it is open; true only for the caller that closed it. */
  resolve(kind: string, at: number): Promise<boolean>;
}

export type StorageKind = 'sqlite' | 'postgres';

export interface Storage {
  readonly kind: StorageKind;
  readonly outbox: OutboxStore;
  readonly budget: BudgetStore;
  readonly incidents: IncidentStore;
  /** Rejects unless a contact message could be committed right now. */
  probeWrite(): Promise<void>;
  /** After deletions: leaves no readable copy of deleted rows in the engine's files. */
  scrubDeleted(): Promise<void>;
  close(): Promise<void>;
}

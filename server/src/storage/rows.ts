import type { OutboxRow, OutboxState } from './contract';

/** A row as either engine returns it (PostgreSQL gives BIGINT columns as strings). */
export interface RawRow {
  id: number | string;
  message_id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  language: OutboxRow['language'];
  state: OutboxState;
  attempts: number;
  created_at: number | string;
  queued_at: number | string;
  updated_at: number | string;
  next_attempt_at: number | string;
  last_error: string | null;
  delivered_at: number | string | null;
  lease_owner: string | null;
  lease_until: number | string | null;
  idempotency_key: string | null;
  fingerprint: string | null;
}

export function toRow(r: RawRow): OutboxRow {
  return {
    id: Number(r.id),
    messageId: r.message_id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    language: r.language,
    state: r.state,
    attempts: Number(r.attempts),
    createdAt: Number(r.created_at),
    queuedAt: Number(r.queued_at),
    updatedAt: Number(r.updated_at),
    nextAttemptAt: Number(r.next_attempt_at),
    lastError: r.last_error,
    deliveredAt: r.delivered_at === null ? null : Number(r.delivered_at),
    leaseOwner: r.lease_owner,
    leaseUntil: r.lease_until === null ? null : Number(r.lease_until),
  };
}

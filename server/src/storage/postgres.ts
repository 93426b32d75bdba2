/**
 * The shared store: PostgreSQL (DATABASE_URL), so that several instances of the server work
 * one queue, one model budget and one inbox. Every method is one statement, atomic on its own
 * (no read-modify-write across round trips); claims take rows with FOR UPDATE SKIP LOCKED, so
 * two workers never hold one message. Migrations run under an advisory lock: instances that
 * start together apply each version once.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type {
  BudgetStore,
  IdempotencyKey,
  IncidentStore,
  InsertOutcome,
  NewContactMessage,
  OutboxCounts,
  OutboxRow,
  OutboxState,
  OutboxStore,
  Storage,
} from './contract';
import { messageIdFor } from './message-id';
import { toRow, type RawRow } from './rows';

const MIGRATIONS = [
  // 1: the outbox (with leases and idempotency keys), the model budget and the health probe.
  `CREATE TABLE outbox (
     id              BIGSERIAL PRIMARY KEY,
     message_id      TEXT NOT NULL UNIQUE,
     name            TEXT NOT NULL,
     email           TEXT NOT NULL,
     phone           TEXT NOT NULL,
     message         TEXT NOT NULL,
     language        TEXT NOT NULL,
     state           TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'delivered', 'failed')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     created_at      BIGINT NOT NULL,
     queued_at       BIGINT NOT NULL,
     updated_at      BIGINT NOT NULL,
     next_attempt_at BIGINT NOT NULL,
     last_error      TEXT,
     delivered_at    BIGINT,
     lease_owner     TEXT,
     lease_until     BIGINT,
     idempotency_key TEXT UNIQUE,
     fingerprint     TEXT
   );
   CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
   CREATE INDEX outbox_lease ON outbox (state, lease_until);
   CREATE INDEX outbox_delivered_at ON outbox (delivered_at);
   CREATE TABLE chat_budget (day TEXT PRIMARY KEY, used INTEGER NOT NULL);
   CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at BIGINT NOT NULL);`,
  // 2: the alerts' incidents.
  `CREATE TABLE incidents (
     kind        TEXT PRIMARY KEY,
     opened_at   BIGINT NOT NULL,
     resolved_at BIGINT
   );`,
];

/** Any number; the same for every instance of this server on one database. */
export const MIGRATION_LOCK = 7_362_401;

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  // A checked-out client has no listener of the pool's: a connection cut mid-migration would
  // emit an 'error' nobody hears and end the process. The query in flight rejects anyway.
  const ignore = () => undefined;
  client.on('error', ignore);
  let failure: Error | undefined;
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)',
    );
    const { rows } = await client.query<{ v: number | null }>(
      'SELECT MAX(version) AS v FROM schema_migrations',
    );
    for (let v = rows[0]?.v ?? 0; v < MIGRATIONS.length; v++) {
      await client.query(MIGRATIONS[v] ?? '');
      await client.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [
        v + 1,
        Date.now(),
      ]);
    }
    await client.query('COMMIT');
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    await client.query('ROLLBACK').catch(ignore);
    throw error;
  } finally {
    client.removeListener('error', ignore);
    // With an error the pool drops the connection instead of lending it out broken.
    client.release(failure);
  }
}

class PostgresOutbox implements OutboxStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly messageIdHost: string,
    private readonly now: () => number,
  ) {}

  private async rows(sql: string, params: unknown[]): Promise<RawRow[]> {
    return (await this.pool.query<RawRow>(sql, params)).rows;
  }

  async insert(msg: NewContactMessage, idempotency?: IdempotencyKey): Promise<InsertOutcome> {
    const t = this.now();
    const [raw] = await this.rows(
      `INSERT INTO outbox (message_id, name, email, phone, message, language, state, created_at,
                           queued_at, updated_at, next_attempt_at, idempotency_key, fingerprint)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7, $7, $7, $8, $9)
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING *`,
      [
        messageIdFor(randomUUID(), this.messageIdHost),
        msg.name,
        msg.email,
        msg.phone,
        msg.message,
        msg.language,
        t,
        idempotency?.key ?? null,
        idempotency?.fingerprint ?? null,
      ],
    );
    if (raw) return { kind: 'stored', row: toRow(raw) };
    // The key was there already (only a key can conflict): a repeat, or a reuse.
    const [existing] = await this.rows(`SELECT * FROM outbox WHERE idempotency_key = $1`, [
      idempotency?.key,
    ]);
    if (!existing) throw new Error('outbox insert stored nothing and found no earlier row');
    return existing.fingerprint === idempotency?.fingerprint
      ? { kind: 'replayed', row: toRow(existing) }
      : { kind: 'conflict' };
  }

  async claimDue(owner: string, leaseMs: number): Promise<OutboxRow | undefined> {
    const t = this.now();
    const [raw] = await this.rows(
      `UPDATE outbox SET state = 'sending', attempts = attempts + 1, lease_owner = $1,
              lease_until = $2, updated_at = $3
       WHERE id = (SELECT id FROM outbox
                   WHERE (state = 'pending' AND next_attempt_at <= $3)
                      OR (state = 'sending' AND (COALESCE(lease_until, 0) <= $3 OR lease_owner = $1))
                   ORDER BY next_attempt_at, id
                   LIMIT 1
                   FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [owner, t + leaseMs, t],
    );
    return raw ? toRow(raw) : undefined;
  }

  async markDelivered(id: number): Promise<void> {
    const t = this.now();
    await this.pool.query(
      `UPDATE outbox SET state = 'delivered', delivered_at = $1, updated_at = $1, last_error = NULL,
              lease_owner = NULL, lease_until = NULL
       WHERE id = $2 AND state <> 'delivered'`,
      [t, id],
    );
  }

  async markRetry(id: number, owner: string, nextAttemptAt: number, error: string) {
    const result = await this.pool.query(
      `UPDATE outbox SET state = 'pending', next_attempt_at = $1, last_error = $2, updated_at = $3,
              lease_owner = NULL, lease_until = NULL
       WHERE id = $4 AND state = 'sending' AND lease_owner = $5`,
      [nextAttemptAt, error, this.now(), id, owner],
    );
    return (result.rowCount ?? 0) > 0;
  }

  async markFailed(id: number, owner: string, error: string) {
    const result = await this.pool.query(
      `UPDATE outbox SET state = 'failed', last_error = $1, updated_at = $2,
              lease_owner = NULL, lease_until = NULL
       WHERE id = $3 AND state = 'sending' AND lease_owner = $4`,
      [error, this.now(), id, owner],
    );
    return (result.rowCount ?? 0) > 0;
  }

  async requeue(target: number | 'all'): Promise<number> {
    const t = this.now();
    const result = await this.pool.query(
      `UPDATE outbox SET state = 'pending', attempts = 0, queued_at = $1, next_attempt_at = $1,
              updated_at = $1
       WHERE state IN ('failed', 'pending') AND ($2::bigint IS NULL OR id = $2)`,
      [t, target === 'all' ? null : target],
    );
    return result.rowCount ?? 0;
  }

  async deleteDeliveredBefore(cutoff: number): Promise<number> {
    const result = await this.pool.query(
      `DELETE FROM outbox WHERE state = 'delivered' AND delivered_at < $1`,
      [cutoff],
    );
    return result.rowCount ?? 0;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.pool.query(`DELETE FROM outbox WHERE id = $1`, [id]);
    return (result.rowCount ?? 0) > 0;
  }

  async nextDueAt(): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ due: string | null }>(
      `SELECT LEAST(
         (SELECT MIN(next_attempt_at) FROM outbox WHERE state = 'pending'),
         (SELECT MIN(COALESCE(lease_until, 0)) FROM outbox WHERE state = 'sending')) AS due`,
    );
    const due = rows[0]?.due;
    return due === null || due === undefined ? undefined : Number(due);
  }

  async counts(): Promise<OutboxCounts> {
    const { rows } = await this.pool.query<{ state: OutboxState; n: string }>(
      `SELECT state, COUNT(*) AS n FROM outbox GROUP BY state`,
    );
    const n = (s: OutboxState) => Number(rows.find((r) => r.state === s)?.n ?? 0);
    return { pending: n('pending') + n('sending'), failed: n('failed'), delivered: n('delivered') };
  }

  async oldestPendingAt(): Promise<number | undefined> {
    const { rows } = await this.pool.query<{ at: string | null }>(
      `SELECT MIN(queued_at) AS at FROM outbox WHERE state IN ('pending', 'sending')`,
    );
    const at = rows[0]?.at;
    return at === null || at === undefined ? undefined : Number(at);
  }

  async list(limit = 100): Promise<OutboxRow[]> {
    return (await this.rows(`SELECT * FROM outbox ORDER BY id DESC LIMIT $1`, [limit])).map(toRow);
  }

  async get(id: number): Promise<OutboxRow | undefined> {
    const [raw] = await this.rows(`SELECT * FROM outbox WHERE id = $1`, [id]);
    return raw ? toRow(raw) : undefined;
  }
}

class PostgresBudget implements BudgetStore {
  constructor(private readonly pool: pg.Pool) {}

  async tryConsume(day: string, perDay: number): Promise<boolean> {
    if (perDay <= 0) return false;
    const result = await this.pool.query(
      `INSERT INTO chat_budget (day, used) VALUES ($1, 1)
       ON CONFLICT (day) DO UPDATE SET used = chat_budget.used + 1 WHERE chat_budget.used < $2
       RETURNING used`,
      [day, perDay],
    );
    return (result.rowCount ?? 0) > 0;
  }

  async usedOn(day: string): Promise<number> {
    const { rows } = await this.pool.query<{ used: number }>(
      `SELECT used FROM chat_budget WHERE day = $1`,
      [day],
    );
    return rows[0]?.used ?? 0;
  }
}

export interface PostgresOptions {
  messageIdHost: string;
  now?: () => number;
  /** Where an idle connection's error (a restarted database) is reported. */
  onIdleError?: (error: Error) => void;
  /** How long start-up waits for the database to accept connections. */
  connectWaitMs?: number;
}

class PostgresIncidents implements IncidentStore {
  constructor(private readonly pool: pg.Pool) {}

  async open(kind: string, at: number): Promise<boolean> {
    const result = await this.pool.query(
      `INSERT INTO incidents (kind, opened_at) VALUES ($1, $2)
       ON CONFLICT (kind) DO UPDATE SET opened_at = EXCLUDED.opened_at, resolved_at = NULL
       WHERE incidents.resolved_at IS NOT NULL`,
      [kind, at],
    );
    return (result.rowCount ?? 0) > 0;
  }

  async resolve(kind: string, at: number): Promise<boolean> {
    const result = await this.pool.query(
      `UPDATE incidents SET resolved_at = $1 WHERE kind = $2 AND resolved_at IS NULL`,
      [at, kind],
    );
    return (result.rowCount ?? 0) > 0;
  }
}

export class PostgresStorage implements Storage {
  readonly kind = 'postgres' as const;
  readonly outbox: PostgresOutbox;
  readonly budget: PostgresBudget;
  readonly incidents: PostgresIncidents;
  private readonly now: () => number;

  constructor(
    readonly pool: pg.Pool,
    options: PostgresOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.outbox = new PostgresOutbox(pool, options.messageIdHost, this.now);
    this.budget = new PostgresBudget(pool);
    this.incidents = new PostgresIncidents(pool);
  }

  async probeWrite(): Promise<void> {
    await this.pool.query(
      `INSERT INTO health_probe (id, at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET at = EXCLUDED.at`,
      [this.now()],
    );
  }

  /**
   * PostgreSQL keeps a deleted row's bytes in its table file until VACUUM reuses the space and
   * in its write-ahead log until that is recycled; a plain VACUUM (no lock that stops the site)
   * makes the space reusable at once. Physical erasure beyond that is the database host's part.
   */
  async scrubDeleted(): Promise<void> {
    await this.pool.query('VACUUM outbox');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

/** Connects (waiting a while for a database that is still starting) and migrates. */
export async function openPostgresStorage(
  url: string,
  options: PostgresOptions,
): Promise<PostgresStorage> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A statement that hangs (a lock, a network partition) fails instead of holding a request.
    statement_timeout: 10_000,
    query_timeout: 15_000,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  const deadline = Date.now() + (options.connectWaitMs ?? 20_000);
  for (;;) {
    try {
      await migrate(pool);
      return new PostgresStorage(pool, options);
    } catch (error) {
      if (Date.now() >= deadline || !isConnectionError(error)) {
        await pool.end().catch(() => undefined);
        throw error;
      }
      await sleep(500);
    }
  }
}

/** The database is not there (yet): refused, reset, starting up, or out of connections. */
function isConnectionError(error: unknown): boolean {
  const code = error && typeof error === 'object' ? Reflect.get(error, 'code') : undefined;
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN'].includes(String(code)) ||
    ['57P03', '53300'].includes(String(code)) ||
    (error instanceof Error && /timeout|terminat/i.test(error.message))
  );
}

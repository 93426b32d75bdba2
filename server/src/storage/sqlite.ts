/**
 * The embedded store: one SQLite file in DATA_DIR (WAL, synchronous=FULL). better-sqlite3 is
 * synchronous; the methods are async only to share the contract with PostgreSQL.
 *
 * A statement with RETURNING is always read with `.all()`: in autocommit mode SQLite commits
 * when the statement is stepped to its end, and `.get()` stops after the first row and resets,
 * which swallows the commit's error (a full disk made "stored" a lie that way).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { z } from 'zod';
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
import { PROBE_ROOM_BYTES } from './probe';
import { toRow, type RawRow } from './rows';

const MIGRATIONS = [
  // 1: the contact outbox and the assistant's daily provider budget. No IP addresses, ever.
  `CREATE TABLE outbox (
     id              INTEGER PRIMARY KEY,
     message_id      TEXT NOT NULL UNIQUE,
     name            TEXT NOT NULL,
     email           TEXT NOT NULL,
     phone           TEXT NOT NULL,
     message         TEXT NOT NULL,
     language        TEXT NOT NULL,
     state           TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'delivered', 'failed')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     created_at      INTEGER NOT NULL,
     updated_at      INTEGER NOT NULL,
     next_attempt_at INTEGER NOT NULL,
     last_error      TEXT,
     delivered_at    INTEGER
   );
   CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
   CREATE INDEX outbox_delivered_at ON outbox (delivered_at);
   CREATE TABLE chat_budget (
     day  TEXT PRIMARY KEY,
     used INTEGER NOT NULL
   );`,
  // 2: when a message last entered the queue (stored, or put back by `inbox retry`): the
  // give-up period counts from here, so a retried message gets a whole period again.
  `ALTER TABLE outbox ADD COLUMN queued_at INTEGER NOT NULL DEFAULT 0;
   UPDATE outbox SET queued_at = created_at;`,
  // 3: leases (a sender holds a message until lease_until; a dead sender's message is taken
  // again after it), the browser's idempotency key per submission, and the health probe row.
  `ALTER TABLE outbox ADD COLUMN lease_owner TEXT;
   ALTER TABLE outbox ADD COLUMN lease_until INTEGER;
   ALTER TABLE outbox ADD COLUMN idempotency_key TEXT;
   ALTER TABLE outbox ADD COLUMN fingerprint TEXT;
   CREATE UNIQUE INDEX outbox_idempotency_key ON outbox (idempotency_key);
   CREATE INDEX outbox_lease ON outbox (state, lease_until);
   UPDATE outbox SET lease_until = 0 WHERE state = 'sending';
   CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL);`,
  // 4: room for the health probe's message-sized test write, and the alerts' incidents.
  `ALTER TABLE health_probe ADD COLUMN room BLOB;
   CREATE TABLE incidents (
     kind        TEXT PRIMARY KEY,
     opened_at   INTEGER NOT NULL,
     resolved_at INTEGER
   );`,
];

/** How long a scrub waits for a reader before it leaves the work to a later pass. */
const SCRUB_WAIT_MS = 200;
/** What `PRAGMA wal_checkpoint` answers: busy is 1 when a reader or writer kept it from finishing. */
const CHECKPOINT_RESULT = z.array(z.object({ busy: z.number() }));

export interface SqliteOptions {
  /** The domain of generated Message-IDs (`<uuid@domain>`). */
  messageIdHost: string;
  now?: () => number;
  /** Caps the file at this many MiB (SQLite answers "full" beyond); 0 = no cap. */
  maxSizeMb?: number;
}

/** Opens (and migrates) DATA_DIR/site.sqlite. Safe when several processes open it at once. */
export function openSqliteDatabase(dataDir: string, maxSizeMb = 0): Database.Database {
  // The messages are personal data: other accounts on the machine get no way in.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const db = new Database(path.join(dataDir, 'site.sqlite'));
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  // Deleted messages (retention, `inbox delete`) are overwritten on disk, not just unlinked.
  db.pragma('secure_delete = ON');
  if (maxSizeMb > 0) {
    const pageSize = Number(db.pragma('page_size', { simple: true }));
    db.pragma(`max_page_count = ${Math.max(1, Math.floor((maxSizeMb * 1024 * 1024) / pageSize))}`);
  }
  // IMMEDIATE: a second process starting at the same moment waits, then sees the new version.
  db.transaction(() => {
    const version = Number(db.pragma('user_version', { simple: true }));
    for (let v = version; v < MIGRATIONS.length; v++) {
      db.exec(MIGRATIONS[v] ?? '');
    }
    if (version < MIGRATIONS.length) db.pragma(`user_version = ${MIGRATIONS.length}`);
  }).immediate();
  return db;
}

class SqliteOutbox implements OutboxStore {
  constructor(
    private readonly db: Database.Database,
    private readonly messageIdHost: string,
    private readonly now: () => number,
  ) {}

  private returning(sql: string, ...params: unknown[]): RawRow[] {
    return this.db.prepare<unknown[], RawRow>(sql).all(...params);
  }

  async insert(msg: NewContactMessage, idempotency?: IdempotencyKey): Promise<InsertOutcome> {
    const t = this.now();
    const run = this.db.transaction((): InsertOutcome => {
      if (idempotency) {
        const existing = this.db
          .prepare<unknown[], RawRow>(`SELECT * FROM outbox WHERE idempotency_key = ?`)
          .get(idempotency.key);
        if (existing) {
          return existing.fingerprint === idempotency.fingerprint
            ? { kind: 'replayed', row: toRow(existing) }
            : { kind: 'conflict' };
        }
      }
      const [raw] = this.returning(
        `INSERT INTO outbox (message_id, name, email, phone, message, language, state,
                             created_at, queued_at, updated_at, next_attempt_at,
                             idempotency_key, fingerprint)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?) RETURNING *`,
        messageIdFor(randomUUID(), this.messageIdHost),
        msg.name,
        msg.email,
        msg.phone,
        msg.message,
        msg.language,
        t,
        t,
        t,
        t,
        idempotency?.key ?? null,
        idempotency?.fingerprint ?? null,
      );
      if (!raw) throw new Error('outbox insert returned no row');
      return { kind: 'stored', row: toRow(raw) };
    });
    // The COMMIT's error (a full disk, say) is thrown here: nothing is acknowledged before it.
    return run.immediate();
  }

  async claimDue(owner: string, leaseMs: number): Promise<OutboxRow | undefined> {
    const t = this.now();
    const [raw] = this.returning(
      `UPDATE outbox SET state = 'sending', attempts = attempts + 1, lease_owner = ?,
              lease_until = ?, updated_at = ?
       WHERE id = (SELECT id FROM outbox
                   WHERE (state = 'pending' AND next_attempt_at <= ?)
                      OR (state = 'sending' AND (COALESCE(lease_until, 0) <= ? OR lease_owner = ?))
                   ORDER BY next_attempt_at, id LIMIT 1)
       RETURNING *`,
      owner,
      t + leaseMs,
      t,
      t,
      t,
      owner,
    );
    return raw ? toRow(raw) : undefined;
  }

  async markDelivered(id: number): Promise<void> {
    const t = this.now();
    this.db
      .prepare(
        `UPDATE outbox SET state = 'delivered', delivered_at = ?, updated_at = ?, last_error = NULL,
                lease_owner = NULL, lease_until = NULL
         WHERE id = ? AND state <> 'delivered'`,
      )
      .run(t, t, id);
  }

  async markRetry(id: number, owner: string, nextAttemptAt: number, error: string) {
    return (
      this.db
        .prepare(
          `UPDATE outbox SET state = 'pending', next_attempt_at = ?, last_error = ?, updated_at = ?,
                  lease_owner = NULL, lease_until = NULL
           WHERE id = ? AND state = 'sending' AND lease_owner = ?`,
        )
        .run(nextAttemptAt, error, this.now(), id, owner).changes > 0
    );
  }

  async markFailed(id: number, owner: string, error: string) {
    return (
      this.db
        .prepare(
          `UPDATE outbox SET state = 'failed', last_error = ?, updated_at = ?,
                  lease_owner = NULL, lease_until = NULL
           WHERE id = ? AND state = 'sending' AND lease_owner = ?`,
        )
        .run(error, this.now(), id, owner).changes > 0
    );
  }

  async requeue(target: number | 'all'): Promise<number> {
    const t = this.now();
    // A message being sent right now is left to its sender.
    const where =
      target === 'all'
        ? `state IN ('failed', 'pending')`
        : `id = ? AND state IN ('failed', 'pending')`;
    const stmt = this.db.prepare(
      `UPDATE outbox SET state = 'pending', attempts = 0, queued_at = ?, next_attempt_at = ?,
              updated_at = ? WHERE ${where}`,
    );
    return (target === 'all' ? stmt.run(t, t, t) : stmt.run(t, t, t, target)).changes;
  }

  async deleteDeliveredBefore(cutoff: number): Promise<number> {
    return this.db
      .prepare(`DELETE FROM outbox WHERE state = 'delivered' AND delivered_at < ?`)
      .run(cutoff).changes;
  }

  async delete(id: number): Promise<boolean> {
    return this.db.prepare(`DELETE FROM outbox WHERE id = ?`).run(id).changes > 0;
  }

  async nextDueAt(): Promise<number | undefined> {
    const row = this.db
      .prepare<unknown[], { due: number | null }>(
        `SELECT MIN(due) AS due FROM (
           SELECT MIN(next_attempt_at) AS due FROM outbox WHERE state = 'pending'
           UNION ALL
           SELECT MIN(COALESCE(lease_until, 0)) FROM outbox WHERE state = 'sending')`,
      )
      .get();
    return row?.due ?? undefined;
  }

  async counts(): Promise<OutboxCounts> {
    const rows = this.db
      .prepare<unknown[], { state: OutboxState; n: number }>(
        `SELECT state, COUNT(*) AS n FROM outbox GROUP BY state`,
      )
      .all();
    const n = (s: OutboxState) => rows.find((r) => r.state === s)?.n ?? 0;
    return { pending: n('pending') + n('sending'), failed: n('failed'), delivered: n('delivered') };
  }

  async oldestPendingAt(): Promise<number | undefined> {
    const row = this.db
      .prepare<unknown[], { at: number | null }>(
        `SELECT MIN(queued_at) AS at FROM outbox WHERE state IN ('pending', 'sending')`,
      )
      .get();
    return row?.at ?? undefined;
  }

  async list(limit = 100): Promise<OutboxRow[]> {
    return this.db
      .prepare<unknown[], RawRow>(`SELECT * FROM outbox ORDER BY id DESC LIMIT ?`)
      .all(limit)
      .map(toRow);
  }

  async get(id: number): Promise<OutboxRow | undefined> {
    const raw = this.db.prepare<unknown[], RawRow>(`SELECT * FROM outbox WHERE id = ?`).get(id);
    return raw ? toRow(raw) : undefined;
  }
}

class SqliteBudget implements BudgetStore {
  constructor(private readonly db: Database.Database) {}

  async tryConsume(day: string, perDay: number): Promise<boolean> {
    if (perDay <= 0) return false;
    const rows = this.db
      .prepare(
        `INSERT INTO chat_budget (day, used) VALUES (?, 1)
         ON CONFLICT (day) DO UPDATE SET used = used + 1 WHERE used < ?
         RETURNING used`,
      )
      .all(day, perDay);
    return rows.length > 0;
  }

  async usedOn(day: string): Promise<number> {
    const row = this.db
      .prepare<unknown[], { used: number }>(`SELECT used FROM chat_budget WHERE day = ?`)
      .get(day);
    return row ? Number(row.used) : 0;
  }
}

class SqliteIncidents implements IncidentStore {
  constructor(private readonly db: Database.Database) {}

  async open(kind: string, at: number): Promise<boolean> {
    const rows = this.db
      .prepare(
        `INSERT INTO incidents (kind, opened_at) VALUES (?, ?)
         ON CONFLICT (kind) DO UPDATE SET opened_at = excluded.opened_at, resolved_at = NULL
         WHERE incidents.resolved_at IS NOT NULL
         RETURNING kind`,
      )
      .all(kind, at);
    return rows.length > 0;
  }

  async resolve(kind: string, at: number): Promise<boolean> {
    const result = this.db
      .prepare(`UPDATE incidents SET resolved_at = ? WHERE kind = ? AND resolved_at IS NULL`)
      .run(at, kind);
    return result.changes > 0;
  }
}

export class SqliteStorage implements Storage {
  readonly kind = 'sqlite' as const;
  readonly outbox: SqliteOutbox;
  readonly budget: SqliteBudget;
  readonly incidents: SqliteIncidents;
  private readonly now: () => number;

  constructor(
    readonly db: Database.Database,
    options: SqliteOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.outbox = new SqliteOutbox(db, options.messageIdHost, this.now);
    this.budget = new SqliteBudget(db);
    this.incidents = new SqliteIncidents(db);
  }

  /**
   * A write as large as a message, in both ways a full disk refuses one. The committed part
   * rewrites a message-sized blob, so it needs as many new frames in the write-ahead log as a
   * message does (a tiny write can still fit where the log has a little room left); inside a
   * savepoint that is rolled back, the blob then grows by as much again, which needs new pages
   * in the file (a full file still takes a rewrite in place, and would call itself healthy).
   */
  async probeWrite(): Promise<void> {
    const write = this.db.prepare(
      `INSERT INTO health_probe (id, at, room) VALUES (1, ?, randomblob(?))
       ON CONFLICT (id) DO UPDATE SET at = excluded.at, room = excluded.room`,
    );
    const grow = this.db.prepare(
      `UPDATE health_probe SET room = room || randomblob(?) WHERE id = 1`,
    );
    this.db.transaction(() => {
      write.run(this.now(), PROBE_ROOM_BYTES);
      this.db.exec('SAVEPOINT room');
      try {
        grow.run(PROBE_ROOM_BYTES);
      } finally {
        this.db.exec('ROLLBACK TO room');
        this.db.exec('RELEASE room');
      }
    })();
  }

  /**
   * secure_delete overwrites deleted rows in the database file, but the write-ahead log keeps
   * the pages they were on until a checkpoint. TRUNCATE copies the log into the file and
   * empties it. Another process reading (a backup, the inbox CLI) makes it wait, and
   * better-sqlite3 waits on the event loop: so it waits briefly, then throws, and the caller
   * tries again later.
   */
  async scrubDeleted(): Promise<void> {
    const busyTimeout = Number(this.db.pragma('busy_timeout', { simple: true }));
    this.db.pragma(`busy_timeout = ${SCRUB_WAIT_MS}`);
    try {
      const [result] = CHECKPOINT_RESULT.parse(this.db.pragma('wal_checkpoint(TRUNCATE)'));
      if (result && result.busy !== 0) throw new Error('wal checkpoint blocked by a reader');
    } finally {
      this.db.pragma(`busy_timeout = ${busyTimeout}`);
    }
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}

export function openSqliteStorage(dataDir: string, options: SqliteOptions): SqliteStorage {
  return new SqliteStorage(openSqliteDatabase(dataDir, options.maxSizeMb), options);
}

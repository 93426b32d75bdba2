import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

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
];

/** Opens (and migrates) the server's one SQLite file: WAL, synchronous=FULL, a busy timeout. */
export function openDatabase(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'site.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  // Deleted messages (retention, `inbox delete`) are overwritten on disk, not just unlinked.
  db.pragma('secure_delete = ON');
  const version = Number(db.pragma('user_version', { simple: true }));
  for (let v = version; v < MIGRATIONS.length; v++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[v] ?? '');
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
  return db;
}

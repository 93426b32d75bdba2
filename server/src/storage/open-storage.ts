import type { Config } from '../config';
import type { Storage } from './contract';
import { hostOf } from './message-id';
import { openPostgresStorage } from './postgres';
import { openSqliteStorage } from './sqlite';

export interface OpenOptions {
  now?: () => number;
  /** An error on an idle database connection (PostgreSQL restarted, say): logged, not fatal. */
  onIdleError?: (error: Error) => void;
}

/** The configured store: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
export async function openStorage(config: Config, options: OpenOptions = {}): Promise<Storage> {
  const messageIdHost = hostOf(config.contact.from);
  if (config.database.url) {
    return openPostgresStorage(config.database.url, { messageIdHost, ...options });
  }
  return openSqliteStorage(config.dataDir, {
    messageIdHost,
    now: options.now,
    maxSizeMb: config.database.maxSizeMb,
  });
}

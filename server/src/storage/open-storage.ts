import type { Config } from '../config';
import type { Storage } from './contract';
import { hostOf } from './message-id';

export interface OpenOptions {
  now?: () => number;
  /** An error on an idle database connection (PostgreSQL restarted, say): logged, not fatal. */
  onIdleError?: (error: Error) => void;
}

/**
 * The configured store: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. Each
 * engine's module is loaded only when it is the one configured (pg alone costs a start about
 * 50 ms and 3 MB).
 */
export async function openStorage(config: Config, options: OpenOptions = {}): Promise<Storage> {
  const messageIdHost = hostOf(config.contact.from);
  if (config.database.url) {
    const { openPostgresStorage } = await import('./postgres');
    return openPostgresStorage(config.database.url, { messageIdHost, ...options });
  }
  const { openSqliteStorage } = await import('./sqlite');
  return openSqliteStorage(config.dataDir, {
    messageIdHost,
    now: options.now,
    maxSizeMb: config.database.maxSizeMb,
  });
}

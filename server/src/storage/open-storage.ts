import type { Config } from '../config';
import type { Storage } from './contract';
import { hostOf } from './message-id';
import { openSqliteStorage } from './sqlite';

/** The configured store: SQLite in DATA_DIR unless DATABASE_URL names another. */
export async function openStorage(config: Config, now: () => number = Date.now): Promise<Storage> {
  return openSqliteStorage(config.dataDir, {
    messageIdHost: hostOf(config.contact.from),
    now,
    maxSizeMb: config.database.maxSizeMb,
  });
}

/**
 * The storage engines every storage test runs against. Each gives a fresh, empty store (or the
 * environment that makes an app use one), so tests never see each other's rows.
 */
import path from 'node:path';
import { after } from 'node:test';
import type { Storage, StorageKind } from '../src/storage/contract';
import { openPostgresStorage } from '../src/storage/postgres';
import { openSqliteStorage } from '../src/storage/sqlite';
import { fakeSite, makeApp, tempDir } from './helpers';
import { postgresBinDir, sharedPostgres } from './services';

export interface TestEngine {
  name: StorageKind;
  /** A fresh store on its own; the caller closes it. */
  open(options?: { now?: () => number; messageIdHost?: string }): Promise<Storage>;
  /** Variables that point an app built on `root` at this engine: a fresh store per root, the
   * same one for every app built on that root (a restart). */
  env(root: string): Promise<Record<string, string>>;
  /** A second connection to the store an app built with `env` uses. */
  reopen(root: string, env: Record<string, string>, now?: () => number): Promise<Storage>;
}

const sqlite: TestEngine = {
  name: 'sqlite',
  async open({ now, messageIdHost = 'example.org' } = {}) {
    return openSqliteStorage(tempDir('store-'), { messageIdHost, now });
  },
  async env() {
    return {};
  },
  async reopen(root, env, now) {
    return openSqliteStorage(env.DATA_DIR ?? path.join(root, 'data'), {
      messageIdHost: 'charles-tech.example',
      now,
    });
  },
};

/** Each root's own database on the one PostgreSQL server of this test process. */
const databaseOf = new Map<string, Promise<string>>();

const postgres: TestEngine = {
  name: 'postgres',
  async open({ now, messageIdHost = 'example.org' } = {}) {
    const url = await (await sharedPostgres()).createDatabase();
    return openPostgresStorage(url, { messageIdHost, now });
  },
  async env(root) {
    let url = databaseOf.get(root);
    if (!url) {
      url = sharedPostgres().then((server) => server.createDatabase());
      databaseOf.set(root, url);
    }
    return { DATABASE_URL: await url };
  },
  async reopen(_root, env, now) {
    const url = env.DATABASE_URL;
    if (!url) throw new Error('no DATABASE_URL in this env');
    return openPostgresStorage(url, { messageIdHost: 'charles-tech.example', now });
  },
};

/**
 * SQLite always; PostgreSQL where it is installed (`.ci/run` installs it and sets
 * REQUIRE_POSTGRES=1, so there a missing server fails the run instead of skipping it).
 */
function engines(): TestEngine[] {
  if (postgresBinDir()) {
    after(async () => {
      await (await sharedPostgres()).stop();
    });
    return [sqlite, postgres];
  }
  if (process.env.REQUIRE_POSTGRES === '1') {
    throw new Error(
      'REQUIRE_POSTGRES=1 but PostgreSQL is not installed (apt-get install postgresql)',
    );
  }
  console.warn('PostgreSQL is not installed: its storage tests are skipped');
  return [sqlite];
}

export const ENGINES: TestEngine[] = engines();

/** An app on a fresh temp site (or `root`) using `engine`'s store for that site. */
export async function makeEngineApp(
  engine: TestEngine,
  env: Record<string, string> = {},
  options: { root?: string } = {},
) {
  const root = options.root ?? tempDir();
  if (!options.root) fakeSite(root);
  return makeApp({ ...(await engine.env(root)), ...env }, { root });
}

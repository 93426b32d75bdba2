/**
 * The storage engines every storage test runs against. Each gives a fresh, empty store (or the
 * environment that makes an app use one), so tests never see each other's rows.
 */
import path from 'node:path';
import type { Storage, StorageKind } from '../src/storage/contract';
import { openSqliteStorage } from '../src/storage/sqlite';
import { fakeSite, makeApp, tempDir } from './helpers';

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

export const ENGINES: TestEngine[] = [sqlite];

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

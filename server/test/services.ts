/**
 * Real PostgreSQL and Redis servers for the tests, each on a free loopback port in a temp
 * folder, started from Debian's packages (`.ci/run` installs `postgresql` and `redis-server`
 * when missing) and stopped when the test process ends. No mocks of either.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { freePort, tempDir } from './helpers';

/** The folder with initdb and postgres: PG_BIN, else Debian's newest, else the PATH. */
export function postgresBinDir(): string | undefined {
  const candidates = [
    process.env.PG_BIN,
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
    ...(process.env.PATH ?? '').split(path.delimiter),
  ];
  return candidates.find(
    (dir): dir is string =>
      dir !== undefined &&
      fs.existsSync(path.join(dir, 'initdb')) &&
      fs.existsSync(path.join(dir, 'postgres')),
  );
}

export function redisBinary(): string | undefined {
  return [
    '/usr/bin/redis-server',
    ...(process.env.PATH ?? '').split(path.delimiter).map((d) => path.join(d, 'redis-server')),
  ].find((file) => fs.existsSync(file));
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` user Debian creates. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

function chownTree(dir: string, owner: { uid: number; gid: number }): void {
  fs.chownSync(dir, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, owner);
    else fs.chownSync(full, owner.uid, owner.gid);
  }
}

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export interface PostgresServer {
  port: number;
  /** A URL for `database` on this server. */
  url(database?: string): string;
  /** A new, empty database; returns its URL. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
  /** Stops the server abruptly (a crash, a network partition), keeping its data. */
  kill(): Promise<void>;
  /** Starts it again on the same port and data after `kill()`. */
  restart(): Promise<void>;
}

export interface PostgresOptions {
  /** Commits on disk (fsync on), as in production: for benchmarks. Tests run faster without. */
  durable?: boolean;
}

let databases = 0;

export async function startPostgres(options: PostgresOptions = {}): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  const owner = runAs();
  const dir = tempDir('pg-');
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  if (owner) chownTree(dir, owner);
  const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
    { ...asOwner, stdio: 'ignore', cwd: dir },
  );
  const port = await freePort();
  // Without fsync a commit survives the database process being killed (the tests do that),
  // not the machine losing power; synchronous_commit stays on, or a killed server forgets
  // what it had just acknowledged.
  const settings = options.durable ? [] : ['-c', 'fsync=off', '-c', 'full_page_writes=off'];
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const start = async () => {
    let output = '';
    child = spawn(
      path.join(bin, 'postgres'),
      ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', dir, ...settings],
      { ...asOwner, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const running = child;
    children.add(running);
    exited = new Promise((resolve) => running.once('exit', () => resolve()));
    for (let i = 0; i < 200; i++) {
      const client = new pg.Client({ connectionString: url() });
      const ok = await client.connect().then(
        () => true,
        () => false,
      );
      await client.end().catch(() => undefined);
      if (ok) return;
      if (running.exitCode !== null) break;
      await sleep(50);
    }
    throw new Error(`PostgreSQL did not start:\n${output}`);
  };
  const halt = async (signal: NodeJS.Signals) => {
    if (!child || child.exitCode !== null) return;
    child.kill(signal);
    await exited;
    children.delete(child);
  };
  await start();
  return {
    port,
    url,
    async createDatabase() {
      const name = `test_${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop: () => halt('SIGINT'),
    kill: () => halt('SIGKILL'),
    restart: start,
  };
}

let shared: Promise<PostgresServer> | undefined;

/** One PostgreSQL server for this test process, started on first use. */
export function sharedPostgres(): Promise<PostgresServer> {
  shared ??= startPostgres();
  return shared;
}

export interface RedisServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port after `stop()`. */
  restart(): Promise<void>;
}

export async function startRedis(): Promise<RedisServer> {
  const binary = redisBinary();
  if (!binary) throw new Error('Redis is not installed: apt-get install -y redis-server');
  const port = await freePort();
  const dir = tempDir('redis-');
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const start = async () => {
    let output = '';
    child = spawn(
      binary,
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--dir',
        dir,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const running = child;
    children.add(running);
    exited = new Promise((resolve) => running.once('exit', () => resolve()));
    for (let i = 0; i < 100; i++) {
      if (/Ready to accept connections/.test(output)) return;
      if (running.exitCode !== null) break;
      await sleep(50);
    }
    throw new Error(`Redis did not start:\n${output}`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      if (!child || child.exitCode !== null) return;
      child.kill('SIGKILL');
      await exited;
      children.delete(child);
    },
    restart: start,
  };
}

/**
 * Several instances on shared stores: PostgreSQL for the outbox and the budget, Redis for the
 * rate limits. Real servers (test/services.ts), started on free loopback ports.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { MIGRATION_LOCK, openPostgresStorage } from '../src/storage/postgres';
import {
  fakeSite,
  makeApp,
  postJson,
  sleep,
  tempDir,
  VALID_CONTACT,
  waitForAsync,
} from './helpers';
import {
  postgresBinDir,
  redisBinary,
  startPostgres,
  startRedis,
  type PostgresServer,
  type RedisServer,
} from './services';

const URL = '/api/sendEmail';

async function redisKeys(port: number): Promise<string[]> {
  const client = new Redis(port, '127.0.0.1');
  try {
    return await client.keys('*');
  } finally {
    client.disconnect();
  }
}
const health = (app: FastifyInstance) => app.inject('/api/health');

function need(what: 'postgres' | 'redis'): string | false {
  const present = what === 'postgres' ? postgresBinDir() : redisBinary();
  if (present) return false;
  const variable = what === 'postgres' ? 'REQUIRE_POSTGRES' : 'REQUIRE_REDIS';
  if (process.env[variable] === '1') throw new Error(`${variable}=1 but ${what} is not installed`);
  return `${what} is not installed`;
}

describe('PostgreSQL goes away and comes back', { skip: need('postgres') }, () => {
  let server: PostgresServer;
  before(async () => {
    server = await startPostgres();
  });
  after(() => server.stop());

  test('health is 503 and posts are 503 (never "sent") while it is down; both recover without a restart, nothing acknowledged is lost', async () => {
    const url = await server.createDatabase();
    const { app } = await makeApp({ DATABASE_URL: url, RATE_LIMIT_CONTACT_MAX: '1000' });
    try {
      const before = await health(app);
      assert.equal(before.statusCode, 200);
      assert.deepEqual(before.json().stores, { database: 'postgres', rateLimit: 'memory' });
      const acknowledged: string[] = [];
      for (let i = 0; i < 5; i++) {
        const name = `Before ${i}`;
        const res = await postJson(app, URL, { ...VALID_CONTACT, name });
        if (res.json().success === true) acknowledged.push(name);
      }

      await server.kill();
      const down = await health(app);
      assert.equal(down.statusCode, 503);
      assert.equal(down.json().db, 'error');
      for (let i = 0; i < 5; i++) {
        const res = await postJson(app, URL, { ...VALID_CONTACT, name: `During ${i}` });
        assert.equal(res.statusCode, 503);
        assert.deepEqual(res.json(), { success: false, error: { code: 'unavailable' } });
        assert.ok(Number(res.headers['retry-after']) > 0);
      }
      assert.equal((await app.inject('/de')).statusCode, 200, 'the pages are still served');

      await server.restart();
      await waitForAsync(async () => (await health(app)).statusCode === 200, 15_000);
      const after = await postJson(app, URL, { ...VALID_CONTACT, name: 'After' });
      assert.equal(after.json().success, true);
      acknowledged.push('After');

      const store = await openPostgresStorage(url, { messageIdHost: 'x' });
      try {
        const names = (await store.outbox.list(100)).map((row) => row.name).sort();
        assert.deepEqual(names, acknowledged.sort());
      } finally {
        await store.close();
      }
    } finally {
      await app.close();
    }
  });

  test('an instance that starts while the database is still coming up waits for it', async () => {
    const url = await server.createDatabase();
    await server.kill();
    const root = tempDir();
    fakeSite(root);
    const starting = makeApp({ DATABASE_URL: url }, { root });
    await sleep(700);
    await server.restart();
    const { app } = await starting;
    try {
      assert.equal((await health(app)).statusCode, 200);
    } finally {
      await app.close();
    }
  });
  test('a flood of health checks on a slow database cannot take the connections a contact post needs', async () => {
    const url = await server.createDatabase();
    const { app } = await makeApp({ DATABASE_URL: url });
    const holder = new pg.Client({ connectionString: url });
    try {
      assert.equal((await health(app)).statusCode, 200);
      await holder.connect();
      // The probe row is busy (a slow disk, another instance's probe stuck): probes wait.
      await holder.query('BEGIN');
      await holder.query('SELECT * FROM health_probe FOR UPDATE');
      const flood = Array.from({ length: 30 }, () => health(app));
      await sleep(300);
      const started = Date.now();
      const post = await postJson(app, URL, VALID_CONTACT);
      assert.equal(post.statusCode, 200, 'stored while the health checks wait');
      assert.ok(Date.now() - started < 2000, `answered in ${Date.now() - started} ms`);
      await holder.query('COMMIT');
      for (const res of await Promise.all(flood)) assert.equal(res.statusCode, 200);
    } finally {
      await holder.end();
      await app.close();
    }
  });

  test('a connection cut while the instance migrates (a failover, pg_terminate_backend) is retried, not the end of the process', async () => {
    const url = await server.createDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      // Another instance is migrating: this one waits on the lock, on a connection of its own.
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      const opening = openPostgresStorage(url, { messageIdHost: 'x' });
      let waiting: number | undefined;
      await waitForAsync(async () => {
        const { rows } = await holder.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        );
        waiting = rows[0]?.pid;
        return waiting !== undefined;
      });
      await holder.query('SELECT pg_terminate_backend($1)', [waiting]);
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      const store = await opening;
      try {
        assert.equal(
          (await store.outbox.insert({ ...VALID_CONTACT, language: 'de' })).kind,
          'stored',
        );
      } finally {
        await store.close();
      }
    } finally {
      await holder.end();
    }
  });
});

describe('rate limits shared through Redis', { skip: need('redis') }, () => {
  let redis: RedisServer;
  before(async () => {
    redis = await startRedis();
  });
  after(() => redis.stop());

  /** Two instances of the server on one Redis (each with its own SQLite: only limits shared). */
  async function twoInstances(max = 5) {
    const env = { REDIS_URL: redis.url, RATE_LIMIT_CONTACT_MAX: String(max) };
    const a = await makeApp(env);
    const b = await makeApp(env);
    await Promise.all([a.app.ready(), b.app.ready()]);
    await waitForAsync(async () => (await health(a.app)).json().stores.rateLimit === 'redis');
    await waitForAsync(async () => (await health(b.app)).json().stores.rateLimit === 'redis');
    return [a.app, b.app] as const;
  }

  test("a client's 6th contact post is refused whichever instance answers it", async () => {
    const [a, b] = await twoInstances();
    const client = { remoteAddress: '198.51.100.61' };
    const post = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: URL,
        ...client,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(VALID_CONTACT),
      });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await post(i % 2 === 0 ? a : b)).statusCode);
      assert.deepEqual(codes, [200, 200, 200, 200, 200, 429]);
      const other = await a.inject({
        method: 'POST',
        url: URL,
        remoteAddress: '198.51.100.62',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(VALID_CONTACT),
      });
      assert.equal(other.statusCode, 200, 'another client has its own limit');
      const keys = await redisKeys(redis.port);
      assert.ok(keys.length >= 2, `the counters are in Redis: ${keys.join(', ')}`);
      assert.ok(!keys.some((key) => key.includes('198.51.100.')), 'no address in Redis');
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('with Redis down the site stays up and each instance limits on its own; shared again once it is back', async () => {
    const [a, b] = await twoInstances(2);
    const post = (app: FastifyInstance, ip: string) =>
      app.inject({
        method: 'POST',
        url: URL,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(VALID_CONTACT),
      });
    try {
      await redis.stop();
      const codesA = [];
      for (let i = 0; i < 3; i++) codesA.push((await post(a, '198.51.100.71')).statusCode);
      assert.deepEqual(codesA, [200, 200, 429], 'limited, not open');
      assert.equal((await post(b, '198.51.100.71')).statusCode, 200, 'per instance meanwhile');
      const down = await health(a);
      assert.equal(down.statusCode, 200, 'Redis down does not take the instance out');
      assert.equal(down.json().stores.rateLimit, 'memory (redis unreachable)');

      await redis.restart();
      await waitForAsync(async () => (await health(a)).json().stores.rateLimit === 'redis', 10_000);
      await waitForAsync(async () => (await health(b)).json().stores.rateLimit === 'redis', 10_000);
      const shared = [];
      for (let i = 0; i < 3; i++) {
        shared.push((await post(i % 2 === 0 ? a : b, '198.51.100.72')).statusCode);
      }
      assert.deepEqual(shared, [200, 200, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { RateLimitMemory } from '../src/rate-limit-store';
import { DAY_MS, RETENTION_SWEEP_INTERVAL_MS, RetentionSweeper } from '../src/retention';
import type { OutboxRow, Storage } from '../src/storage/contract';
import { openSqliteStorage } from '../src/storage/sqlite';
import { fakeSite, postJson, tempDir, testConfig, VALID_CONTACT } from './helpers';
import { runInbox } from './inbox';
import { ENGINES } from './storage-engines';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const silentLog = Fastify({ logger: false }).log;

/** A clock the test moves by hand. */
function simulatedClock(start: number) {
  let t = start;
  return {
    now: () => t,
    set: (ms: number) => void (t = ms),
    advance: (ms: number) => void (t += ms),
  };
}

/** One message in each case the privacy notice promises, written on a simulated clock. */
async function seed(storage: Storage, clock: ReturnType<typeof simulatedClock>) {
  const { outbox } = storage;
  const add = async (createdDaysAgo: number): Promise<OutboxRow> => {
    clock.set(NOW - createdDaysAgo * DAY_MS);
    const outcome = await outbox.insert({ ...VALID_CONTACT, language: 'de' });
    return outcome.kind === 'stored' ? outcome.row : assert.fail('not stored');
  };
  const claim = async (daysAgo: number): Promise<OutboxRow> => {
    clock.set(NOW - daysAgo * DAY_MS);
    return (await outbox.claimDue('seed', 60_000)) ?? assert.fail('nothing to claim');
  };
  const deliver = async (row: OutboxRow, daysAgo: number) => {
    await claim(daysAgo);
    await outbox.markDelivered(row.id);
    return row.id;
  };
  // Written long before delivery (SMTP was down for months): retention counts from delivery.
  const delivered181 = await deliver(await add(190), 181);
  const delivered179 = await deliver(await add(400), 179);
  const failed400 = await add(403);
  await claim(400);
  await outbox.markFailed(failed400.id, 'seed', 'SMTP 550 mailbox unavailable');
  const pending = (await add(300)).id;
  return { delivered181, delivered179, failed400: failed400.id, pending };
}

async function seededStore(engine: (typeof ENGINES)[number]) {
  const clock = simulatedClock(NOW - 500 * DAY_MS);
  const storage = await engine.open({ now: clock.now });
  const ids = await seed(storage, clock);
  return { storage, outbox: storage.outbox, ids };
}

for (const engine of ENGINES) {
  describe(`retention of contact messages (${engine.name}, simulated time)`, () => {
    test('a sweep deletes what was delivered 181 days ago and keeps the rest', async () => {
      const { storage, outbox, ids } = await seededStore(engine);
      const sweeper = new RetentionSweeper(storage, 180, silentLog, () => NOW);
      try {
        assert.equal(await sweeper.sweep(), 1);
        assert.equal(
          await outbox.get(ids.delivered181),
          undefined,
          'delivered 181 days ago: deleted',
        );
        assert.equal(
          (await outbox.get(ids.delivered179))?.state,
          'delivered',
          'written 400 days ago but delivered 179 days ago: kept',
        );
        assert.equal(
          (await outbox.get(ids.failed400))?.state,
          'failed',
          'failed 400 days ago: kept',
        );
        assert.equal((await outbox.get(ids.pending))?.state, 'pending', 'pending: kept');
      } finally {
        await storage.close();
      }
    });

    test('a shorter configured period deletes more: 30 days removes both delivered messages', async () => {
      const { storage, outbox, ids } = await seededStore(engine);
      try {
        await new RetentionSweeper(storage, 30, silentLog, () => NOW).sweep();
        assert.equal(await outbox.get(ids.delivered179), undefined);
        assert.deepEqual(await outbox.counts(), { pending: 1, failed: 1, delivered: 0 });
      } finally {
        await storage.close();
      }
    });

    test('the sweep runs again every hour, so a message is deleted once its day comes', async (t) => {
      const { storage, outbox, ids } = await seededStore(engine);
      t.mock.timers.enable({ apis: ['setTimeout'] });
      const clock = simulatedClock(NOW);
      const sweeper = new RetentionSweeper(storage, 180, silentLog, clock.now);
      /** Polls without timers (they are mocked), for up to two seconds of real time. */
      const eventually = async (check: () => Promise<boolean>) => {
        const until = Date.now() + 2000;
        while (!(await check()) && Date.now() < until) {
          await new Promise<void>((resolve) => setImmediate(resolve));
        }
      };
      try {
        await sweeper.start();
        assert.equal((await outbox.get(ids.delivered179))?.state, 'delivered');
        clock.advance(1 * DAY_MS + 1);
        t.mock.timers.tick(RETENTION_SWEEP_INTERVAL_MS);
        await eventually(async () => (await outbox.get(ids.delivered179)) === undefined);
        assert.equal(await outbox.get(ids.delivered179), undefined, 'gone at 180 days + 1 ms');
        assert.equal((await outbox.get(ids.failed400))?.state, 'failed');
      } finally {
        sweeper.stop();
        await storage.close();
      }
    });

    test('the `inbox -- delete <id>` operation removes a failed message for good', async () => {
      const { storage, outbox, ids } = await seededStore(engine);
      try {
        assert.equal(await outbox.delete(ids.failed400), true);
        assert.equal(await outbox.get(ids.failed400), undefined);
        assert.equal(await outbox.delete(ids.failed400), false);
      } finally {
        await storage.close();
      }
    });
  });
}

describe('retention in the running server', () => {
  test('the server sweeps at start-up with the configured period', async () => {
    const root = tempDir();
    fakeSite(root);
    const clock = simulatedClock(NOW - 500 * DAY_MS);
    const seeded = openSqliteStorage(path.join(root, 'data'), {
      messageIdHost: 'example.org',
      now: clock.now,
    });
    await seed(seeded, clock);
    await seeded.close();
    const config = testConfig(root, { REACT_APP_CONTACT_RETENTION_DAYS: '180' });
    const app = await buildApp(config, { now: () => NOW });
    try {
      await app.ready();
      const health = (await app.inject('/api/health')).json<{ outbox: unknown }>();
      assert.deepEqual(health.outbox, { pending: 1, failed: 1, delivered: 1 });
    } finally {
      await app.close();
    }
  });

  test('the retention period is validated and defaults to 180 days', () => {
    assert.equal(loadConfig({}, '/srv/site').privacy.contactRetentionDays, 180);
    const thirty = loadConfig({ REACT_APP_CONTACT_RETENTION_DAYS: '30' }, '/srv/site');
    assert.equal(thirty.privacy.contactRetentionDays, 30);
    for (const bad of ['0', '-5', 'half a year', '3651', '1.5']) {
      assert.throws(
        () => loadConfig({ REACT_APP_CONTACT_RETENTION_DAYS: bad }, '/srv/site'),
        (error: unknown) =>
          error instanceof ConfigError && /REACT_APP_CONTACT_RETENTION_DAYS:/.test(error.message),
        `'${bad}' is refused`,
      );
    }
  });

  test('rate-limit windows longer than a day are refused (IPs are kept for one window)', () => {
    assert.throws(
      () => loadConfig({ RATE_LIMIT_CHAT_WINDOW_MS: String(DAY_MS + 1) }, '/srv/site'),
      /RATE_LIMIT_CHAT_WINDOW_MS:/,
    );
  });
});

const MARKED = {
  name: 'Quirinus Zwiebelfisch',
  email: 'quirinus.zwiebelfisch@example.com',
  phone: '+49 30 5550199',
  message: 'Kennwort: Schwalbenflug-Nebelhorn-42',
};
const NEEDLES = [MARKED.email, MARKED.message, MARKED.name];

/**
 * The files of the data folder that hold any of `needles`, read by another process: in this
 * one, opening and closing a database file would drop SQLite's POSIX locks on it (closing any
 * descriptor releases all of a process's locks on that file), which changes what SQLite does.
 */
function filesHolding(dataDir: string, needles: string[]): string[] {
  const script = `
    const fs = require('node:fs'), path = require('node:path');
    const [dir, ...needles] = process.argv.slice(1);
    const hits = fs.readdirSync(dir).filter((f) => {
      const text = fs.readFileSync(path.join(dir, f)).toString('latin1');
      return needles.some((n) => text.includes(n));
    });
    process.stdout.write(JSON.stringify(hits));`;
  const out = execFileSync(process.execPath, ['-e', script, dataDir, ...needles]);
  return z.array(z.string()).parse(JSON.parse(out.toString()));
}

describe('what is stored on disk', () => {
  test('a message removed by the retention sweep leaves no readable copy in any data file while the store is open', async () => {
    const dataDir = tempDir('scrub-');
    const clock = simulatedClock(NOW - 200 * DAY_MS);
    const storage = openSqliteStorage(dataDir, { messageIdHost: 'example.org', now: clock.now });
    try {
      assert.equal((await storage.outbox.insert({ ...MARKED, language: 'en' })).kind, 'stored');
      await storage.outbox.insert({ ...VALID_CONTACT, language: 'de' }); // stays
      const claimed = await storage.outbox.claimDue('w', 60_000);
      await storage.outbox.markDelivered(claimed!.id);
      assert.notDeepEqual(filesHolding(dataDir, NEEDLES), [], 'readable before the sweep');
      clock.set(NOW);
      assert.equal(await new RetentionSweeper(storage, 180, silentLog, clock.now).sweep(), 1);
      assert.deepEqual(filesHolding(dataDir, NEEDLES), []);
      assert.equal((await storage.outbox.counts()).pending, 1, 'the other message is kept');
    } finally {
      await storage.close();
    }
  });

  test('a deletion that could not be scrubbed at once (`inbox delete` beside a busy reader) is scrubbed by the next retention pass', async () => {
    const dataDir = tempDir('scrub-later-');
    const storage = openSqliteStorage(dataDir, { messageIdHost: 'example.org', now: () => NOW });
    try {
      const stored = await storage.outbox.insert({ ...MARKED, language: 'en' });
      assert.ok(stored.kind === 'stored');
      // Deleted by another process whose checkpoint was blocked: the rows are gone, the log is not.
      assert.equal(await storage.outbox.delete(stored.row.id), true);
      assert.notDeepEqual(filesHolding(dataDir, NEEDLES), [], 'still in the write-ahead log');
      assert.equal(await new RetentionSweeper(storage, 180, silentLog, () => NOW).sweep(), 0);
      assert.deepEqual(filesHolding(dataDir, NEEDLES), []);
    } finally {
      await storage.close();
    }
  });

  test('a scrub that a reader holds up gives way at once instead of stalling the server', async () => {
    const dataDir = tempDir('scrub-busy-');
    const storage = openSqliteStorage(dataDir, { messageIdHost: 'example.org' });
    const backup = openSqliteStorage(dataDir, { messageIdHost: 'example.org' });
    try {
      await storage.outbox.insert({ ...MARKED, language: 'en' });
      backup.db.prepare('BEGIN').run();
      backup.db.prepare('SELECT COUNT(*) FROM outbox').get();
      const started = Date.now();
      await assert.rejects(storage.scrubDeleted(), /blocked/);
      // better-sqlite3 waits on the event loop: a long wait would hold every request.
      assert.ok(Date.now() - started < 1500, `gave way after ${Date.now() - started} ms`);
      backup.db.prepare('COMMIT').run();
      await storage.scrubDeleted();
    } finally {
      await backup.close();
      await storage.close();
    }
  });

  test('`npm run inbox -- delete` while a backup reads the database deletes, and says when the last copy goes', async () => {
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    const storage = openSqliteStorage(dataDir, { messageIdHost: 'example.org' });
    await storage.outbox.insert({ ...MARKED, language: 'en' });
    // A reader in the middle of a long read (a backup) keeps the log from being emptied.
    storage.db.prepare('BEGIN').run();
    storage.db.prepare('SELECT COUNT(*) FROM outbox').get();
    try {
      const { code, stdout, stderr } = await runInbox(['delete', '1'], { DATA_DIR: dataDir });
      assert.equal(code, 0, stderr);
      assert.match(stdout, /Message #1 deleted/);
      assert.match(stderr, /next retention pass, within the hour/);
    } finally {
      storage.db.prepare('COMMIT').run();
      await storage.close();
    }
  });

  test('`npm run inbox -- delete` beside a running server leaves no readable copy either', async () => {
    const root = tempDir();
    fakeSite(root);
    const app = await buildApp(testConfig(root, { CONTACT_MIN_FILL_MS: '0' }));
    try {
      await app.ready();
      assert.equal((await postJson(app, '/api/sendEmail', MARKED)).statusCode, 200);
      const dataDir = path.join(root, 'data');
      assert.notDeepEqual(filesHolding(dataDir, NEEDLES), [], 'readable before the delete');
      const { code, stdout } = await runInbox(['delete', '1'], { DATA_DIR: dataDir });
      assert.equal(code, 0, stdout);
      assert.deepEqual(filesHolding(dataDir, NEEDLES), []);
      assert.equal((await app.inject('/api/health')).statusCode, 200, 'the server runs on');
    } finally {
      await app.close();
    }
  });

  test('the data folder the server creates is open to its own user only', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const storage = openSqliteStorage(dataDir, { messageIdHost: 'example.org' });
    await storage.close();
    // Other accounts on the machine cannot list it or read the messages in it.
    assert.equal(fs.statSync(dataDir).mode & 0o777, 0o700);
  });

  test('no client IP reaches the database file, and a chat leaves only a day counter', async () => {
    const root = tempDir();
    fakeSite(root);
    const app = await buildApp(testConfig(root, { CONTACT_MIN_FILL_MS: '0' }));
    const ip = '198.51.100.77';
    try {
      await app.ready();
      const contact = await app.inject({
        method: 'POST',
        url: '/api/sendEmail',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(VALID_CONTACT),
      });
      assert.equal(contact.statusCode, 200);
      const chat = await app.inject({
        method: 'POST',
        url: '/api/chat-personal',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          messageHistory: [{ role: 'user', content: 'Do you build websites for bakeries?' }],
        }),
      });
      assert.equal(chat.statusCode, 200);
    } finally {
      await app.close();
    }
    const dataDir = path.join(root, 'data');
    for (const file of fs.readdirSync(dataDir)) {
      const bytes = fs.readFileSync(path.join(dataDir, file)).toString('latin1');
      assert.ok(!bytes.includes(ip), `${file} holds no IP address`);
      assert.ok(!bytes.includes('bakeries'), `${file} holds no chat message`);
    }
  });
});

describe("the rate limiter's memory (simulated time)", () => {
  test('forgets a client once its window has passed', async () => {
    const clock = simulatedClock(NOW);
    const memory = new RateLimitMemory(clock.now);
    const app = Fastify({ logger: false });
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => request.ip,
      store: memory.storeClass(),
    });
    app.get(
      '/limited',
      { config: { rateLimit: { max: 2, timeWindow: 60_000 } } },
      async () => 'ok',
    );
    const hit = () => app.inject({ url: '/limited', remoteAddress: '203.0.113.9' });
    try {
      assert.equal((await hit()).statusCode, 200);
      assert.equal(memory.remembers('203.0.113.9'), true);

      clock.advance(59_999);
      assert.equal(memory.sweep(), 0, 'still inside the window');
      assert.equal(memory.remembers('203.0.113.9'), true);

      clock.advance(1);
      assert.equal(memory.sweep(), 1);
      assert.equal(memory.remembers('203.0.113.9'), false);
      assert.equal(memory.size(), 0);
    } finally {
      await app.close();
    }
  });

  test('the periodic sweep forgets clients without any further request', (t) => {
    t.mock.timers.enable({ apis: ['setInterval'] });
    const clock = simulatedClock(NOW);
    const memory = new RateLimitMemory(clock.now);
    const store = new (memory.storeClass())({});
    store.incr('203.0.113.10', () => {});
    memory.start(60_000);
    try {
      clock.advance(60_000);
      t.mock.timers.tick(60_000);
      assert.equal(memory.remembers('203.0.113.10'), false);
    } finally {
      memory.stop();
    }
  });

  test('the server limits a client and lets it in again after the window', async () => {
    const clock = simulatedClock(NOW);
    const root = tempDir();
    fakeSite(root);
    const config = testConfig(root, {
      RATE_LIMIT_CHAT_MAX: '1',
      RATE_LIMIT_CHAT_WINDOW_MS: '60000',
    });
    const app = await buildApp(config, { now: clock.now });
    const ask = () =>
      postJson(app, '/api/chat-personal', {
        messageHistory: [{ role: 'user', content: 'What services do you offer?' }],
      });
    try {
      assert.equal((await ask()).statusCode, 200);
      assert.equal((await ask()).statusCode, 429);
      clock.advance(60_000);
      assert.equal((await ask()).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

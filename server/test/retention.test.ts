import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { Outbox, type OutboxRow } from '../src/outbox';
import { RateLimitMemory } from '../src/rate-limit-store';
import { DAY_MS, RETENTION_SWEEP_INTERVAL_MS, RetentionSweeper } from '../src/retention';
import { fakeSite, postJson, tempDir, testConfig, VALID_CONTACT } from './helpers';

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

/** An outbox in a fresh data folder holding one message in each case the notice promises. */
function seededOutbox(dataDir: string) {
  const clock = simulatedClock(NOW - 500 * DAY_MS);
  const db = openDatabase(dataDir);
  const outbox = new Outbox(db, 'example.org', clock.now);
  const add = (createdDaysAgo: number) => {
    clock.set(NOW - createdDaysAgo * DAY_MS);
    return outbox.insert({ ...VALID_CONTACT, language: 'de' });
  };
  const deliver = (row: OutboxRow, daysAgo: number) => {
    clock.set(NOW - daysAgo * DAY_MS);
    outbox.markDelivered(row.id);
    return row.id;
  };
  const ids = {
    delivered181: deliver(add(182), 181),
    delivered179: deliver(add(180), 179),
    failed400: add(403).id,
    pending: add(300).id,
  };
  clock.set(NOW - 400 * DAY_MS);
  outbox.markFailed(ids.failed400, 'SMTP 550 mailbox unavailable');
  return { db, outbox, ids };
}

describe('retention of contact messages (simulated time)', () => {
  test('a sweep deletes what was delivered 181 days ago and keeps the rest', () => {
    const { db, outbox, ids } = seededOutbox(tempDir());
    const sweeper = new RetentionSweeper(outbox, 180, silentLog, () => NOW);
    try {
      assert.equal(sweeper.sweep(), 1);
      assert.equal(outbox.get(ids.delivered181), undefined, 'delivered 181 days ago: deleted');
      assert.equal(
        outbox.get(ids.delivered179)?.state,
        'delivered',
        'delivered 179 days ago: kept',
      );
      assert.equal(outbox.get(ids.failed400)?.state, 'failed', 'failed 400 days ago: kept');
      assert.equal(outbox.get(ids.pending)?.state, 'pending', 'pending: kept');
    } finally {
      db.close();
    }
  });

  test('the server sweeps at start-up with the configured period', async () => {
    const root = tempDir();
    fakeSite(root);
    const seeded = seededOutbox(path.join(root, 'data'));
    seeded.db.close();
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

  test('a shorter configured period deletes more: 30 days removes both delivered messages', () => {
    const { db, outbox, ids } = seededOutbox(tempDir());
    try {
      new RetentionSweeper(outbox, 30, silentLog, () => NOW).sweep();
      assert.equal(outbox.get(ids.delivered179), undefined);
      assert.deepEqual(outbox.counts(), { pending: 1, failed: 1, delivered: 0 });
    } finally {
      db.close();
    }
  });

  test('the sweep runs again every hour, so a message is deleted once its day comes', (t) => {
    t.mock.timers.enable({ apis: ['setInterval'] });
    const { db, outbox, ids } = seededOutbox(tempDir());
    const clock = simulatedClock(NOW);
    const sweeper = new RetentionSweeper(outbox, 180, silentLog, clock.now);
    try {
      sweeper.start();
      assert.equal(outbox.get(ids.delivered179)?.state, 'delivered');
      clock.advance(1 * DAY_MS + 1);
      t.mock.timers.tick(RETENTION_SWEEP_INTERVAL_MS);
      assert.equal(outbox.get(ids.delivered179), undefined, 'gone at 180 days + 1 ms');
      assert.equal(outbox.get(ids.failed400)?.state, 'failed');
    } finally {
      sweeper.stop();
      db.close();
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

  test('the `inbox -- delete <id>` operation removes a failed message for good', () => {
    const { db, outbox, ids } = seededOutbox(tempDir());
    try {
      assert.equal(outbox.delete(ids.failed400), true);
      assert.equal(outbox.get(ids.failed400), undefined);
      assert.equal(outbox.delete(ids.failed400), false);
    } finally {
      db.close();
    }
  });
});

describe('what is stored on disk', () => {
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

import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { openSqliteStorage } from '../src/storage/sqlite';
import {
  fakeSite,
  freePort,
  makeApp,
  postJson,
  sleep,
  startSmtp,
  tempDir,
  VALID_CONTACT,
  waitFor,
  waitForAsync,
} from './helpers';

const URL = '/api/sendEmail';
const KEY = 'Idempotency-Key';

/** Log lines the app writes, parsed. */
function logCollector() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    text: () => lines.map((l) => JSON.stringify(l)).join('\n'),
  };
}

const storedCount = async (root: string) => {
  const store = openSqliteStorage(path.join(root, 'data'), { messageIdHost: 'x' });
  try {
    return (await store.outbox.list(10_000)).length;
  } finally {
    await store.close();
  }
};

describe('a full disk: "sent" only for what was stored', () => {
  test('posts are answered 503 with Retry-After and stored nothing; health is 503 until a write succeeds again', async () => {
    const root = tempDir();
    fakeSite(root);
    const log = logCollector();
    const { app } = await makeApp(
      { DATABASE_MAX_MB: '1', RATE_LIMIT_CONTACT_MAX: '1000', LOG_LEVEL: 'info' },
      { root, logStream: log.stream },
    );
    // Another connection (no cap) fills the file past the app's 1 MiB, as other data would a disk.
    const filler = new Database(path.join(root, 'data/site.sqlite'));
    try {
      assert.equal((await postJson(app, URL, VALID_CONTACT)).statusCode, 200);
      filler.exec('CREATE TABLE filler (b BLOB)');
      const add = filler.prepare('INSERT INTO filler VALUES (randomblob(8192))');
      for (let i = 0; i < 160; i++) add.run();

      // Room left in the last pages takes a few more; then every post is refused.
      const codes: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await postJson(app, URL, {
          ...VALID_CONTACT,
          message: `${i} ${'x'.repeat(1990)}`,
        });
        codes.push(res.statusCode);
        if (res.statusCode === 503) {
          assert.deepEqual(res.json(), { success: false, error: { code: 'unavailable' } });
          assert.ok(Number(res.headers['retry-after']) > 0);
        }
      }
      const accepted = codes.filter((c) => c === 200).length;
      assert.ok(
        codes.slice(-20).every((c) => c === 503),
        codes.join(' '),
      );
      const form = await app.inject({
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...VALID_CONTACT,
          message: 'y'.repeat(1990),
          lng: 'en',
        }).toString(),
      });
      assert.equal(form.headers.location, '/en#contact-failed');
      assert.equal(await storedCount(root), 1 + accepted, 'every "sent" is stored');
      const stored = log.lines.filter((l) => l.msg === 'contact message stored');
      assert.equal(stored.length, 1 + accepted, 'the log claims only what was stored');
      assert.equal((await app.inject('/api/health')).statusCode, 503);

      filler.exec('DROP TABLE filler');
      assert.equal((await postJson(app, URL, VALID_CONTACT)).statusCode, 200);
      assert.equal((await app.inject('/api/health')).statusCode, 200);
      assert.equal(await storedCount(root), 2 + accepted);
    } finally {
      filler.close();
      await app.close();
    }
  });

  test('a repeated submission answered from what was stored before does not make a full disk look healthy', async () => {
    const root = tempDir();
    fakeSite(root);
    const { app } = await makeApp(
      { DATABASE_MAX_MB: '1', RATE_LIMIT_CONTACT_MAX: '1000' },
      { root },
    );
    const filler = new Database(path.join(root, 'data/site.sqlite'));
    const first = { [KEY]: 'key-stored-before-the-disk-filled' };
    try {
      assert.equal((await postJson(app, URL, VALID_CONTACT, first)).statusCode, 200);
      filler.exec('CREATE TABLE filler (b BLOB)');
      const add = filler.prepare('INSERT INTO filler VALUES (randomblob(8192))');
      for (let i = 0; i < 160; i++) add.run();
      let refused = 0;
      for (let i = 0; i < 40 && refused === 0; i++) {
        const res = await postJson(app, URL, {
          ...VALID_CONTACT,
          message: `${i} ${'x'.repeat(1990)}`,
        });
        if (res.statusCode === 503) refused++;
      }
      assert.equal(refused, 1, 'the disk is full');
      assert.equal((await app.inject('/api/health')).statusCode, 503);
      // The first visitor's retry (its answer was lost) is answered from the stored row...
      const replay = await postJson(app, URL, VALID_CONTACT, first);
      assert.deepEqual(replay.json(), { success: true });
      // ...which wrote nothing, so it says nothing about whether the disk takes writes.
      assert.equal((await app.inject('/api/health')).statusCode, 503, 'still unhealthy');
    } finally {
      filler.close();
      await app.close();
    }
  });

  test('the model budget on a full disk: the built-in assistant answers', async () => {
    const root = tempDir();
    fakeSite(root);
    const { app } = await makeApp(
      { DATABASE_MAX_MB: '1', CHAT_BASE_URL: 'http://127.0.0.1:9/v1' },
      { root },
    );
    const filler = new Database(path.join(root, 'data/site.sqlite'));
    try {
      await app.ready();
      filler.exec('CREATE TABLE filler (b BLOB)');
      const add = filler.prepare('INSERT INTO filler VALUES (randomblob(8192))');
      for (let i = 0; i < 160; i++) add.run();
      const res = await postJson(app, '/api/chat-personal', {
        messageHistory: [{ role: 'user', content: 'Hello' }],
      });
      assert.equal(res.statusCode, 200);
      assert.ok(res.json().reply.length > 0);
    } finally {
      filler.close();
      await app.close();
    }
  });
});

describe('background jobs survive storage errors', () => {
  test('with the outbox table gone, the worker and the retention sweep log and retry; the server answers; delivery resumes', async () => {
    const port = await freePort();
    const root = tempDir();
    fakeSite(root, { prerendered: true });
    const log = logCollector();
    const { app } = await makeApp(
      { SMTP_URL: `smtp://127.0.0.1:${port}`, LOG_LEVEL: 'info', DELIVERY_POLL_MS: '100' },
      { root, logStream: log.stream },
    );
    const other = new Database(path.join(root, 'data/site.sqlite'));
    try {
      await app.ready();
      assert.equal((await postJson(app, URL, VALID_CONTACT)).statusCode, 200);
      // Storage breaks under the running jobs.
      other.exec('ALTER TABLE outbox RENAME TO outbox_away');
      await waitFor(() =>
        log.lines.some((l) => l.msg === 'delivery: storage error, will try again'),
      );
      assert.equal((await app.inject('/de')).statusCode, 200);
      assert.equal((await app.inject('/api/health')).statusCode, 503);
      // The storage comes back, and so does SMTP.
      other.exec('ALTER TABLE outbox_away RENAME TO outbox');
      const smtp = await startSmtp(port);
      try {
        await waitFor(() => smtp.mails.length === 1, 8000);
        await waitForAsync(
          async () => (await app.inject('/api/health')).json().outbox?.delivered === 1,
        );
      } finally {
        await smtp.close();
      }
    } finally {
      other.close();
      await app.close();
    }
  });

  test('a delivery the storage could not record is recorded once it can be, and not sent again', async () => {
    const smtp = await startSmtp();
    const root = tempDir();
    fakeSite(root, { prerendered: true });
    const log = logCollector();
    const { app } = await makeApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LOG_LEVEL: 'info',
        DELIVERY_POLL_MS: '100',
        DELIVERY_RETRY_BASE_MS: '50',
      },
      { root, logStream: log.stream },
    );
    const other = new Database(path.join(root, 'data/site.sqlite'));
    try {
      await app.ready();
      // The mail goes out, then recording "delivered" fails (as on a broken disk).
      other.exec(`CREATE TRIGGER refuse_delivered BEFORE UPDATE OF state ON outbox
                  WHEN NEW.state = 'delivered' BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`);
      assert.equal((await postJson(app, URL, VALID_CONTACT)).statusCode, 200);
      await waitFor(() => smtp.mails.length === 1);
      await waitFor(
        () =>
          log.lines.filter((l) => l.msg === 'delivery: storage error, will try again').length >= 3,
      );
      other.exec('DROP TRIGGER refuse_delivered');
      await waitForAsync(
        async () => (await app.inject('/api/health')).json().outbox?.delivered === 1,
      );
      await sleep(300);
      assert.equal(smtp.mails.length, 1, 'sent once: the worker knew it had sent it');
    } finally {
      other.close();
      await app.close();
      await smtp.close();
    }
  });

  test('a retention sweep that fails at start-up is logged and the server starts anyway', async () => {
    const root = tempDir();
    fakeSite(root, { prerendered: true });
    const first = await makeApp({}, { root });
    await first.app.close();
    const other = new Database(path.join(root, 'data/site.sqlite'));
    other.exec('ALTER TABLE outbox RENAME TO outbox_away');
    const log = logCollector();
    const { app } = await makeApp({ LOG_LEVEL: 'info' }, { root, logStream: log.stream });
    try {
      await app.ready();
      await waitFor(() =>
        log.lines.some((l) => l.msg === 'retention: sweep failed, will try again'),
      );
      assert.equal((await app.inject('/en')).statusCode, 200);
    } finally {
      other.close();
      await app.close();
    }
  });
});

describe('idempotent sending', () => {
  test('a repeated key gets the first answer and stores nothing new', async () => {
    const { app, root } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '100' });
    try {
      const headers = { [KEY]: '9f0c5a52-3b8e-4d5f-9a57-1c1d3b9e2f10' };
      const first = await postJson(app, URL, VALID_CONTACT, headers);
      const again = await postJson(app, URL, VALID_CONTACT, headers);
      assert.deepEqual(first.json(), { success: true });
      assert.deepEqual(again.json(), { success: true });
      assert.equal(again.statusCode, 200);
      assert.equal(await storedCount(root), 1);
      await postJson(app, URL, VALID_CONTACT, { [KEY]: 'another-key-0000000001' });
      assert.equal(await storedCount(root), 2, 'another key is another message');
    } finally {
      await app.close();
    }
  });

  test('a double submit at the same moment stores one message', async () => {
    const { app, root } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '100' });
    try {
      const headers = { [KEY]: 'b5d1e0d2-6a37-4f2b-8d0e-6f3c1f1a9e77' };
      const answers = await Promise.all([
        postJson(app, URL, VALID_CONTACT, headers),
        postJson(app, URL, VALID_CONTACT, headers),
      ]);
      assert.deepEqual(
        answers.map((a) => a.statusCode),
        [200, 200],
      );
      assert.equal(await storedCount(root), 1);
    } finally {
      await app.close();
    }
  });

  test('the same key with a different message is refused with 422, and a malformed key with 400', async () => {
    const { app, root } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '100' });
    try {
      const headers = { [KEY]: 'c3a4e1f0-1111-4222-8333-944455556666' };
      await postJson(app, URL, VALID_CONTACT, headers);
      const changed = await postJson(app, URL, { ...VALID_CONTACT, message: 'Other' }, headers);
      assert.equal(changed.statusCode, 422);
      assert.deepEqual(changed.json(), { success: false, error: { code: 'idempotency_conflict' } });
      for (const bad of ['short', 'has spaces in it here', 'x'.repeat(101), 'ünïcödé-ünïcödé-ü']) {
        const res = await postJson(app, URL, VALID_CONTACT, { [KEY]: bad });
        assert.equal(res.statusCode, 400, bad);
        assert.deepEqual(res.json().error.fields, [KEY]);
      }
      assert.equal(await storedCount(root), 1);
    } finally {
      await app.close();
    }
  });
});

describe('form posts come from the site itself (CSRF)', () => {
  const form = (headers: Record<string, string>) => ({
    method: 'POST' as const,
    url: URL,
    headers: {
      host: 'www.charles-tech.example',
      // The browser prefers German; the page the form was on (its lng field) was English.
      'accept-language': 'de',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: new URLSearchParams({ ...VALID_CONTACT, lng: 'en' }).toString(),
  });

  test('a cross-site or same-site form post lands on the failure note and stores nothing', async () => {
    const { app, root } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '100' });
    try {
      const refused: Array<Record<string, string>> = [
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site', origin: 'https://blog.charles-tech.example' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: 'http://www.charles-tech.example:8080' },
      ];
      for (const headers of refused) {
        const res = await app.inject(form(headers));
        assert.equal(res.statusCode, 303, JSON.stringify(headers));
        assert.equal(res.headers.location, '/en#contact-failed', JSON.stringify(headers));
      }
      assert.equal(await storedCount(root), 0);
    } finally {
      await app.close();
    }
  });

  test("the site's own form post is stored, as is one from a client that sends neither header", async () => {
    const { app, root } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '100' });
    try {
      const accepted: Array<Record<string, string>> = [
        { origin: 'https://www.charles-tech.example', 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'none' },
        {},
      ];
      for (const headers of accepted) {
        const res = await app.inject(form(headers));
        assert.equal(res.headers.location, '/en#contact-sent', JSON.stringify(headers));
      }
      assert.equal(await storedCount(root), 4);
    } finally {
      await app.close();
    }
  });

  test('behind a proxy that sends its own Host (Netlify or Vercel to API_ORIGIN), the browser’s same-origin form post is stored', async () => {
    const { app, root } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '100', TRUST_PROXY: 'true' });
    try {
      // The browser posted to www's /api/sendEmail; the host's proxy asked the API by its name.
      const res = await app.inject(
        form({
          host: 'api.charles-tech.example',
          origin: 'https://www.charles-tech.example',
          'sec-fetch-site': 'same-origin',
        }),
      );
      assert.equal(res.headers.location, '/en#contact-sent');
      assert.equal(await storedCount(root), 1);
      // Without Sec-Fetch-Site (an older browser) only the Origin can tell, and it is not this host.
      const old = await app.inject(
        form({ host: 'api.charles-tech.example', origin: 'https://evil.example' }),
      );
      assert.equal(old.headers.location, '/en#contact-failed');
      assert.equal(await storedCount(root), 1);
    } finally {
      await app.close();
    }
  });

  test('JSON posts keep their rules: a cross-site JSON post needs a preflight this server never grants', async () => {
    const { app } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '100' });
    try {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: URL,
        headers: {
          origin: 'https://evil.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      assert.equal(preflight.headers['access-control-allow-origin'], undefined);
    } finally {
      await app.close();
    }
  });
});

describe('shutting down', () => {
  test('a request that reaches a closing server gets 503 with Retry-After in the usual error shape', async () => {
    // A model provider that never answers keeps a first request in flight (so its connection
    // stays open) while the server closes; a contact post then arrives on that connection.
    const hanging = http.createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const providerPort = (hanging.address() as AddressInfo).port;
    const { app } = await makeApp({
      CHAT_BASE_URL: `http://127.0.0.1:${providerPort}/v1`,
      CHAT_TIMEOUT_MS: '1500',
    });
    let started: () => void = () => {};
    const closeStarted = new Promise<void>((resolve) => (started = resolve));
    app.addHook('preClose', async () => started());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const chat = JSON.stringify({ messageHistory: [{ role: 'user', content: 'Hello' }] });
    const contact = JSON.stringify(VALID_CONTACT);
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    try {
      socket.write(
        `POST /api/chat-personal HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(chat)}\r\n\r\n${chat}`,
      );
      await sleep(300);
      const closing = app.close();
      await closeStarted;
      socket.write(
        `POST /api/sendEmail HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(contact)}\r\n\r\n${contact}`,
      );
      await ended;
      await closing;
      const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
      assert.match(first ?? '', /^HTTP\/1\.1 200/, 'the request in flight is answered');
      assert.match(second ?? '', /^HTTP\/1\.1 503/);
      assert.match(second ?? '', /\r\nretry-after: \d+\r\n/i);
      assert.match(second ?? '', /\{"success":false,"error":\{"code":"unavailable"\}\}$/);
    } finally {
      socket.destroy();
      hanging.close();
    }
  });
});

describe('what the log holds', () => {
  test('at info level, no address, user agent or personal field reaches the log', async () => {
    const log = logCollector();
    const { app } = await makeApp(
      { LOG_LEVEL: 'info', TRUST_PROXY: 'true', RATE_LIMIT_CONTACT_MAX: '2' },
      { logStream: log.stream },
    );
    const secret = {
      name: 'Ottilie Quappenbein',
      email: 'ottilie.quappenbein@example.net',
      phone: '+49 30 9876543',
      message: 'Mein Geheimnis: Pflaumenmus-Express',
    };
    const headers = {
      'x-forwarded-for': '203.0.113.77, 198.51.100.23',
      'user-agent': 'Mozilla/5.0 (QuappenPhone 7) Unmistakable/1.0',
    };
    try {
      await postJson(app, URL, secret, headers);
      await postJson(app, URL, { ...secret, email: 'broken' }, headers);
      await postJson(app, URL, secret, headers);
      await postJson(app, URL, secret, headers); // over the limit
      await postJson(
        app,
        '/api/chat-personal',
        { messageHistory: [{ role: 'user', content: secret.message }] },
        headers,
      );
      await app.inject({
        method: 'GET',
        url: '/de?email=ottilie.quappenbein@example.net',
        headers,
      });
    } finally {
      await app.close();
    }
    const text = log.text();
    assert.ok(log.lines.length >= 8, `the log was written (${log.lines.length} lines)`);
    assert.ok(text.includes('contact message stored'), 'the test sees real log lines');
    for (const needle of [
      '203.0.113.77',
      '198.51.100.23',
      '127.0.0.1',
      'QuappenPhone',
      'Ottilie',
      'Quappenbein',
      '9876543',
      'Pflaumenmus',
    ]) {
      assert.ok(!text.includes(needle), `the log holds no "${needle}"`);
    }
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { retryDelay } from '../src/delivery-worker';
import { smtpOptions } from '../src/mailer';
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
import { ENGINES, makeEngineApp } from './storage-engines';

const health = async (app: Awaited<ReturnType<typeof makeApp>>['app']) =>
  (await app.inject({ method: 'GET', url: '/api/health' })).json();

for (const engine of ENGINES) {
  describe(`contact delivery by SMTP (${engine.name})`, () => {
    test('an accepted message is delivered once, with the right headers and every field in the body', async () => {
      const smtp = await startSmtp();
      const { app } = await makeEngineApp(engine, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      try {
        const msg = { ...VALID_CONTACT, name: 'Erika\u200b Mustermann' };
        assert.equal((await postJson(app, '/api/sendEmail', msg)).statusCode, 200);
        await waitFor(() => smtp.mails.length === 1);
        await waitForAsync(async () => (await health(app)).outbox.delivered === 1);
        await sleep(150);
        assert.equal(smtp.mails.length, 1);
        const mail = smtp.mails[0]!;
        assert.deepEqual(mail.envelopeTo, ['owner@example.org']);
        assert.match(mail.headers.get('from') ?? '', /<website@charles-tech\.example>/);
        assert.equal(mail.headers.get('to'), 'owner@example.org');
        assert.match(mail.headers.get('reply-to') ?? '', /<erika@example\.com>/);
        assert.equal(mail.headers.get('subject'), 'Contact form: Erika Mustermann');
        assert.match(
          mail.headers.get('message-id') ?? '',
          /^<[0-9a-f-]{36}@charles-tech\.example>$/,
        );
        for (const part of [
          'erika@example.com',
          '+49 170 1234567',
          'ich brauche eine neue Website.',
        ]) {
          assert.ok(mail.body.includes(part), `body contains ${part}`);
        }
        assert.deepEqual((await health(app)).outbox, { pending: 0, failed: 0, delivered: 1 });
      } finally {
        await app.close();
        await smtp.close();
      }
    });

    test('a long name is capped in the subject and adds no header', async () => {
      const smtp = await startSmtp();
      const { app } = await makeEngineApp(engine, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      try {
        await postJson(app, '/api/sendEmail', {
          ...VALID_CONTACT,
          name: `${'A'.repeat(150)} Bcc: x@example.com`,
        });
        await waitFor(() => smtp.mails.length === 1);
        const mail = smtp.mails[0]!;
        assert.equal(mail.headers.get('bcc'), undefined);
        assert.doesNotMatch(mail.headers.get('subject') ?? '', /A{100}|Bcc/);
      } finally {
        await app.close();
        await smtp.close();
      }
    });

    test('SMTP down, then back: the message is delivered exactly once', async () => {
      const port = await freePort();
      const { app } = await makeEngineApp(engine, { SMTP_URL: `smtp://127.0.0.1:${port}` });
      try {
        await postJson(app, '/api/sendEmail', VALID_CONTACT);
        await sleep(150); // a few failed attempts (40 ms base, doubling)
        const during = await health(app);
        assert.equal(during.outbox.pending, 1);
        const smtp = await startSmtp(port);
        try {
          await waitFor(() => smtp.mails.length >= 1);
          await waitForAsync(async () => (await health(app)).outbox.delivered === 1);
          await sleep(300);
          assert.equal(smtp.mails.length, 1);
          assert.deepEqual((await health(app)).outbox, { pending: 0, failed: 0, delivered: 1 });
        } finally {
          await smtp.close();
        }
      } finally {
        await app.close();
      }
    });

    test('a restart with pending messages resumes their delivery', async () => {
      const root = tempDir();
      fakeSite(root);
      const first = await makeEngineApp(engine, {}, { root }); // no SMTP: stored only
      await postJson(first.app, '/api/sendEmail', VALID_CONTACT);
      await postJson(first.app, '/api/sendEmail', { ...VALID_CONTACT, name: 'Second' });
      assert.equal((await health(first.app)).outbox.pending, 2);
      await first.app.close();

      const smtp = await startSmtp();
      const second = await makeEngineApp(
        engine,
        { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
        { root },
      );
      try {
        await second.app.ready();
        await waitFor(() => smtp.mails.length === 2);
        // The SMTP server has the mail before the worker has recorded the 250 answer.
        await waitForAsync(async () => (await health(second.app)).outbox.delivered === 2);
        assert.deepEqual((await health(second.app)).outbox, {
          pending: 0,
          failed: 0,
          delivered: 2,
        });
      } finally {
        await second.app.close();
        await smtp.close();
      }
    });

    test("a message left 'sending' by a dead worker is sent again once its lease ends, with the same Message-ID", async () => {
      const root = tempDir();
      fakeSite(root);
      // A send gets half the lease; one to the test server takes about 150 ms even on an idle
      // machine, and a send past its deadline counts as failed and is made again (3 mails, not 1,
      // with a 400 ms lease under load). 2 s leaves it room and the test still short.
      const env = { ...(await engine.env(root)), DELIVERY_LEASE_MS: '2000' };
      const first = await makeApp(env, { root });
      await postJson(first.app, '/api/sendEmail', VALID_CONTACT);
      await first.app.close();
      const store = await engine.reopen(root, env);
      const claimed = await store.outbox.claimDue('worker-that-dies', 2000);
      await store.close();
      assert.ok(claimed);

      const smtp = await startSmtp();
      const second = await makeApp({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { root });
      try {
        await second.app.ready();
        await waitFor(() => smtp.mails.length === 1);
        assert.equal(smtp.mails[0]?.headers.get('message-id'), claimed.messageId);
        await waitForAsync(async () => (await health(second.app)).outbox.delivered === 1);
      } finally {
        await second.app.close();
        await smtp.close();
      }
    });

    test('after the give-up period a message is marked failed and kept', async () => {
      const port = await freePort();
      const root = tempDir();
      fakeSite(root);
      const env = await engine.env(root);
      const { app } = await makeApp(
        {
          ...env,
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          // Retries come after 40, 80, 160 ms …; 600 ms leaves room for several even when a
          // busy machine takes a few hundred ms over the first attempt (100 ms did not, in CI).
          DELIVERY_GIVE_UP_AFTER_MS: '600',
        },
        { root },
      );
      const store = await engine.reopen(root, env);
      try {
        await postJson(app, '/api/sendEmail', VALID_CONTACT);
        await waitForAsync(async () => (await store.outbox.list())[0]?.state === 'failed');
        const [row] = await store.outbox.list();
        assert.ok(row);
        assert.ok(row.attempts >= 2, `attempts before giving up: ${row.attempts}`);
        assert.match(String(row.lastError), /ECONNREFUSED/);
        assert.doesNotMatch(String(row.lastError), /@/);
        assert.equal((await health(app)).outbox.failed, 1);
      } finally {
        await store.close();
        await app.close();
      }
    });

    test('`inbox retry` gives a failed message a whole give-up period again, not one attempt', async () => {
      const port = await freePort();
      const root = tempDir();
      fakeSite(root);
      const env = await engine.env(root);
      const { app } = await makeApp(
        {
          ...env,
          SMTP_URL: `smtp://127.0.0.1:${port}`,
          // Longer than the worker's poll (1 s in tests), which is when it sees the retried row.
          DELIVERY_GIVE_UP_AFTER_MS: '1500',
        },
        { root },
      );
      const store = await engine.reopen(root, env);
      const row = async () => {
        const [r] = await store.outbox.list();
        return { state: r?.state, attempts: r?.attempts ?? -1 };
      };
      try {
        await postJson(app, '/api/sendEmail', VALID_CONTACT);
        await waitForAsync(async () => (await row()).state === 'failed');
        assert.equal(await store.outbox.requeue('all'), 1);
        assert.deepEqual(await row(), { state: 'pending', attempts: 0 });
        await waitForAsync(async () => (await row()).state === 'failed');
        const after = await row();
        assert.ok(after.attempts >= 2, `attempts after the retry: ${after.attempts}`);
      } finally {
        await store.close();
        await app.close();
      }
    });

    test('without SMTP_URL messages are kept and health says smtp not_configured', async () => {
      const { app } = await makeEngineApp(engine);
      try {
        await postJson(app, '/api/sendEmail', VALID_CONTACT);
        const body = await health(app);
        assert.equal(body.smtp, 'not_configured');
        assert.equal(body.outbox.pending, 1);
      } finally {
        await app.close();
      }
    });

    test('shutdown waits for a send in flight and then closes the database', async () => {
      const smtp = await startSmtp();
      const root = tempDir();
      fakeSite(root);
      const env = await engine.env(root);
      const { app } = await makeApp(
        { ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
        { root },
      );
      await postJson(app, '/api/sendEmail', VALID_CONTACT);
      await app.close();
      await smtp.close();
      const store = await engine.reopen(root, env);
      const [row] = await store.outbox.list();
      await store.close();
      assert.ok(
        row && ['delivered', 'pending', 'sending'].includes(row.state),
        `state is ${row?.state}, never lost`,
      );
    });
  });
}

describe('retry delays', () => {
  const policy = {
    retryBaseMs: 30_000,
    retryMaxMs: 6 * 3_600_000,
    giveUpAfterMs: 0,
    pollMs: 0,
    leaseMs: 0,
  };
  test('start at the base, double with each attempt, and stop at the cap (30 s doubling to 6 h)', () => {
    const middle = () => 0.5; // no jitter
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) =>
      retryDelay(n, policy, middle),
    );
    assert.deepEqual(delays.slice(0, 5), [30_000, 60_000, 120_000, 240_000, 480_000]);
    assert.equal(delays[9], 30_000 * 2 ** 9, 'attempt 10: 4.3 h, under the cap');
    assert.equal(delays[10], 6 * 3_600_000, 'attempt 11 would be 8.5 h: capped at 6 h');
    assert.equal(delays[11], 6 * 3_600_000);
  });

  test('jitter stays within ±20 %', () => {
    assert.equal(
      retryDelay(1, policy, () => 0),
      24_000,
    );
    assert.equal(
      retryDelay(1, policy, () => 1),
      36_000,
    );
  });
});

describe('SMTP_URL to transport options', () => {
  test('smtp:// with a password insists on STARTTLS: a stripped offer never gets the password', () => {
    const options = smtpOptions('smtp://user:secret@mail.example.com:587', 1000);
    assert.equal(options.requireTLS, true);
    assert.equal(options.secure, false);
  });

  test('smtps:// is TLS from the first byte; a relay on this machine or an explicit flag may go without', () => {
    assert.equal(smtpOptions('smtps://user:secret@mail.example.com', 1000).secure, true);
    assert.equal(smtpOptions('smtp://user:secret@127.0.0.1:25', 1000).requireTLS, false);
    assert.equal(
      smtpOptions('smtp://user:secret@mail.example.com?requireTLS=false', 1000).requireTLS,
      false,
    );
    const ignored = smtpOptions('smtp://user:secret@mail.example.com?ignoreTLS=true', 1000);
    assert.equal(ignored.requireTLS, false);
    assert.equal(ignored.ignoreTLS, true);
    assert.equal(smtpOptions('smtp://mail.example.com:25', 1000).requireTLS, false);
  });

  test('percent-encoded credentials are decoded', () => {
    const options = smtpOptions('smtp://me%40example.com:Top%25Secret@mail.example.com', 1000);
    assert.deepEqual(options.auth, { user: 'me@example.com', pass: 'Top%Secret' });
  });
});

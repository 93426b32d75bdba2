import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, test } from 'node:test';
import Database from 'better-sqlite3';
import { openDatabase } from '../src/db';
import { smtpOptions } from '../src/mailer';
import { Outbox } from '../src/outbox';
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

const health = async (app: Awaited<ReturnType<typeof makeApp>>['app']) =>
  (await app.inject({ method: 'GET', url: '/api/health' })).json();

describe('contact delivery by SMTP', () => {
  test('an accepted message is delivered once, with the right headers and every field in the body', async () => {
    const smtp = await startSmtp();
    const { app } = await makeApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
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
      assert.match(mail.headers.get('message-id') ?? '', /^<[0-9a-f-]{36}@charles-tech\.example>$/);
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
    const { app } = await makeApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
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
    const { app } = await makeApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      await postJson(app, '/api/sendEmail', VALID_CONTACT);
      await sleep(150); // a few failed attempts (40 ms base, doubling)
      const during = await health(app);
      assert.equal(during.outbox.pending, 1);
      const smtp = await startSmtp(port);
      try {
        await waitFor(() => smtp.mails.length >= 1, 5000);
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
    const first = await makeApp({}, { root }); // no SMTP: stored only
    await postJson(first.app, '/api/sendEmail', VALID_CONTACT);
    await postJson(first.app, '/api/sendEmail', { ...VALID_CONTACT, name: 'Second' });
    assert.equal((await health(first.app)).outbox.pending, 2);
    await first.app.close();

    const smtp = await startSmtp();
    const second = await makeApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { root });
    try {
      await second.app.ready();
      await waitFor(() => smtp.mails.length === 2);
      // The SMTP server has the mail before the worker has recorded the 250 answer.
      await waitForAsync(async () => (await health(second.app)).outbox.delivered === 2);
      assert.deepEqual((await health(second.app)).outbox, { pending: 0, failed: 0, delivered: 2 });
    } finally {
      await second.app.close();
      await smtp.close();
    }
  });

  test("a message left 'sending' by a crash is sent again at boot with the same Message-ID", async () => {
    const root = tempDir();
    fakeSite(root);
    const first = await makeApp({}, { root });
    await postJson(first.app, '/api/sendEmail', VALID_CONTACT);
    await first.app.close();
    const db = new Database(path.join(root, 'data/site.sqlite'));
    db.prepare(`UPDATE outbox SET state = 'sending', attempts = 1`).run();
    const { message_id: messageId } = db.prepare('SELECT message_id FROM outbox').get() as {
      message_id: string;
    };
    db.close();

    const smtp = await startSmtp();
    const second = await makeApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { root });
    try {
      await second.app.ready();
      await waitFor(() => smtp.mails.length === 1);
      assert.equal(smtp.mails[0]?.headers.get('message-id'), messageId);
    } finally {
      await second.app.close();
      await smtp.close();
    }
  });

  test('after the give-up period a message is marked failed and kept', async () => {
    const port = await freePort();
    const { app, root } = await makeApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      DELIVERY_GIVE_UP_AFTER_MS: '100',
    });
    try {
      await postJson(app, '/api/sendEmail', VALID_CONTACT);
      await waitFor(() => {
        const db = new Database(path.join(root, 'data/site.sqlite'), { readonly: true });
        const row = db.prepare('SELECT state FROM outbox').get() as { state: string };
        db.close();
        return row.state === 'failed';
      }, 5000);
      const db = new Database(path.join(root, 'data/site.sqlite'), { readonly: true });
      const row = db.prepare('SELECT * FROM outbox').get() as Record<string, unknown>;
      db.close();
      assert.ok(Number(row.attempts) >= 2);
      assert.match(String(row.last_error), /ECONNREFUSED/);
      assert.doesNotMatch(String(row.last_error), /@/);
      assert.equal((await health(app)).outbox.failed, 1);
    } finally {
      await app.close();
    }
  });

  test('`inbox retry` gives a failed message a whole give-up period again, not one attempt', async () => {
    const port = await freePort();
    const { app, root } = await makeApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      // Longer than the worker's poll (1 s in tests), which is when it sees the retried row.
      DELIVERY_GIVE_UP_AFTER_MS: '1500',
    });
    const row = () => {
      const db = new Database(path.join(root, 'data/site.sqlite'), { readonly: true });
      try {
        return db.prepare('SELECT state, attempts FROM outbox').get() as {
          state: string;
          attempts: number;
        };
      } finally {
        db.close();
      }
    };
    try {
      await postJson(app, '/api/sendEmail', VALID_CONTACT);
      await waitFor(() => row().state === 'failed', 5000);
      const db = openDatabase(path.join(root, 'data'));
      assert.equal(new Outbox(db, 'example.org').requeue('all'), 1);
      db.close();
      assert.deepEqual(row(), { state: 'pending', attempts: 0 });
      await waitFor(() => row().state === 'failed', 5000);
      assert.ok(row().attempts >= 2, `attempts after the retry: ${row().attempts}`);
    } finally {
      await app.close();
    }
  });

  test('without SMTP_URL messages are kept and health says smtp not_configured', async () => {
    const { app } = await makeApp();
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
    const { app, root } = await makeApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    await postJson(app, '/api/sendEmail', VALID_CONTACT);
    await app.close();
    await smtp.close();
    const db = new Database(path.join(root, 'data/site.sqlite'), { readonly: true });
    const row = db.prepare('SELECT state FROM outbox').get() as { state: string };
    db.close();
    assert.ok(['delivered', 'pending'].includes(row.state), `state is ${row.state}, never lost`);
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

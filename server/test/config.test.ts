import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ConfigError, loadConfig, readEnvFiles } from '../src/config';
import { tempDir } from './helpers';

describe('configuration', () => {
  test('works with no variables at all: built-in defaults', () => {
    const config = loadConfig({}, '/srv/site');
    assert.equal(config.port, 3000);
    assert.equal(config.dataDir, '/srv/site/data');
    assert.equal(config.staticDir, '/srv/site/build');
    assert.equal(config.smtp.url, undefined);
    assert.equal(config.provider, undefined);
    assert.equal(config.trustProxy, false);
    assert.deepEqual(config.rateLimits.contact, { max: 5, windowMs: 600_000 });
  });

  test('TRUST_PROXY counts the proxies in front: true is one, a number is that many', () => {
    assert.equal(loadConfig({ TRUST_PROXY: 'true' }).trustProxy, 1);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.equal(loadConfig({ TRUST_PROXY: 'off' }).trustProxy, false);
    assert.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.1' }), /TRUST_PROXY:/);
  });

  test('a time longer than a Node timer can wait is refused by name, not run as 1 ms', () => {
    const timers = [
      'REQUEST_TIMEOUT_MS',
      'SHUTDOWN_TIMEOUT_MS',
      'SMTP_TIMEOUT_MS',
      'DELIVERY_RETRY_BASE_MS',
      'DELIVERY_POLL_MS',
      'DELIVERY_LEASE_MS',
      'CHAT_TIMEOUT_MS',
    ];
    const longest = String(2 ** 31 - 1);
    assert.doesNotThrow(() => loadConfig(Object.fromEntries(timers.map((v) => [v, longest]))));
    assert.throws(
      () => loadConfig(Object.fromEntries(timers.map((v) => [v, String(2 ** 31)]))),
      (error: unknown) =>
        error instanceof ConfigError &&
        timers.every((v) => error.problems.some((p) => p.startsWith(`${v}:`))),
    );
  });

  test('an SMTP password with a bare % is a config error, not a crash when the first mail goes out', () => {
    assert.throws(
      () => loadConfig({ SMTP_URL: 'smtp://u:Top%ZZSecret@mail.example', CONTACT_TO: 'a@b.de' }),
      (error: unknown) => error instanceof ConfigError && /SMTP_URL:.*%25/.test(error.message),
    );
  });

  test('a CHAT_BASE_URL with credentials in it is refused, so they never reach a log', () => {
    assert.throws(
      () => loadConfig({ CHAT_BASE_URL: 'http://apiuser:sk-LEAK@127.0.0.1:4726/v1' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /CHAT_BASE_URL:/.test(error.message) &&
        !error.message.includes('sk-LEAK'),
    );
  });

  test('shared stores: DATABASE_URL must be postgres://, REDIS_URL redis:// or rediss://, and a password never reaches the error', () => {
    const none = loadConfig({}, '/srv/site');
    assert.equal(none.database.url, undefined);
    assert.equal(none.redisUrl, undefined);
    const both = loadConfig({
      DATABASE_URL: 'postgresql://site:pw@db:5432/site',
      REDIS_URL: 'rediss://:pw@cache:6380',
    });
    assert.equal(both.database.url, 'postgresql://site:pw@db:5432/site');
    assert.equal(both.redisUrl, 'rediss://:pw@cache:6380');
    assert.throws(
      () => loadConfig({ DATABASE_URL: 'mysql://site:hunter2@db/site', REDIS_URL: 'http://cache' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /DATABASE_URL:/.test(error.message) &&
        /REDIS_URL:/.test(error.message) &&
        !error.message.includes('hunter2'),
    );
  });

  test('names every wrong variable in one error', () => {
    assert.throws(
      () =>
        loadConfig({
          PORT: 'eighty',
          SMTP_URL: 'http://mail',
          TRUST_PROXY: 'maybe',
          CHAT_TIMEOUT_MS: '-1',
        }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        for (const name of ['PORT', 'SMTP_URL', 'TRUST_PROXY', 'CHAT_TIMEOUT_MS']) {
          assert.match(error.message, new RegExp(`${name}:`));
        }
        return true;
      },
    );
  });

  test('an SMTP_URL with no recipient anywhere is an error naming CONTACT_TO', () => {
    assert.throws(() => loadConfig({ SMTP_URL: 'smtp://mail.example:587' }), /CONTACT_TO/);
  });

  test('CONTACT_TO defaults to the owner e-mail from REACT_APP_EMAIL', () => {
    const config = loadConfig({
      REACT_APP_EMAIL: 'me@example.org',
      SMTP_URL: 'smtp://mail.example',
    });
    assert.equal(config.contact.to, 'me@example.org');
    assert.equal(config.contact.from, 'me@example.org');
  });

  test('the provider is on with only CHAT_BASE_URL (a local model needs no key)', () => {
    const config = loadConfig({ CHAT_BASE_URL: 'http://127.0.0.1:11434/v1/' });
    assert.equal(config.provider?.baseUrl, 'http://127.0.0.1:11434/v1');
    assert.equal(config.provider?.apiKey, undefined);
  });

  test('.env.local overrides .env, and the real environment overrides both', () => {
    const root = tempDir();
    fs.writeFileSync(
      path.join(root, '.env'),
      'PORT=1111\nHOST=file-host\nREACT_APP_OWNER_NAME=Ann\n',
    );
    fs.writeFileSync(path.join(root, '.env.local'), 'PORT=2222\nCHAT_API_KEY=secret\n');
    const env = readEnvFiles(root, { PORT: '3333' });
    assert.equal(env.PORT, '3333');
    assert.equal(env.HOST, 'file-host');
    assert.equal(env.CHAT_API_KEY, 'secret');
    assert.equal(loadConfig(env, root).owner.name, 'Ann');
  });
});

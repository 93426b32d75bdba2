import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fakeSite, tempDir, VALID_CONTACT } from './helpers';
import { runInbox } from './inbox';
import { ENGINES } from './storage-engines';

const CLI = path.resolve(__dirname, '../src/inbox-cli.ts');

for (const engine of ENGINES) {
  describe(`npm run inbox (${engine.name})`, () => {
    /** A site root whose store holds `n` messages; returns the env the CLI needs. */
    async function storeWith(n: number) {
      const root = tempDir('inbox-cli-');
      fakeSite(root);
      const env = { DATA_DIR: path.join(root, 'data'), ...(await engine.env(root)) };
      const store = await engine.reopen(root, env);
      for (let i = 0; i < n; i++) {
        await store.outbox.insert({ ...VALID_CONTACT, name: `Visitor ${i}`, language: 'de' });
      }
      return { store, env };
    }

    test('without SMTP it lists messages as stored, not as pending forever', async () => {
      const { store, env } = await storeWith(2);
      await store.close();
      const { code, stdout } = await runInbox(['list'], { ...env, SMTP_URL: '' });
      assert.equal(code, 0);
      assert.match(stdout, /#2 stored +\S+/);
      assert.doesNotMatch(stdout, /pending/);
      assert.match(stdout, /2 stored; no SMTP configured/);
    });

    test('with SMTP it shows pending messages and when they are tried next', async () => {
      const { store, env } = await storeWith(1);
      await store.close();
      const { stdout } = await runInbox(['list'], {
        ...env,
        SMTP_URL: 'smtp://127.0.0.1:2525',
        CONTACT_TO: 'owner@example.org',
      });
      assert.match(stdout, /#1 pending .* next /);
      assert.match(stdout, /1 pending, 0 delivered, 0 failed/);
    });

    test('show, retry and delete act on the same store a server uses', async () => {
      const { store, env } = await storeWith(1);
      try {
        const shown = await runInbox(['show', '1'], env);
        assert.match(shown.stdout, /"name": "Visitor 0"/);
        const claimed = await store.outbox.claimDue('w', 60_000);
        await store.outbox.markFailed(claimed!.id, 'w', '550 mailbox unavailable');
        const retried = await runInbox(['retry', 'all'], env);
        assert.match(retried.stdout, /1 message\(s\) queued/);
        assert.equal((await store.outbox.get(1))?.state, 'pending');
        assert.equal((await runInbox(['delete', '1'], env)).code, 0);
        assert.equal(await store.outbox.get(1), undefined);
        const missing = await runInbox(['delete', '1'], env);
        assert.equal(missing.code, 1);
        assert.match(missing.stderr, /No message #1/);
      } finally {
        await store.close();
      }
    });

    test('an id that is no message number gets the usage line, not a database error', async () => {
      const { store, env } = await storeWith(1);
      await store.close();
      for (const args of [
        ['show', 'abc'],
        ['delete', '1.5'],
        ['retry', '99999999999999999999'],
      ]) {
        const { code, stderr } = await runInbox(args, env);
        assert.equal(code, 1, args.join(' '));
        assert.match(stderr, /^Usage: npm run inbox/, args.join(' '));
      }
    });

    test('`npm run inbox | head` ends quietly when the reader closes the pipe', async () => {
      // Far more than a pipe buffer of output, so the CLI is still writing when the pipe closes.
      const { store, env } = await storeWith(300);
      await store.close();
      const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'list'], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdout.once('data', () => child.stdout.destroy());
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      assert.equal(stderr, '');
      assert.equal(code, 0);
    });
  });
}

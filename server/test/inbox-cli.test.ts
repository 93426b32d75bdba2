import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { openDatabase } from '../src/db';
import { Outbox } from '../src/outbox';
import { tempDir, VALID_CONTACT } from './helpers';

const CLI = path.resolve(__dirname, '../src/inbox-cli.ts');

test('`npm run inbox | head` ends quietly when the reader closes the pipe', async () => {
  const dataDir = tempDir('inbox-cli-');
  const db = openDatabase(dataDir);
  const outbox = new Outbox(db, 'example.org');
  // Far more than a pipe buffer of output, so the CLI is still writing when the pipe closes.
  for (let i = 0; i < 3000; i++) outbox.insert({ ...VALID_CONTACT, language: 'de' });
  db.close();

  const child = spawn(process.execPath, ['--import', 'tsx', CLI, 'list'], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.once('data', () => child.stdout.destroy());
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  assert.equal(stderr, '');
  assert.equal(code, 0);
});

import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { compileFacts } from '../src/assistant/knowledge/compile';
import { Classifier, MODEL_DIR } from '../src/assistant/understanding/classifier';
import {
  fakeSite,
  makeApp,
  postJson,
  tempDir,
  testConfig,
  VALID_CONTACT,
  waitForAsync,
} from './helpers';

const CHAT = '/api/chat-personal';
const ask = { messageHistory: [{ role: 'user', content: 'What are his skills?' }] };

describe('the built-in assistant loads in the background', () => {
  test('health answers 200 at once and says it is loading; a chat sent meanwhile is answered', async () => {
    const { app } = await makeApp();
    try {
      const first = await app.inject({ url: '/api/health' });
      assert.equal(first.statusCode, 200);
      assert.equal(first.json().assistant, 'loading');
      const chat = await postJson(app, CHAT, ask);
      assert.equal(chat.statusCode, 200);
      assert.match(chat.json().reply, /\w/);
      assert.equal((await app.inject({ url: '/api/health' })).json().assistant, 'ready');
    } finally {
      await app.close();
    }
  });

  test('an assistant that cannot load: health 503 says so, chat fails, pages and contact work', async () => {
    const root = tempDir();
    fakeSite(root);
    // A damaged model file where the build keeps it.
    const config = testConfig(root);
    const facts = compileFacts({
      localesDir: config.localesDir,
      owner: config.owner,
      privacy: config.privacy,
      providerConfigured: false,
    });
    const modelDir = path.join(root, MODEL_DIR);
    fs.mkdirSync(modelDir, { recursive: true });
    fs.writeFileSync(path.join(modelDir, Classifier.modelFile(facts)), '{"truncated');
    const lines: string[] = [];
    const { app } = await makeApp(
      { LOG_LEVEL: 'info' },
      { root, logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      let health = await app.inject({ url: '/api/health' });
      await waitForAsync(async () => {
        health = await app.inject({ url: '/api/health' });
        return health.json().assistant !== 'loading';
      });
      assert.equal(health.statusCode, 503);
      assert.equal(health.json().assistant, 'failed');
      assert.equal(health.json().db, 'ok');
      const chat = await postJson(app, CHAT, ask);
      assert.equal(chat.statusCode, 500);
      assert.deepEqual(chat.json(), { error: { code: 'internal' } });
      assert.equal((await app.inject({ url: '/de' })).statusCode, 200);
      assert.equal((await postJson(app, '/api/sendEmail', VALID_CONTACT)).statusCode, 200);
      const logged: Array<{ msg?: string; err?: unknown }> = lines.map((line) => JSON.parse(line));
      const failure = logged.filter((line) => line.msg === 'chat fails until a restart');
      assert.equal(failure.length, 1, 'the load failure is logged once, with its error');
      assert.match(JSON.stringify(failure[0]?.err), /could not be loaded/);
    } finally {
      await app.close();
    }
  });
});

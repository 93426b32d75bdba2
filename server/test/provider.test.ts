import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, test } from 'node:test';
import { makeApp, postJson, tempDir, fakeSite } from './helpers';

type Behaviour = 'answer' | 'hang' | 'fail' | 'markdown' | 'handoff';

/** A small OpenAI-compatible endpoint: answers, hangs past the time-out, or fails. */
function startFakeProvider() {
  const state = {
    behaviour: 'answer' as Behaviour,
    requests: [] as Array<{ auth?: string; body: any }>,
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      state.requests.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      if (state.behaviour === 'hang') return; // never answers
      if (state.behaviour === 'fail') {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"boom"}');
        return;
      }
      const content =
        state.behaviour === 'markdown'
          ? '**Charles** builds <b>websites</b>.\n```js\nalert(1)\n```'
          : state.behaviour === 'handoff'
            ? "The site doesn't say. [[handoff]]"
            : 'Charles builds websites for small businesses.';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  return { state, server };
}

describe('the assistant with an OpenAI-compatible provider', () => {
  const fake = startFakeProvider();
  let baseUrl = '';
  before(async () => {
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
  });
  after(() => {
    fake.server.closeAllConnections();
    fake.server.close();
  });
  beforeEach(() => {
    fake.state.behaviour = 'answer';
    fake.state.requests.length = 0;
  });

  const env = () => ({
    CHAT_BASE_URL: baseUrl,
    CHAT_API_KEY: 'sk-test',
    CHAT_MODEL: 'test-model',
    CHAT_TIMEOUT_MS: '300',
    RATE_LIMIT_CHAT_MAX: '1000',
  });
  const ask = (app: Awaited<ReturnType<typeof makeApp>>['app'], messages: unknown[], lang = 'en') =>
    postJson(app, '/api/chat-personal', { messageHistory: messages }, { 'accept-language': lang });

  test("returns the provider's reply", async () => {
    const { app } = await makeApp(env());
    try {
      const res = await ask(app, [{ role: 'user', content: 'What does he do?' }]);
      assert.deepEqual(res.json(), { reply: 'Charles builds websites for small businesses.' });
    } finally {
      await app.close();
    }
  });

  test('sends a system prompt in the visitor language, the history, the model, the key and a max_tokens cap', async () => {
    const { app } = await makeApp(env());
    try {
      await ask(
        app,
        [
          { role: 'user', content: 'Hallo' },
          { role: 'assistant', content: 'Hallo!' },
          { role: 'user', content: 'Was macht er?' },
        ],
        'de',
      );
      const [request] = fake.state.requests;
      assert.equal(request?.auth, 'Bearer sk-test');
      assert.equal(request?.body.model, 'test-model');
      assert.equal(request?.body.max_tokens, 300);
      const [system, ...rest] = request?.body.messages;
      assert.equal(system.role, 'system');
      assert.match(system.content, /Always answer in German/);
      assert.match(system.content, /Never invent facts/);
      assert.match(system.content, /Nutze ich jetzt: C, Java, JavaScript, React, Git, SQL/);
      assert.match(system.content, /hello@charles-tech\.example/);
      assert.deepEqual(
        rest.map((m: { role: string }) => m.role),
        ['user', 'assistant', 'user'],
      );
    } finally {
      await app.close();
    }
  });

  test('the system prompt follows the language the visitor writes in and comes from the fact base', async () => {
    const { app } = await makeApp(env());
    try {
      await ask(
        app,
        [{ role: 'user', content: 'Kann er React, und was kostet eine Website?' }],
        'en',
      );
      const system = fake.state.requests[0]?.body.messages[0].content;
      assert.match(system, /Always answer in German/);
      assert.match(system, /in the third person/);
      assert.match(
        system,
        /- Skills – Lerne ich gerade: HTML, GCP \(still learning: not expert level\)/,
      );
      assert.match(system, /- Prices: not listed on the site/);
      assert.match(system, /- Contact form: #contact/);
      assert.match(system, /only with these targets: #contact/);
    } finally {
      await app.close();
    }
  });

  test("the system prompt carries the owner's answers, the disclosure rule and the handoff marker", async () => {
    const { app } = await makeApp(env());
    try {
      await ask(app, [{ role: 'user', content: 'How soon could my site be online?' }]);
      const system = fake.state.requests[0]?.body.messages[0].content;
      assert.match(system, /own answers to common questions/);
      assert.match(system, /A: It depends mostly on how soon your texts and photos are ready\./);
      assert.match(system, /say that you are an automated assistant, not Charles/);
      assert.match(system, /end your reply with \[\[handoff\]\]/);
    } finally {
      await app.close();
    }
  });

  test('a reply the model marks as unanswered offers the handoff, without the marker', async () => {
    const { app } = await makeApp(env());
    try {
      fake.state.behaviour = 'handoff';
      const question = 'Does he like cats?';
      const res = await ask(app, [{ role: 'user', content: question }]);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), {
        reply: "The site doesn't say.",
        handoff: { message: question },
      });
    } finally {
      await app.close();
    }
  });

  test('a question the built-in reading cannot answer offers the handoff even when the model does not mark it', async () => {
    const { app } = await makeApp(env());
    try {
      const question = 'What is his favourite colour?';
      const res = await ask(app, [{ role: 'user', content: question }]);
      assert.equal(res.json().reply, 'Charles builds websites for small businesses.');
      assert.deepEqual(res.json().handoff, { message: question });
    } finally {
      await app.close();
    }
  });

  test('passes only the newest eight messages of a longer history', async () => {
    const { app } = await makeApp(env());
    try {
      const history = Array.from({ length: 11 }, (_, i) => ({
        role: i % 2 ? 'assistant' : 'user',
        content: `m${i}`,
      }));
      await ask(app, history);
      const messages = fake.state.requests[0]?.body.messages;
      assert.equal(messages.length, 1 + 8);
      assert.equal(messages[1].content, 'm3');
    } finally {
      await app.close();
    }
  });

  test('strips Markdown, HTML and code from the reply', async () => {
    fake.state.behaviour = 'markdown';
    const { app } = await makeApp(env());
    try {
      const { reply } = (await ask(app, [{ role: 'user', content: 'What does he do?' }])).json();
      assert.equal(reply, 'Charles builds websites.');
    } finally {
      await app.close();
    }
  });

  test('a provider that hangs past CHAT_TIMEOUT_MS → the built-in answer', async () => {
    fake.state.behaviour = 'hang';
    const { app } = await makeApp(env());
    try {
      const started = Date.now();
      const res = await ask(app, [{ role: 'user', content: 'How can I reach him?' }]);
      assert.equal(res.statusCode, 200);
      assert.match(res.json().reply, /contact form.*hello@charles-tech\.example/);
      assert.ok(Date.now() - started < 2000);
    } finally {
      await app.close();
    }
  });

  test('a provider failing with 500 → the built-in answer', async () => {
    fake.state.behaviour = 'fail';
    const { app } = await makeApp(env());
    try {
      const res = await ask(app, [{ role: 'user', content: 'Hello' }]);
      assert.equal(res.statusCode, 200);
      assert.match(res.json().reply, /^Hello!/);
    } finally {
      await app.close();
    }
  });

  test('an unreachable provider → the built-in answer', async () => {
    const { app } = await makeApp({ ...env(), CHAT_BASE_URL: 'http://127.0.0.1:9/v1' });
    try {
      const res = await ask(app, [{ role: 'user', content: 'Hello' }]);
      assert.match(res.json().reply, /^Hello!/);
    } finally {
      await app.close();
    }
  });

  test('once the daily budget is spent, the built-in assistant answers without calling the provider', async () => {
    const { app } = await makeApp({ ...env(), CHAT_DAILY_BUDGET: '2' });
    try {
      for (let i = 0; i < 2; i++) await ask(app, [{ role: 'user', content: 'Hello' }]);
      const res = await ask(app, [{ role: 'user', content: 'Hello' }]);
      assert.match(res.json().reply, /^Hello!/);
      assert.equal(fake.state.requests.length, 2);
    } finally {
      await app.close();
    }
  });

  test('the daily budget survives a restart (counted in SQLite)', async () => {
    const root = tempDir();
    fakeSite(root);
    const first = await makeApp({ ...env(), CHAT_DAILY_BUDGET: '1' }, { root });
    await ask(first.app, [{ role: 'user', content: 'Hello' }]);
    await first.app.close();
    const second = await makeApp({ ...env(), CHAT_DAILY_BUDGET: '1' }, { root });
    try {
      const res = await ask(second.app, [{ role: 'user', content: 'Hello' }]);
      assert.match(res.json().reply, /^Hello!/);
      assert.equal(fake.state.requests.length, 1);
    } finally {
      await second.app.close();
    }
  });
});

import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { describe, test } from 'node:test';
import parsePrometheus from 'parse-prometheus-text-format';
import { API_PATHS } from '../../src/shared/api-contract';
import {
  fakeSite,
  fillDatabase,
  freePort,
  makeApp,
  postJson,
  startSmtp,
  tempDir,
  testConfig,
  VALID_CONTACT,
  waitFor,
} from './helpers';

type Families = ReturnType<typeof parsePrometheus>;

function value(families: Families, name: string, labels: Record<string, string> = {}): number {
  const family = families.find((f) => f.name === name);
  assert.ok(family, `${name} is exported`);
  const sample = family.metrics.find((m) =>
    Object.entries(labels).every(([k, v]) => m.labels?.[k] === v),
  );
  assert.ok(sample, `${name} ${JSON.stringify(labels)} is exported`);
  return Number(sample.value);
}

/** A model provider that answers every request with one sentence, after `delayMs`. */
async function startModel(delayMs: number): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { role: 'assistant', content: 'He builds websites.' } }],
          }),
        );
      }, delayMs),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const chat = (text: string) => ({ messageHistory: [{ role: 'user', content: text }] });

describe('metrics', () => {
  test('on METRICS_PORT: Prometheus text that a parser reads, counting what happened; absent from the public port', async () => {
    const smtp = await startSmtp();
    const model = await startModel(30);
    const metricsPort = await freePort();
    const root = tempDir();
    fakeSite(root);
    const { app } = await makeApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        METRICS_PORT: String(metricsPort),
        RATE_LIMIT_CHAT_MAX: '3',
        CHAT_BASE_URL: model.url,
        CHAT_API_KEY: 'test-key',
        DATABASE_MAX_MB: '1',
      },
      { root },
    );
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const site = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      assert.equal((await fetch(`${site}/en/`)).status, 200);
      const sent = await postJson(app, API_PATHS.sendEmail, VALID_CONTACT);
      assert.equal(sent.statusCode, 200);
      await waitFor(() => smtp.mails.length === 1, 5_000);
      for (let i = 0; i < 4; i++) await postJson(app, API_PATHS.chat, chat('What does he do?'));
      // The database fills up: a refused message is a 503 for storage.
      const full = fillDatabase(path.join(root, 'data/site.sqlite'), 1);
      let refused = 0;
      for (let i = 0; i < 200 && refused === 0; i++) {
        const big = { ...VALID_CONTACT, message: 'x'.repeat(1900) };
        if ((await postJson(app, API_PATHS.sendEmail, big)).statusCode === 503) refused++;
      }
      full.close();
      assert.equal(refused, 1);

      const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      assert.equal(response.status, 200);
      assert.match(String(response.headers.get('content-type')), /^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      const families = parsePrometheus(text);

      assert.ok(value(families, 'process_resident_memory_bytes') > 0, 'default process metrics');
      assert.ok(value(families, 'site_outbox_messages', { state: 'delivered' }) >= 1);
      assert.equal(value(families, 'site_outbox_messages', { state: 'failed' }), 0);
      assert.equal(value(families, 'site_outbox_oldest_pending_age_seconds') >= 0, true);
      assert.equal(value(families, 'site_deliveries_total', { outcome: 'delivered' }) >= 1, true);
      assert.equal(value(families, 'site_rate_limited_total', { route: API_PATHS.chat }), 1);
      assert.equal(
        value(families, 'site_storage_unavailable_total', { route: API_PATHS.sendEmail }),
        1,
      );
      const modelReplies = families
        .find((f) => f.name === 'site_chat_replies_total')
        ?.metrics.filter((m) => m.labels?.source === 'model')
        .reduce((sum, m) => sum + Number(m.value), 0);
      assert.equal(modelReplies, 3, 'three answered by the model, the fourth refused (429)');
      const histograms = families.filter((f) => f.type === 'HISTOGRAM').map((f) => f.name);
      assert.ok(histograms.includes('site_http_request_duration_seconds'));
      assert.ok(histograms.includes('site_chat_model_duration_seconds'));
      assert.match(text, /site_chat_model_duration_seconds_count\{result="ok"\} 3/);
      assert.match(
        text,
        /site_http_request_duration_seconds_count\{route="\/en\/\*",method="GET",status_code="200"\} 1/,
      );
      // Labels are templates and codes: nothing a visitor sent or typed.
      for (const secret of [
        VALID_CONTACT.name,
        VALID_CONTACT.email,
        'What does he do',
        'test-key',
      ]) {
        assert.ok(!text.includes(secret), `the metrics carry "${secret}"`);
      }

      // On the site, /metrics is a path without a language like any other (the spec: to /de).
      const onSite = await fetch(`${site}/metrics`, { redirect: 'manual' });
      assert.equal(onSite.status, 302, 'never on the public port');
      assert.equal(onSite.headers.get('location'), '/de');
      assert.doesNotMatch(await (await fetch(`${site}/metrics`)).text(), /site_|process_/);
      assert.equal((await fetch(`${site}/api/metrics`)).status, 404);
      assert.equal((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status, 404);
    } finally {
      await app.close();
      await model.close();
      await smtp.close();
    }
    await assert.rejects(fetch(`http://127.0.0.1:${metricsPort}/metrics`), 'closed with the app');
  });

  test('off unless METRICS_PORT is set; then bound to 127.0.0.1 unless METRICS_HOST says otherwise', () => {
    const root = tempDir();
    assert.equal(testConfig(root).metrics, undefined);
    assert.deepEqual(testConfig(root, { METRICS_PORT: '9464' }).metrics, {
      port: 9464,
      host: '127.0.0.1',
    });
  });
});

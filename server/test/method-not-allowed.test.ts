import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { makeApp, VALID_CONTACT } from './helpers';

describe('a path answers a method it does not take with 405 and Allow', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await makeApp({}, { prerendered: true }));
  });
  after(() => app.close());
  const send = (method: InjectOptions['method'], url: string) => app.inject({ method, url });

  const PAGES = ['/de', '/en', '/en/legal', '/de/privacy', '/en/anything/deep', '/'];
  for (const url of PAGES) {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      test(`${method} ${url} → 405, Allow: GET, HEAD`, async () => {
        const res = await send(method, url);
        assert.equal(res.statusCode, 405);
        assert.equal(res.headers.allow, 'GET, HEAD');
        assert.deepEqual(res.json(), { error: { code: 'method_not_allowed' } });
      });
    }
  }

  test('a static file takes GET and HEAD only', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/static/js/main.d251270f.js' });
    assert.equal(res.statusCode, 405);
    assert.equal(res.headers.allow, 'GET, HEAD');
  });

  for (const [path, allow] of [
    ['/api/sendEmail', 'POST'],
    ['/api/chat-personal', 'POST'],
    ['/api/health', 'GET, HEAD'],
  ] as const) {
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS'] as const) {
      if (allow.split(', ').includes(method)) continue;
      test(`${method} ${path} → 405, Allow: ${allow}`, async () => {
        const res = await send(method, path);
        assert.equal(res.statusCode, 405);
        assert.equal(res.headers.allow, allow);
        if (method !== 'HEAD') {
          assert.deepEqual(res.json(), { error: { code: 'method_not_allowed' } });
        }
      });
    }
  }

  test('the 405 comes before the body is read: a huge or broken body changes nothing', async () => {
    const huge = await app.inject({
      method: 'PUT',
      url: '/api/sendEmail',
      headers: { 'content-type': 'application/json' },
      payload: `{"message":"${'x'.repeat(200_000)}"`,
    });
    assert.equal(huge.statusCode, 405);
    const form = await app.inject({
      method: 'POST',
      url: '/de',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(VALID_CONTACT).toString(),
    });
    assert.equal(form.statusCode, 405);
    assert.equal(form.headers.allow, 'GET, HEAD');
  });

  test('a 405 carries the security headers and is not cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sendEmail' });
    assert.match(String(res.headers['content-security-policy']), /default-src 'self'/);
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('a query string does not change the answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/chat-personal?x=1' });
    assert.equal(res.statusCode, 405);
    assert.equal(res.headers.allow, 'POST');
  });

  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    test(`${method} on an unknown /api/ path is still a 404`, async () => {
      const res = await send(method, '/api/nope');
      assert.equal(res.statusCode, 404);
      assert.deepEqual(res.json(), { error: { code: 'not_found' } });
    });
  }

  test('the allowed methods still work: the page, the health check, a contact message', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/en' })).statusCode, 200);
    assert.equal((await app.inject({ method: 'HEAD', url: '/de' })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/sendEmail',
      payload: { ...VALID_CONTACT, elapsedMs: 5000 },
    });
    assert.equal(sent.statusCode, 200);
    assert.deepEqual(sent.json(), { success: true });
  });
});

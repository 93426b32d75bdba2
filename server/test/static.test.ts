import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { acceptsEncoding, etagMatches, pageFilesFor } from '../src/pages';
import { BIG_JS, fakeSite, makeApp, postJson, tempDir } from './helpers';

describe('path traversal', () => {
  const CANARY = 'TRAVERSAL-CANARY-7f3e';
  const TRAVERSALS = [
    '/static/../../package.json',
    '/static/%2e%2e/%2e%2e/package.json',
    '/static/..%2f..%2fpackage.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/static/..%5c..%5cpackage.json',
    '/de/../../package.json',
    '/static/%252e%252e/%252e%252e/package.json',
    '/package.json',
    '/../secret.txt',
    '/static/js/../../../secret.txt',
  ];

  /** A site whose build/ has secrets beside it, one and two levels up. */
  function siteWithSecrets(): string {
    const root = tempDir();
    fakeSite(root);
    fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ secret: CANARY }));
    fs.writeFileSync(path.join(root, 'secret.txt'), CANARY);
    fs.writeFileSync(path.join(path.dirname(root), `secret-${path.basename(root)}.txt`), CANARY);
    return root;
  }

  test('no encoding of ../ reaches a file beside or above build/ (injected requests)', async () => {
    const { app } = await makeApp({}, { root: siteWithSecrets() });
    try {
      assert.equal((await app.inject('/robots.txt')).statusCode, 200, 'files in build/ are served');
      for (const url of TRAVERSALS) {
        const res = await app.inject(url);
        assert.ok(!res.body.includes(CANARY), `${url} → ${res.statusCode} leaks nothing`);
        assert.notEqual(res.statusCode, 200, url);
      }
    } finally {
      await app.close();
    }
  });

  test('nor over a raw socket, where nothing normalises the path first', async () => {
    const { app } = await makeApp({}, { root: siteWithSecrets() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const raw = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
        );
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
      });
    try {
      assert.match(await raw('/robots.txt'), /^HTTP\/1\.1 200/);
      for (const target of TRAVERSALS) {
        const answer = await raw(target);
        assert.ok(!answer.includes(CANARY), `${target} leaks nothing`);
        assert.doesNotMatch(answer, /^HTTP\/1\.1 200/, target);
      }
    } finally {
      await app.close();
    }
  });
});

describe('static serving', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await makeApp());
  });
  after(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  test('/ redirects to /de, like the client', async () => {
    const res = await get('/');
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, '/de');
  });

  for (const url of ['/unknown-page', '/DE', '/english/about', '/?lng=en']) {
    test(`${url} has no language: redirected to /de, like the client`, async () => {
      const res = await get(url);
      assert.equal(res.statusCode, 302);
      assert.equal(res.headers.location, '/de');
    });
  }

  for (const url of ['/de', '/en', '/en/anything/deep', '/de#contact', '/en?ref=mail']) {
    test(`${url} is answered with the page, not cached`, async () => {
      const res = await get(url);
      assert.equal(res.statusCode, 200);
      assert.match(String(res.headers['content-type']), /text\/html/);
      assert.match(res.body, /<div id="root">/);
      assert.equal(res.headers['cache-control'], 'no-cache');
    });
  }

  test('a hashed script is cached for a year, immutable', async () => {
    const res = await get('/static/js/main.d251270f.js');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.body, BIG_JS);
  });

  test('a hashed translation file is cached for a year, immutable', async () => {
    const res = await get('/locales/de/about.7a847ff01a.json');
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('an unhashed file is revalidated (no-cache)', async () => {
    const res = await get('/robots.txt');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  for (const url of [
    '/static/js/missing.abcdef12.js',
    '/locales/de/gone.json',
    '/favicon.ico',
    '/de/logo.png',
    '/static/',
  ]) {
    test(`missing asset ${url} → 4xx, never the page`, async () => {
      const res = await get(url);
      assert.ok(res.statusCode === 404 || res.statusCode === 403, String(res.statusCode));
      assert.doesNotMatch(res.body, /<div id="root">/);
    });
  }

  test('a dotfile is refused like anything that is not there, in the API error shape', async () => {
    const dotfile = await get('/.env');
    assert.equal(dotfile.statusCode, 403);
    assert.deepEqual(dotfile.json(), { error: { code: 'not_found' } });
  });

  test('an invalid URL gets the usual error shape and the security headers, not its text back', async () => {
    const res = await get('/api/%zz');
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), { error: { code: 'validation_failed' } });
    assert.match(String(res.headers['content-security-policy']), /default-src 'self'/);
    assert.equal(res.headers['x-frame-options'], 'DENY');
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('a body in an encoding the server does not take → 415 unsupported_media_type', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/sendEmail',
      headers: { 'content-type': 'application/json', 'content-encoding': 'zstd' },
      payload: '{}',
    });
    assert.equal(res.statusCode, 415);
    assert.equal(res.json().error.code, 'unsupported_media_type');
  });

  test('scripts are compressed with brotli when the browser accepts it', async () => {
    const res = await get('/static/js/main.d251270f.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(res.headers['content-encoding'], 'br');
  });

  test('and with gzip otherwise', async () => {
    const res = await get('/static/js/main.d251270f.js', { 'accept-encoding': 'gzip' });
    assert.equal(res.headers['content-encoding'], 'gzip');
  });

  test('a .br twin written at build time is sent as it is, still cached as immutable', async () => {
    const root = tempDir();
    fakeSite(root);
    const twin = Buffer.from('precompressed at build time');
    fs.writeFileSync(path.join(root, 'build/static/js/main.d251270f.js.br'), twin);
    const { app: withTwin } = await makeApp({}, { root });
    try {
      const res = await withTwin.inject({
        method: 'GET',
        url: '/static/js/main.d251270f.js',
        headers: { 'accept-encoding': 'br' },
      });
      assert.equal(res.headers['content-encoding'], 'br');
      assert.deepEqual(res.rawPayload, twin);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      // One URL, three bodies: a shared cache must not hand brotli to a client without it.
      assert.equal(res.headers.vary, 'accept-encoding');
      const plain = await withTwin.inject({ method: 'GET', url: '/static/js/main.d251270f.js' });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.headers.vary, 'accept-encoding');
    } finally {
      await withTwin.close();
    }
  });

  test('unknown /api/ paths → 404 JSON not_found', async () => {
    const res = await get('/api/nope');
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { error: { code: 'not_found' } });
  });

  test('a POST to a page → 405 JSON, not the page (method-not-allowed.test.ts has the rest)', async () => {
    const res = await app.inject({ method: 'POST', url: '/de' });
    assert.equal(res.statusCode, 405);
    assert.doesNotMatch(res.body, /<div id="root">/);
  });
});

describe('prerendered pages per language', () => {
  test('/en and /en/* get build/en/index.html when it exists', async () => {
    const { app } = await makeApp({}, { prerendered: true });
    try {
      assert.match((await app.inject({ url: '/en' })).body, /Prerendered EN/);
      assert.match((await app.inject({ url: '/en/some/path' })).body, /Prerendered EN/);
      assert.match((await app.inject({ url: '/de' })).body, /Prerendered DE/);
      const elsewhere = await app.inject({ url: '/elsewhere' });
      assert.equal(elsewhere.statusCode, 302);
      assert.equal(elsewhere.headers.location, '/de');
    } finally {
      await app.close();
    }
  });
});

describe('pages are answered from memory', () => {
  const root = tempDir();
  const dePage = path.join(root, 'build/de/index.html');
  let app: FastifyInstance;
  before(async () => {
    fakeSite(root, { prerendered: true });
    fs.writeFileSync(`${dePage}.br`, Buffer.from('brotli twin of DE'));
    fs.writeFileSync(`${dePage}.gz`, Buffer.from('gzip twin of DE'));
    ({ app } = await makeApp({}, { root }));
  });
  after(() => app.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  test('with the .br twin when the browser accepts brotli, else .gz, else as it is', async () => {
    const br = await get('/de', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.rawPayload.toString(), 'brotli twin of DE');
    const gzip = await get('/de', { 'accept-encoding': 'gzip, br;q=0' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gzip.rawPayload.toString(), 'gzip twin of DE');
    const plain = await get('/de');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.match(plain.body, /Prerendered DE/);
    for (const res of [br, gzip, plain]) {
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers.vary, 'accept-encoding');
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.match(String(res.headers['content-type']), /^text\/html; charset=utf-8/);
    }
  });

  test('with an ETag: a revalidation that still matches gets 304 and no body', async () => {
    const first = await get('/de');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]{22}"$/);
    const again = await get('/de', { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    const stale = await get('/de', { 'if-none-match': '"something-else"' });
    assert.equal(stale.statusCode, 200);
    const weakInAList = await get('/de', { 'if-none-match': `"other", W/${etag}` });
    assert.equal(weakInAList.statusCode, 304);
  });

  test('HEAD gets the headers without the page', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/en' });
    assert.equal(res.statusCode, 200);
    assert.equal(res.body, '');
  });

  test('a new build is served without a restart', async () => {
    const before = await get('/en');
    assert.match(before.body, /Prerendered EN/);
    const enPage = path.join(root, 'build/en/index.html');
    fs.writeFileSync(enPage, '<!doctype html><html lang="en"><body>Rebuilt EN page</body></html>');
    fs.utimesSync(enPage, new Date(), new Date(Date.now() + 5000));
    const after = await get('/en');
    assert.match(after.body, /Rebuilt EN page/);
    assert.notEqual(after.headers.etag, before.headers.etag);
  });

  test('a file-like path under a language is still a 404, never the page', async () => {
    const res = await get('/de/missing.png');
    assert.equal(res.statusCode, 404);
    assert.doesNotMatch(res.body, /Prerendered/);
  });
});

test('acceptsEncoding reads q-values, wildcards and absent headers', () => {
  assert.equal(acceptsEncoding('gzip, deflate, br', 'br'), true);
  assert.equal(acceptsEncoding('br;q=0, gzip', 'br'), false);
  assert.equal(acceptsEncoding('br;q=0, gzip', 'gzip'), true);
  assert.equal(acceptsEncoding('BR;Q=0.5', 'br'), true);
  assert.equal(acceptsEncoding('*', 'gzip'), true);
  assert.equal(acceptsEncoding('identity', 'gzip'), false);
  assert.equal(acceptsEncoding(undefined, 'br'), false);
  // A coding's own entry outranks the wildcard, whichever comes first.
  assert.equal(acceptsEncoding('*, br;q=0', 'br'), false);
  assert.equal(acceptsEncoding('*, br;q=0', 'gzip'), true);
  assert.equal(acceptsEncoding('gzip;q=0, *', 'gzip'), false);
  assert.equal(acceptsEncoding('*;q=0, br', 'br'), true);
});

test('etagMatches takes lists, weak validators and *', () => {
  assert.equal(etagMatches('"abc"', '"abc"'), true);
  assert.equal(etagMatches('W/"abc"', '"abc"'), true);
  assert.equal(etagMatches('"x", W/"abc"', '"abc"'), true);
  assert.equal(etagMatches('*', '"abc"'), true);
  assert.equal(etagMatches('"abcd"', '"abc"'), false);
  assert.equal(etagMatches(undefined, '"abc"'), false);
});

test('a hostile path of thousands of segments costs a handful of lookups, not one per segment', () => {
  const files = pageFilesFor(`/en${'/a'.repeat(8000)}`);
  assert.deepEqual(files, [
    'en/a/a/a/index.html',
    'en/a/a/index.html',
    'en/a/index.html',
    'en/index.html',
    'index.html',
  ]);
});

describe('nested prerendered pages and their inline styles', () => {
  const CSS = 'body{color:#123}';
  const legalPage = `<!doctype html><html lang="en"><head><style data-href="/static/css/main.css">${CSS}</style></head><body>Prerendered EN legal</body></html>`;
  const root = tempDir();
  let app: FastifyInstance;
  before(async () => {
    fakeSite(root, { prerendered: true });
    const legal = path.join(root, 'build/en/legal/index.html');
    fs.mkdirSync(path.dirname(legal), { recursive: true });
    fs.writeFileSync(legal, legalPage);
    ({ app } = await makeApp({}, { root }));
  });
  after(() => app.close());

  test('/en/legal gets build/en/legal/index.html', async () => {
    const res = await app.inject({ url: '/en/legal' });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /Prerendered EN legal/);
    assert.equal(res.headers['cache-control'], 'no-cache');
  });

  test('/en/legal/ and /en/legal?x=1 get it too', async () => {
    assert.match((await app.inject({ url: '/en/legal/' })).body, /Prerendered EN legal/);
    assert.match((await app.inject({ url: '/en/legal?x=1' })).body, /Prerendered EN legal/);
  });

  test("an unknown page below a language gets that language's home page", async () => {
    assert.match((await app.inject({ url: '/en/nothing-here' })).body, /Prerendered EN/);
    assert.match((await app.inject({ url: '/de/legal' })).body, /Prerendered DE/);
  });

  test('a path outside the languages is redirected to /de', async () => {
    const res = await app.inject({ url: '/fr/legal' });
    assert.equal(res.statusCode, 302);
    assert.equal(res.headers.location, '/de');
  });

  test('a page rebuilt under the running server keeps its styles: its new <style> is in the CSP', async () => {
    const legal = path.join(root, 'build/en/legal/index.html');
    const before = await app.inject({ url: '/en/legal' });
    const NEW_CSS = 'main{padding:0 1rem}';
    fs.writeFileSync(
      legal,
      `<!doctype html><html lang="en"><head><style data-href="/static/css/main.2.css">${NEW_CSS}</style></head><body>Rebuilt EN legal</body></html>`,
    );
    fs.utimesSync(legal, new Date(), new Date(Date.now() + 5000));
    try {
      const after = await app.inject({ url: '/en/legal' });
      assert.match(after.body, /Rebuilt EN legal/);
      const styleSrc = (res: { headers: Record<string, unknown> }) =>
        String(res.headers['content-security-policy'])
          .split('; ')
          .find((directive) => directive.startsWith('style-src'));
      const hash = `'sha256-${createHash('sha256').update(NEW_CSS).digest('base64')}'`;
      assert.equal(styleSrc(after), `style-src 'self' ${hash}`);
      assert.notEqual(styleSrc(after), styleSrc(before));
      // Every other response follows too (the page's script and style files are fetched next).
      const asset = await app.inject({ url: '/static/js/main.d251270f.js' });
      assert.equal(styleSrc(asset), `style-src 'self' ${hash}`);
    } finally {
      fs.writeFileSync(legal, legalPage);
      fs.utimesSync(legal, new Date(), new Date(Date.now() + 10_000));
    }
  });

  test('the CSP allows exactly the prerendered inline <style> blocks, by hash', async () => {
    const csp = String((await app.inject({ url: '/en/legal' })).headers['content-security-policy']);
    const hash = createHash('sha256').update(CSS).digest('base64');
    const styleSrc = csp.split('; ').find((directive) => directive.startsWith('style-src'));
    assert.equal(styleSrc, `style-src 'self' 'sha256-${hash}'`);
    assert.doesNotMatch(csp, /unsafe-inline/);
  });
});

describe('security headers', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '1' }));
  });
  after(() => app.close());

  const responses = () => ({
    page: app.inject({ url: '/de' }),
    asset: app.inject({ url: '/static/js/main.d251270f.js' }),
    missingAsset: app.inject({ url: '/static/js/missing.js' }),
    api: app.inject({ url: '/api/health' }),
    apiNotFound: app.inject({ url: '/api/nope' }),
    apiError: postJson(app, '/api/sendEmail', '{bad'),
  });

  test('every response carries the CSP and the other security headers', async () => {
    for (const [what, pending] of Object.entries(responses())) {
      const res = await pending;
      const csp = String(res.headers['content-security-policy']);
      assert.match(csp, /frame-ancestors 'none'/, what);
      assert.match(csp, /script-src 'self'/, what);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', what);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', what);
      assert.match(String(res.headers['permissions-policy']), /camera=\(\)/, what);
      assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin', what);
    }
  });

  test('the CSP allows no unsafe-inline or unsafe-eval', async () => {
    const csp = String((await app.inject({ url: '/de' })).headers['content-security-policy']);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
  });

  test('the 429 answer carries the security headers too', async () => {
    await postJson(app, '/api/sendEmail', { name: 'a', email: 'a@example.com', message: 'x' });
    const res = await postJson(app, '/api/sendEmail', {
      name: 'a',
      email: 'a@example.com',
      message: 'x',
    });
    assert.equal(res.statusCode, 429);
    assert.match(String(res.headers['content-security-policy']), /frame-ancestors 'none'/);
  });

  test('no HSTS over plain HTTP', async () => {
    const res = await app.inject({ url: '/de' });
    assert.equal(res.headers['strict-transport-security'], undefined);
  });

  test('no HSTS from a forged X-Forwarded-Proto without TRUST_PROXY', async () => {
    const res = await app.inject({ url: '/de', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(res.headers['strict-transport-security'], undefined);
  });

  test('HSTS behind a trusted proxy that terminated HTTPS', async () => {
    const { app: proxied } = await makeApp({ TRUST_PROXY: 'true' });
    try {
      const res = await proxied.inject({ url: '/de', headers: { 'x-forwarded-proto': 'https' } });
      assert.match(String(res.headers['strict-transport-security']), /max-age=31536000/);
    } finally {
      await proxied.close();
    }
  });

  test('API answers are never cached', async () => {
    assert.equal((await app.inject({ url: '/api/health' })).headers['cache-control'], 'no-store');
  });
});

describe('GET /api/health', () => {
  test('reports status, database, the stores in use, outbox counts, SMTP configuration and the assistant', async () => {
    const { app } = await makeApp();
    try {
      // The assistant loads in the background (assistant-loading.test.ts); a chat waits for it.
      await postJson(app, '/api/chat-personal', {
        messageHistory: [{ role: 'user', content: 'hi' }],
      });
      const res = await app.inject({ url: '/api/health' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), {
        status: 'ok',
        db: 'ok',
        stores: { database: 'sqlite', rateLimit: 'memory' },
        outbox: { pending: 0, failed: 0, delivered: 0 },
        smtp: 'not_configured',
        assistant: 'ready',
      });
    } finally {
      await app.close();
    }
  });
});

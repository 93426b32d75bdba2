import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicy } from '../src/security-headers';
import { inlineScriptHashes } from '../src/csp-hashes';
import { fakeSite, makeApp, tempDir } from './helpers';

// The prerendered pages carry one inline script, the theme's (src/theme/theme-early.ts),
// which must run before the first paint: the CSP allows it by its hash, and nothing else.

const THEME = 'document.documentElement.setAttribute("data-theme","dark")';
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function pageWith(body: string): string {
  return (
    `<!doctype html><html lang="en"><head><script>${THEME}</script>` +
    '<script defer="defer" src="/static/js/main.1234abcd.js"></script>' +
    '<script type="application/ld+json">{"@type":"Person"}</script></head>' +
    `<body>${body}<script type="application/json" id="i18n-state">{"lng":"en"}</script></body></html>`
  );
}

describe('the CSP and the inline theme script', () => {
  let app: FastifyInstance;
  let root: string;
  before(async () => {
    root = tempDir();
    fakeSite(root);
    for (const [file, body] of [
      ['build/en/index.html', 'EN'],
      ['build/de/index.html', 'DE'],
      ['build/en/legal/index.html', 'EN legal'],
    ] as const) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), pageWith(body));
    }
    ({ app } = await makeApp({}, { root }));
  });
  after(() => app.close());

  test('the hash of the one inline script, once, however many pages carry it', () => {
    assert.deepEqual(inlineScriptHashes(path.join(root, 'build')), [hashOf(THEME)]);
  });

  test('script-src allows it by its hash, and never unsafe-inline', async () => {
    const csp = String((await app.inject({ url: '/en' })).headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src'));
    assert.equal(scriptSrc, `script-src 'self' ${hashOf(THEME)}`);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
  });

  test('the API answers carry the same policy', async () => {
    const csp = String(
      (await app.inject({ url: '/api/health' })).headers['content-security-policy'],
    );
    assert.match(csp, new RegExp(`script-src 'self' ${hashOf(THEME).replace(/[+/]/g, '\\$&')}`));
  });

  test('without prerendered pages there is no hash: script-src is only self', () => {
    assert.deepEqual(inlineScriptHashes(path.join(tempDir(), 'build')), []);
    assert.match(contentSecurityPolicy(), /script-src 'self';/);
  });
});

/**
 * `npm run test:languages`: the site follows SUPPORTED_LANGUAGES. A temporary copy of the
 * project gets a third, pseudo language ("xx", its texts a copy of the English ones), is built
 * with `npm run build:web` as the owner would, and its pages, their links and every host's
 * rules must know it. The assistant stays bilingual (its content is compiled for de and en).
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { findRootDir } from '../src/config';
import { freePort, hasCommand, rawRequest, startCaddy, startNginx } from '../../e2e/recipes';

const run = promisify(execFile);
const root = findRootDir();
const PSEUDO = 'xx';

/** What a copy needs to build: the sources, not the outputs or the dependencies (linked). */
const SKIP = new Set(['node_modules', 'build', '.git', 'data', 'e2e-results', 'dist']);

function copyProject(to: string): void {
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(to, entry), {
      recursive: true,
      filter: (source) => !SKIP.has(path.basename(source)),
    });
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

/** Adds the pseudo language to the one list and its two tables. */
function addLanguage(dir: string): void {
  const file = path.join(dir, 'src/shared/languages.ts');
  const source = fs.readFileSync(file, 'utf8');
  const changed = source
    .replace("['de', 'en'] as const", `['de', 'en', '${PSEUDO}'] as const`)
    .replace("en: 'English' }", `en: 'English', ${PSEUDO}: 'Pseudo' }`)
    .replace("en: 'en_US' }", `en: 'en_US', ${PSEUDO}: 'en_XA' }`);
  assert.notEqual(changed, source);
  assert.match(changed, new RegExp(`${PSEUDO}: 'Pseudo'`), 'LANGUAGE_NAMES has its shape');
  assert.match(changed, new RegExp(`${PSEUDO}: 'en_XA'`), 'OG_LOCALES has its shape');
  fs.writeFileSync(file, changed);
  fs.cpSync(path.join(dir, 'src/locales/en'), path.join(dir, 'src/locales', PSEUDO), {
    recursive: true,
  });
}

describe('a third language', { timeout: 15 * 60_000 }, () => {
  let dir = '';
  let build = '';
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'third-language-'));
    copyProject(dir);
    addLanguage(dir);
    const started = Date.now();
    await run('npm', ['run', 'build:web'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
    console.log(`# build with a third language: ${Math.round((Date.now() - started) / 1000)} s`);
    build = path.join(dir, 'build');
  });
  after(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  const read = (file: string) => fs.readFileSync(path.join(build, file), 'utf8');
  const copy = () => dir;

  test('its pages are prerendered in its language, the legal pages too', () => {
    for (const page of ['index.html', 'legal/index.html', 'privacy/index.html']) {
      const html = read(`${PSEUDO}/${page}`);
      assert.match(html, new RegExp(`<html[^>]* lang="${PSEUDO}"`), page);
    }
  });

  test('every page links to it: alternate links, the switcher, the sitemap', () => {
    const german = read('de/index.html');
    assert.match(german, new RegExp(`hreflang="${PSEUDO}"[^>]*href="[^"]*/${PSEUDO}"`));
    assert.match(german, />Pseudo</, 'the switcher names it');
    const own = read(`${PSEUDO}/index.html`);
    assert.match(own, /hreflang="de"/);
    assert.match(read('sitemap.xml'), new RegExp(`/${PSEUDO}/legal`));
  });

  test('its texts are published for the browser', () => {
    const manifest = fs.readdirSync(path.join(build, 'locales'));
    assert.ok(manifest.includes(PSEUDO), 'build/locales/xx');
  });

  // docs/deploy.md's nginx and Caddy recipes, as written, in front of this build: their page
  // routes come from the build (server-config/*-pages.*), so they know the new language too.
  for (const [name, start] of [
    ['nginx', startNginx],
    ['caddy', startCaddy],
  ] as const) {
    test(`docs/deploy.md's ${name} recipe serves it`, async (t) => {
      if (!hasCommand(name)) {
        if (process.env.CI) throw new Error(`${name} is not installed`);
        t.skip(`${name} is not installed`);
        return;
      }
      const proxy = await start(await freePort(), copy());
      try {
        for (const page of [`/${PSEUDO}`, `/${PSEUDO}/legal`, `/${PSEUDO}/anything`]) {
          const response = await rawRequest(`${proxy.origin}${page}`);
          assert.equal(response.status, 200, page);
          assert.match(response.body.toString(), new RegExp(`<html[^>]* lang="${PSEUDO}"`), page);
        }
        const legal = await rawRequest(`${proxy.origin}/${PSEUDO}/legal`);
        assert.match(legal.body.toString(), /<h1[^>]*>[^<]*Legal notice/, 'the legal page itself');
        for (const other of ['/', '/zz']) {
          const response = await rawRequest(`${proxy.origin}${other}`);
          assert.equal(response.status, 302, other);
          assert.equal(response.headers.location, '/de', other);
        }
      } finally {
        await proxy.stop();
      }
    });
  }

  test('the static hosts serve it: Netlify and Cloudflare Pages, Vercel, their 404 page', () => {
    assert.match(read('_redirects'), new RegExp(`/${PSEUDO}\\b`));
    assert.match(read('_headers'), new RegExp(`/${PSEUDO}\\b`));
    assert.match(read('vercel.json'), new RegExp(`/${PSEUDO}\\b`));
    assert.match(read('404.html'), new RegExp(`/${PSEUDO}\\b`));
  });
});

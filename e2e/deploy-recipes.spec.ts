import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CACHE_CONTROL } from '../server/src/cache-rules';
import { FIXED_SECURITY_HEADERS } from '../server/src/security-headers';
import { readMailbox } from './mailbox';
import { E2E_PORT } from './playwright.config';
import {
  hasCommand,
  rawRequest,
  startCaddy,
  startNginx,
  type RawResponse,
  type RunningProxy,
} from './recipes';
import { fillContact, texts } from './support';

/**
 * Each runnable recipe of docs/deploy.md, started once with its config as documented, in
 * front of the production server that global-setup runs: what a visitor gets through it must
 * be what the Node server sends on its own.
 */

const NODE = `http://127.0.0.1:${E2E_PORT}`;
const build = path.resolve(__dirname, '../build');

/** The build's own file names (they change with every build). */
function builtFile(dir: string, pattern: RegExp): string {
  const name = fs.readdirSync(path.join(build, dir)).find((file) => pattern.test(file));
  if (!name) throw new Error(`no ${pattern} in build/${dir}`);
  return `/${dir}/${name}`;
}
const MAIN_JS = builtFile('static/js', /^main\.[0-9a-f]+\.js$/);
const MAIN_CSS = builtFile('static/css', /^main\.[0-9a-f]+\.css$/);
const LOCALE = builtFile('locales/de', /^about\.[0-9a-f]+\.json$/);

const COMPARED_HEADERS = [
  'content-security-policy',
  ...Object.keys(FIXED_SECURITY_HEADERS),
  'cache-control',
];

function compared(response: RawResponse): Record<string, string | undefined> {
  return Object.fromEntries(
    COMPARED_HEADERS.map((name) => {
      const value = response.headers[name];
      return [name, Array.isArray(value) ? value.join(' | ') : value];
    }),
  );
}

const digest = (body: Buffer) => createHash('sha256').update(body).digest('base64');

/** A Location as a path: nginx and Caddy may name the origin, the Node server does not. */
function locationPath(response: RawResponse, origin: string): string | undefined {
  const location = response.headers.location;
  return location === undefined ? undefined : new URL(location, origin).pathname;
}

const RECIPES: Array<{
  name: string;
  command: string;
  start: (apiPort: number) => Promise<RunningProxy>;
}> = [
  { name: 'nginx', command: 'nginx', start: startNginx },
  { name: 'caddy', command: 'caddy', start: startCaddy },
];

for (const recipe of RECIPES) {
  test.describe(`the ${recipe.name} recipe of docs/deploy.md`, () => {
    test.describe.configure({ mode: 'serial' });
    let proxy: RunningProxy;

    test.beforeAll(async () => {
      if (!hasCommand(recipe.command)) {
        // CI installs both (.ci/run); on a developer's machine they may be missing.
        if (process.env.CI) throw new Error(`${recipe.command} is not installed`);
        test.skip(true, `${recipe.command} is not installed (apt-get install ${recipe.command})`);
      }
      proxy = await recipe.start(E2E_PORT);
    });
    test.afterAll(async () => {
      await proxy?.stop();
    });

    test('answers every route as the Node server does', async () => {
      const routes = [
        '/',
        '/de',
        '/de/',
        '/en',
        '/en/legal',
        '/en/legal/',
        '/en/legal/anything',
        '/de/privacy',
        '/en/unknown/deep',
        '/en?ref=mail',
        '/unknown-page',
        '/DE',
        '/english/about',
        '/favicon.ico',
        '/de/logo.png',
        '/static/js/missing.abcdef12.js',
        '/robots.txt',
        '/sitemap.xml',
        '/cv-de.pdf',
        '/cv-en.pdf',
        MAIN_JS,
        LOCALE,
      ];
      const outcome = (route: string, response: RawResponse, origin: string) => ({
        route,
        status: response.status,
        location: locationPath(response, origin),
        body: response.status === 200 ? digest(response.body) : undefined,
      });
      const viaProxy = await Promise.all(
        routes.map(async (route) =>
          outcome(route, await rawRequest(`${proxy.origin}${route}`), proxy.origin),
        ),
      );
      const direct = await Promise.all(
        routes.map(async (route) => outcome(route, await rawRequest(`${NODE}${route}`), NODE)),
      );
      expect(viaProxy).toEqual(direct);
    });

    test('sends the pages and assets as the same brotli and gzip bytes', async () => {
      const sizes = async (origin: string) => {
        const seen = [];
        for (const route of ['/de', '/en/legal', MAIN_JS, MAIN_CSS, LOCALE]) {
          for (const coding of ['br', 'gzip']) {
            const response = await rawRequest(`${origin}${route}`, {
              headers: { 'accept-encoding': coding },
            });
            seen.push({
              route,
              asked: coding,
              coding: response.headers['content-encoding'],
              bytes: response.body.length,
              body: digest(response.body),
            });
          }
        }
        return seen;
      };
      const [viaProxy, direct] = await Promise.all([sizes(proxy.origin), sizes(NODE)]);
      // Compressed at build time: every one of them exists as .br and .gz twins.
      expect(direct.filter(({ asked, coding }) => asked !== coding)).toEqual([]);
      expect(viaProxy).toEqual(direct);
      for (const { route, coding, bytes } of viaProxy.filter(({ route }) => route === '/de')) {
        test.info().annotations.push({ type: `${route} ${coding}`, description: `${bytes} bytes` });
      }
    });

    test('sends the security and cache headers of the Node server, once each', async () => {
      const routes = [
        '/de',
        '/en/legal',
        '/en/unknown',
        MAIN_JS,
        MAIN_CSS,
        LOCALE,
        '/robots.txt',
        '/cv-en.pdf',
      ];
      const headersOf = (origin: string) =>
        Promise.all(
          routes.map(async (route) => ({
            route,
            headers: compared(await rawRequest(`${origin}${route}`)),
          })),
        );
      const [viaProxy, direct] = await Promise.all([headersOf(proxy.origin), headersOf(NODE)]);
      expect(viaProxy).toEqual(direct);
      const cacheOf = (route: string) =>
        viaProxy.find((seen) => seen.route === route)?.headers['cache-control'];
      expect(cacheOf('/de')).toBe(CACHE_CONTROL.revalidate);
      expect([MAIN_JS, MAIN_CSS, LOCALE].map(cacheOf)).toEqual(
        Array(3).fill(CACHE_CONTROL.immutable),
      );
      expect(viaProxy[0]?.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-/);
      test.info().annotations.push({
        type: 'headers of /de',
        description: Object.entries(viaProxy[0]?.headers ?? {})
          .filter(([, value]) => value !== undefined)
          .map(([name]) => name)
          .join(', '),
      });
    });

    test('passes the assistant through with the API’s own headers', async () => {
      const body = JSON.stringify({
        messageHistory: [{ role: 'user', content: 'What are your skills?' }],
      });
      const headers = { 'content-type': 'application/json', 'accept-language': 'en' };
      const response = await rawRequest(`${proxy.origin}/api/chat-personal`, {
        method: 'POST',
        headers,
        body,
      });
      expect(response.status).toBe(200);
      const reply: unknown = JSON.parse(response.body.toString('utf8')).reply;
      expect(typeof reply === 'string' && reply.length > 0).toBe(true);
      const direct = await rawRequest(`${NODE}/api/chat-personal`, {
        method: 'POST',
        headers,
        body,
      });
      expect(compared(response)).toEqual(compared(direct));
      expect(response.headers['cache-control']).toBe(CACHE_CONTROL.api);
    });

    test.describe('with JavaScript off', () => {
      test.use({ javaScriptEnabled: false });

      test('the page keeps its inline styles and its form reaches the mailbox', async ({
        page,
      }, testInfo) => {
        const refused: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
        });
        await page.goto(`${proxy.origin}/de#contact`);
        await expect(page.locator('h1')).toBeVisible();
        // The critical CSS is inline and allowed by hash: refused, the page would lose its layout.
        expect(await page.locator('body').evaluate((body) => getComputedStyle(body).margin)).toBe(
          '0px',
        );
        const tag = `${recipe.name}${Date.now().toString(36)}`;
        await fillContact(page, 'de', {
          name: `Erika ${tag}`,
          email: `visitor.${tag}@example.com`,
          phone: '+49 170 1234567',
          message: `Hallo über ${recipe.name}, Grüße ${tag}`,
        });
        await page.locator('#contact button[type="submit"]').click();
        await expect(page).toHaveURL(`${proxy.origin}/de#contact-sent`);
        await expect(page.locator('#contact-sent')).toHaveText(texts('de').contact.success);
        await expect
          .poll(() => readMailbox().some((raw) => raw.replace(/=\r?\n/g, '').includes(tag)), {
            timeout: 15_000,
          })
          .toBe(true);
        expect(refused).toEqual([]);
      });
    });
  });
}

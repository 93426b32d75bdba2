import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { match } from 'path-to-regexp';
import { CACHE_CONTROL } from '../src/cache-rules';
import { FIXED_SECURITY_HEADERS, HSTS } from '../src/security-headers';
import { writeHostFiles } from '../src/hosts/write';
import { fakeSite, makeApp, tempDir } from './helpers';

/**
 * The files the build writes for Netlify, Cloudflare Pages and Vercel, read the way those hosts
 * read them (in a small model of each host's documented rules), must route every path and send
 * every header as the Node server does on the same build. Differences the hosts' formats cannot
 * avoid are listed and documented in docs/deploy.md.
 */

const API_ORIGIN = 'https://api.charles-tech.example';
const NOT_FOUND = {
  de: { title: 'Seite nicht gefunden', text: 'Diese Seite gibt es nicht.', home: 'Zur Startseite' },
  en: { title: 'Page not found', text: 'This page does not exist.', home: 'Go to the home page' },
};
const CSS = 'body{margin:0}';

function write(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** A build shaped like the real one: pages with inline styles, hashed assets, root files. */
function realisticSite(root: string): string {
  fakeSite(root, { prerendered: true });
  const build = path.join(root, 'build');
  const page = (lng: string, name: string) =>
    `<!doctype html><html lang="${lng}"><head><style data-href="/static/css/main.97c9306d.css">${CSS}</style></head><body>${name}</body></html>`;
  write(path.join(build, 'de/index.html'), page('de', 'Prerendered DE'));
  write(path.join(build, 'en/index.html'), page('en', 'Prerendered EN'));
  for (const lng of ['de', 'en']) {
    write(path.join(build, lng, 'legal/index.html'), page(lng, `Legal ${lng}`));
    write(path.join(build, lng, 'privacy/index.html'), page(lng, `Privacy ${lng}`));
  }
  write(path.join(build, 'static/js/274.7a159c81.chunk.js'), 'chunk();');
  write(path.join(build, 'static/js/274.7a159c81.chunk.js.LICENSE.txt'), '/*! MIT */');
  write(path.join(build, 'static/media/logo.0123abcd.png'), Buffer.from([137, 80, 78, 71, 1]));
  write(path.join(build, 'cv-de.pdf'), '%PDF-1.7 de');
  write(path.join(build, 'cv-en.pdf'), '%PDF-1.7 en');
  write(path.join(build, 'icon-192.png'), Buffer.from([137, 80, 78, 71]));
  write(path.join(build, 'sitemap.xml'), '<urlset/>');
  return build;
}

type Outcome =
  | { status: 200; file: string }
  | { status: 301 | 302; location: string }
  | { status: 404 }
  | { status: 'proxy'; url: string };

interface HostModel {
  resolve(urlPath: string): Outcome;
  headers(urlPath: string): Record<string, string>;
}

function fileAt(build: string, urlPath: string): string | undefined {
  const candidates = [urlPath, `${urlPath.replace(/\/$/, '')}/index.html`];
  for (const candidate of candidates) {
    const full = path.join(build, candidate);
    if (full.startsWith(build) && fs.existsSync(full) && fs.statSync(full).isFile()) {
      return path.relative(build, full).split(path.sep).join('/');
    }
  }
  return undefined;
}

/**
 * Netlify's (and Cloudflare's) path patterns: `*` is a splat to the end, `:name` one segment.
 * `/de/*` is taken not to match `/de` (so the files give /de a rule of its own): were it to,
 * /de would get the same Cache-Control twice, which both hosts still read as meant.
 */
function netlifyPattern(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '\u0000'
        : segment.startsWith(':')
          ? '([^/]+)'
          : segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
    .replace('\u0000', '(.*)');
  return new RegExp(`^${source}/?$`);
}

/** Every matching rule applies; two rules giving one path the same header is a defect here. */
function mergeHeaders(rules: Array<{ matches: boolean; headers: Array<[string, string]> }>) {
  const merged: Record<string, string> = {};
  for (const { matches, headers } of rules) {
    if (!matches) continue;
    for (const [name, value] of headers) {
      const key = name.toLowerCase();
      assert.equal(merged[key], undefined, `two rules set ${name}`);
      merged[key] = value;
    }
  }
  return merged;
}

function netlify(build: string): HostModel {
  const headerRules: Array<{ pattern: RegExp; headers: Array<[string, string]> }> = [];
  for (const line of fs.readFileSync(path.join(build, '_headers'), 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (line.startsWith('/'))
      headerRules.push({ pattern: netlifyPattern(line.trim()), headers: [] });
    else {
      const colon = line.indexOf(':');
      headerRules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  const redirects = fs
    .readFileSync(path.join(build, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = ''] = line.trim().split(/\s+/);
      return {
        pattern: netlifyPattern(from),
        to,
        status: Number(status.replace('!', '')),
        forced: status.endsWith('!'),
      };
    });
  return {
    resolve(urlPath) {
      // An existing file answers before any rule that is not forced with "!".
      const file = fileAt(build, urlPath);
      for (const rule of redirects) {
        const found = rule.pattern.exec(urlPath);
        if (!found || (file && !rule.forced)) continue;
        const to = rule.to.replace(':splat', found[1] ?? '');
        if (rule.status === 302 || rule.status === 301)
          return { status: rule.status, location: to };
        if (rule.status === 404) return { status: 404 };
        if (/^https?:/.test(to)) return { status: 'proxy', url: to };
        const target = fileAt(build, to);
        assert.ok(target, `rule ${rule.to} points at no file`);
        return { status: 200, file: target };
      }
      return file ? { status: 200, file } : { status: 404 };
    },
    headers(urlPath) {
      // Netlify: "custom headers apply only to files Netlify serves", not to proxied answers.
      if (this.resolve(urlPath).status === 'proxy') return {};
      return mergeHeaders(
        headerRules.map((rule) => ({ matches: rule.pattern.test(urlPath), headers: rule.headers })),
      );
    },
  };
}

interface VercelJson {
  redirects: Array<{ source: string; destination: string; statusCode: 301 | 302 }>;
  rewrites: Array<{ source: string; destination: string }>;
  headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
}

function vercel(build: string): HostModel {
  const config: VercelJson = JSON.parse(fs.readFileSync(path.join(build, 'vercel.json'), 'utf8'));
  const matcher = (source: string) => match<Record<string, string | string[]>>(source);
  return {
    resolve(urlPath) {
      // Vercel: redirects first, then the files, then rewrites.
      for (const rule of config.redirects) {
        if (matcher(rule.source)(urlPath))
          return { status: rule.statusCode, location: rule.destination };
      }
      const file = fileAt(build, urlPath);
      if (file) return { status: 200, file };
      for (const rule of config.rewrites) {
        const found = matcher(rule.source)(urlPath);
        if (!found) continue;
        if (/^https?:/.test(rule.destination)) {
          const rest = found.params.path;
          return {
            status: 'proxy',
            url: rule.destination.replace(':path*', Array.isArray(rest) ? rest.join('/') : ''),
          };
        }
        const target = fileAt(build, rule.destination);
        assert.ok(target, `rewrite to ${rule.destination} points at no file`);
        return { status: 200, file: target };
      }
      return { status: 404 };
    },
    headers(urlPath) {
      return mergeHeaders(
        config.headers.map((rule) => ({
          matches: Boolean(matcher(rule.source)(urlPath)),
          headers: rule.headers.map(({ key, value }) => [key, value]),
        })),
      );
    },
  };
}

const COMPARED = [
  'content-security-policy',
  ...Object.keys(FIXED_SECURITY_HEADERS),
  HSTS.name,
  'cache-control',
];

const ROUTES = [
  '/',
  '/de',
  '/de/',
  '/en',
  '/en/legal',
  '/en/legal/',
  '/en/legal/anything/deeper',
  '/de/privacy',
  '/en/unknown/deep',
  '/unknown-page',
  '/english/about',
  '/robots.txt',
  '/sitemap.xml',
  '/cv-de.pdf',
  '/icon-192.png',
  '/static/js/main.d251270f.js',
  '/static/js/274.7a159c81.chunk.js.LICENSE.txt',
  '/static/media/logo.0123abcd.png',
  '/static/css/main.97c9306d.css',
  '/locales/de/about.7a847ff01a.json',
  '/static/js/missing.abcdef12.js',
  '/locales/de/gone.0123456789.json',
];
/** What _redirects cannot say ("has an extension"): documented in docs/deploy.md. */
const NETLIFY_DIFFERENCES: Record<string, Outcome> = {
  '/favicon.ico': { status: 302, location: '/de' },
  '/de/logo.png': { status: 200, file: 'de/index.html' },
};

for (const [host, model] of [
  ['Netlify and Cloudflare Pages (_headers, _redirects)', netlify],
  ['Vercel (vercel.json)', vercel],
] as const) {
  describe(`the build's files for ${host}`, () => {
    let app: FastifyInstance;
    let build: string;
    let hostModel: HostModel;
    before(async () => {
      const root = tempDir();
      build = realisticSite(root);
      writeHostFiles(build, { apiOrigin: API_ORIGIN, notFound: NOT_FOUND });
      hostModel = model(build);
      // Over HTTPS behind a proxy, as a static host always serves: HSTS included.
      ({ app } = await makeApp({ TRUST_PROXY: 'true' }, { root }));
    });
    after(() => app.close());

    const node = async (
      urlPath: string,
    ): Promise<Outcome & { headers: Record<string, unknown> }> => {
      const res = await app.inject({ url: urlPath, headers: { 'x-forwarded-proto': 'https' } });
      if (res.statusCode === 302)
        return { status: 302, location: String(res.headers.location), headers: res.headers };
      if (res.statusCode !== 200) return { status: 404, headers: res.headers };
      const file = fs
        .readdirSync(build, { recursive: true, encoding: 'utf8' })
        .map((rel) => rel.split(path.sep).join('/'))
        .find((rel) => {
          const full = path.join(build, rel);
          return fs.statSync(full).isFile() && fs.readFileSync(full).equals(res.rawPayload);
        });
      assert.ok(file, `${urlPath}: Node sent no file of the build`);
      return { status: 200, file, headers: res.headers };
    };

    test('every route is answered as the Node server answers it', async () => {
      const expected = [];
      for (const route of ROUTES) {
        const { headers, ...outcome } = await node(route);
        expected.push({ route, ...outcome });
      }
      assert.deepEqual(
        ROUTES.map((route) => ({ route, ...hostModel.resolve(route) })),
        expected,
      );
    });

    test('the security headers and cache rules are the Node server’s, for every file and page', async () => {
      const files = fs
        .readdirSync(build, { recursive: true, encoding: 'utf8' })
        .map((rel) => `/${rel.split(path.sep).join('/')}`)
        .filter((urlPath) => fs.statSync(path.join(build, urlPath)).isFile())
        .filter(
          (urlPath) =>
            // Host files, and the pages' file names (the Node server knows pages by path only).
            !/\.(br|gz)$|^\/(_headers|_redirects|vercel\.json|server-config\/)|\/index\.html$/.test(
              urlPath,
            ),
        );
      for (const urlPath of [...files, '/de', '/en/legal', '/en/unknown']) {
        const { headers } = await node(urlPath);
        const expected = Object.fromEntries(COMPARED.map((name) => [name, headers[name]]));
        const actual = hostModel.headers(urlPath);
        assert.deepEqual(
          Object.fromEntries(COMPARED.map((name) => [name, actual[name]])),
          expected,
          `${urlPath}: ${JSON.stringify(actual)} vs ${JSON.stringify(expected)}`,
        );
      }
    });

    test('/api/* is proxied to API_ORIGIN', () => {
      assert.deepEqual(hostModel.resolve('/api/chat-personal'), {
        status: 'proxy',
        url: `${API_ORIGIN}/api/chat-personal`,
      });
    });

    test('the API’s answers keep the Node server’s own headers (none added)', () => {
      const added = hostModel.headers('/api/chat-personal');
      for (const name of COMPARED) assert.equal(added[name], undefined, name);
    });
  });
}

describe('what the hosts cannot express', () => {
  test('Netlify: a missing file outside the assets is a redirect or a page, not a 404 (docs/deploy.md)', async () => {
    const root = tempDir();
    const build = realisticSite(root);
    writeHostFiles(build, { apiOrigin: undefined, notFound: NOT_FOUND });
    const host = netlify(build);
    for (const [route, outcome] of Object.entries(NETLIFY_DIFFERENCES)) {
      assert.deepEqual(host.resolve(route), outcome, route);
    }
    const vercelHost = vercel(build);
    for (const route of Object.keys(NETLIFY_DIFFERENCES)) {
      assert.deepEqual(vercelHost.resolve(route), { status: 404 }, `Vercel ${route}`);
    }
    // Without API_ORIGIN the API is a 404 on both: the form and the assistant show their error texts.
    assert.deepEqual(host.resolve('/api/sendEmail'), { status: 404 });
    assert.deepEqual(vercelHost.resolve('/api/sendEmail'), { status: 404 });
  });
});

describe('writing the host files', () => {
  test('refuses a file without a content hash where everything is cached for a year', () => {
    const root = tempDir();
    const build = realisticSite(root);
    write(path.join(build, 'static/brochure.pdf'), '%PDF');
    assert.throws(
      () => writeHostFiles(build, { apiOrigin: undefined, notFound: NOT_FOUND }),
      /static\/brochure\.pdf/,
    );
  });

  test('nginx and Caddy get the same security header values and cache rules', () => {
    const root = tempDir();
    const build = realisticSite(root);
    writeHostFiles(build, { apiOrigin: undefined, notFound: NOT_FOUND });
    const nginx = fs.readFileSync(path.join(build, 'server-config/nginx-http.conf'), 'utf8');
    const caddy = fs.readFileSync(
      path.join(build, 'server-config/caddy-headers.caddyfile'),
      'utf8',
    );
    const headers = netlify(build).headers('/de');
    for (const name of ['content-security-policy', ...Object.keys(FIXED_SECURITY_HEADERS)]) {
      const value = headers[name] ?? '';
      assert.ok(nginx.includes(`default "${value}";`), `nginx ${name}`);
      assert.ok(caddy.includes(`"${value}"`), `caddy ${name}`);
    }
    for (const value of [CACHE_CONTROL.immutable, CACHE_CONTROL.revalidate, HSTS.value]) {
      assert.ok(nginx.includes(`"${value}"`) && caddy.includes(`"${value}"`), value);
    }
  });

  test('404.html sends the visitor to /de without a script, in both languages', () => {
    const root = tempDir();
    const build = realisticSite(root);
    writeHostFiles(build, { apiOrigin: undefined, notFound: NOT_FOUND });
    const html = fs.readFileSync(path.join(build, '404.html'), 'utf8');
    assert.match(html, /<meta http-equiv="refresh" content="0; url=\/de">/);
    assert.match(
      html,
      /<p lang="de">Diese Seite gibt es nicht\. <a href="\/de">Zur Startseite<\/a><\/p>/,
    );
    assert.match(
      html,
      /<p lang="en">This page does not exist\. <a href="\/en">Go to the home page<\/a><\/p>/,
    );
    assert.doesNotMatch(html, /<script|<style/);
  });
});

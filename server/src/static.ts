import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/shared/languages';

/** A file name carrying a content hash: main.d251270f.js, 104.80ca6849.chunk.js, about.7a847ff01a.json. */
const HASHED = /\.[0-9a-f]{8,}\.(?:chunk\.)?[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(filePath: string, staticDir: string): string {
  // main.1234abcd.js.br is main.1234abcd.js, precompressed at build time.
  const rel = path
    .relative(staticDir, filePath)
    .split(path.sep)
    .join('/')
    .replace(/\.(br|gz)$/, '');
  const hashedDir = rel.startsWith('static/') || rel.startsWith('locales/');
  return hashedDir && HASHED.test(rel) ? IMMUTABLE : 'no-cache';
}

/** Paths that name a file, not a page: they get a 404 when missing, never the page. */
export function looksLikeFile(pathname: string): boolean {
  return (
    pathname.startsWith('/static/') ||
    pathname.startsWith('/locales/') ||
    /\.[A-Za-z0-9]{1,8}$/.test(pathname)
  );
}

export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: staticDir,
    index: false,
    redirect: false,
    wildcard: true,
    cacheControl: false,
    dotfiles: 'deny',
    // build/ holds .br and .gz twins written by scripts/precompress.mjs: sent as they are.
    preCompressed: true,
    // '/en/legal/' names a page folder: the not-found handler answers it with the page.
    allowedPath: (pathname: string) => !pathname.endsWith('/'),
    setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
      res.setHeader('cache-control', cacheControlFor(filePath, staticDir));
      // The same URL is sent as brotli, gzip or as it is: caches must key on the request's codings.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  // '/' and every other path without a language reach sendPage through the not-found
  // handler, which redirects them to /de.
}

/** A path segment that may name a prerendered page folder (no dots, so no traversal). */
const PAGE_SEGMENT = /^[A-Za-z0-9_-]+$/;
/** Prerendered pages lie at most this deep (build/<lng>/<page>/<sub>/index.html, see inlineStyleHashes). */
const MAX_PAGE_DEPTH = 4;

/**
 * The files that may answer a page route, best first: the deepest prerendered
 * build/<lng>/<page…>/index.html that matches the path (/en/legal → en/legal/index.html,
 * /en/unknown → en/index.html), then build/index.html (the bare app shell, when the
 * pages were not prerendered). Null when the path names no language: the spec sends
 * those to /de.
 */
export function pageFilesFor(url: string): string[] | null {
  const segments = (url.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  if (!isLanguage(segments[0])) return null;
  const safe: string[] = [];
  // Deeper segments can name no page: never a file lookup per segment of a hostile path.
  for (const segment of segments.slice(0, MAX_PAGE_DEPTH)) {
    if (!PAGE_SEGMENT.test(segment)) break;
    safe.push(segment);
  }
  const files: string[] = [];
  for (let depth = safe.length; depth >= 1; depth -= 1) {
    files.push([...safe.slice(0, depth), 'index.html'].join('/'));
  }
  return [...files, 'index.html'];
}

interface Page {
  size: number;
  mtimeMs: number;
  etag: string;
  identity: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
}

/**
 * The pages (index.html files) of build/ in memory, with their .br and .gz twins: every
 * page request would otherwise stat, open and stream two or three files. A page is read
 * again when its file changes, so a new build is served without a restart.
 */
export class PageStore {
  private readonly pages = new Map<string, Page>();

  constructor(private readonly staticDir: string) {}

  /** The page at `file` (relative to build/), or undefined when there is none. */
  get(file: string): Page | undefined {
    const full = path.join(this.staticDir, file);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(full);
    } catch {
      this.pages.delete(file);
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const cached = this.pages.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached;
    const identity = fs.readFileSync(full);
    const twin = (suffix: string) =>
      fs.existsSync(full + suffix) ? fs.readFileSync(full + suffix) : undefined;
    const page: Page = {
      size: stat.size,
      mtimeMs: stat.mtimeMs,
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      br: twin('.br'),
      gzip: twin('.gz'),
    };
    this.pages.set(file, page);
    return page;
  }
}

/**
 * Whether an Accept-Encoding header accepts `coding`: its own entry decides, else `*`'s; a
 * q=0 refuses it (`*, br;q=0` takes anything but brotli).
 */
export function acceptsEncoding(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  let wildcard: boolean | undefined;
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return accepted;
    wildcard = accepted;
  }
  return wildcard ?? false;
}

/** If-None-Match against an ETag: a list, weak validators (W/) and `*` all match as RFC 9110 says. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Answers a GET for a page: a path that names a file gets a 404 (never the page), a
 * path without a language a 302 to /de, any other the best page build/ has for it.
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, pages: PageStore) {
  const notFound = () => reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  if (looksLikeFile(request.url.split('?')[0] ?? '')) return notFound();
  const files = pageFilesFor(request.url);
  // A redirect rather than a page whose script redirects: one round trip less, and
  // crawlers see a redirect instead of a second copy of the home page.
  if (files === null) return reply.redirect(`/${DEFAULT_LANGUAGE}`, 302);
  const page = files.reduce<Page | undefined>((found, file) => found ?? pages.get(file), undefined);
  if (!page) return notFound();
  reply
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'];
  if (page.br && acceptsEncoding(accepted, 'br'))
    return reply.header('content-encoding', 'br').send(page.br);
  if (page.gzip && acceptsEncoding(accepted, 'gzip'))
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

function prerenderedPages(dir: string, depth: number): string[] {
  if (depth < 0 || !fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name === 'index.html') return [full];
    return entry.isDirectory() ? prerenderedPages(full, depth - 1) : [];
  });
}

/** CSP hashes ('sha256-…') of what `pattern`'s first group captures in the prerendered pages. */
function inlineHashes(staticDir: string, pattern: RegExp): string[] {
  const hashes = new Set<string>();
  const languageDirs = fs.existsSync(staticDir)
    ? fs.readdirSync(staticDir).filter((name) => isLanguage(name))
    : [];
  for (const lng of languageDirs) {
    for (const file of prerenderedPages(path.join(staticDir, lng), 3)) {
      const html = fs.readFileSync(file, 'utf8');
      for (const match of html.matchAll(pattern)) {
        const digest = createHash('sha256')
          .update(match[1] ?? '', 'utf8')
          .digest('base64');
        hashes.add(`'sha256-${digest}'`);
      }
    }
  }
  return [...hashes].sort();
}

/**
 * CSP hashes ('sha256-…') of every inline <style> block in the prerendered pages
 * (build/<lng>/…/index.html), read once at start-up: the CSP allows exactly these.
 */
export function inlineStyleHashes(staticDir: string): string[] {
  return inlineHashes(staticDir, /<style\b[^>]*>([\s\S]*?)<\/style>/g);
}

/**
 * CSP hashes of the inline scripts in the prerendered pages: the theme's, which must run
 * before the first paint (src/theme/theme-early.ts). Data blocks (type="application/json",
 * "application/ld+json") are not scripts, and a <script src> is allowed by 'self'.
 */
export function inlineScriptHashes(staticDir: string): string[] {
  return inlineHashes(staticDir, /<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g);
}

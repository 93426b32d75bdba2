import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/shared/languages';
import type { CspHashes } from './security-headers';
import { CACHE_CONTROL, cacheControlForFile, HASHED_DIRS } from './cache-rules';

function relativeToBuild(filePath: string, staticDir: string): string {
  return path.relative(staticDir, filePath).split(path.sep).join('/');
}

/** The end of a path that names a file by its extension (/robots.txt, /de/logo.png). */
export const FILE_EXTENSION = /\.[A-Za-z0-9]{1,8}$/;

/** Paths that name a file, not a page: they get a 404 when missing, never the page. */
export function looksLikeFile(pathname: string): boolean {
  return (
    HASHED_DIRS.some((dir) => pathname.startsWith(`/${dir}/`)) || FILE_EXTENSION.test(pathname)
  );
}

export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  // No build yet (the API under `npm start`, whose pages come from the dev server): server.ts says so.
  if (!fs.existsSync(staticDir)) return;
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
      res.setHeader('cache-control', cacheControlForFile(relativeToBuild(filePath, staticDir)));
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

/** The hashes of every prerendered page's inline <style> blocks and its one inline <script>. */
export function inlineCspHashes(staticDir: string, alsoIn = ''): CspHashes {
  const union = (own: string[], all: string[]) => [...new Set([...all, ...own])].sort();
  return {
    style: union(hashesOf(alsoIn, STYLE_BLOCK), inlineHashes(staticDir, STYLE_BLOCK)),
    script: union(hashesOf(alsoIn, SCRIPT_BLOCK), inlineHashes(staticDir, SCRIPT_BLOCK)),
  };
}

/**
 * The pages (index.html files) of build/ in memory, with their .br and .gz twins: every
 * page request would otherwise stat, open and stream two or three files. A page is read
 * again when its file changes, so a new build is served without a restart; the CSP's hashes
 * are then taken again from every page, so a rebuilt page's new inline <style> (or theme
 * script) is allowed from its first answer on.
 */
export class PageStore {
  private readonly pages = new Map<string, Page>();
  private hashes: CspHashes;

  constructor(private readonly staticDir: string) {
    this.hashes = inlineCspHashes(staticDir);
  }

  /** The hashes of every prerendered page's inline blocks, as last read (a new object on change). */
  cspHashes(): CspHashes {
    return this.hashes;
  }

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
    // This page's own blocks count even if the build rewrote the file again since it was read.
    this.hashes = inlineCspHashes(this.staticDir, identity.toString('utf8'));
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
    .header('cache-control', CACHE_CONTROL.revalidate)
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

const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
/**
 * An inline script: the theme's, which must run before the first paint (src/theme/). Data
 * blocks (type="application/json", "application/ld+json") are not scripts, and a <script src>
 * is allowed by 'self'.
 */
const SCRIPT_BLOCK = /<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP sources ('sha256-…') of what `pattern`'s first group captures in one HTML document. */
function hashesOf(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The same, over every prerendered page (build/<lng>/…/index.html). */
function inlineHashes(staticDir: string, pattern: RegExp): string[] {
  const hashes = new Set<string>();
  const languageDirs = fs.existsSync(staticDir)
    ? fs.readdirSync(staticDir).filter((name) => isLanguage(name))
    : [];
  for (const lng of languageDirs) {
    for (const file of prerenderedPages(path.join(staticDir, lng), 3)) {
      for (const hash of hashesOf(fs.readFileSync(file, 'utf8'), pattern)) hashes.add(hash);
    }
  }
  return [...hashes].sort();
}

/**
 * CSP hashes ('sha256-…') of every inline <style> block in the prerendered pages: the CSP
 * allows exactly these. The build writes the same list for the other hosts (server/src/hosts/).
 */
export function inlineStyleHashes(staticDir: string): string[] {
  return inlineHashes(staticDir, STYLE_BLOCK);
}

/** CSP hashes of the inline scripts in the prerendered pages (the theme's). */
export function inlineScriptHashes(staticDir: string): string[] {
  return inlineHashes(staticDir, SCRIPT_BLOCK);
}

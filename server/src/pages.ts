/**
 * Pages: which prerendered build/<lng>/…/index.html answers a path, the pages in memory with
 * their precompressed twins, and the answer with ETag and conditional GET.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/shared/languages';
import { CACHE_CONTROL, looksLikeFile } from './cache-rules';
import { inlineCspHashes } from './csp-hashes';
import type { CspHashes } from './security-headers';

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

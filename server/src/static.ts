import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage } from '../../src/shared/languages';

/** A file name carrying a content hash: main.d251270f.js, 104.80ca6849.chunk.js, about.7a847ff01a.json. */
const HASHED = /\.[0-9a-f]{8,}\.(?:chunk\.)?[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheControlFor(filePath: string, staticDir: string): string {
  const rel = path.relative(staticDir, filePath).split(path.sep).join('/');
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
    setHeaders(res: { setHeader(name: string, value: string): unknown }, filePath: string) {
      res.setHeader('cache-control', cacheControlFor(filePath, staticDir));
    },
  });
  // The client sends '/' to '/de' too; doing it here saves a round trip and a flash.
  app.get('/', (_request, reply) => reply.redirect(`/${DEFAULT_LANGUAGE}`, 302));
}

/** The page for a route: build/<lng>/index.html when prerendered, else build/index.html. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, staticDir: string) {
  const first = request.url.split(/[/?#]/)[1];
  const prerendered = isLanguage(first) && fs.existsSync(path.join(staticDir, first, 'index.html'));
  const file = prerendered ? `${first}/index.html` : 'index.html';
  if (!fs.existsSync(path.join(staticDir, file))) {
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  }
  return reply.header('cache-control', 'no-cache').sendFile(file);
}

/**
 * The files of build/ (scripts, styles, images, translations) through @fastify/static, with
 * their cache rules and precompressed twins. Pages are pages.ts's.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlForFile } from './cache-rules';

function relativeToBuild(filePath: string, staticDir: string): string {
  return path.relative(staticDir, filePath).split(path.sep).join('/');
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

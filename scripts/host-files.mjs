#!/usr/bin/env node
// Runs after prerender and precompress: writes each host's configuration into build/ from the
// finished pages and the rules the Node server uses (server/src/hosts/): _headers and
// _redirects (Netlify, Cloudflare Pages), vercel.json, 404.html, and server-config/ (nginx,
// Caddy). Run with tsx loaded (`node --import tsx`), as the rules are the server's TypeScript.
import fs from 'node:fs';
import path from 'node:path';
import { loadEnv, root } from './env.mjs';
import { parseApiOrigin, writeHostFiles } from '../server/src/hosts/write.ts';
import { SUPPORTED_LANGUAGES } from '../src/shared/languages.ts';

const buildDir = path.join(root, 'build');
const env = loadEnv();
// The 404 page's texts live with the legal pages' (a namespace no home page carries inline).
const notFound = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lng) => [
    lng,
    JSON.parse(fs.readFileSync(path.join(root, 'src/locales', lng, 'legal.json'), 'utf8')).notFound,
  ]),
);
try {
  const apiOrigin = parseApiOrigin(env.API_ORIGIN);
  const { files } = writeHostFiles(buildDir, { apiOrigin, notFound });
  console.log(
    `host-files: ${files.join(', ')} (/api/* ${apiOrigin ? `proxied to ${apiOrigin}` : 'not proxied: set API_ORIGIN for Netlify and Vercel'})`,
  );
} catch (error) {
  console.error(`host-files: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

#!/usr/bin/env node
// Writes .br (quality 11) and .gz (level 9) next to every compressible file in build/, once at
// build time: the Node server sends them as they are (and so can nginx's brotli_static /
// gzip_static), instead of compressing each response again at a lower quality.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build');
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(buildDir)) {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  count += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `precompress: ${count} files, ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB brotli`,
);

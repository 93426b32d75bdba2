#!/usr/bin/env node
// Publishes src/locales (the one source of truth) as content-hashed JSON under
// public/locales, so browsers may cache each file forever, and writes the
// manifest the i18next HTTP backend uses to find them. `--watch` re-runs on change.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'src/locales');
const outDir = path.join(root, 'public/locales');
const manifestFile = path.join(root, 'src/generated/locale-manifest.json');

function build() {
  const manifest = {};
  fs.rmSync(outDir, { recursive: true, force: true });
  for (const lng of fs.readdirSync(sourceDir).sort()) {
    const lngDir = path.join(sourceDir, lng);
    if (!fs.statSync(lngDir).isDirectory()) continue;
    manifest[lng] = {};
    fs.mkdirSync(path.join(outDir, lng), { recursive: true });
    for (const file of fs.readdirSync(lngDir).sort()) {
      if (!file.endsWith('.json')) continue;
      const ns = file.slice(0, -'.json'.length);
      // Parse and re-serialise: invalid JSON fails the build here, and the output is minified.
      const text = JSON.stringify(JSON.parse(fs.readFileSync(path.join(lngDir, file), 'utf8')));
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
      const name = `${ns}.${hash}.json`;
      fs.writeFileSync(path.join(outDir, lng, name), text);
      manifest[lng][ns] = `/locales/${lng}/${name}`;
    }
  }
  const json = `${JSON.stringify(manifest, null, 2)}\n`;
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true });
  // Rewrite only on change, so the dev server does not rebuild for nothing.
  if (!fs.existsSync(manifestFile) || fs.readFileSync(manifestFile, 'utf8') !== json) {
    fs.writeFileSync(manifestFile, json);
  }
}

function buildReportingErrors() {
  try {
    build();
    return true;
  } catch (error) {
    console.error(`build-locales: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

if (process.argv.includes('--watch')) {
  buildReportingErrors();
  let timer;
  fs.watch(sourceDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (buildReportingErrors()) console.log('build-locales: translations republished');
    }, 100);
  });
} else if (!buildReportingErrors()) {
  process.exit(1);
}

#!/usr/bin/env node
// Runs after `react-scripts build`: writes the finished HTML of every page in every
// language (build/<lng>/<page>/index.html) with the content, head tags, critical CSS
// and the page's translations inline, the list of the app's files it fetches ahead, plus
// sitemap.xml, robots.txt and the web manifest.
// The app code is bundled for Node with esbuild (CSS imports stubbed, REACT_APP_* defined
// from .env like react-scripts does); no browser is involved.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { loadEnv, PLACEHOLDER_SITE_URL } from './env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const localesDir = path.join(root, 'src/locales');

async function bundleRenderer(env) {
  const define = { 'process.env.NODE_ENV': '"production"', 'process.env.PUBLIC_URL': '""' };
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('REACT_APP_')) define[`process.env.${key}`] = JSON.stringify(value);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  const outfile = path.join(dir, 'render.cjs');
  await build({
    entryPoints: [path.join(root, 'src/prerender/prerender-entry.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    loader: { '.css': 'empty', '.svg': 'file', '.png': 'file' },
    define,
    logLevel: 'warning',
  });
  try {
    return createRequire(import.meta.url)(outfile);
  } finally {
    // The bundle is one file with nothing loaded from it later: once required, it can go.
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** src/theme/theme-early.ts as one small script, for every page's <head>. */
async function bundleHeadScript() {
  const result = await build({
    entryPoints: [path.join(root, 'src/theme/theme-early.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text.trim();
}

function readLocales(lng) {
  const resources = {};
  for (const file of fs.readdirSync(path.join(localesDir, lng))) {
    if (file.endsWith('.json')) {
      resources[file.slice(0, -5)] = JSON.parse(
        fs.readFileSync(path.join(localesDir, lng, file), 'utf8'),
      );
    }
  }
  return resources;
}

function readStyles() {
  const cssDir = path.join(buildDir, 'static/css');
  const sheets = fs
    .readdirSync(cssDir)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => ({
      href: `/static/css/${file}`,
      // The source-map comment would make the browser fetch a map for an inline block.
      css: fs
        .readFileSync(path.join(cssDir, file), 'utf8')
        .replace(/\/\*# sourceMappingURL=.*?\*\/\s*$/, ''),
    }));
  const main = sheets.find((sheet) => /\/main\.[0-9a-f]+\.css$/.test(sheet.href));
  if (!main)
    throw new Error('build/static/css/main.*.css is missing: run react-scripts build first');
  return { main, chunks: sheets.filter((sheet) => sheet !== main) };
}

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** webpack's stats (`react-scripts build --stats`): read once, then removed from build/, which is published. */
function readStats() {
  const file = path.join(buildDir, 'bundle-stats.json');
  if (!fs.existsSync(file)) {
    throw new Error('build/bundle-stats.json is missing: run `react-scripts build --stats` first');
  }
  const stats = JSON.parse(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file);
  return stats;
}

const env = loadEnv();
const render = await bundleRenderer(env);
const siteUrl = render.normaliseSiteUrl(env.SITE_URL || PLACEHOLDER_SITE_URL);
const owner = render.ownerFromEnv(env);
const template = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
const { main, chunks } = readStyles();
const stats = readStats();
const styleHashes = new Set();
const headScript = await bundleHeadScript();

for (const lng of render.SUPPORTED_LANGUAGES) {
  const resources = readLocales(lng);
  for (const page of render.SITE_PAGES) {
    const app = await render.renderApp(lng, page, resources);
    const styles = [main, ...render.stylesFor(app.html, chunks)];
    const html = render.pageDocument({
      template,
      lng,
      page,
      app,
      resources,
      styles,
      prefetch: render.prefetchUrls(
        stats,
        styles.map((sheet) => sheet.href),
      ),
      siteUrl,
      owner,
      headScript,
    });
    for (const sheet of styles) styleHashes.add(sha256(sheet.css));
    const file = path.join(buildDir, lng, page, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    console.log(`prerender: ${path.relative(root, file)} (${(html.length / 1024).toFixed(1)} kB)`);
  }
}

const description = readLocales(render.DEFAULT_LANGUAGE).common?.meta?.description ?? '';
fs.writeFileSync(path.join(buildDir, 'sitemap.xml'), render.sitemapXml(siteUrl, render.SITE_PAGES));
fs.writeFileSync(path.join(buildDir, 'robots.txt'), render.robotsTxt(siteUrl));
fs.writeFileSync(
  path.join(buildDir, 'manifest.webmanifest'),
  render.webManifest(owner, description),
);
// The Node server allows exactly these inline <style> blocks and the one <script> in its CSP.
fs.writeFileSync(
  path.join(buildDir, 'csp-hashes.json'),
  `${JSON.stringify({ 'style-src': [...styleHashes].sort(), 'script-src': [sha256(headScript)] }, null, 2)}\n`,
);
console.log(`prerender: sitemap.xml, robots.txt, manifest.webmanifest for ${siteUrl}`);

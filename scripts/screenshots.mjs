// The README shows the home page in each language at phone size. Those pictures go stale with
// every change of text or style, so they are taken, not drawn: from the production build, as
// `npm run serve` starts it, with the system's Chromium (the e2e suite's flags; no browser
// download). Run after `npm run build`: `npm run screenshots` writes docs/images/home-<lng>.jpg.
// tsx loaded (`node --import tsx`): the languages are src/shared's TypeScript list.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { SUPPORTED_LANGUAGES } from '../src/shared/languages.ts';
import { root } from './env.mjs';

// A current phone (iPhone 12 to 15), at twice the pixels so text stays sharp on a laptop.
const VIEWPORT = { width: 390, height: 844 };
const SCALE = 2;
const JPEG_QUALITY = 60;
const SERVER = path.join(root, 'server/dist/server/src/server.js');
const OUT_DIR = path.join(root, 'docs/images');

/** A port nothing listens on right now, from the system. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The production server on the built site, with a throw-away data folder. */
async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'screenshots-data-'));
  const child = spawn(process.execPath, [SERVER], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, stop };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  stop();
  throw new Error('the production server did not answer /api/health within 20 s');
}

if (!fs.existsSync(SERVER) || !fs.existsSync(path.join(root, 'build/index.html'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: JSON.parse(fs.readFileSync(path.join(root, 'scripts/chromium-flags.json'), 'utf8')),
});
try {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  for (const lng of SUPPORTED_LANGUAGES) {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: SCALE,
      isMobile: true,
      hasTouch: true,
      colorScheme: 'light',
      reducedMotion: 'reduce',
      locale: lng,
    });
    const page = await context.newPage();
    await page.goto(`${server.base}/${lng}`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(OUT_DIR, `home-${lng}.jpg`);
    await page.screenshot({ path: file, type: 'jpeg', quality: JPEG_QUALITY });
    await context.close();
    const size = (fs.statSync(file).size / 1024).toFixed(1);
    console.log(`${path.relative(root, file)}: ${VIEWPORT.width}×${VIEWPORT.height}, ${size} kB`);
  }
} finally {
  await browser.close();
  server.stop();
}

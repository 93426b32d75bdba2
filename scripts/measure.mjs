// Shared by the measuring scripts (lighthouse.mjs, first-layout.mjs): their options, the
// Chromium flags of the e2e suite, the server they measure and how they report.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const args = process.argv.slice(2);

/** The value after `--name` on the command line, or the fallback. */
export function option(name, fallback) {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
}

/** Whether `--name` is on the command line. */
export const flag = (name) => args.includes(`--${name}`);

/** The flags the e2e suite runs Debian's Chromium with (e2e/playwright.config.ts). */
export const CHROMIUM_FLAGS = JSON.parse(
  fs.readFileSync(new URL('./chromium-flags.json', import.meta.url), 'utf8'),
);

/** The production server on the built site, on a free loopback port, with a throw-away data folder. */
async function startBuiltServer() {
  const port = 4400 + Math.floor(Math.random() * 500);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'measure-data-'));
  const child = spawn(process.execPath, ['server/dist/server/src/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok)
        return { base, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('the production server did not start; run `npm run build` first');
}

/** The server given with `--url`, or else the built one, started here. */
export async function serverToMeasure() {
  const given = option('url', '');
  return given ? { base: given, stop: () => {} } : startBuiltServer();
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The machine's load while it was measured: a busy machine measures slow. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(' ');

#!/usr/bin/env node
// Lighthouse 12, mobile with simulated throttling, against the production server.
// Usage: npm run build && npm run lighthouse [-- --runs 5 --url http://host:port]
// Without --url it starts `npm run serve` itself on a free loopback port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const paths = option('paths', '/en,/de').split(',');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function startServer() {
  const port = 4400 + Math.floor(Math.random() * 500);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-data-'));
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

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const given = option('url', '');
const server = given ? { base: given, stop: () => {} } : await startServer();
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const rows = [];
const failures = [];
try {
  for (const pagePath of paths) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(`${server.base}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const thirdParty = (lhr.audits['network-requests']?.details?.items ?? []).filter(
        (item) => !String(item.url).startsWith(server.base),
      ).length;
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        otherOrigins: thirdParty,
      });
      for (const [id, category] of Object.entries(lhr.categories)) {
        if ((category.score ?? 0) < 1) {
          const lost = category.auditRefs
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id);
          failures.push(`${pagePath} run ${run + 1} ${id}: ${lost.join(', ')}`);
        }
      }
    }
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push({
      page: pagePath,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'best-practices': pick('bestPractices'),
      seo: pick('seo'),
      'FCP ms': Math.round(pick('fcp')),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: Number(pick('cls').toFixed(3)),
      'other origins': pick('otherOrigins'),
    });
  }
} finally {
  await chrome.kill();
  server.stop();
}
console.log(`Lighthouse 12, mobile, simulated throttling, median of ${runs} runs`);
console.table(rows);
if (failures.length)
  console.log(`Audits that cost points:\n  ${[...new Set(failures)].join('\n  ')}`);

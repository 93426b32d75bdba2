#!/usr/bin/env node
// Lighthouse 12, mobile with simulated throttling, against the production server.
// Usage: npm run build && npm run lighthouse [-- --runs 5 --url http://host:port --save dir]
// Without --url it starts the built server itself on a free loopback port.
//
// Simulated throttling multiplies the CPU time it observes on *this* machine by four,
// so a slow or busy machine costs points that a phone would not. The first row is
// therefore a floor: a page of one heading and one paragraph, served from loopback
// and measured the same way. What the site adds is the difference to that row.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, flag, loadAverage, median, option, serverToMeasure } from './measure.mjs';

const runs = Number(option('runs', '5'));
const saveDir = option('save', '');
const verbose = flag('verbose');
const paths = option('paths', '/en,/de').split(',');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS];

/** The calibration page: about the least a browser can be asked to show. */
const FLOOR_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Floor</title>
<meta name="description" content="The least a page can be: the floor of this machine's measurement.">
</head><body><h1>Floor</h1><p>One heading and one paragraph, served from loopback, to show what
this machine and its Chromium cost before the site adds anything.</p></body></html>`;

function startFloorServer() {
  const floor = http.createServer((request, response) => {
    const robots = request.url === '/robots.txt';
    response.writeHead(200, { 'content-type': robots ? 'text/plain' : 'text/html; charset=utf-8' });
    response.end(robots ? 'User-agent: *\nAllow: /\n' : FLOOR_HTML);
  });
  return new Promise((resolve) =>
    floor.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${floor.address().port}/`, stop: () => floor.close() }),
    ),
  );
}

/** The long tasks Lighthouse simulated, largest first, with the script they ran. */
function longTasks(lhr) {
  return (lhr.audits['long-tasks']?.details?.items ?? [])
    .map((task) => `${String(task.url).split('/').pop() || 'page'} ${Math.round(task.duration)}`)
    .join(', ');
}

const server = await serverToMeasure();
const floorServer = await startFloorServer();
if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
const rows = [];
const failures = [];
try {
  const targets = [
    { label: 'floor (1 paragraph)', url: floorServer.url },
    ...paths.map((pagePath) => ({ label: pagePath, url: `${server.base}${pagePath}` })),
  ];
  for (const { label: pagePath, url } of targets) {
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const origin = new URL(url).origin;
      const thirdParty = (lhr.audits['network-requests']?.details?.items ?? []).filter(
        (item) => new URL(item.url).origin !== origin,
      ).length;
      if (saveDir) {
        const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`;
        fs.writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
      }
      if (verbose)
        console.log(`${pagePath} run ${run + 1}: long tasks ${longTasks(lhr) || 'none'}`);
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
  floorServer.stop();
}
console.log(
  `Lighthouse 12, mobile, simulated throttling, median of ${runs} runs; load average ${loadAverage()}`,
);
console.table(rows);
if (failures.length)
  console.log(`Audits that cost points:\n  ${[...new Set(failures)].join('\n  ')}`);

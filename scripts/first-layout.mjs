#!/usr/bin/env node
// What the browser's main thread does to show each page, from a Chromium trace: style and
// layout time, and the font and icon work inside them. A fresh browser per run, at the
// phone size Lighthouse uses (412 × 823, 1.75 device pixels, touch).
// Usage: npm run build && npm run first-layout [-- --runs 9 --paths /en,/de --url http://host:port]
//
// "warm relayout ms" is a full relayout of the loaded page: what layout costs once fonts
// and shaping are warm.
// The font counts are Chrome-on-Linux trace events: each family lookup
// (FontDataManager::onMatchFamilyStyle) and each size-and-weight strike
// (GetWebFontRenderStyleForStrike) is a synchronous round trip to the browser process.
// Elsewhere they read 0. An SVG image decode is a document of its own on the main thread.
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, loadAverage, median, option, serverToMeasure } from './measure.mjs';

const runs = Number(option('runs', '9'));
const paths = option('paths', '/en,/de').split(',');
const CATEGORIES = ['devtools.timeline', 'toplevel', 'blink', 'fonts', 'loading'];

/**
 * Runs in the page once it has loaded: the median time of a full relayout (the page
 * narrowed by one pixel and back), with fonts and shaping warm. What the first layout
 * takes beyond this is the cost of starting cold.
 */
function warmRelayoutMs() {
  const html = document.documentElement;
  const times = [];
  for (let i = 0; i < 31; i += 1) {
    html.style.width = i % 2 ? 'calc(100% - 1px)' : '';
    const start = performance.now();
    void document.body.offsetHeight;
    times.push(performance.now() - start);
  }
  html.style.width = '';
  return times.sort((a, b) => a - b)[15];
}

/** One page load, traced: the renderer main thread's style, layout and font work. */
async function traceLoad(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(500); // the icons load after the page
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    // The page's main thread: where its HTML was parsed.
    const parse = events.find(
      (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
    );
    if (!parse) throw new Error(`no ParseHTML for ${url} in the trace`);
    const main = events.filter(
      (event) => event.ph === 'X' && event.pid === parse.pid && event.tid === parse.tid,
    );
    const named = (name) => main.filter((event) => event.name === name);
    const warm = await page.evaluate(warmRelayoutMs);
    const ms = (list) => list.reduce((sum, event) => sum + event.dur, 0) / 1000;
    return {
      'style ms': ms(named('UpdateLayoutTree')),
      'layout ms': ms(named('Layout')),
      'longest layout ms': Math.max(0, ...named('Layout').map((event) => event.dur / 1000)),
      'font lookups': named('FontDataManager::onMatchFamilyStyle').length,
      'font strikes': named('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike').length,
      'SVG image decodes': named('SVGImage::DataChanged').length,
      'warm relayout ms': warm,
    };
  } finally {
    await browser.close();
  }
}

const server = await serverToMeasure();
const rows = [];
try {
  for (const pagePath of paths) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await traceLoad(server.base + pagePath));
    const row = { page: pagePath };
    for (const key of Object.keys(results[0] ?? {}))
      row[key] = Number(median(results.map((result) => result[key])).toFixed(1));
    rows.push(row);
  }
} finally {
  server.stop();
}
console.log(
  `First layout, median of ${runs} loads (fresh Chromium each); load average ${loadAverage()}`,
);
console.table(rows);

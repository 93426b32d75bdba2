#!/usr/bin/env node
// Renders the share image (public/og-image.png, 1200×630), the favicon
// (public/favicon-32.png) and the app icons (public/icon-192.png, icon-512.png,
// apple-touch-icon.png) from SVG with the system's headless Chromium. Run once after
// changing the owner or the colours and commit the PNGs: the build itself needs no browser.
// The favicon is a PNG, not an SVG: Chrome decodes an SVG icon as a small document of its
// own on the page's main thread (with a font lookup for the letters), twice per visit.
// Run: node scripts/make-share-images.mjs   (CHROME_PATH overrides /usr/bin/chromium)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {};
for (const line of fs.readFileSync(path.join(root, '.env'), 'utf8').split('\n')) {
  const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
  if (match) env[match[1]] = match[2].trim();
}
const name = env.REACT_APP_OWNER_NAME ?? 'Owner';
const business = env.REACT_APP_BUSINESS_NAME ?? '';
const initials = name
  .split(/\s+/)
  .map((word) => word[0] ?? '')
  .join('')
  .slice(0, 2)
  .toUpperCase();
const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const shareSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#4338ca"/><stop offset="1" stop-color="#6d28d9"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1050" cy="90" r="260" fill="#ffffff" opacity="0.07"/>
  <circle cx="1120" cy="560" r="180" fill="#ffffff" opacity="0.06"/>
  <rect x="80" y="80" width="120" height="120" rx="28" fill="#ffffff"/>
  <text x="140" y="162" font-family="Arial, Helvetica, sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="#4338ca">${escape(initials)}</text>
  <text x="80" y="340" font-family="Arial, Helvetica, sans-serif" font-size="84" font-weight="700" fill="#ffffff">${escape(name)}</text>
  <text x="80" y="420" font-family="Arial, Helvetica, sans-serif" font-size="44" fill="#e0e7ff">Software Developer · Information Engineer</text>
  <text x="80" y="540" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" fill="#ffffff">${escape(business)}</text>
  <text x="80" y="584" font-family="Arial, Helvetica, sans-serif" font-size="30" fill="#c7d2fe">Websites · Web apps · Hosting · IT support</text>
</svg>`;

// Icons: the favicon's mark on a full-bleed square (safe for 'maskable').
const iconSvg = (
  size,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#4338ca"/>
  <text x="32" y="41" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${escape(initials)}</text>
</svg>`;

// The favicon: the same mark with rounded corners on a transparent square.
const faviconSvg = (
  size,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="#4338ca"/>
  <text x="32" y="43" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${escape(initials)}</text>
</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const shots = [
    ['og-image.png', shareSvg, 1200, 630],
    ['favicon-32.png', faviconSvg(32), 32, 32],
    ['icon-192.png', iconSvg(192), 192, 192],
    ['icon-512.png', iconSvg(512), 512, 512],
    ['apple-touch-icon.png', iconSvg(180), 180, 180],
  ];
  for (const [file, svg, width, height] of shots) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg}</body></html>`,
    );
    await page.screenshot({ path: path.join(root, 'public', file), omitBackground: true });
    await page.close();
    console.log(`make-share-images: public/${file}`);
  }
} finally {
  await browser.close();
}

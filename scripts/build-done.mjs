#!/usr/bin/env node
// The last word of `npm run build`: what to run next, and a warning while SITE_URL is still the
// repository's placeholder (every absolute link of the build would point at it).
import { isPlaceholderSiteUrl, loadEnv, PLACEHOLDER_SITE_URL } from './env.mjs';

const env = loadEnv();
const siteUrl = env.SITE_URL || PLACEHOLDER_SITE_URL;
const port = env.PORT || '3000';

console.log(`
Build finished: build/ (pages, assets, host files) and server/dist/.

  Start it:   npm run serve     pages and /api/* on http://localhost:${port}
  Deploy it:  docs/deploy.md    nginx, Caddy, Netlify, Vercel, GitHub Pages
`);
if (isPlaceholderSiteUrl(siteUrl)) {
  console.warn(`WARNING: SITE_URL is still the placeholder ${siteUrl}.
  The canonical and hreflang links, Open Graph URLs, JSON-LD, sitemap.xml and robots.txt in
  build/ point there. Set SITE_URL to the site's public address (in .env.local or the
  environment, e.g. SITE_URL=https://www.example.de) and build again before deploying.
`);
}

import fs from 'fs';
import path from 'path';
import { setImmediate } from 'timers';
import type { ResourceLanguage } from 'i18next';
import { SITE_PAGES } from '../shared/site-pages';
import { I18N_STATE_ID } from '../lib/i18n-options';
import { prefetchList } from '../prefetch-hints';
import { SUPPORTED_LANGUAGES, type Language } from '../shared/languages';
import { ownerFromEnv } from '../shared/owner';
import { pageDocument, renderApp, type Stylesheet } from './render-page';
import { robotsTxt, sitemapXml, webManifest } from './site-head';

// React's Node renderer schedules with setImmediate, which jest's jsdom does not provide.
Object.assign(globalThis, { setImmediate });

const SITE_URL = 'https://www.example.test';
const owner = ownerFromEnv({
  REACT_APP_OWNER_NAME: 'Charles Bauer',
  REACT_APP_BUSINESS_NAME: 'Charles Tech',
  REACT_APP_EMAIL: 'hello@example.test',
  REACT_APP_LINKEDIN_URL: 'https://www.linkedin.com/in/someone',
  REACT_APP_GITHUB_URL: 'https://github.com/someone',
});
// The shape react-scripts gives build/index.html.
const TEMPLATE =
  '<!doctype html><html lang="de"><head><meta charset="utf-8"/><title>x</title>' +
  '<meta name="description" content="x"/><script defer="defer" src="/static/js/main.1234abcd.js"></script>' +
  '<link href="/static/css/main.1234abcd.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';
const MAIN_CSS: Stylesheet = { href: '/static/css/main.1234abcd.css', css: 'body{margin:0}' };
const PREFETCH = ['/static/js/533.1234abcd.chunk.js', '/static/js/app.1234abcd.chunk.js'];

function locales(lng: Language): ResourceLanguage {
  const dir = path.join(__dirname, '..', 'locales', lng);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.slice(0, -5),
        JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
      ]),
  );
}

async function page(lng: Language, sitePage: string = '') {
  const resources = locales(lng);
  const view = await renderApp(lng, sitePage, resources);
  const html = pageDocument({
    template: TEMPLATE,
    lng,
    page: sitePage,
    app: view,
    resources,
    styles: [MAIN_CSS],
    prefetch: PREFETCH,
    siteUrl: SITE_URL,
    owner,
  });
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return { html, doc, resources };
}

const attr = (doc: Document, selector: string, name: string) =>
  doc.querySelector(selector)?.getAttribute(name);

describe.each(SUPPORTED_LANGUAGES)('the prerendered /%s', (lng) => {
  test('has every section, the lazy ones included, in that language', async () => {
    const { doc, resources } = await page(lng);
    const text = doc.getElementById('root')?.textContent ?? '';
    expect(doc.querySelector('#root h1')?.textContent).toContain('Charles Bauer');
    for (const id of ['about', 'skills', 'portfolio', 'contact']) {
      expect(doc.getElementById(id)).not.toBeNull();
    }
    const about = resources.about as { title: string };
    const portfolio = resources.portfolio as { title: string };
    expect(text).toContain(about.title);
    expect(text).toContain(portfolio.title);
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(doc.querySelector('form')).not.toBeNull();
  });

  test('says its language, title and description in the head', async () => {
    const { doc, resources } = await page(lng);
    const meta = (resources.common as { meta: { title: string; description: string } }).meta;
    expect(doc.documentElement.lang).toBe(lng);
    expect(doc.title).toBe(meta.title);
    expect(attr(doc, 'meta[name="description"]', 'content')).toBe(meta.description);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  test('links canonical, hreflang and share tags absolutely', async () => {
    const { doc } = await page(lng);
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${SITE_URL}/${lng}`);
    expect(attr(doc, 'link[hreflang="de"]', 'href')).toBe(`${SITE_URL}/de`);
    expect(attr(doc, 'link[hreflang="en"]', 'href')).toBe(`${SITE_URL}/en`);
    expect(attr(doc, 'link[hreflang="x-default"]', 'href')).toBe(`${SITE_URL}/de`);
    expect(attr(doc, 'meta[property="og:url"]', 'content')).toBe(`${SITE_URL}/${lng}`);
    expect(attr(doc, 'meta[property="og:image"]', 'content')).toBe(`${SITE_URL}/og-image.png`);
    expect(attr(doc, 'meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(attr(doc, 'meta[property="og:title"]', 'content')).toBe(doc.title);
  });

  test('describes the owner and the business as JSON-LD', async () => {
    const { doc } = await page(lng);
    const json = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    const graph = (JSON.parse(json) as { '@graph': { '@type': string; name: string }[] })['@graph'];
    expect(graph.find((node) => node['@type'] === 'Person')?.name).toBe('Charles Bauer');
    expect(graph.find((node) => node['@type'] === 'ProfessionalService')?.name).toBe(
      'Charles Tech',
    );
  });

  test('carries the translations it rendered with as a JSON data block', async () => {
    const { doc, resources } = await page(lng);
    const block = doc.getElementById(I18N_STATE_ID);
    expect(block?.getAttribute('type')).toBe('application/json');
    const state = JSON.parse(block?.textContent ?? '') as { lng: string; resources: object };
    expect(state.lng).toBe(lng);
    expect(state.resources).toMatchObject({ hero: resources.hero, about: resources.about });
  });

  test('lists the app files to fetch ahead where the loader reads them', async () => {
    const { doc } = await page(lng);
    expect(prefetchList(doc)).toEqual(PREFETCH);
  });

  test('has no inline script and no stylesheet link: its CSS is inline', async () => {
    const { doc, html } = await page(lng);
    const inlineScripts = [...doc.querySelectorAll('script:not([src])')].filter(
      (script) => !/^application\/(ld\+)?json$/.test(script.getAttribute('type') ?? ''),
    );
    expect(inlineScripts).toHaveLength(0);
    expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(html).toContain(`<style data-href="${MAIN_CSS.href}">body{margin:0}</style>`);
  });
});

test.each(SITE_PAGES.filter(Boolean))('the page %s is prerendered in both languages', async (p) => {
  for (const lng of SUPPORTED_LANGUAGES) {
    const { doc } = await page(lng, p);
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${SITE_URL}/${lng}/${p}`);
    expect(doc.title).toContain('Charles Bauer');
    expect(doc.title).not.toMatch(/\{\{|meta\./);
    expect(doc.getElementById('root')?.textContent).not.toBe('');
  }
});

test('the sitemap lists every page in every language with its alternates', () => {
  const xml = sitemapXml(SITE_URL, SITE_PAGES);
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const urls = [...doc.getElementsByTagName('url')];
  expect(urls).toHaveLength(SITE_PAGES.length * SUPPORTED_LANGUAGES.length);
  for (const url of urls) {
    const links = url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link');
    expect([...links].map((link) => link.getAttribute('hreflang'))).toEqual([
      'de',
      'en',
      'x-default',
    ]);
    expect(url.getElementsByTagName('loc')[0]?.textContent).toMatch(
      /^https:\/\/www\.example\.test\//,
    );
  }
});

test('robots.txt points to the sitemap', () => {
  expect(robotsTxt(SITE_URL)).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

/** Width and height from a PNG's header (the IHDR chunk follows the 8-byte signature). */
function pngSize(file: string): string {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const PUBLIC = path.join(__dirname, '..', '..', 'public');

// PNG only: Chrome decodes an SVG icon as a document of its own, with a font lookup for
// its letters, on the page's main thread.
test('every icon of the manifest is a PNG in public/ of its stated size', () => {
  const { icons } = JSON.parse(webManifest(owner, 'x')) as {
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(icons.length).toBeGreaterThanOrEqual(2);
  for (const icon of icons) {
    expect(icon.type).toBe('image/png');
    expect(pngSize(path.join(PUBLIC, icon.src))).toBe(icon.sizes);
  }
});

test('the page template names icons that are PNGs in public/ of their stated size', () => {
  const template = fs.readFileSync(path.join(PUBLIC, 'index.html'), 'utf8');
  const links = [...template.matchAll(/<link rel="(icon|apple-touch-icon)"[^>]*>/g)].map(
    (match) => match[0],
  );
  expect(links.map((link) => /rel="([^"]+)"/.exec(link)?.[1])).toEqual([
    'icon',
    'apple-touch-icon',
  ]);
  for (const link of links) {
    const href = /href="%PUBLIC_URL%([^"]+)"/.exec(link)?.[1] ?? '';
    expect(href).toMatch(/\.png$/);
    const size = pngSize(path.join(PUBLIC, href));
    // apple-touch-icon states no size: iOS takes 180x180.
    const stated = /sizes="([^"]+)"/.exec(link)?.[1] ?? '180x180';
    expect(size).toBe(stated);
  }
});

describe('the inline theme script', () => {
  const SCRIPT = 'document.documentElement.setAttribute("data-theme","system")';

  async function withScript(headScript: string) {
    const resources = locales('en');
    const view = await renderApp('en', '', resources);
    return pageDocument({
      template: TEMPLATE,
      lng: 'en',
      page: '',
      app: view,
      resources,
      styles: [MAIN_CSS],
      prefetch: PREFETCH,
      siteUrl: SITE_URL,
      owner,
      headScript,
    });
  }

  test('is the one inline script, in the head before the styles, so it runs before the body is parsed', async () => {
    const html = await withScript(SCRIPT);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const scripts = [...doc.querySelectorAll('script:not([src]):not([type])')];
    expect(scripts.map((script) => script.textContent)).toEqual([SCRIPT]);
    expect(scripts[0]?.parentElement).toBe(doc.head);
    expect(html.indexOf(`<script>${SCRIPT}</script>`)).toBeLessThan(html.indexOf('<style'));
  });

  test('may not close its own element early', async () => {
    await expect(withScript('x="</script><script>alert(1)"')).rejects.toThrow(/"<\/"/);
  });
});

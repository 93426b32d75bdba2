import { StrictMode } from 'react';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { App } from '../app/app';
import { I18N_STATE_ID, i18nBaseOptions, type InlineI18nState } from '../lib/i18n-options';
import { NAMESPACES } from '../lib/i18n-namespaces';
import { PREFETCH_LIST_ID } from '../prefetch-hints';
import type { Language } from '../shared/languages';
import type { OwnerProfile } from '../shared/owner';
import { escapeHtml, headTags, jsonForScript, pagePath } from './site-head';

export interface RenderedApp {
  html: string;
  /** The namespaces the page used: exactly what the browser needs to hydrate it. */
  namespaces: string[];
}

function lookup(resources: ResourceLanguage, ns: string, key: string): string | undefined {
  let node: unknown = resources[ns];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Renders the app at /<lng>/<page> to HTML, waiting for every lazy section (onAllReady). */
export function renderApp(lng: Language, page: string, resources: ResourceLanguage) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    ...i18nBaseOptions,
    lng,
    ns: [...NAMESPACES],
    resources: { [lng]: resources } satisfies Resource,
    initAsync: false,
  });
  const tree = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={pagePath(lng, page)}>
          <App />
        </StaticRouter>
      </I18nextProvider>
    </StrictMode>
  );
  return new Promise<RenderedApp>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        done();
        const html = Buffer.concat(chunks).toString('utf8');
        if (/<script(?![^>]*type="application\/(?:ld\+)?json")/.test(html)) {
          reject(
            new Error(`${pagePath(lng, page)} rendered an inline <script>, which the CSP blocks`),
          );
          return;
        }
        resolve({
          html,
          namespaces: i18n.reportNamespaces?.getUsedNamespaces() ?? [],
        });
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Never outline a boundary: outlined ones are revealed by inline scripts, which the CSP forbids.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

export interface Stylesheet {
  /** URL the stylesheet has in build/, e.g. /static/css/main.1a2b3c4d.css */
  href: string;
  css: string;
}

function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/class="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The chunk stylesheets a page needs: those with at least one class the HTML uses. */
export function stylesFor(html: string, chunkStyles: readonly Stylesheet[]): Stylesheet[] {
  const used = classesIn(html);
  return chunkStyles.filter((sheet) =>
    [...sheet.css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].some((match) => used.has(match[1] ?? '')),
  );
}

export interface PageDocument {
  /** build/index.html as react-scripts wrote it. */
  template: string;
  lng: Language;
  page: string;
  app: RenderedApp;
  resources: ResourceLanguage;
  /** main.css first, then the chunk stylesheets this page renders. */
  styles: readonly Stylesheet[];
  /** The app's files the page fetches ahead once idle (prefetch-urls.ts). */
  prefetch: readonly string[];
  siteUrl: string;
  owner: OwnerProfile;
  /**
   * The one inline script (src/theme/theme-early.ts, built): it sets the visitor's theme
   * before the body is parsed. The CSP allows it by its hash.
   */
  headScript?: string;
}

/** A page's title and description from its own namespace (meta.*, {{name}} = the owner), else from common. */
function pageMeta(document: PageDocument): { title: string; description: string } {
  const { resources, page, owner } = document;
  const fill = (text: string | undefined) =>
    text
      ?.replace(/\{\{\s*name\s*\}\}/g, owner.name)
      .replace(/\{\{\s*business\s*\}\}/g, owner.businessName);
  const meta = (key: string) =>
    fill((page ? lookup(resources, page, key) : undefined) ?? lookup(resources, 'common', key));
  return { title: meta('meta.title') ?? owner.name, description: meta('meta.description') ?? '' };
}

/** The full HTML file for one language and page: head, inlined CSS, content and i18n data block. */
export function pageDocument(document: PageDocument): string {
  const { template, lng, app, styles } = document;
  const meta = pageMeta(document);
  const state: InlineI18nState = { lng, resources: {} };
  for (const ns of app.namespaces) {
    const bundle = document.resources[ns];
    if (bundle !== undefined) state.resources[ns] = bundle;
  }
  const head = headTags({
    ...meta,
    lng,
    page: document.page,
    siteUrl: document.siteUrl,
    owner: document.owner,
    jobTitle: lookup(document.resources, 'hero', 'title') ?? '',
  });
  const css = styles
    .map((sheet) => `<style data-href="${escapeHtml(sheet.href)}">${sheet.css}</style>`)
    .join('');
  if (document.headScript?.includes('</')) throw new Error('the inline script contains "</"');
  const script = document.headScript ? `<script>${document.headScript}</script>` : '';
  const replaced = template
    .replace(/<html lang="[^"]*"/, `<html lang="${lng}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace(/<link href="\/static\/css\/main\.[^"]+\.css" rel="stylesheet">/, '')
    .replace('</head>', `${script}${css}${head}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${app.html}</div>` +
        `<script type="application/json" id="${I18N_STATE_ID}">${jsonForScript(state)}</script>` +
        `<script type="application/json" id="${PREFETCH_LIST_ID}">${jsonForScript(document.prefetch)}</script>`,
    );
  if (!replaced.includes(`id="${I18N_STATE_ID}"`)) {
    throw new Error('build/index.html has no <div id="root"></div> to fill');
  }
  return replaced;
}

// What scripts/prerender.mjs needs from the app, bundled for Node in one file.
export { SITE_PAGES } from '../shared/site-pages';
export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../shared/languages';
export { ownerFromEnv } from '../shared/owner';
export { prefetchUrls } from './prefetch-urls';
export { pageDocument, renderApp, stylesFor } from './render-page';
export { normaliseSiteUrl, robotsTxt, sitemapXml, webManifest } from './site-head';

import {
  DEFAULT_LANGUAGE,
  OG_LOCALES,
  SUPPORTED_LANGUAGES,
  type Language,
} from '../shared/languages';
import type { OwnerProfile } from '../shared/owner';

/** What the head of one prerendered page says about it. */
export interface PageHead {
  lng: Language;
  /** Path below the language segment, '' for the home page, e.g. 'legal'. */
  page: string;
  title: string;
  description: string;
  /** The site's origin, e.g. https://www.charles-tech.example (no trailing slash). */
  siteUrl: string;
  owner: OwnerProfile;
  /** Short role line for the structured data, e.g. 'Information Engineer'. */
  jobTitle: string;
}

export const SHARE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** Trailing slash removed; a bad SITE_URL fails the build instead of shipping wrong links. */
export function normaliseSiteUrl(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) URL, got ${value}`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

export function pagePath(lng: Language, page: string): string {
  return page ? `/${lng}/${page}` : `/${lng}`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JSON that is safe inside a <script> element: no '</script>' or '<!--' can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function absolute(siteUrl: string, path: string): string {
  return path.startsWith('http') ? path : `${siteUrl}${path}`;
}

/** schema.org Person (the owner) and ProfessionalService (the business), linked by @id. */
export function structuredData(head: PageHead): unknown {
  const { owner, siteUrl } = head;
  const sameAs = [owner.linkedinUrl, owner.githubUrl].filter(Boolean);
  const personId = `${siteUrl}/#person`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Person',
        '@id': personId,
        name: owner.name,
        jobTitle: head.jobTitle,
        url: absolute(siteUrl, pagePath(head.lng, '')),
        email: owner.email ? `mailto:${owner.email}` : undefined,
        image: absolute(siteUrl, SHARE_IMAGE.path),
        sameAs,
        // The owner writes the site's languages and works in them (BCP 47 codes, as schema.org asks).
        knowsLanguage: [...SUPPORTED_LANGUAGES],
      },
      {
        '@type': 'ProfessionalService',
        '@id': `${siteUrl}/#business`,
        name: owner.businessName,
        url: absolute(siteUrl, pagePath(head.lng, '')),
        email: owner.email || undefined,
        image: absolute(siteUrl, SHARE_IMAGE.path),
        description: head.description,
        founder: { '@id': personId },
        areaServed: 'DE',
        availableLanguage: [...SUPPORTED_LANGUAGES],
        sameAs,
      },
    ],
  };
}

/** Everything that goes into <head> besides charset, viewport, styles and scripts. */
export function headTags(head: PageHead): string {
  const { lng, page, siteUrl } = head;
  const url = (language: Language) => absolute(siteUrl, pagePath(language, page));
  const image = absolute(siteUrl, SHARE_IMAGE.path);
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    `<link rel="canonical" href="${url(lng)}">`,
    ...SUPPORTED_LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${url(language)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(head.owner.businessName || head.owner.name)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:url" content="${url(lng)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[lng]}">`,
    ...SUPPORTED_LANGUAGES.filter((language) => language !== lng).map(
      (language) => `<meta property="og:locale:alternate" content="${OG_LOCALES[language]}">`,
    ),
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}">`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}">`,
    `<meta property="og:image:alt" content="${escapeHtml(head.owner.name)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${image}">`,
    `<script type="application/ld+json">${jsonForScript(structuredData(head))}</script>`,
  ];
  return tags.join('');
}

/** sitemap.xml: every page in every language, each listing all its language versions. */
export function sitemapXml(siteUrl: string, pages: readonly string[]): string {
  const urls = pages.flatMap((page) =>
    SUPPORTED_LANGUAGES.map((lng) => {
      const alternates = [
        ...SUPPORTED_LANGUAGES.map((language) => [language, pagePath(language, page)] as const),
        ['x-default', pagePath(DEFAULT_LANGUAGE, page)] as const,
      ].map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${siteUrl}${path}"/>`,
      );
      return [
        `  <url>`,
        `    <loc>${siteUrl}${pagePath(lng, page)}</loc>`,
        ...alternates,
        `  </url>`,
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function webManifest(owner: OwnerProfile, description: string): string {
  const manifest = {
    name: owner.businessName ? `${owner.name} – ${owner.businessName}` : owner.name,
    short_name: owner.name.split(' ')[0] || owner.name,
    description,
    start_url: `/${DEFAULT_LANGUAGE}`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#4338ca',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

import type { Language } from './languages';

/**
 * Every page of the site below its language segment ('' is the one-page home).
 * The router renders them, the build prerenders each one for every language, and the
 * assistant's replies may link to them (reply-links.ts).
 */
export const SITE_PAGES = ['', 'legal', 'privacy'] as const;
export type SitePage = (typeof SITE_PAGES)[number];

/** The page a path below the language shows: unknown sub-paths show the home page (spec). */
export function sitePageOf(rest: string | undefined): SitePage {
  const first = (rest ?? '').replace(/^\/+/, '').replace(/\/+$/, '');
  return SITE_PAGES.find((page) => page === first) ?? '';
}

/** '/de', '/en/legal', … */
export function sitePageHref(lng: Language, page: SitePage): string {
  return page ? `/${lng}/${page}` : `/${lng}`;
}

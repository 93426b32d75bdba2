/**
 * Every page of the site below its language segment ('' is the one-page home).
 * The router renders them and the build prerenders each one for every language.
 */
export const SITE_PAGES = [''] as const;
export type SitePage = (typeof SITE_PAGES)[number];

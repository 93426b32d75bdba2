import { isLanguage, type Language } from '../shared/languages';
import { sitePageOf, type SitePage } from '../shared/site-pages';

export interface SiteRoute {
  lng: Language;
  page: SitePage;
}

/**
 * The spec's route table: '/:lng/*' with a supported language shows that page
 * (unknown sub-paths show the home page); '/' and anything else have no route
 * and are replaced by '/de'.
 */
export function siteRouteOf(pathname: string): SiteRoute | null {
  const [, first, ...rest] = pathname.split('/');
  if (!isLanguage(first)) return null;
  return { lng: first, page: sitePageOf(rest.join('/')) };
}

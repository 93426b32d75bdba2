import { useLocation } from 'react-router';
import { DEFAULT_LANGUAGE } from '../shared/languages';
import { siteRouteOf, type SiteRoute } from './site-route';

/** The URL's language and page, for links that must work from every page. */
export function useSitePage(): SiteRoute {
  const { pathname } = useLocation();
  return siteRouteOf(pathname) ?? { lng: DEFAULT_LANGUAGE, page: '' };
}

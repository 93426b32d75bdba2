import { useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../shared/languages';
import { sitePageOf, type SitePage } from './site-pages';

/** The URL's language and page, for links that must work from every page. */
export function useSitePage(): { lng: Language; page: SitePage } {
  const params = useParams();
  const lng = isLanguage(params.lng) ? params.lng : DEFAULT_LANGUAGE;
  return { lng, page: sitePageOf(params['*']) };
}

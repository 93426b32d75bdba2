import { Navigate, useLocation } from 'react-router';
import { DEFAULT_LANGUAGE } from '../shared/languages';
import { LanguageRoute } from './language-route';
import { siteRouteOf } from './site-route';

/**
 * The route table of the spec (site-route.ts): '/' and every unknown path replace
 * the history entry with '/de'; '/:lng/*' shows the site in that language.
 */
export function App() {
  const { pathname } = useLocation();
  const route = siteRouteOf(pathname);
  if (!route) return <Navigate to={`/${DEFAULT_LANGUAGE}`} replace />;
  return <LanguageRoute lng={route.lng} page={route.page} />;
}

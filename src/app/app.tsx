import { Navigate, useLocation } from 'react-router';
import { siteRouteOf } from '../routing/site-route';
import { DEFAULT_LANGUAGE } from '../shared/languages';
import { LanguageRoute } from './language-route';

/**
 * The route table of the spec (src/routing/site-route.ts): '/' and every unknown path replace
 * the history entry with '/de'; '/:lng/*' shows the site in that language.
 */
export function App() {
  const { pathname } = useLocation();
  const route = siteRouteOf(pathname);
  if (!route) return <Navigate to={`/${DEFAULT_LANGUAGE}`} replace />;
  return <LanguageRoute lng={route.lng} page={route.page} />;
}

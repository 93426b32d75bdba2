import type { ReactNode } from 'react';
import { useInRouterContext } from 'react-router';
import { usePageLanguage } from '../lib/use-page-language';
import { sitePageHref, type SitePage } from '../shared/site-pages';
import { RouteLink } from './route-link';
import { useSitePage } from './use-site-page';

interface PageLinkProps {
  page: SitePage;
  className?: string;
  children?: ReactNode;
}

/** Inside the router: the URL's language first (i18next follows it a moment later). */
function RoutedPageLink({ page, className, children }: PageLinkProps) {
  const { lng } = useSitePage();
  return (
    <RouteLink to={sitePageHref(lng, page)} className={className}>
      {children}
    </RouteLink>
  );
}

/**
 * A link to a page of the site in the current language. Outside a router (a
 * feature rendered on its own) it is a plain link, so the chat box and the contact
 * form can use it anywhere.
 */
export function PageLink({ page, className, children }: PageLinkProps) {
  const lng = usePageLanguage();
  const inRouter = useInRouterContext();
  if (inRouter) {
    return (
      <RoutedPageLink page={page} className={className}>
        {children}
      </RoutedPageLink>
    );
  }
  return (
    <a href={sitePageHref(lng, page)} className={className}>
      {children}
    </a>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../shared/languages';
import { sitePageHref, type SitePage } from './site-pages';

interface PageLinkProps {
  page: SitePage;
  className?: string;
  children?: ReactNode;
}

/**
 * A link to a page of the site in the current language. Outside a router (a
 * feature rendered on its own) it is a plain link, so the chat box and the contact
 * form can use it anywhere.
 */
export function PageLink({ page, className, children }: PageLinkProps) {
  const { i18n } = useTranslation();
  const inRouter = useInRouterContext();
  // The URL's language first: i18next follows it a moment later.
  const { lng } = useParams();
  const current = isLanguage(lng) ? lng : i18n.resolvedLanguage;
  const href = sitePageHref(isLanguage(current) ? current : DEFAULT_LANGUAGE, page);
  return inRouter ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

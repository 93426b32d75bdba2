import type { ReactNode } from 'react';
import { RouteLink } from './route-link';
import { useSitePage } from './use-site-page';

interface SectionLinkProps {
  /** The anchor on the home page: 'about', 'contact', 'top', … */
  section: string;
  className?: string;
  'aria-label'?: string;
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A link to a section of the home page: a plain in-page anchor there, and from
 * another page (legal notice, privacy) a route change to '/<lng>#section'.
 */
export function SectionLink({ section, children, ...rest }: SectionLinkProps) {
  const { lng, page } = useSitePage();
  if (page === '') {
    return (
      <a href={`#${section}`} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouteLink to={section === 'top' ? `/${lng}` : `/${lng}#${section}`} {...rest}>
      {children}
    </RouteLink>
  );
}

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router';

interface RouteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An absolute path on the site, e.g. '/en/legal' or '/de#contact'. */
  to: string;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

/**
 * A link that moves within the app without a page load, like react-router's Link
 * but without the data-router code that Link brings into the initial bundle.
 * Modified clicks (new tab, download) stay with the browser.
 */
export function RouteLink({ to, onClick, children, ...rest }: RouteLinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || rest.target) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </a>
  );
}

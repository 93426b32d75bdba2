import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Router, type Location, type Navigator, type To } from 'react-router';

function hrefOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry: unknown = window.history.state;
  const key = isRecord(entry) && typeof entry.key === 'string' ? entry.key : 'default';
  return { pathname, search, hash, state: isRecord(entry) ? entry.usr : null, key };
}

/**
 * react-router's low-level Router driven by the History API directly: the
 * browser half of what BrowserRouter did, without the data-router code it pulls
 * into the initial bundle. The app matches its own small route table (app.tsx).
 */
export function BrowserHistoryRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(currentLocation);

  useEffect(() => {
    const onPopState = () => setLocation(currentLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigator = useMemo<Navigator>(() => {
    const change = (method: 'pushState' | 'replaceState') => (to: To, state?: unknown) => {
      const key = Math.random().toString(36).slice(2, 10);
      window.history[method]({ usr: state ?? null, key }, '', hrefOf(to));
      setLocation(currentLocation());
    };
    return {
      createHref: hrefOf,
      push: change('pushState'),
      replace: change('replaceState'),
      go: (delta) => window.history.go(delta),
    };
  }, []);

  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

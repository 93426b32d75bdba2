import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The sections behind an anchor are lazy, so the browser cannot scroll to
 * '#contact' on load by itself; this runs once they have rendered.
 */
export function ScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return null;
}

import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { applyTheme, readTheme, saveTheme, THEME_STORAGE_KEY, type Theme } from './theme';

const listeners = new Set<() => void>();
/** A choice the browser would not store (storage off): it holds for this page view. */
let unstored: Theme | null = null;

const currentTheme = () => unstored ?? readTheme();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab of the site shows here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * What the page shows: "system" on the server (it cannot know the choice); in the browser, the
 * theme of <html data-theme>, set before the first paint (theme-early.ts). Hydration renders
 * that, as the loader has already marked the prerendered buttons with it (theme-buttons.ts):
 * React does not correct attributes while hydrating, so it must not believe "system" is there.
 */
function shownTheme(): Theme {
  const shown =
    typeof document === 'undefined' ? null : document.documentElement.getAttribute('data-theme');
  return shown === 'light' || shown === 'dark' ? shown : 'system';
}

/** The visitor's theme and the way to choose one. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme, shownTheme);
  // <html data-theme> is outside React: it follows the stored choice (one made in another tab too).
  useEffect(() => applyTheme(document, currentTheme()), [theme]);
  const choose = useCallback((next: Theme) => {
    unstored = saveTheme(next) ? null : next;
    listeners.forEach((listener) => listener());
  }, []);
  return [theme, choose];
}

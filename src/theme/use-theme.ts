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
 * The visitor's theme and the way to choose one. The prerendered page is rendered as
 * "system" (the server cannot know); the stored choice follows right after hydration.
 */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'system' as const);
  // <html data-theme> is outside React. The stored value, not the rendered one: during
  // hydration `theme` is still "system", and the page must not flash to it.
  useEffect(() => applyTheme(document, currentTheme()), [theme]);
  const choose = useCallback((next: Theme) => {
    unstored = saveTheme(next) ? null : next;
    listeners.forEach((listener) => listener());
  }, []);
  return [theme, choose];
}

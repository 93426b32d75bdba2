/**
 * The visitor's colour scheme: the system's (the default), or light or dark as chosen in
 * the header. A choice is kept in localStorage next to the language; "system" keeps
 * nothing. The page carries it as <html data-theme>, which the stylesheet reads, so it
 * must be set before the first paint: theme-early.ts does that from an inline script in
 * the prerendered <head> (allowed by its hash in the CSP), and the app keeps it in step.
 */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_STORAGE_KEY = 'theme';

/** The stored choice; "system" when there is none, or storage is off. */
export function readTheme(): Theme {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    // Spelled out rather than a lookup in THEMES: this runs inline in every page's <head>.
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Keeps a choice; "system" removes it. Returns false when the browser keeps nothing. */
export function saveTheme(theme: Theme): boolean {
  try {
    if (theme === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, theme);
    return true;
  } catch {
    return false;
  }
}

/**
 * Shows the page in `theme`: <html data-theme> for the stylesheet, and the browser's bar
 * colour: each theme-color <meta> of public/index.html names its scheme (data-scheme) and
 * applies to it alone.
 */
export function applyTheme(doc: Document, theme: Theme): void {
  doc.documentElement.setAttribute('data-theme', theme);
  doc.querySelectorAll('meta[data-scheme]').forEach((meta) => {
    const scheme = meta.getAttribute('data-scheme');
    const media = theme === 'system' ? `(prefers-color-scheme: ${scheme})` : 'all';
    meta.setAttribute('media', theme === 'system' || theme === scheme ? media : 'not all');
  });
}

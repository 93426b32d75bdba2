export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
/**
 * Each language by its own name, the same on every page (a German visitor on /en still
 * looks for "Deutsch"); the switcher marks each with its `lang`, so it is read that way.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { de: 'Deutsch', en: 'English' };
/** The only place the visitor's choice is stored (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

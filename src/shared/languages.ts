/**
 * The site's languages: the one list the site follows (routes, the switcher, i18next, the
 * prerendered pages and their head, reply links). A new language is an entry here, its rows
 * in the tables below, and its texts in src/locales/<code>/.
 */
export const SUPPORTED_LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';
/**
 * Each language by its own name, the same on every page (a German visitor on /en still
 * looks for "Deutsch"); the switcher marks each with its `lang`, so it is read that way.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { de: 'Deutsch', en: 'English' };
/** Each language's Open Graph locale (og:locale in the prerendered pages' head). */
export const OG_LOCALES: Readonly<Record<Language, string>> = { de: 'de_DE', en: 'en_US' };
/** The only place the visitor's choice is stored (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function hasEveryLanguage<T>(record: Partial<Record<Language, T>>): record is Record<Language, T> {
  return SUPPORTED_LANGUAGES.every((lng) => lng in record);
}

/** A value for each language, made from its code: perLanguage((lng) => `/cv-${lng}.pdf`). */
export function perLanguage<T>(make: (lng: Language) => T): Record<Language, T> {
  const record: Partial<Record<Language, T>> = {};
  for (const lng of SUPPORTED_LANGUAGES) record[lng] = make(lng);
  if (!hasEveryLanguage(record)) throw new Error('a language has no value');
  return record;
}

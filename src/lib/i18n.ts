import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import localeManifest from '../generated/locale-manifest.json';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  isLanguage,
} from '../shared/languages';
import { DEFAULT_NAMESPACE, type Namespace } from './i18n-namespaces';

const manifest: Record<string, Record<string, string> | undefined> = localeManifest;

/** Content-hashed URL of one namespace file, as published by scripts/build-locales.mjs. */
export function localeUrl(languages: readonly string[], namespaces: readonly string[]): string {
  const lng = languages[0] ?? DEFAULT_LANGUAGE;
  const ns = namespaces[0] ?? DEFAULT_NAMESPACE;
  return manifest[lng]?.[ns] ?? `/locales/${lng}/${ns}.json`;
}

/** Namespaces the first screen needs; the rest load when their section renders. */
const INITIAL_NAMESPACES: Namespace[] = ['common', 'nav', 'hero', 'charlesTech'];

/** Creates and initialises the browser's i18next instance (detector + HTTP backend). */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  // Registered before init so the first detected language sets <html lang> too.
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined' && isLanguage(lng)) document.documentElement.lang = lng;
  });
  instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      ns: INITIAL_NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      detection: {
        order: ['path', 'localStorage', 'navigator'],
        lookupFromPathIndex: 0,
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (lng: string) => lng.split('-')[0]?.toLowerCase() ?? lng,
      },
      backend: { loadPath: localeUrl },
      react: { useSuspense: true },
    })
    .catch((error: unknown) => console.error('i18n failed to initialise', error));
  return instance;
}

import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import localeManifest from '../generated/locale-manifest.json';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, isLanguage } from '../shared/languages';
import { DEFAULT_NAMESPACE, type Namespace } from './i18n-namespaces';
import { I18N_STATE_ID, i18nBaseOptions, type InlineI18nState } from './i18n-options';
import { LazyHttpBackend } from './lazy-http-backend';

const manifest: Record<string, Record<string, string> | undefined> = localeManifest;

/** Content-hashed URL of one namespace file, as published by scripts/build-locales.mjs. */
export function localeUrl(languages: readonly string[], namespaces: readonly string[]): string {
  const lng = languages[0] ?? DEFAULT_LANGUAGE;
  const ns = namespaces[0] ?? DEFAULT_NAMESPACE;
  return manifest[lng]?.[ns] ?? `/locales/${lng}/${ns}.json`;
}

/** Namespaces the first screen needs; the rest load when their section renders. */
const INITIAL_NAMESPACES: Namespace[] = ['common', 'nav', 'hero', 'charlesTech'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The translations a prerendered page carries in its JSON data block, if it has one. */
export function readInlineState(doc: Document | undefined): InlineI18nState | undefined {
  const text = doc?.getElementById(I18N_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data) || typeof data.lng !== 'string' || !isRecord(data.resources))
      return undefined;
    const resources: ResourceLanguage = {};
    for (const [ns, bundle] of Object.entries(data.resources))
      if (isRecord(bundle)) resources[ns] = bundle;
    return { lng: data.lng, resources };
  } catch {
    return undefined;
  }
}

/**
 * Creates and initialises the browser's i18next instance (detector + lazy HTTP backend).
 * With a prerendered page's inline translations it is ready synchronously, so hydration
 * needs no request; other languages and namespaces still come through the backend.
 */
export function createI18n(inline = readInlineState(globalThis.document)): I18n {
  const instance = i18next.createInstance();
  // Registered before init so the first detected language sets <html lang> too.
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined' && isLanguage(lng)) document.documentElement.lang = lng;
  });
  const namespaces = inline ? Object.keys(inline.resources) : INITIAL_NAMESPACES;
  instance
    .use(LazyHttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...i18nBaseOptions,
      ns: namespaces.length ? namespaces : INITIAL_NAMESPACES,
      ...(inline && {
        resources: { [inline.lng]: inline.resources },
        partialBundledLanguages: true,
        initAsync: false,
      }),
      detection: {
        order: ['path', 'localStorage', 'navigator'],
        lookupFromPathIndex: 0,
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        convertDetectedLanguage: (lng: string) => lng.split('-')[0]?.toLowerCase() ?? lng,
      },
      backend: { loadPath: localeUrl },
    })
    .catch((error: unknown) => console.error('i18n failed to initialise', error));
  return instance;
}

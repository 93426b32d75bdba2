import type { InitOptions, ResourceLanguage } from 'i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../shared/languages';
import { DEFAULT_NAMESPACE } from './i18n-namespaces';

/** id of the JSON data block a prerendered page carries its translations in. */
export const I18N_STATE_ID = 'i18n-state';

/** What a prerendered page hands to the browser's i18next before hydration. */
export interface InlineI18nState {
  lng: string;
  resources: ResourceLanguage;
}

/** Options the browser and the prerenderer share, so both render the same text. */
export const i18nBaseOptions = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  nonExplicitSupportedLngs: false,
  load: 'languageOnly',
  // Unknown languages fall back to the default; the other languages' pages never fetch its
  // files (locale-parity.test.ts keeps the keys identical, so nothing is missing).
  fallbackLng: {
    ...Object.fromEntries(
      SUPPORTED_LANGUAGES.filter((lng) => lng !== DEFAULT_LANGUAGE).map((lng) => [lng, []]),
    ),
    default: [DEFAULT_LANGUAGE],
  },
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
} satisfies InitOptions;

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { withLanguage } from '../routing/language-path';
import { usePageCode } from '../routing/page-code';
import { keepReadingPlace } from '../routing/reading-place';
import { useSitePage } from '../routing/use-site-page';
import { DEFAULT_LANGUAGE, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from '../shared/languages';

/** Every language of the list, the default last ("EN DE", as the spec shows them). */
const BUTTON_ORDER = [
  ...SUPPORTED_LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE),
  DEFAULT_LANGUAGE,
];

const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * EN / DE buttons. Switching only rewrites the URL's language segment (keeping
 * the rest of the path, the search and the hash); the language route then
 * switches i18next, so the URL stays the single source of the language.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { lng, page } = useSitePage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const loadPageCode = usePageCode();

  return (
    <div className="segmented language-switcher" role="group" aria-label={t('language.switch')}>
      {BUTTON_ORDER.map((code) => {
        const target = withLanguage(pathname, code);
        // Each button submits a form to the page in its language, so the switch also
        // works before the app has started and without JavaScript; the app takes over.
        return (
          <form
            key={code}
            className="language-switcher__form"
            method="get"
            action={target}
            onSubmit={(event) => {
              event.preventDefault();
              if (lng === code) return;
              keepReadingPlace();
              // With its code loaded, React hydrates the page's lazy parts within a frame.
              void Promise.allSettled(loadPageCode(page))
                .then(afterNextFrame)
                .then(() => navigate({ pathname: target, search, hash }));
            }}
          >
            {/*
             * Named "DE – Deutsch": the visible code first, so "click DE" reaches it (WCAG 2.5.3),
             * then the language's own name, in that language, so "Deutsch" is read as German.
             */}
            <button
              type="submit"
              className="segmented__button"
              aria-pressed={lng === code}
              lang={code}
            >
              {code.toUpperCase()}
              <span className="visually-hidden"> – {LANGUAGE_NAMES[code]}</span>
            </button>
          </form>
        );
      })}
    </div>
  );
}

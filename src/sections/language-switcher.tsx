import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { withLanguage } from '../routing/language-path';
import { usePageCode } from '../routing/page-code';
import { keepReadingPlace } from '../routing/reading-place';
import { useSitePage } from '../routing/use-site-page';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, type Language } from '../shared/languages';

const BUTTON_ORDER: readonly Language[] = ['en', 'de'];

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
      {BUTTON_ORDER.filter((code) => SUPPORTED_LANGUAGES.includes(code)).map((code) => {
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
            {/* Named by the language's own name, in that language: "Deutsch" is read as German. */}
            <button
              type="submit"
              className="segmented__button"
              aria-pressed={lng === code}
              lang={code}
              aria-label={LANGUAGE_NAMES[code]}
              title={LANGUAGE_NAMES[code]}
            >
              {code.toUpperCase()}
            </button>
          </form>
        );
      })}
    </div>
  );
}

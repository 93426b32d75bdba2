import { lazy, Suspense, useEffect, useLayoutEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../shared/languages';
import { HomePage } from './home-page';
import { importLegalPage, importPrivacyPage } from './lazy-chunks';
import type { SitePage } from './site-pages';
import { restoreReadingPlace } from './reading-place';
import { SiteLayout } from './site-layout';

const LegalPage = lazy(() => importLegalPage().then((m) => ({ default: m.LegalPage })));
const PrivacyPage = lazy(() => importPrivacyPage().then((m) => ({ default: m.PrivacyPage })));

const PAGES: Record<SitePage, ComponentType> = {
  '': HomePage,
  legal: LegalPage,
  privacy: PrivacyPage,
};

/** Makes the URL's language the active one and shows the page inside the shared layout. */
export function LanguageRoute({ lng, page }: { lng: Language; page: SitePage }) {
  const { i18n } = useTranslation();

  useEffect(() => {
    if (i18n.resolvedLanguage !== lng) void i18n.changeLanguage(lng);
  }, [i18n, lng]);

  // After the commit that shows the new language, before it is painted (reading-place.ts).
  const shown = i18n.resolvedLanguage;
  useLayoutEffect(() => {
    if (shown === lng) restoreReadingPlace();
  }, [shown, lng]);

  const Page = PAGES[page];
  return (
    <Suspense fallback={null}>
      <SiteLayout>
        <Page />
      </SiteLayout>
    </Suspense>
  );
}

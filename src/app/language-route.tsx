import { lazy, Suspense, useEffect, useLayoutEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCodeContext } from '../routing/page-code';
import { restoreReadingPlace } from '../routing/reading-place';
import type { Language } from '../shared/languages';
import type { SitePage } from '../shared/site-pages';
import { HomePage } from './home-page';
import { importLegalPage, importPrivacyPage, pageChunks } from './lazy-chunks';
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
    <PageCodeContext value={pageChunks}>
      <Suspense fallback={null}>
        <SiteLayout>
          <Page />
        </SiteLayout>
      </Suspense>
    </PageCodeContext>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../shared/languages';
import { HomePage } from './home-page';
import { SiteLayout } from './site-layout';

const LegalPage = lazy(() => import('../pages/legal-page').then((m) => ({ default: m.LegalPage })));
const PrivacyPage = lazy(() =>
  import('../pages/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);

/** Validates the language segment, makes it the active language and picks the page. */
export function LanguageRoute() {
  const { lng } = useParams();
  const { i18n } = useTranslation();

  useEffect(() => {
    if (isLanguage(lng) && i18n.resolvedLanguage !== lng) void i18n.changeLanguage(lng);
  }, [i18n, lng]);

  if (!isLanguage(lng)) return <Navigate to={`/${DEFAULT_LANGUAGE}`} replace />;
  return (
    <Suspense fallback={null}>
      <SiteLayout>
        {/* Keep in step with SITE_PAGES; any other sub-path shows the home page (spec). */}
        <Routes>
          <Route path="legal" element={<LegalPage />} />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="*" element={<HomePage />} />
        </Routes>
      </SiteLayout>
    </Suspense>
  );
}

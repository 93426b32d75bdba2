import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '../shared/languages';
import { HomePage } from './home-page';

/** Validates the language segment and makes it the active language. */
export function LanguageRoute() {
  const { lng } = useParams();
  const { i18n } = useTranslation();

  useEffect(() => {
    if (isLanguage(lng) && i18n.resolvedLanguage !== lng) void i18n.changeLanguage(lng);
  }, [i18n, lng]);

  if (!isLanguage(lng)) return <Navigate to={`/${DEFAULT_LANGUAGE}`} replace />;
  return (
    <Suspense fallback={null}>
      <HomePage />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Hero } from '../sections/hero';
import { Promo } from '../sections/promo';
import type { Namespace } from '../lib/i18n-namespaces';
import { useDocumentMeta } from '../lib/use-document-meta';
import { ScrollToHash } from './scroll-to-hash';

// Everything below the fold is code-split into its own static/js chunk. The footer
// itself is rendered by the layout; preloading its chunk here is the same chunk.
import {
  importAbout,
  importContact,
  importFooter,
  importPortfolio,
  importSkills,
} from './lazy-chunks';

const About = lazy(() => importAbout().then((m) => ({ default: m.About })));
const Skills = lazy(() => importSkills().then((m) => ({ default: m.Skills })));
const Portfolio = lazy(() => importPortfolio().then((m) => ({ default: m.Portfolio })));
const ContactSection = lazy(() => importContact().then((m) => ({ default: m.ContactSection })));

const BELOW_THE_FOLD_NAMESPACES: Namespace[] = [
  'about',
  'skills',
  'portfolio',
  'contact',
  'footer',
];

/**
 * Fetches the lazy chunks and their translations side by side right after the
 * first render, instead of one after the other as each section suspends.
 */
function usePreloadBelowTheFold(i18n: I18n) {
  useEffect(() => {
    for (const load of [importAbout, importSkills, importPortfolio, importContact, importFooter]) {
      load().catch(() => {}); // a failed preload is retried by lazy() on render
    }
    i18n.loadNamespaces(BELOW_THE_FOLD_NAMESPACES).catch(() => {});
  }, [i18n]);
}

/** The one-page site: hero, promo and the sections below the fold (inside the layout's main). */
export function HomePage() {
  const { t, i18n } = useTranslation('common');
  usePreloadBelowTheFold(i18n);
  useDocumentMeta(t('meta.title'), t('meta.description'));

  return (
    <>
      <Hero />
      <Promo />
      <Suspense fallback={<div className="section-placeholder" aria-busy="true" />}>
        <About />
        <Skills />
        <Portfolio />
        <ContactSection />
        <ScrollToHash />
      </Suspense>
    </>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatWidget } from '../chat/chat-widget';
import { NoticeProvider } from '../notices/notice-provider';
import { Header } from '../sections/header';
import { Hero } from '../sections/hero';
import { Promo } from '../sections/promo';
import { ScrollToHash } from './scroll-to-hash';

// Everything below the fold is code-split into its own static/js chunk.
const About = lazy(() => import('../sections/about').then((m) => ({ default: m.About })));
const Skills = lazy(() => import('../sections/skills').then((m) => ({ default: m.Skills })));
const Portfolio = lazy(() =>
  import('../sections/portfolio').then((m) => ({ default: m.Portfolio })),
);
const ContactSection = lazy(() =>
  import('../contact/contact-section').then((m) => ({ default: m.ContactSection })),
);
const Footer = lazy(() => import('../sections/footer').then((m) => ({ default: m.Footer })));

export function HomePage() {
  const { t } = useTranslation('common');
  const title = t('meta.title');
  const description = t('meta.description');

  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);

  return (
    <NoticeProvider>
      <Header />
      <main id="main" tabIndex={-1}>
        <Hero />
        <Promo />
        <Suspense fallback={<div className="section-placeholder" aria-busy="true" />}>
          <About />
          <Skills />
          <Portfolio />
          <ContactSection />
          <ScrollToHash />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ChatWidget />
    </NoticeProvider>
  );
}

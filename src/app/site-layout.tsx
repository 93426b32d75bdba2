import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChatWidget } from '../chat/chat-widget';
import { NoticeProvider } from '../notices/notice-provider';
import { Header } from '../sections/header';
import { useSitePage } from '../routing/use-site-page';
import { importFooter } from './lazy-chunks';

const Footer = lazy(() => importFooter().then((m) => ({ default: m.Footer })));

/**
 * After a move to another page (not on first load, not to an anchor) the new page
 * starts at its top and focus goes to the content, as after a full page load.
 */
function useFocusOnPageChange() {
  const { pathname, hash } = useLocation();
  const main = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useEffect(() => {
    const samePage =
      previous.current.split('/').slice(2).join('/') === pathname.split('/').slice(2).join('/');
    previous.current = pathname;
    if (samePage || hash) return; // a language switch keeps the place; anchors scroll themselves
    window.scrollTo({ top: 0, behavior: 'instant' });
    main.current?.focus({ preventScroll: true });
  }, [pathname, hash]);
  return main;
}

/** What every page shares: header, footer, the notices and the assistant. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const main = useFocusOnPageChange();
  const { page } = useSitePage();
  return (
    <NoticeProvider page={page}>
      <Header />
      <main ref={main} id="main" tabIndex={-1}>
        <Suspense fallback={<div className="section-placeholder" aria-busy="true" />}>
          {children}
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <ChatWidget />
    </NoticeProvider>
  );
}

import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NoticeContext,
  WithdrawNoticeContext,
  type Notice,
  type SiteTextKey,
} from './notice-context';

// A notice only ever follows a send, so its styles stay out of the page's inline CSS (the
// first HTML must fit one round trip): their own small sheet, fetched when the app starts.
if (typeof window !== 'undefined') void import(/* webpackChunkName: "notices" */ './notices.css');

type ShownNotice = Notice & { id: number };

const ICONS = { success: CircleCheck, error: CircleAlert, info: Info } as const;

/**
 * Owns the page's one notice (the spec's "alerts"). A new notice replaces the
 * previous one; none disappears on a timer, so nobody has to race to read it. It ends
 * when the visitor dismisses it, sends again (useWithdrawNotice) or moves to another
 * `page` (the same page in the other language is no move: the notice follows it).
 */
export function NoticeProvider({ children, page = '' }: { children: ReactNode; page?: string }) {
  const { t } = useTranslation('common');
  const [notice, setNotice] = useState<ShownNotice | null>(null);
  const [noticePage, setNoticePage] = useState(page);
  if (noticePage !== page) {
    setNoticePage(page);
    setNotice(null);
  }
  const focusBefore = useRef<Element | null>(null);

  const notify = useCallback((next: Notice) => {
    focusBefore.current = document.activeElement;
    // A fresh id remounts the alert, so a repeated text is announced again.
    setNotice((previous) => ({ ...next, id: (previous?.id ?? 0) + 1 }));
  }, []);

  const withdraw = useCallback(() => setNotice(null), []);

  function dismiss() {
    setNotice(null);
    // The dismiss button disappears; put keyboard users back where they were.
    const previous = focusBefore.current;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  }

  const Icon = notice ? ICONS[notice.tone] : null;

  return (
    <NoticeContext.Provider value={notify}>
      <WithdrawNoticeContext.Provider value={withdraw}>{children}</WithdrawNoticeContext.Provider>
      {notice && Icon && (
        <section className="notice-area" aria-label={t('notice.region')} data-notice-area="">
          <div key={notice.id} role="alert" className={`notice notice--${notice.tone}`}>
            <Icon className="notice__icon" aria-hidden="true" focusable="false" />
            <p className="notice__text">
              {'text' in notice ? notice.text : <SiteText text={notice} />}
            </p>
            <button
              type="button"
              className="notice__dismiss"
              aria-label={t('notice.dismiss')}
              onClick={dismiss}
            >
              <X aria-hidden="true" focusable="false" />
            </button>
          </div>
        </section>
      )}
    </NoticeContext.Provider>
  );
}

/**
 * One of the site's texts in the current language. While a switched-to language is
 * still loading its namespace, the text stays as it was rather than showing a key.
 */
function SiteText({ text }: { text: SiteTextKey }) {
  const { t, ready } = useTranslation(text.ns, { useSuspense: false });
  const shown = useRef('');
  // The key belongs to the namespace (SiteTextKey); TypeScript cannot follow the pair.
  if (ready) shown.current = (t as (key: string) => string)(text.key);
  return <>{shown.current}</>;
}

import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../lib/use-dismiss';
import { NOTICE_AREA_SELECTOR } from '../notices/notice-context';
import { ChatBoundary } from './chat-boundary';
import './chat-widget.css';

// The box (and the profanity list it checks against) is its own chunk, fetched on first open.
const loadChatBox = () => import('./chat-box');
const ChatBox = lazy(() => loadChatBox().then((module) => ({ default: module.ChatBox })));
// Warm the chunk when the visitor is about to open it; a failure shows up again on open.
const preloadChatBox = () => void loadChatBox().catch(() => undefined);

const BOX_ID = 'chat-box';

export function ChatWidget() {
  return (
    <Suspense fallback={null}>
      <ChatToggleAndBox />
    </Suspense>
  );
}

function ChatToggleAndBox() {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const widget = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  function closeAndRefocus() {
    setOpen(false);
    toggle.current?.focus();
  }

  useDismiss(open, {
    isInside: (target) =>
      Boolean(widget.current?.contains(target) || target.closest(NOTICE_AREA_SELECTOR)),
    onOutside: () => setOpen(false),
    onEscape: closeAndRefocus,
  });

  return (
    <div ref={widget} className="chat-widget">
      {everOpened && (
        <ChatBoundary onError={() => setOpen(false)}>
          <Suspense fallback={null}>
            <ChatBox id={BOX_ID} open={open} onClose={closeAndRefocus} />
          </Suspense>
        </ChatBoundary>
      )}
      <button
        ref={toggle}
        type="button"
        className="chat-toggle"
        aria-label={t('toggle')}
        aria-expanded={open}
        aria-controls={everOpened ? BOX_ID : undefined}
        onPointerEnter={preloadChatBox}
        onFocus={preloadChatBox}
        onClick={() => {
          setEverOpened(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        {open ? (
          <X aria-hidden="true" focusable="false" />
        ) : (
          <MessageCircle aria-hidden="true" focusable="false" />
        )}
      </button>
    </div>
  );
}

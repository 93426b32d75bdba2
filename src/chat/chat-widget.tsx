import { MessageCircle, X } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../lib/use-dismiss';
import { NOTICE_AREA_SELECTOR } from '../notices/notice-context';
import { ChatBoundary } from './chat-boundary';
import { importChatBox } from './import-chat-box';
import './chat-widget.css';

type ChatBoxComponent = (typeof import('./chat-box'))['ChatBox'];

// The box (and the profanity list it checks against) is its own chunk, fetched on first
// open. It is rendered directly once loaded, not through lazy() and Suspense: React holds
// back content that replaces a Suspense fallback for up to 300 ms, and the box should
// open at once. (Once the chunk is in, importChatBox() resolves within the same task.)
// Warm the chunk when the visitor is about to open it; a failure shows up again on open.
const preloadChatBox = () => void importChatBox().catch(() => undefined);

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
  // The loaded box component, kept from the first open on (it also keeps the conversation).
  const [ChatBox, setChatBox] = useState<ChatBoxComponent | null>(null);
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
      {ChatBox && (
        <ChatBoundary onError={() => setOpen(false)}>
          <ChatBox
            id={BOX_ID}
            open={open}
            onClose={closeAndRefocus}
            onLeave={() => setOpen(false)}
          />
        </ChatBoundary>
      )}
      <button
        ref={toggle}
        type="button"
        className="chat-toggle"
        aria-label={t('toggle')}
        aria-expanded={open}
        aria-controls={ChatBox ? BOX_ID : undefined}
        onPointerEnter={preloadChatBox}
        onFocus={preloadChatBox}
        onClick={() => {
          if (ChatBox) {
            setOpen((wasOpen) => !wasOpen);
            return;
          }
          importChatBox().then(
            (module) => {
              setChatBox(() => module.ChatBox);
              setOpen(true);
            },
            (error: unknown) => console.error('The chat could not be loaded', error),
          );
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

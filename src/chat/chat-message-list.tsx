import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReplyText } from './reply-text';
import type { ConversationMessage } from './use-chat-conversation';

interface ChatMessageListProps {
  messages: readonly ConversationMessage[];
  open: boolean;
  labelledBy: string;
}

/** Room left above a long newest message that is scrolled to its start. */
const NEWEST_TOP_GAP_PX = 8;

/** The conversation as a polite live region, kept scrolled to the newest message. */
export function ChatMessageList({ messages, open, labelledBy }: ChatMessageListProps) {
  const { t } = useTranslation('chat');
  const list = useRef<HTMLDivElement>(null);

  // A hidden box has no layout, so reopening scrolls again too. A message taller than the
  // list (a long answer on a small screen) is shown from its first line, not its last.
  useEffect(() => {
    const element = list.current;
    if (!element || !open) return;
    const newest = element.lastElementChild;
    const fits = !(newest instanceof HTMLElement) || newest.offsetHeight <= element.clientHeight;
    element.scrollTop = fits
      ? element.scrollHeight
      : newest.offsetTop - element.offsetTop - NEWEST_TOP_GAP_PX;
  }, [messages, open]);

  return (
    <div
      ref={list}
      className="chat-log"
      role="log"
      aria-live="polite"
      aria-labelledby={labelledBy}
      // The log scrolls, so keyboard users must be able to reach it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {messages.length === 0 && <p className="chat-log__empty">{t('empty')}</p>}
      {messages.map((message) => (
        <p
          key={message.id}
          className={`chat-message chat-message--${message.role} chat-message--${message.status}`}
        >
          <span className="visually-hidden">
            {message.role === 'user' ? t('you') : t('assistant')}{' '}
          </span>
          {message.status === 'failed' ? (
            t(message.failure)
          ) : message.role === 'assistant' && message.status === 'done' ? (
            <ReplyText text={message.content} />
          ) : (
            message.content
          )}
        </p>
      ))}
    </div>
  );
}

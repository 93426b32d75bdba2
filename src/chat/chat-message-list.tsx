import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConversationMessage } from './use-chat-conversation';

interface ChatMessageListProps {
  messages: readonly ConversationMessage[];
  open: boolean;
  labelledBy: string;
}

/** The conversation as a polite live region, kept scrolled to the newest message. */
export function ChatMessageList({ messages, open, labelledBy }: ChatMessageListProps) {
  const { t } = useTranslation('chat');
  const list = useRef<HTMLDivElement>(null);

  // A hidden box has no layout, so reopening scrolls again too.
  useEffect(() => {
    const element = list.current;
    if (element && open) element.scrollTop = element.scrollHeight;
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
          {message.status === 'failed' ? t(message.failure) : message.content}
        </p>
      ))}
    </div>
  );
}

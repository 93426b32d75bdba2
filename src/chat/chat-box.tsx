import { Bot, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent, type Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { owner } from '../lib/owner';
import { usePageLanguage } from '../lib/use-page-language';
import { useNotify } from '../notices/use-notify';
import { useWithdrawNotice } from '../notices/use-withdraw-notice';
import { PageLink } from '../routing/page-link';
import { ChatMessageList } from './chat-message-list';
import { ReplyOffers } from './reply-offers';
import { useChatConversation } from './use-chat-conversation';
import './chat-box.css';

interface ChatBoxProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** Closes the box and leaves focus where the visitor is going. */
  onLeave: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** A plain click on a link to a place on this site: a section or a page, not a file or a new tab. */
function followsSiteLink(event: MouseEvent<HTMLElement>): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  return Boolean(
    link &&
    !link.target &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin,
  );
}

/**
 * The assistant's window. It stays mounted once opened (hidden while closed),
 * so the conversation and a pending reply survive closing it.
 */
export function ChatBox({ id, open, onClose, onLeave, ref }: ChatBoxProps) {
  const { t } = useTranslation('chat');
  const notify = useNotify();
  const withdrawNotice = useWithdrawNotice();
  const { messages, pending, send } = useChatConversation(usePageLanguage());
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // Only the newest reply offers anything: once the visitor asks again, its offers are over.
  const newest = messages.at(-1);
  const offering = newest?.role === 'assistant' && newest.status === 'done' ? newest : undefined;

  /** Sends a message with the checks and notices of the composer; true if it went out. */
  function sendWithNotice(text: string): boolean {
    const outcome = send(text);
    if (outcome === 'sent') {
      // A refused message's notice (too long, profanity) is over once a message goes out.
      withdrawNotice();
    } else if (outcome === 'too_long') notify({ tone: 'error', ns: 'chat', key: 'too_long' });
    else if (outcome === 'profanity') notify({ tone: 'error', ns: 'chat', key: 'profanity' });
    return outcome === 'sent';
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sendWithNotice(draft)) setDraft('');
  }

  /** A question picked from the offers; its button goes with them, so focus goes to the input. */
  function ask(question: string) {
    if (sendWithNotice(question)) input.current?.focus();
  }

  return (
    // The click handler below listens for clicks on the links inside (Enter on a link is a
    // click too): the box itself does nothing on a click or a key.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={ref}
      id={id}
      className="chat-box"
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro ${id}-disclosure`}
      hidden={!open}
      // A link in a reply or the privacy note to a section or page takes the visitor there; the box
      // would cover it (all of it on a phone). The conversation stays for the next open.
      onClick={(event) => {
        if (followsSiteLink(event)) onLeave();
      }}
    >
      <div className="chat-box__header">
        <span className="chat-box__avatar" aria-hidden="true">
          <Bot focusable="false" />
        </span>
        <div className="chat-box__heading">
          <h2 id={`${id}-title`} className="chat-box__title">
            {t('header')}
          </h2>
          <p id={`${id}-intro`} className="chat-box__intro">
            {t('intro', { name: owner.name })}
          </p>
          <p id={`${id}-disclosure`} className="chat-box__disclosure">
            <Trans
              t={t}
              i18nKey="disclosure"
              components={{ privacy: <PageLink page="privacy" /> }}
            />
          </p>
        </div>
        <button type="button" className="chat-box__close" aria-label={t('close')} onClick={onClose}>
          <X aria-hidden="true" focusable="false" />
        </button>
      </div>

      <ChatMessageList messages={messages} open={open} labelledBy={`${id}-title`} />
      {offering && (
        <ReplyOffers
          key={offering.id}
          id={`${id}-offers`}
          choices={offering.choices}
          handoff={offering.handoff}
          onAsk={ask}
          onLeave={onLeave}
        />
      )}

      <form className="chat-box__composer" onSubmit={submit}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          {t('inputLabel')}
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          className="chat-box__input"
          type="text"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={t('placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button
          type="submit"
          className="chat-box__send"
          aria-label={t('send')}
          // Not disabled: that would drop the keyboard focus; send() answers 'busy' meanwhile.
          aria-disabled={pending || undefined}
        >
          <SendHorizontal aria-hidden="true" focusable="false" />
        </button>
      </form>
    </div>
  );
}

import { useRef, useState } from 'react';
import { ApiRequestError, askAssistant } from '../lib/api-client';
import type { ChatChoice, ChatHandoff, ChatMessage } from '../shared/api-contract';
import { checkChatInput, historyToSend, type ChatInputVerdict } from '../shared/chat-rules';

/** Which chat text stands in for a failed reply. */
export type ReplyFailure = 'too_long' | 'profanity' | 'rate_limited' | 'error';

/** What an answered reply offers besides its text: questions to pick, passing it to the owner. */
export interface ReplyExtras {
  choices?: ChatChoice[];
  handoff?: ChatHandoff;
}

export type ConversationMessage = ChatMessage & { id: number } & (
    | ({ status: 'done' } & ReplyExtras)
    | { status: 'pending' }
    | { status: 'failed'; failure: ReplyFailure }
  );

export type SendOutcome = Exclude<ChatInputVerdict, 'ok'> | 'busy' | 'sent';

/** The spec's content of the assistant message while the reply is on its way. */
export const PENDING_CONTENT = '...';

function replyFailure(error: unknown): ReplyFailure {
  if (!(error instanceof ApiRequestError)) return 'error';
  const { failure } = error;
  return failure === 'too_long' || failure === 'profanity' || failure === 'rate_limited'
    ? failure
    : 'error';
}

/**
 * The conversation with the assistant. One question at a time: while a reply
 * is pending, send() answers 'busy' and changes nothing.
 */
export function useChatConversation(language: string) {
  const [messages, setMessages] = useState<ConversationMessage[]>([]);
  const nextId = useRef(1);
  const waiting = useRef(false);
  const pending = messages.some((message) => message.status === 'pending');

  function settle(id: number, settled: ConversationMessage) {
    setMessages((current) => current.map((message) => (message.id === id ? settled : message)));
  }

  function send(text: string): SendOutcome {
    if (waiting.current) return 'busy';
    const content = text.trim();
    const verdict = checkChatInput(content);
    if (verdict !== 'ok') return verdict;

    const user: ConversationMessage = {
      id: nextId.current++,
      role: 'user',
      content,
      status: 'done',
    };
    const placeholderId = nextId.current++;
    // Only answered turns are context; placeholders and error texts never reach the server.
    const conversation = messages
      .filter((message) => message.status === 'done')
      .map(({ role, content: said }): ChatMessage => ({ role, content: said }));
    const history = historyToSend([...conversation, { role: 'user', content }]);

    waiting.current = true;
    setMessages((current) => [
      ...current,
      user,
      { id: placeholderId, role: 'assistant', content: PENDING_CONTENT, status: 'pending' },
    ]);
    askAssistant(history, language)
      .then(
        ({ reply, ...offers }) =>
          settle(placeholderId, {
            id: placeholderId,
            role: 'assistant',
            content: reply,
            status: 'done',
            ...offers,
          }),
        (error: unknown) =>
          settle(placeholderId, {
            id: placeholderId,
            role: 'assistant',
            content: '',
            status: 'failed',
            failure: replyFailure(error),
          }),
      )
      .finally(() => {
        waiting.current = false;
      });
    return 'sent';
  }

  return { messages, pending, send };
}

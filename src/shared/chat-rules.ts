import { Filter } from 'bad-words';
import { CHARS_PER_TOKEN, CHAT_HISTORY_LIMIT, CHAT_MAX_TOKENS } from './limits';
import type { ChatMessage } from './api-contract';

/** Estimated tokens: characters divided by four, rounded up. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

export function isTooLong(text: string): boolean {
  return estimateTokens(text) > CHAT_MAX_TOKENS;
}

let filter: Filter | undefined;

/** Whole-word, case-insensitive match against bad-words' English list. */
export function containsProfanity(text: string): boolean {
  filter ??= new Filter();
  return filter.isProfane(text);
}

export type ChatInputVerdict = 'empty' | 'too_long' | 'profanity' | 'ok';

/** The browser's and the server's single rule for what may be sent to the assistant. */
export function checkChatInput(text: string): ChatInputVerdict {
  if (text.trim() === '') return 'empty';
  if (isTooLong(text)) return 'too_long';
  if (containsProfanity(text)) return 'profanity';
  return 'ok';
}

/** The slice of the conversation that is sent: the newest messages, at most the limit. */
export function historyToSend(messages: readonly ChatMessage[]): ChatMessage[] {
  return messages.slice(-CHAT_HISTORY_LIMIT);
}

import { CHAT_HISTORY_LIMIT } from './limits';
import { checkChatInput, estimateTokens, historyToSend } from './chat-rules';
import type { ChatMessage } from './api-contract';

describe('checkChatInput', () => {
  it.each([
    ['', 'empty'],
    ['   \n\t ', 'empty'],
    ['a'.repeat(2000), 'ok'],
    ['a'.repeat(2001), 'too_long'],
    ['What an ass', 'profanity'],
    ['WHAT AN ASS!', 'profanity'],
    ['I study in a class about assets', 'ok'],
    ['What does Charles build?', 'ok'],
  ])('%j is %s', (text, verdict) => {
    expect(checkChatInput(text)).toBe(verdict);
  });
});

describe('estimateTokens', () => {
  it('divides the character count by four, rounding up', () => {
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
  });
});

describe('historyToSend', () => {
  it('keeps only the newest messages up to the limit', () => {
    const messages: ChatMessage[] = Array.from({ length: 11 }, (_, i) => ({
      role: i % 2 === 0 ? 'user' : 'assistant',
      content: `m${i}`,
    }));
    const sent = historyToSend(messages);
    expect(sent).toHaveLength(CHAT_HISTORY_LIMIT);
    expect(sent[0]?.content).toBe('m3');
    expect(sent.at(-1)?.content).toBe('m10');
  });
});

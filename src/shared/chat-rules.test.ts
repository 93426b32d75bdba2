import fs from 'node:fs';
import path from 'node:path';
import { ORDINARY_SENTENCES } from '../test/ordinary-sentences';
import { CHAT_HISTORY_LIMIT } from './limits';
import { checkChatInput, containsProfanity, estimateTokens, historyToSend } from './chat-rules';
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

describe('the profanity list', () => {
  it.each(ORDINARY_SENTENCES.map((sentence) => [sentence]))('lets %j through', (sentence) => {
    expect(containsProfanity(sentence)).toBe(false);
  });

  it('lets every text of the site through, in both languages', () => {
    const localesDir = path.join(__dirname, '..', 'locales');
    const texts: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') texts.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const lng of fs.readdirSync(localesDir)) {
      for (const file of fs.readdirSync(path.join(localesDir, lng))) {
        collect(JSON.parse(fs.readFileSync(path.join(localesDir, lng, file), 'utf8')));
      }
    }
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter(containsProfanity)).toEqual([]);
  });

  it.each([
    'shit',
    'Fuck you',
    'f u c k',
    'You bitch!',
    'son-of-a-bitch',
    'motherfucker',
    'What a wanker',
    'Du Fotze',
    'sh!t happens',
  ])('still refuses %j', (text) => {
    expect(containsProfanity(text)).toBe(true);
  });

  it('matches whole words only, in any case and next to punctuation', () => {
    expect(containsProfanity('Dickicht, Hellweg, Scunthorpe, assets, classic')).toBe(false);
    expect(containsProfanity('"SHIT!"')).toBe(true);
    expect(containsProfanity('(bitch)')).toBe(true);
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

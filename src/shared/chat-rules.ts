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

/**
 * Words of the list that are not abuse: mild exclamations ("Thank god", "damn good") and
 * ordinary words, often German ("hell" = bright, "dick" = thick, "Lust", "Kraut"), names
 * (Willy, Fanny, Wang) and plain English ("balls", "screw", "pawn", "cum laude", "blue tit").
 * Found by running the list over the site's own texts and a set of ordinary sentences
 * (src/test/ordinary-sentences.ts); chat-rules.test.ts keeps them passing.
 */
export const NOT_PROFANE: ReadonlySet<string> = new Set([
  // mild exclamations
  'god',
  'goddamn',
  'god-damned',
  'god-dam',
  'damn',
  'd4mn',
  'hell',
  'hells',
  'crap',
  'bloody',
  'bugger',
  'poop',
  'fart',
  // ordinary English words and names
  'balls',
  'bum',
  'boner',
  'butt',
  'cox',
  'cum',
  'dink',
  'dinks',
  'fanny',
  'hoar',
  'knob',
  'knobs',
  'nob',
  'pawn',
  'screw',
  'screwing',
  'shag',
  'slag',
  'tit',
  'wang',
  'willy',
  'xxx',
  'sex',
  'sexy',
  'pissed',
  'sadist',
  'homo',
  // anatomy and medicine
  'anal',
  'anus',
  'penis',
  'vulva',
  'labia',
  'semen',
  'enema',
  'feces',
  // ordinary German
  'dick',
  'lust',
  'kraut',
  'muff',
  'hui',
  'schmuck',
]);

let profanity: RegExp | undefined;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * One expression for the whole list: a word counts only where letters, digits or "_" do
 * not continue it on either side (Unicode-aware, so "Dickicht" or "Höllenlärm" never match).
 */
function profanityPattern(): RegExp {
  const words = [...new Set(new Filter().list.map((word) => word.toLowerCase()))]
    .filter((word) => !NOT_PROFANE.has(word))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  return new RegExp(`(?:^|[^\\p{L}\\p{N}_])(?:${words.join('|')})(?=$|[^\\p{L}\\p{N}_])`, 'iu');
}

/** Whole-word, case-insensitive match against bad-words' English list, less NOT_PROFANE. */
export function containsProfanity(text: string): boolean {
  profanity ??= profanityPattern();
  return profanity.test(text);
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

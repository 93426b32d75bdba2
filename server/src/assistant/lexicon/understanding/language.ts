/**
 * The language a visitor writes in, from the message itself: the words the lexicon knows
 * vote (a German "Kann er…", an English "and…"), and tinyld, a maintained n-gram detector,
 * weighs the rest. Names of technologies, people and addresses are taken out first: "React?"
 * is in no language. A request for a language ("in English please") is not the language the
 * visitor writes ("should I write in German?" is English): understanding/language-request.ts
 * reads requests. What stays undecided ("ok", "?", an emoji) falls back to the
 * conversation so far and then to the page's language (replyLanguage in server/src/language.ts).
 */
import { detectAll } from 'tinyld';
import type { Language } from '../../../../../src/shared/languages';
import type { ParsedMessage } from './parse';

/** tinyld is unreliable on a word or two; below this many letters only the lexicon decides. */
const MIN_LETTERS_FOR_DETECTOR = 8;
/** Below this many letters the detector weighs no more than one known word. */
const SHORT_FOR_DETECTOR = 24;
/** The detector reads this much; its cost grows with the text, its accuracy does not. */
const MAX_DETECTOR_CHARS = 300;

function detectorScores(text: string): Record<Language, number> {
  const scores: Record<Language, number> = { en: 0, de: 0 };
  for (const { lang, accuracy } of detectAll(text, { only: ['en', 'de'] })) {
    if (lang === 'en' || lang === 'de') scores[lang] = accuracy;
  }
  return scores;
}

/**
 * Languages already read, per parsed message: a conversation sends its earlier messages with
 * every question, and every turn reads the language of each (tinyld costs ~1 ms a message).
 */
const known = new WeakMap<ParsedMessage, Language | null>();

/** The message's own language, or undefined when it does not show one. */
export function messageLanguage(parsed: ParsedMessage): Language | undefined {
  const seen = known.get(parsed);
  if (seen !== undefined) return seen ?? undefined;
  const lang = detected(parsed);
  known.set(parsed, lang ?? null);
  return lang;
}

function detected(parsed: ParsedMessage): Language | undefined {
  const names = new Set(parsed.techs.map((t) => t.key));
  const rest = parsed.text
    .slice(0, MAX_DETECTOR_CHARS)
    // A quoted term ("Was heißt „mobile first“?") is not the language the visitor writes in.
    .replace(/[„“"«»‚‘'][^„“"«»‚‘']{1,40}[“”"«»‘’']/g, ' ')
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    .split(/\s+/)
    .filter((w) => !names.has(w.toLowerCase().replace(/[^\p{L}]/gu, '')))
    .join(' ');
  const letters = rest.replace(/[^\p{L}]/gu, '').length;
  const detector = letters >= MIN_LETTERS_FOR_DETECTOR ? detectorScores(rest) : { en: 0, de: 0 };
  const votes = parsed.votes.en - parsed.votes.de;
  // Clear word votes outweigh the detector, which misreads a German noun in an English question,
  // and on a few words ("gibts studentenrabatt" reads as English) a word's vote weighs as much.
  const weight = Math.abs(votes) >= 2 || letters < SHORT_FOR_DETECTOR ? 1 : 2;
  const score = votes + weight * (detector.en - detector.de);
  if (score > 0.4) return 'en';
  if (score < -0.4) return 'de';
  return undefined;
}

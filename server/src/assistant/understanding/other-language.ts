/**
 * A message written in a language the chat does not speak ("Bonjour, parlez-vous français ?",
 * "Merhaba, Türkçe konuşuyor musunuz?"): tinyld, the n-gram detector, names another language
 * with confidence, and not one word of the message is a common English or German word (the
 * corpus's own function words), so "Servus, i hätt a Frog" and "Was ist mit GCP?" stay German.
 * Such a message is no topic to guess at: the reply says which languages the chat speaks.
 */
import { detectAll } from 'tinyld';
import { SUPPORTED_LANGUAGES, type Language } from '../../../../src/shared/languages';
import { functionWords, words } from './vocabulary';

/** Below this the detector guesses ("Ciao, parla italiano?" is 6 % Italian to it). */
const MIN_ACCURACY = 0.6;
/** Fewer letters than this are in no language one can tell ("ok", "hi"). */
const MIN_LETTERS = 12;
/** The detector reads this much; its cost grows with the text, its accuracy does not. */
const MAX_DETECTOR_CHARS = 300;

const COMMON = new Set(SUPPORTED_LANGUAGES.flatMap((lang) => [...functionWords(lang)]));

export function inOtherLanguage(message: string): boolean {
  if (message.replace(/[^\p{L}]/gu, '').length < MIN_LETTERS) return false;
  if (words(message).some((w) => COMMON.has(w))) return false;
  const [best] = detectAll(message.slice(0, MAX_DETECTOR_CHARS));
  return (
    best !== undefined &&
    !SUPPORTED_LANGUAGES.includes(best.lang as Language) &&
    best.accuracy >= MIN_ACCURACY
  );
}

/**
 * What the corpus itself says about words: which carry no topic (they occur in the examples
 * of many intents: "the", "does", "kann", "er"). Derived once from corpus/{en,de}.json.
 */
import type { Language } from '../../../../src/shared/languages';
import { CORPUS } from './corpus-data';

/** The intent of an owner's answer ("owner.timeline"). */
export const OWNER_PREFIX = 'owner.';

/** The comparable name of a technology ("Node.js" → "node.js"). */
export function techKey(name: string): string {
  return name.trim().toLowerCase();
}

/** A cuisine or a place named by it ("a small Thai place", "italian restaurant", "griechisches Lokal"). */
export const A_PLACE_AFTER =
  /^[- ]?(place|restaurant|food|kitchen|cuisine|takeaway|take-away|diner|bistro|bar|deli|grocery|supermarket|bakery|café|cafe|shop|store|massage|imbiss|lokal|küche|laden|restaurant|spezialitäten)(?!\p{L})/iu;

/** A word in the examples of at least this many intents carries no topic (of about 70). */
const SPREAD_INTENTS = 20;

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function intentsPerWord(lang: Language): Map<string, number> {
  const spread = new Map<string, Set<string>>();
  for (const { intent, utterances } of CORPUS[lang].data) {
    for (const word of utterances.flatMap(words)) {
      const set = spread.get(word) ?? new Set<string>();
      set.add(intent);
      spread.set(word, set);
    }
  }
  return new Map([...spread].map(([word, set]) => [word, set.size]));
}

const perWord: Record<Language, Map<string, number>> = {
  en: intentsPerWord('en'),
  de: intentsPerWord('de'),
};

/** The words of `lang`'s examples found in the examples of at least `spread` intents. */
export function functionWords(lang: Language, spread = SPREAD_INTENTS): ReadonlySet<string> {
  return new Set([...perWord[lang]].filter(([, n]) => n >= spread).map(([word]) => word));
}

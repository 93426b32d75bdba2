/**
 * Words as the understanding compares them: lower case, umlauts folded, spelling variants and
 * technology names with punctuation (node.js, c++) made single tokens, and an edit distance
 * that forgives the one slip a typing visitor makes ("contcat", "emial", "lebenslauff").
 */
import { STOPWORDS } from './lexicon';

/** Chat spellings that are too short for edit distance to find safely. */
const SPELLINGS: Record<string, string> = {
  wat: 'what',
  wot: 'what',
  whats: 'what',
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  abt: 'about',
  thx: 'thanks',
  ty: 'thanks',
  hes: 'he',
  cya: 'bye',
};

/** Written forms of technologies that a tokenizer would break apart. */
const JOINED: Array<[RegExp, string]> = [
  [/\bnode\.?js\b/gi, 'nodejs'],
  [/\bvue\.?js\b/gi, 'vuejs'],
  [/\bnext\.?js\b/gi, 'nextjs'],
  [/\bc\+\+/gi, 'cpp'],
  [/\bc#/gi, 'csharp'],
  [/\bgoogle cloud( platform)?\b/gi, 'gcp'],
  [/\bamazon web services\b/gi, 'aws'],
  [/\.net\b/gi, 'dotnet'],
  [/\be-?mail/gi, 'email'],
  [/\bit-/gi, 'it '],
];

export function fold(word: string): string {
  return word
    .toLowerCase()
    .replace(/ä/g, 'a')
    .replace(/ö/g, 'o')
    .replace(/ü/g, 'u')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

export interface Word {
  /** Lower case, umlauts folded, spelling variants resolved: what is compared. */
  token: string;
  /** As the visitor typed it: what an answer repeats ("WordPress"). */
  raw: string;
}

/** The message as words, in order. */
export function words(text: string): Word[] {
  let prepared = text.normalize('NFC');
  for (const [pattern, replacement] of JOINED) prepared = prepared.replace(pattern, replacement);
  return prepared
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((raw) => {
      const folded = fold(raw);
      return { token: SPELLINGS[folded] ?? folded, raw };
    });
}

export function tokenize(text: string): string[] {
  return words(text).map((word) => word.token);
}

/** Optimal string alignment distance (a swap of neighbours is one edit), stopping past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const above = rows[i - 1] ?? [];
      let value = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (i > 0 && best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]?.[b.length] ?? max + 1;
}

/** How many slips a word of this length may carry and still be recognised. */
export function allowedSlips(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** Each language's stop words, folded: built once, for the parser and the service matching. */
export const STOP_WORDS: Readonly<Record<'en' | 'de', readonly string[]>> = {
  en: STOPWORDS.en.split('|').map(fold),
  de: STOPWORDS.de.split('|').map(fold),
};

/**
 * Which of the owner's service lines a question is about: a search (minisearch: BM25 with
 * prefix and typo-tolerant matching, words stemmed per language by nlp.js's stemmers) over
 * the lines of the About section and the business's highlights, built once per fact base.
 */
import { StemmerDe } from '@nlpjs/lang-de';
import { StemmerEn } from '@nlpjs/lang-en-min';
import MiniSearch from 'minisearch';
import type { Language } from '../../../../src/shared/languages';
import type { Facts, ServiceGroup } from '../knowledge/facts';
import { ENTITIES } from '../understanding/corpus-data';
import { functionWords, words } from '../understanding/vocabulary';

export interface LineHit {
  line: string;
  /** The area the line is listed under; undefined for the business's highlights. */
  group: ServiceGroup | undefined;
  score: number;
  /** The question's words the line shares. */
  matched: string[];
}

interface Doc {
  id: number;
  text: string;
}

const STEMMERS: Record<Language, { stemWord(word: string): string }> = {
  en: new StemmerEn(),
  de: new StemmerDe(),
};

/** A word of the examples of this many intents says nothing about a service (of about 70). */
const SERVICE_STOP_SPREAD = 40;

/** Lines scoring below this share of the best line's score are left out. */
const RELATIVE_CUTOFF = 0.7;
/** A German need word this long is found inside a compound too ("Mandantenportal", "Terminanfrage"). */
const COMPOUND_MIN_CHARS = 6;
/** The need for a website at all: its line only after the lines of what the site should do. */
const GENERAL_NEED = 'websites';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a need word is found: whole words (a plural allowed); in German also inside a compound. */
function needPattern(word: string, lang: Language): RegExp {
  const w = escape(word.toLowerCase());
  return lang === 'de' && word.length >= COMPOUND_MIN_CHARS && !word.includes(' ')
    ? new RegExp(`${w}`, 'iu')
    : new RegExp(`(?<!\\p{L})${w}(s|es|e|en|n)?(?!\\p{L})`, 'iu');
}

export class ServiceLines {
  private readonly search: MiniSearch<Doc>;
  private readonly lines: Array<{ line: string; group: ServiceGroup | undefined }>;
  private readonly stop: ReadonlySet<string>;
  private readonly stemmer: { stemWord(word: string): string };
  /** Words that ask for services in general ("service", "offer"), not for one of them. */
  private readonly generic: ReadonlySet<string>;
  /** Each need (entities.json) whose marker a line contains: its words and that line. */
  private readonly needs: Array<{ words: RegExp[]; line: string; general: boolean }>;

  constructor(private readonly facts: Facts) {
    // Only the commonest words: "website" or "team" can be what a service line is about.
    this.stop = functionWords(facts.lang, SERVICE_STOP_SPREAD);
    this.stemmer = STEMMERS[facts.lang];
    this.lines = [
      ...facts.services.flatMap((group) => group.items.map((line) => ({ line, group }))),
      ...facts.businessInfo.highlights.map((line) => ({ line, group: undefined })),
    ];
    this.generic = new Set(ENTITIES.serviceWords[facts.lang].flatMap((w) => this.term(w) ?? []));
    this.search = new MiniSearch<Doc>({
      fields: ['text'],
      processTerm: (term) => this.term(term),
      // Typos and word beginnings only for longer words: "after" is no beginning of "afterwards".
      searchOptions: {
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        prefix: (term) => term.length >= 5,
        combineWith: 'OR',
      },
    });
    this.search.addAll(this.lines.map((l, id) => ({ id, text: l.line })));
    this.needs = Object.entries(ENTITIES.needs).flatMap(([key, need]) => {
      const marker = need.line[facts.lang];
      const found = this.lines.find((l) => l.line.toLowerCase().includes(marker));
      return found
        ? [
            {
              words: need[facts.lang].map((w) => needPattern(w, facts.lang)),
              line: found.line,
              general: key === GENERAL_NEED,
            },
          ]
        : [];
    });
  }

  /**
   * The lines of what a prospect's message names ("online appointment requests", "ein
   * Mandantenportal", "printers and Outlook"), in the order the message names them, a website
   * in general last (`withGeneral` false: not at all).
   */
  needed(text: string, withGeneral = true): string[] {
    return this.needs
      .filter((need) => withGeneral || !need.general)
      .flatMap(({ words, line, general }) => {
        const at = Math.min(...words.map((w) => text.search(w)).filter((i) => i >= 0));
        return Number.isFinite(at) ? [{ at, line, general }] : [];
      })
      .sort((a, b) => Number(a.general) - Number(b.general) || a.at - b.at)
      .map((hit) => hit.line)
      .filter((line, i, all) => all.indexOf(line) === i);
  }

  /** A word as it is compared: lower case, umlauts folded, stemmed; nothing for a function word. */
  private term(word: string): string | null {
    // "email" is the "e-mail" of the lines ("E-Mail", "e-mail set-up"), split at its hyphen.
    const folded = word
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/^emails?$/, 'mail');
    if (folded.length < 2 || this.stop.has(folded)) return null;
    return this.stemmer.stemWord(folded);
  }

  /**
   * The content words of a question, as compared ("services" and the like left out), without
   * the words in `skip` (as written, lower case, umlauts folded).
   */
  terms(text: string, skip?: ReadonlySet<string>): string[] {
    return words(text).flatMap((w) => {
      if (skip?.has(w)) return [];
      const term = this.term(w);
      return term && !this.generic.has(term) ? [term] : [];
    });
  }

  /** The lines that answer `text` best (at most two); none for a question about services in general. */
  best(text: string, skip?: ReadonlySet<string>): LineHit[] {
    const terms = this.terms(text, skip);
    if (!terms.length) return [];
    const results = this.search.search(terms.join(' '));
    const top = results[0]?.score ?? 0;
    return results
      .filter((r) => r.score >= top * RELATIVE_CUTOFF)
      .slice(0, 2)
      .flatMap((r) => {
        const entry = this.lines[Number(r.id)];
        return entry ? [{ ...entry, score: r.score, matched: r.queryTerms }] : [];
      });
  }
}

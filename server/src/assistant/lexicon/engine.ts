/**
 * The previous built-in engine, by cue words (understanding/lexicon.ts) and hand-written
 * rules: it answers what the classifier (../understanding/) is not sure of, until the
 * classifier's held-out figures beat it on every slice; then this folder goes. Unchanged but
 * for `answer`'s reply language, so the combined engine can repeat an answer in the other
 * language.
 */
import type { ChatMessage } from '../../../../src/shared/api-contract';
import type { Language } from '../../../../src/shared/languages';
import { replyLanguage } from '../../language';
import { Composer } from './answering/compose';
import type { FactBase } from '../knowledge/facts';
import { contextOf, understand, type Understanding } from './understanding/conversation';
import { messageLanguage } from './understanding/language';
import { LANGUAGE_REQUEST } from './understanding/lexicon';
import { Lexicon, requestedLanguage, type ParsedMessage } from './understanding/parse';

/** Words around a language request that ask nothing themselves ("und auf Deutsch bitte"). */
const REQUEST_FILLER =
  /\b(and|und|now|jetzt|again|nochmal|noch mal|sorry|entschuldigung|could|can|you|would|kannst|konnen|können|sie|du|das|that|it|es|the|answer|please|bitte|mir|me|yes|ja|ok|okay)\b/gi;

/** The language requests, to cut out of a message wherever they stand. */
const LANGUAGE_REQUESTS_ANYWHERE = LANGUAGE_REQUEST.map(
  ({ pattern }) => new RegExp(pattern.source, 'gi'),
);

/** The message does nothing but ask for another language. */
function onlyAsksForLanguage(text: string): boolean {
  let rest = text;
  for (const pattern of LANGUAGE_REQUESTS_ANYWHERE) rest = rest.replace(pattern, ' ');
  return rest.replace(REQUEST_FILLER, ' ').replace(/[^\p{L}\p{N}]+/gu, '') === '';
}

export interface Turn {
  /** The language to answer in. */
  lang: Language;
  understood: Understanding;
}

/** Parsed messages kept for the next questions of the same conversations. */
const PARSED_ENTRIES = 2000;

export class LexiconAssistant {
  private readonly parsed = new Map<string, ParsedMessage>();
  private readonly lexicon: Lexicon;
  private readonly composer: Composer;

  constructor(readonly facts: FactBase) {
    this.lexicon = new Lexicon(facts);
    this.composer = new Composer(facts);
  }

  /** The language to answer the newest message in, and every message read once. */
  private languageOf(
    history: readonly ChatMessage[],
    page: Language | undefined,
  ): { lang: Language; parse: (message: string) => ParsedMessage } {
    const parse = (message: string) => {
      let parsed = this.parsed.get(message);
      if (!parsed) {
        // A conversation sends its earlier messages again with every question.
        if (this.parsed.size >= PARSED_ENTRIES) this.parsed.clear();
        this.parsed.set(message, (parsed = this.lexicon.parse(message)));
      }
      return parsed;
    };
    const earlier = history
      .slice(0, -1)
      .filter((m) => m.role === 'user')
      .reverse()
      .map((m) => messageLanguage(parse(m.content)));
    const newest = messageLanguage(parse(history.at(-1)?.content ?? ''));
    return { lang: replyLanguage(newest, earlier, page), parse };
  }

  /** The language to answer the newest message in (the model answers in it too). */
  language(history: readonly ChatMessage[], page: Language | undefined): Language {
    return this.languageOf(history, page).lang;
  }

  /** What the newest message asks, and in which language to answer it. */
  read(history: readonly ChatMessage[], page: Language | undefined): Turn {
    const { lang, parse } = this.languageOf(history, page);
    const facts = this.facts[lang];
    const parsed = parse(history.at(-1)?.content ?? '');
    return { lang, understood: understand(parsed, contextOf(history, parse, facts), facts) };
  }

  answer(
    history: readonly ChatMessage[],
    page: Language | undefined,
    replyIn?: Language,
  ): { reply: string; lang: Language } {
    // "In German please" after a question: that question again, in the language asked for.
    const requested = requestedLanguage(history.at(-1)?.content ?? '');
    const previous = history.slice(0, -1).findLastIndex((m) => m.role === 'user');
    if (requested && onlyAsksForLanguage(history.at(-1)?.content ?? '')) {
      if (previous < 0) {
        // Nothing asked yet: what can be asked, in that language.
        const turn = this.read(history, page);
        return {
          reply: this.composer.reply({ ...turn.understood, intents: ['prompt'] }, '', requested),
          lang: requested,
        };
      }
      const earlier = history.slice(0, previous + 1);
      const turn = this.read(earlier, page);
      const text = earlier.at(-1)?.content ?? '';
      return {
        reply: this.composer.reply(turn.understood, text, requested, turn.lang),
        lang: requested,
      };
    }
    const turn = this.read(history, page);
    const text = history.at(-1)?.content ?? '';
    const lang = replyIn ?? turn.lang;
    return { reply: this.composer.reply(turn.understood, text, lang, turn.lang), lang };
  }
}

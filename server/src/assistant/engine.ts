/**
 * The built-in assistant: knowledge (the fact base), understanding (language, topic and the
 * conversation's focus) and answering (the reply), wired together. No network, no model:
 * a reply costs well under a millisecond.
 */
import type { ChatMessage } from '../../../src/shared/api-contract';
import type { Language } from '../../../src/shared/languages';
import { replyLanguage } from '../language';
import { Composer } from './answering/compose';
import type { FactBase } from './knowledge/facts';
import { contextOf, understand, type Understanding } from './understanding/conversation';
import { messageLanguage } from './understanding/language';
import { Lexicon } from './understanding/parse';

export interface Turn {
  /** The language to answer in. */
  lang: Language;
  understood: Understanding;
}

export class BuiltInAssistant {
  private readonly lexicon: Lexicon;
  private readonly composer: Composer;

  constructor(readonly facts: FactBase) {
    this.lexicon = new Lexicon(facts);
    this.composer = new Composer(facts);
  }

  /** What the newest message asks, and in which language to answer it. */
  read(history: readonly ChatMessage[], page: Language | undefined): Turn {
    const last = history.at(-1)?.content ?? '';
    const parsed = this.lexicon.parse(last);
    const earlier = history
      .slice(0, -1)
      .filter((m) => m.role === 'user')
      .reverse()
      .map((m) => messageLanguage(this.lexicon.parse(m.content)));
    const lang = replyLanguage(messageLanguage(parsed), earlier, page);
    const facts = this.facts[lang];
    return { lang, understood: understand(parsed, contextOf(history, this.lexicon, facts), facts) };
  }

  answer(
    history: readonly ChatMessage[],
    page: Language | undefined,
  ): { reply: string; lang: Language } {
    const turn = this.read(history, page);
    const text = history.at(-1)?.content ?? '';
    return { reply: this.composer.reply(turn.understood, text, turn.lang), lang: turn.lang };
  }
}

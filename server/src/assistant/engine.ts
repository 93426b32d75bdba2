/**
 * The built-in assistant: knowledge (the fact base), understanding (the message's language,
 * what it asks and how sure that is) and answering (the reply), wired together. No network,
 * no model.
 *
 * Two understandings read each message: the classifier (understanding/, trained on the corpus
 * and the owner's answers) and the previous cue-word engine (lexicon/). Where both read the same
 * kind of question, the cue-word engine answers (its answers are the more detailed); where they
 * differ, or only the classifier is sure, the classifier's reading is answered; where only the
 * cue-word engine reads something, it answers as before. When neither understands, the reply
 * says so, offers the closest questions it can answer and the handoff to the owner; an answer
 * the site leaves open offers the handoff too.
 */
import type { ChatChoice, ChatHandoff, ChatMessage } from '../../../src/shared/api-contract';
import { isLanguage, type Language } from '../../../src/shared/languages';
import { CHAT_CHOICES_MAX } from '../../../src/shared/limits';
import { Composer } from './answering/compose';
import { PHRASES } from './answering/phrases';
import { fill } from './answering/text';
import { handoffFor } from './handoff';
import type { FactBase } from './knowledge/facts';
import { Classifier } from './understanding/classifier';
import { Reader, type Reading } from './understanding/reading';
import { LexiconAssistant } from './lexicon/engine';
import { PHRASES as LEXICON_PHRASES } from './lexicon/answering/phrases';

/** How a built-in reply came about (logged and counted, never the message). */
export type Outcome = 'answered' | 'notSure' | 'handoff';

export interface BuiltInReply {
  reply: string;
  lang: Language;
  outcome: Outcome;
  choices?: ChatChoice[];
  handoff?: ChatHandoff;
}

/** Kinds of question: answers within one kind are the cue-word engine's to give. */
const FAMILIES: string[][] = [
  ['services'],
  ['projects', 'projectTech', 'projectLink', 'moreProjects'],
  ['skills', 'skillCheck', 'skillKind', 'skillLevel', 'learning'],
  ['contact', 'email', 'phone', 'linkedin', 'github', 'cv'],
  ['overview', 'title', 'name', 'business'],
  ['location', 'address'],
  ['education'],
  ['languages', 'nationality'],
  ['personal', 'privateRequest'],
  ['prices'],
  ['availability'],
  ['legal', 'vat'],
  ['design'],
  ['greeting', 'thanks', 'goodbye', 'howAreYou', 'ack'],
  ['offTopic', 'task'],
  ['roleChange'],
];
/** The kind of an intent; every intent outside FAMILIES is a kind of its own. */
function familyOf(intent: string): string {
  return FAMILIES.find((family) => family.includes(intent))?.[0] ?? intent;
}
/** The cue-word engine's answers that leave the question to the owner. */
const LEXICON_OPEN = new Set([
  'personal',
  'why',
  'prices',
  'availability',
  'employment',
  'duration',
  'workplace',
  'nationality',
  'relay',
  'urgent',
  'quality',
  'messenger',
]);

/** What is offered when nothing came close (and after a complaint). */
const DEFAULT_CHOICES = ['services', 'prices', 'contact'];

const same = (a: string | undefined, b: string) =>
  a !== undefined && a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export class BuiltInAssistant {
  private constructor(
    readonly facts: FactBase,
    private readonly reader: Reader,
    private readonly composer: Composer,
    private readonly lexicon: LexiconAssistant,
  ) {}

  /** Trains the understanding on the corpus and the owner's answers (well under a second). */
  static async create(facts: FactBase, modelDirs: string[] = []): Promise<BuiltInAssistant> {
    const classifier = await Classifier.load(facts, modelDirs);
    return new BuiltInAssistant(
      facts,
      new Reader(classifier),
      new Composer(facts, (key) => classifier.techName(key)),
      new LexiconAssistant(facts),
    );
  }

  /** The language to answer the newest message in (the model answers in it too). */
  language(history: readonly ChatMessage[], page: Language | undefined): Language {
    return this.lexicon.language(history, page);
  }

  async answer(
    history: readonly ChatMessage[],
    page: Language | undefined,
    replyIn?: Language,
  ): Promise<BuiltInReply> {
    const read = this.language(history, page);
    const lang = replyIn ?? read;
    const reading = await this.reader.read(history, read);
    const [intent] = reading.intents;
    if (intent === 'repeatInLanguage') return this.inAnotherLanguage(history, reading, lang, page);
    const understood = this.lexicon.read(history, page).understood;
    const lexicon = understood.intents[0] ?? 'unknown';
    // Where both read the same kind of question, the cue-word engine's answers are the more
    // detailed; where they differ, the classifier is right far more often (npm run
    // eval:calibrate); a kind of work asked for is the cue-word engine's (it checks it against
    // the services).
    const classifierAnswers =
      intent !== undefined &&
      familyOf(intent) !== familyOf(lexicon) &&
      !(lexicon === 'services' && understood.work.length > 0);
    const previous = history.slice(0, -1).findLast((m) => m.role === 'assistant')?.content;
    if (!classifierAnswers) {
      if (lexicon === 'unknown') return this.notSure(history, reading, reading.closest, lang);
      const { reply } = this.lexicon.answer(history, page, replyIn);
      // Its answers that send the question on: the site does not say, or does not cover all of it.
      const phrases = LEXICON_PHRASES[lang];
      const open =
        LEXICON_OPEN.has(lexicon) ||
        [phrases.missing, phrases.detailsAsk, phrases.workAsk].some((p) =>
          reply.includes(fill(p, this.facts[lang])),
        );
      return {
        reply,
        lang,
        outcome: open ? 'handoff' : 'answered',
        ...(open ? { handoff: handoffFor(history, reading.continues) } : {}),
      };
    }
    const answer = this.composer.reply(reading, lang);
    // The same answer again would answer a different question than the one just asked.
    if (!answer.text || same(previous, answer.text)) {
      const others = reading.closest.filter((i) => !reading.intents.includes(i));
      return this.notSure(history, reading, others, lang);
    }
    const choices = intent === 'complaint' ? this.choices(DEFAULT_CHOICES, lang) : undefined;
    return {
      reply: answer.text,
      lang,
      outcome: answer.open ? 'handoff' : 'answered',
      ...(choices ? { choices } : {}),
      ...(answer.open ? { handoff: handoffFor(history, reading.continues) } : {}),
    };
  }

  /** "In English please": the previous question again, in the language asked for. */
  private async inAnotherLanguage(
    history: readonly ChatMessage[],
    reading: Reading,
    lang: Language,
    page: Language | undefined,
  ): Promise<BuiltInReply> {
    const named = reading.mentions.find((m) => m.entity === 'language' && isLanguage(m.key))?.key;
    const lastReply = history.findLast((m) => m.role === 'assistant')?.content ?? '';
    const replied = this.language([{ role: 'user', content: lastReply }], lang);
    const target: Language = named && isLanguage(named) ? named : replied === 'de' ? 'en' : 'de';
    const before = history.slice(0, -1).findLastIndex((m) => m.role === 'user');
    if (before < 0) {
      const f = this.facts[target];
      return { reply: fill(PHRASES[target].prompt, f), lang: target, outcome: 'answered' };
    }
    return this.answer(history.slice(0, before + 1), page, target);
  }

  private choices(intents: string[], lang: Language): ChatChoice[] {
    return intents
      .flatMap((intent) => {
        const label = this.composer.choice(intent, lang);
        return label ? [{ label, ask: label }] : [];
      })
      .slice(0, CHAT_CHOICES_MAX);
  }

  private notSure(
    history: readonly ChatMessage[],
    reading: Reading,
    closest: string[],
    lang: Language,
  ): BuiltInReply {
    const choices = this.choices(closest, lang);
    const p = PHRASES[lang];
    const f = this.facts[lang];
    return {
      reply: fill(
        choices.length > 1 ? p.notSureChoices : choices.length ? p.notSureChoice : p.notSure,
        f,
      ),
      lang,
      outcome: 'notSure',
      ...(choices.length ? { choices } : {}),
      handoff: handoffFor(history, reading.continues),
    };
  }
}

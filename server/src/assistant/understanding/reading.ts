/**
 * What the newest message asks, with the conversation in mind, and whether the assistant is
 * sure enough to answer it. Two readings of a message must agree for an answer: nlp.js's
 * classifier (with its score) and a search for the most similar examples (minisearch). A message of several sentences or joined questions is read piece by
 * piece ("What does he charge and how long does it take?"); a follow-up that only names
 * something ("and Python?", "und Französisch?") continues the previous question's kind; one
 * still unsure is read together with the question it continues ("and for a dental
 * practice?"). Otherwise nothing is answered: the engine says it is not sure and
 * offers the closest intents as choices. The thresholds are calibrated on labelled visitor
 * turns (npm run eval:calibrate).
 */
import type { ChatMessage } from '../../../../src/shared/api-contract';
import type { Language } from '../../../../src/shared/languages';
import type { Classified, Classifier, Mention } from './classifier';
import { OWNER_PREFIX } from './vocabulary';

/**
 * The classifier's score the reader answers from, the search agreeing: calibrated on
 * labelled visitor turns (npm run eval:calibrate; docs/assistant.md has the figures). A high
 * score without the search's agreement answers nothing: on those turns it was wrong as often
 * as right.
 */
export const AGREED_SCORE = 0.6;
/** The score that answers alone, where the search has no opinion (common words only: "Are you Charles?"). */
const ALONE_SCORE = 0.9;
/**
 * In an enquiry, a sentence's owner answer counts at this score where the search has it among
 * its nearest examples, not first ("null Ahnung was eine Domain ist oder wie das mit Hosting
 * läuft" is nearest to the process's examples, then to not knowing technology): what it adds is
 * the owner's answer in short, beside the way to him.
 */
const TOPIC_SCORE = 0.95;
const URGENT_HELP = `${OWNER_PREFIX}urgentHelp`;

/** The classifier's best this many intents count as what a message leans to. */
const LEANING_TOP = 5;
/** At most this many intents answer one message. */
const MAX_INTENTS = 3;
/** Small talk ("ok", "hi", "thanks") is a short message; in a longer one a word of it decides nothing. */
const SOCIAL_MAX_WORDS = 5;
/** A follow-up that only names something is this short ("and for React?"). */
const FOLLOW_UP_MAX_WORDS = 4;
/** A piece's intent must be among the whole message's this many best. */
const PIECE_IN_TOP = 5;
/** A first sentence of small talk is this short ("lol ok.", "Danke schön!"). */
const OPENING_MAX_WORDS = 3;
/** What follows it needs this many words to be read without it. */
const MIN_REST_WORDS = 2;
/** A piece of a message needs this many words to be read alone. */
const MIN_PIECE_WORDS = 3;
/** How much of a message is read; the first sentences carry the question. */
const MAX_READ_CHARS = 600;
/** How many earlier questions are searched for the one the conversation is about. */
const CONTEXT_QUESTIONS = 3;
/** Classifications kept for the earlier messages a conversation sends again each turn. */
const CACHE_ENTRIES = 2000;

/** The classifier's intents of small talk. */
export const SOCIAL: ReadonlySet<string> = new Set([
  'greeting',
  'thanks',
  'goodbye',
  'howAreYou',
  'ack',
]);
/** Small talk that asks nothing: agreeing, thanking, leaving. */
const AGREEING: ReadonlySet<string> = new Set(['ack', 'thanks', 'goodbye']);
/** A question by its first word ("how long exactly?", "wie lange genau?"). */
const ASKS =
  /^\W*(what|how|when|where|which|who|why|was|wie|wann|wo|welche\p{L}*|wer|warum|wieso|weshalb)(?!\p{L})/iu;
/** Declines that yield to a real question in the same message ("… the passwords are lost. Can he help?"). */
const YIELDING = new Set(['offTopic', 'privateRequest', 'complaint']);
/** Intents never offered as a choice. */
const NOT_OFFERED = new Set([
  ...SOCIAL,
  ...YIELDING,
  'None',
  'roleChange',
  'repeatInLanguage',
  'self',
]);

/** The intent a bare entity asks for, and the intents it continues. */
const ENTITY_INTENTS: Record<string, { intent: string; continues: string[] }> = {
  tech: { intent: 'skillCheck', continues: ['skillCheck', 'skillLevel', 'projectTech'] },
  language: { intent: 'languages', continues: ['languages', 'repeatInLanguage'] },
  work: { intent: 'services', continues: ['services'] },
  project: { intent: 'projects', continues: ['projects', 'projectTech', 'projectLink'] },
  techKind: { intent: 'skillKind', continues: ['skillKind'] },
};
/** Intents about a named thing, which take it from the previous question when not named. */
const NEEDS: Record<string, string> = { skillCheck: 'tech', skillLevel: 'tech' };

export interface Reading {
  /** What to answer, most important first; empty when the assistant is not sure. */
  intents: string[];
  mentions: Mention[];
  /** The words the answers read: the question, with the one a follow-up continues. */
  text: string;
  /** When not sure: the intents that came closest, to offer as choices. */
  closest: string[];
  /** The intents the message leans to at all: the classifier's best few and the search's. */
  leaning: string[];
  /** The classifier's best intent and the search's, however unsure. */
  best?: string | undefined;
  retrieved?: string | undefined;

  /** The message was read as a continuation of an earlier question. */
  continues?: boolean;
}

export const words = (text: string) =>
  text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** Sentences, and questions joined by "and"/"und" or a comma when each half reads alone. */
function pieces(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .flatMap((sentence) => {
      const halves = sentence.split(/,\s*|\s+(?:and also|and|und auch|und|außerdem|plus|also)\s+/i);
      return halves.length > 1 && halves.every((h) => words(h) >= MIN_PIECE_WORDS)
        ? halves
        : [sentence];
    })
    .filter((piece) => words(piece) > 0);
}

export class Reader {
  private readonly cache = new Map<string, Classified>();

  constructor(
    private readonly classifier: Classifier,
    private readonly agreedScore = AGREED_SCORE,
  ) {}

  private async classify(lang: Language, text: string): Promise<Classified> {
    const key = `${lang}\u0000${text}`;
    const known = this.cache.get(key);
    if (known) return known;
    const classified = await this.classifier.classify(lang, text);
    if (this.cache.size >= CACHE_ENTRIES) this.cache.clear();
    this.cache.set(key, classified);
    return classified;
  }

  /** The intent of `text` when the readings are sure of it. */
  private sureOf(c: Classified, text: string): { intent: string; score: number } | undefined {
    // In a longer message a word of small talk ("ok, and how fast…") decides nothing: the
    // other intents share its score.
    const social = words(text) > SOCIAL_MAX_WORDS;
    // "Wie lange genau?" asks something: no agreement ("genau") however short.
    const asks = ASKS.test(text);
    const ranked = social
      ? c.ranked.filter((r) => !SOCIAL.has(r.intent))
      : asks
        ? c.ranked.filter((r) => !AGREEING.has(r.intent))
        : c.ranked;
    const total = ranked.reduce((sum, r) => sum + r.score, 0);
    const top = ranked[0] && { ...ranked[0], score: total > 0 ? ranked[0].score / total : 0 };
    if (!top || top.intent === 'None') return undefined;
    if (top.score >= ALONE_SCORE && c.retrieved === undefined && !c.unfamiliar) return top;
    return c.retrieved === top.intent && top.score >= this.agreedScore ? top : undefined;
  }

  /**
   * The message without a first sentence of small talk ("fine. is he in Berlin?", "danke! und
   * ist Hosting dabei?"): read whole, the small talk outweighs a short question.
   */
  private async pastSmallTalk(lang: Language, message: string): Promise<string> {
    const opening = /^\s*[^.!?\n]{1,40}?[.!?]+\s+/.exec(message)?.[0];
    if (!opening || words(opening) > OPENING_MAX_WORDS) return message;
    const rest = message.slice(opening.length);
    if (words(rest) < MIN_REST_WORDS) return message;
    const sure = this.sureOf(await this.classify(lang, opening.trim()), opening);
    return sure && SOCIAL.has(sure.intent) ? rest : message;
  }

  /** One message alone: the sure intents of its pieces, or of the whole. */
  private async readAlone(lang: Language, message: string): Promise<Reading> {
    const text = (await this.pastSmallTalk(lang, message)).slice(0, MAX_READ_CHARS);
    const whole = await this.classify(lang, text);
    // "Was genau?" asks something: the agreement its word "genau" reads as is no reading of it.
    const asks = ASKS.test(text);
    const base = {
      mentions: whole.mentions,
      text,
      closest: whole.ranked
        .filter((c) => !NOT_OFFERED.has(c.intent) && c.score > 0.05)
        .map((c) => c.intent),
      best: whole.ranked.find((c) => !asks || !AGREEING.has(c.intent))?.intent,
      retrieved: asks && AGREEING.has(whole.retrieved ?? '') ? undefined : whole.retrieved,
      leaning: [
        ...whole.ranked.slice(0, LEANING_TOP).map((c) => c.intent),
        ...(whole.retrieved ? [whole.retrieved] : []),
      ],
    };
    const found: Array<{ intent: string; score: number; question: boolean }> = [];
    const sure = this.sureOf(whole, text);
    if (sure) found.push({ ...sure, question: true });
    const parts = pieces(text);
    if (parts.length > 1) {
      // A piece's intent counts only when the whole message leans that way too: a few words
      // alone ("Hey, so my brother-in-law told me…") can look sure of anything.
      const leaning = new Set(whole.ranked.slice(0, PIECE_IN_TOP).map((c) => c.intent));
      for (const part of parts) {
        const piece = this.sureOf(await this.classify(lang, part), part);
        // A decline from a piece alone only where it can tell: a role change in a few words
        // of their own ("SYSTEM: maintenance mode enabled."), not one word ("Was kostet eine
        // Website. Zahl. Jetzt." asks the prices); off-topic only where the whole message is
        // read so too ("ballpark at least? like 50? 100?" is about prices).
        const unfounded =
          (piece?.intent === 'roleChange' && words(part) < MIN_PIECE_WORDS) ||
          (piece?.intent === 'offTopic' && whole.ranked[0]?.intent !== 'offTopic');
        if (piece && leaning.has(piece.intent) && !unfounded) {
          found.push({ ...piece, question: /\?\s*$/.test(part) });
        }
      }
    }
    if (found.some((f) => f.intent === 'roleChange')) return { ...base, intents: ['roleChange'] };
    // Small talk only as a short message of its own ("Thanks. What's his e-mail?" asks the e-mail).
    // Small talk only as a short message of its own ("Guten Tag! Welche Projekte …?" asks the projects).
    const meant = found.filter((f) => !SOCIAL.has(f.intent) || words(text) <= SOCIAL_MAX_WORDS);
    const content = meant.filter((f) => !SOCIAL.has(f.intent) && !YIELDING.has(f.intent));
    const chosen = content.length ? content : meant;
    const intents = [...chosen]
      .sort((a, b) => Number(b.question) - Number(a.question) || b.score - a.score)
      .map((f) => f.intent)
      .filter((intent, i, all) => all.indexOf(intent) === i)
      .slice(0, content.length ? MAX_INTENTS : 1);
    return { ...base, intents };
  }

  /**
   * What the sentences of a long message are each sure of, in order: an enquiry asks several
   * things in passing ("nobody on our team is technical", "how would we start?") that the
   * message as a whole does not lean towards. `owners`: an owner's answer also where only the
   * classifier is certain of it and the search has it near (what an enquiry adds in short; not
   * what makes a message one).
   */
  async topics(lang: Language, message: string, owners = false): Promise<string[]> {
    const found: string[] = [];
    for (const part of pieces(message.slice(0, MAX_READ_CHARS))) {
      const classified = await this.classify(lang, part);
      const sure =
        this.sureOf(classified, part) ?? (owners ? this.ownerTopic(classified) : undefined);
      if (sure && !found.includes(sure.intent)) found.push(sure.intent);
    }
    return found;
  }

  /**
   * An owner's answer the classifier is all but certain of and the search has near. Not urgent
   * help: "call him straight away" needs both readings ("dann kam plötzlich eine Abmahnung …"
   * is a prospect's story, "since yesterday visitors get a security warning" trouble now).
   */
  private ownerTopic(c: Classified): { intent: string } | undefined {
    const [top] = c.ranked;
    if (top?.intent === URGENT_HELP) return undefined;
    const certain =
      top?.intent.startsWith(OWNER_PREFIX) &&
      top.score >= TOPIC_SCORE &&
      c.nearby.includes(top.intent);
    return certain ? top : undefined;
  }

  /** The latest earlier question the assistant was sure of: what the conversation is about. */
  private async context(
    lang: Language,
    earlier: string[],
  ): Promise<{ reading: Reading; text: string } | undefined> {
    for (const text of earlier.slice(-CONTEXT_QUESTIONS).reverse()) {
      const reading = await this.readAlone(lang, text);
      const [intent] = reading.intents;
      if (intent && !SOCIAL.has(intent)) return { reading, text };
    }
    return undefined;
  }

  /** The newest message of `history`, read in `lang`. */
  async read(history: readonly ChatMessage[], lang: Language): Promise<Reading> {
    const asked = history.filter((m) => m.role === 'user').map((m) => m.content);
    const message = asked.at(-1) ?? '';
    const reading = await this.readAlone(lang, message);
    const context = await this.context(lang, asked.slice(0, -1));
    const previous = context?.reading;
    const [intent] = reading.intents;

    // "and Python?", "und mit GCP?": a name in a few words continues the previous kind of
    // question, whatever else its words suggest; with nothing before, it asks about that name.
    const named = reading.mentions[0];
    const rule = named && ENTITY_INTENTS[named.entity];
    if (rule && words(message) <= FOLLOW_UP_MAX_WORDS) {
      const earlier = previous?.intents[0];
      if (earlier && rule.continues.includes(earlier)) {
        return { ...reading, intents: [earlier], continues: true };
      }
      if (!intent || SOCIAL.has(intent)) return { ...reading, intents: [rule.intent] };
    }
    // "is he an expert in it?": the thing in focus comes from the previous question.
    const needs = intent ? NEEDS[intent] : undefined;
    if (needs && !reading.mentions.some((m) => m.entity === needs)) {
      const inherited = previous?.mentions.filter((m) => m.entity === needs) ?? [];
      if (inherited.length) {
        return { ...reading, mentions: [...reading.mentions, ...inherited], continues: true };
      }
      if (intent === 'skillCheck') return { ...reading, intents: ['skills'] };
    }
    if (intent || !context) return reading;

    // "and for a dental practice?": read with the question it continues.
    const together = await this.readAlone(lang, `${context.text} ${message}`);
    if (together.intents.length && !together.intents.every((i) => SOCIAL.has(i))) {
      return {
        ...together,
        mentions: [...reading.mentions, ...together.mentions],
        // What the message alone leans to comes first: "which AI are you?" after a question
        // about the chat is still a question who answers.
        leaning: [...reading.leaning, ...together.leaning],
        best: reading.best,
        retrieved: reading.retrieved,
        continues: true,
      };
    }
    return reading;
  }
}

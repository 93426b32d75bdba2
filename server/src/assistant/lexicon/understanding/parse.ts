/**
 * One message, read: which topics its words point to (with weights), which technologies,
 * human languages and projects it names, whether it is about the owner, which words nothing
 * explains, and how its words vote on the language it is written in. The vocabulary is the
 * lexicon plus names taken from the facts (skills, project names, the owner's name), compiled
 * once; reading a message is a few map look-ups per word.
 */
import type { Language } from '../../../../../src/shared/languages';
import { languageNames } from '../../knowledge/compile';
import type { FactBase } from '../../knowledge/facts';
import { CORPUS } from '../../understanding/corpus-data';
import { A_PLACE_AFTER } from '../../understanding/vocabulary';
import {
  CUES,
  FOLLOW_UP,
  LANGUAGE_REQUEST,
  OWNER_WORDS,
  TECH_ALIASES,
  TECH_KINDS,
  TECH_NAMES,
  TECHNOLOGIES,
  WORK_KINDS,
  type Topic,
} from './lexicon';
import { allowedSlips, editDistance, fold, STOP_WORDS, tokenize, words, type Word } from './text';

type Side = Language | 'both';

/** A sentence in which visitors describe themselves ("I'm a plumber.", "Wir sind eine Praxis."). */
const ABOUT_THE_VISITOR =
  /^\s*(hi|hello|hallo|guten tag)?[,!]?\s*(i'm|i am|i run|i have|i own|we're|we are|we run|we have|ich bin|ich habe|ich hab|wir sind|wir haben)\b(?!\s+(hiring|looking|searching|recruiting|heard|read|seen|gehört|gehort|gelesen|gesehen|auf der suche))[^?]*$/i;

/** The language the visitor asks for ("in English please"), if any. */
export function requestedLanguage(text: string): Language | undefined {
  return LANGUAGE_REQUEST.find(({ pattern }) => pattern.test(text))?.lang;
}

/** The message without the sentences that describe the visitor; empty when nothing else is left. */
export function withoutVisitorSentences(text: string): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !ABOUT_THE_VISITOR.test(sentence))
    .join(' ');
}

/** Topics that end in a refusal: only an exact word leads there, never a typo's neighbour. */
const REFUSALS: ReadonlySet<Topic> = new Set(['privateRequest', 'roleChange', 'task']);

/** How much of a message is read; the first sentences carry the question. */
const MAX_READ_CHARS = 600;
/** Longer words are compared exactly only (no typo search). */
const MAX_FUZZY_LENGTH = 24;

/**
 * A word the corpus uses this often is a word, not a slip of the keyboard: "most" is not "MwSt",
 * "after" not "alter", "stuff" not "staff" (a typo seldom recurs in the corpus).
 */
const KNOWN_WORD_USES = 2;

/** Endings that make another form of a word ("form" → "forms", "Termin" → "Termine"). */
const ENDINGS = new Set([
  's',
  'es',
  'e',
  'en',
  'n',
  'er',
  'r',
  'ern',
  'ed',
  'd',
  't',
  'st',
  'te',
  'ten',
  'ing',
  'em',
]);

/** A stem two forms of a word share at least ("form"/"forms", "nimmt"/"nimmst"). */
const MIN_STEM = 4;

/** Whether two words are forms of one: a shared stem, each with an ending or none. */
function inflected(a: string, b: string): boolean {
  let stem = 0;
  while (stem < a.length && a[stem] === b[stem]) stem++;
  if (stem < MIN_STEM) return false;
  const ending = (word: string) => word.length === stem || ENDINGS.has(word.slice(stem));
  return ending(a) && ending(b);
}

interface Cue {
  topic: Topic;
  weight: number;
  lang: Side;
  /** Counts only when the message is about the owner. */
  weak: boolean;
}

export interface TechMention {
  /** The comparable name ("javascript"). */
  key: string;
  /** The name to write ("JavaScript", or as the visitor typed it). */
  display: string;
}

export interface ParsedMessage {
  text: string;
  tokens: string[];
  scores: Map<Topic, number>;
  techs: TechMention[];
  /** Kinds of technology asked about ("databases", "cloud"): keys of TECH_KINDS. */
  kinds: string[];
  /** Kinds of work asked about ("nativeApps", "onlineShops"): keys of WORK_KINDS. */
  work: string[];
  /** ISO codes of the human languages named ("fr"). */
  languages: string[];
  /** Indexes into the facts' projects. */
  projects: number[];
  business: boolean;
  ownerRef: boolean;
  /** Leans on the previous turn: "and Python?", "Und wie…", "is he an expert in it?". */
  followUp: boolean;
  unexplained: string[];
  votes: Record<Language, number>;
}

function entries(list: string | undefined): Array<{ text: string; weight: number }> {
  if (!list) return [];
  return list.split('|').map((entry) => {
    const [text = '', weight] = entry.split(':');
    const phrase = text.includes(' ');
    return { text, weight: weight === undefined ? (phrase ? 2 : 1) : Number(weight) };
  });
}

function isTopic(key: string): key is Topic {
  return key in CUES;
}

/** English words that Bavarian and Austrian German write as well (i = ich, a = ein/auch). */
const DIALECT_SHARED = ['i', 'a'];

function split(list: string): string[] {
  return list.split('|').map(fold);
}

/** Technologies named like a common word ("spring", "swift", "rust", "express"). */
const COMMON_WORD_TECHS = new Set(['spring', 'swift', 'rust', 'express', 'ember']);
/** Words around a technology: its kind, or a question whether he knows it. */
const TECH_CONTEXT = new Set(
  'boot framework backend frontend stack ios lang know knows use uses using experience programming program code kann kennt beherrscht programmiert nutzt erfahrung'.split(
    ' ',
  ),
);

/** Kinds of work done on the visitor's own things ("can he fix my laptop?"). */
const OWN_COUNTS = new Set(['repairs', 'dataRecovery']);
/** "unser Onlineshop zeigt nur noch …", "our online shop is throwing errors": the visitor's own thing in some state. */
const OWN_BEFORE = /\b(our|my|unser\w*|mein\w*)\s+(\S+\s+)?$/i;
const STATE_AFTER =
  /^[\w-]*\s+(is|isn'?t|was|has|keeps|throws|loads|shows|ist|war|hat|zeigt|läuft|lädt|wirft|geht)\b/i;
/** "we're a 3 person consultancy", "wir sind eine kleine Fotoagentur": the visitor's trade. */
const WE_ARE_BEFORE =
  /\b(we'?re|we are|i'?m|i am|wir sind|ich bin)\s+(a|an|ein\w*)?\s*(\S+\s+){0,2}$/i;
/** "a coaching business", "ein Yoga-Studio": the visitor's trade. */
const TRADE_AFTER =
  /^[\w-]*\s+(business|studio|company|school|agency|firm|practice|betrieb|firma|schule|agentur|praxis|unternehmen)\b/i;

/** "I teach 12 classes a week", "wir verkaufen online": what the visitor does themselves. */
const VISITOR_DOES_BEFORE =
  /(^|[.,;:!?]\s*|\b(and|und|but|aber|so|also)\s+)(i|we|ich|wir)\s+(also\s+|auch\s+|mostly\s+|meist\w*\s+|selbst\s+|already\s+|schon\s+)?$/i;
/** "one page with our logo", "mit unserem Logo": the visitor's own thing, put on the site. */
const WITH_OWN_BEFORE =
  /\b(with|mit|including|plus|and|und)\s+(our|my|unser\w*|mein\w*)\s+(\S+\s+)?$/i;
/** What a visitor puts on the site as it is: their logo, photos, texts. */
const OWN_CONTENT = /^(logos?|photos?|fotos?|pictures?|bilder?n?|texts?|texte?n?)$/i;

/**
 * Whether `text` asks for the work `asks` names: not where it names the visitor's trade ("and a
 * one-person coaching business?") or, unless `own` counts (a device of theirs to repair), their
 * own thing in trouble ("our online shop is throwing 500 errors").
 */
function asksFor(text: string, asks: RegExp, own: boolean): boolean {
  if (!asks.test(text)) return false;
  const all = new RegExp(asks.source, `${asks.flags.replace('g', '')}g`);
  return [...text.matchAll(all)].some((m) => {
    const at = m.index ?? 0;
    const before = text.slice(Math.max(0, at - 30), at);
    const after = text.slice(at + m[0].length - (/[\w-]*$/.exec(m[0])?.[0].length ?? 0));
    if (TRADE_AFTER.test(after) || WE_ARE_BEFORE.test(before)) return false;
    if (VISITOR_DOES_BEFORE.test(before)) return false;
    if (!own && OWN_CONTENT.test(m[0]) && WITH_OWN_BEFORE.test(before)) return false;
    return own || !(OWN_BEFORE.test(before) && STATE_AFTER.test(after));
  });
}

/** A compiled vocabulary for one fact base. */
export class Lexicon {
  private readonly words = new Map<string, Cue[]>();
  private readonly stems: Array<{ stem: string; cue: Cue }> = [];
  private readonly phrases: Array<{ tokens: string[]; cue: Cue }> = [];
  private readonly fuzzy = new Map<string, string[]>();
  private readonly stop = new Map<string, Side>();
  private readonly owner = new Map<string, Side>();
  private readonly follow = new Map<string, Side>();
  private readonly followPhrases: Array<{ tokens: string[]; lang: Language }> = [];
  private readonly techs = new Map<string, string>();
  private readonly techBuckets = new Map<string, string[]>();
  private readonly humanLanguages = new Map<string, string>();
  private readonly projectWords = new Map<string, number>();
  private readonly businessTokens: string[];
  private readonly ambiguous = new Set<string>();
  /** Words the corpus and the owner's answers use (see KNOWN_WORD_USES). */
  private readonly known = new Set<string>();

  constructor(facts: FactBase) {
    const seen = new Map<string, Set<Language>>();
    const note = (token: string, lang: Language) => {
      const langs = seen.get(token) ?? new Set<Language>();
      langs.add(lang);
      seen.set(token, langs);
    };
    for (const topic of Object.keys(CUES).filter(isTopic)) {
      const group = CUES[topic];
      for (const lang of ['en', 'de'] as const) {
        for (const { text, weight } of entries(group?.[lang])) {
          const cue: Cue = { topic, weight, lang, weak: Boolean(group?.weak) && weight <= 1 };
          const tokens = tokenize(text.replace(/\*$/, ''));
          tokens.forEach((t) => note(t, lang));
          if (tokens.length > 1) this.phrases.push({ tokens, cue });
          else if (text.endsWith('*')) this.stems.push({ stem: tokens[0] ?? '', cue });
          else this.addWord(tokens[0] ?? '', cue);
        }
      }
    }
    for (const lang of ['en', 'de'] as const) {
      for (const w of STOP_WORDS[lang]) {
        note(w, lang);
        this.stop.set(w, this.stop.has(w) && this.stop.get(w) !== lang ? 'both' : lang);
      }
      for (const w of split(OWNER_WORDS[lang])) this.owner.set(w, lang);
      for (const opener of FOLLOW_UP[lang].split('|')) {
        const tokens = tokenize(opener);
        if (tokens.length > 1) this.followPhrases.push({ tokens, lang });
        else this.follow.set(tokens[0] ?? '', lang);
      }
      for (const { code, name } of languageNames(lang)) this.humanLanguages.set(fold(name), code);
    }
    for (const [token, langs] of seen) if (langs.size > 1) this.ambiguous.add(token);
    const uses = new Map<string, number>();
    for (const lang of ['en', 'de'] as const) {
      const texts = [
        ...CORPUS[lang].data.flatMap((d) => d.utterances),
        ...facts[lang].ownerAnswers.flatMap((a) => [...a.questions, a.answer]),
      ];
      // Folded whole and split (not tokenize's word-by-word folding): 4,600 examples a start.
      for (const text of texts) {
        for (const t of fold(text).split(/[^\p{L}\p{N}]+/u)) {
          if (t) uses.set(t, (uses.get(t) ?? 0) + 1);
        }
      }
    }
    for (const [token, n] of uses) if (n >= KNOWN_WORD_USES) this.known.add(token);
    // Words that southern German writes too ("i hätt a Frog", "des is"): no vote for English.
    for (const token of DIALECT_SHARED) this.ambiguous.add(token);

    // "Who is Lena Hoffmann?": the credited designer's name asks about the design.
    for (const token of tokenize(facts.en.designer)) {
      if (token.length > 2)
        this.addWord(token, { topic: 'design', weight: 3, lang: 'both', weak: false });
    }
    const ownerName = [facts.en.name, facts.en.business].join(' ');
    // A word of the business name that is also a cue ("Tech" in "Charles Tech") stays a cue:
    // "what tech was used?" asks about technology; the whole name is still recognised below.
    for (const token of tokenize(ownerName)) {
      if (token.length > 2 && !this.words.has(token)) this.owner.set(token, 'both');
    }
    this.businessTokens = tokenize(facts.en.business);

    for (const name of TECHNOLOGIES.split('|')) this.techs.set(name, name);
    for (const lang of ['en', 'de'] as const) {
      const f = facts[lang];
      for (const skill of f.skills) {
        // Human languages in the skills list ("German") are languages, not technologies.
        const key = fold(skill.name);
        if (!this.humanLanguages.has(key)) this.techs.set(key, skill.name);
      }
      for (const project of f.projects) {
        for (const tag of project.tags) {
          const key = fold(tag);
          if (!key.includes(' ') && !this.techs.has(key)) this.techs.set(key, tag);
        }
      }
      f.projects.forEach((project, index) => {
        const host = /^https?:\/\/(?:www\.)?([^/]+)/.exec(project.url)?.[1] ?? '';
        for (const token of [...tokenize(project.name), ...tokenize(host.split('.')[0] ?? '')]) {
          if (token.length >= 5) this.projectWords.set(token, index);
        }
      });
    }
  }

  private addWord(token: string, cue: Cue): void {
    const list = this.words.get(token) ?? [];
    // The same word for the same topic in both languages ("design", "homepage") counts once.
    const twin = list.find((c) => c.topic === cue.topic && c.lang !== cue.lang);
    if (twin) {
      twin.weight = Math.max(twin.weight, cue.weight);
      twin.lang = 'both';
      return;
    }
    list.push(cue);
    this.words.set(token, list);
    if (token.length >= 4) {
      const bucket = this.fuzzy.get(token[0] ?? '') ?? [];
      if (!bucket.includes(token)) bucket.push(token);
      this.fuzzy.set(token[0] ?? '', bucket);
    }
  }

  /** The cue word a slip of the keyboard most likely meant ("contcat" → "contact"). */
  private nearestWord(token: string): string | undefined {
    const slips = allowedSlips(token.length);
    if (slips === 0 || token.length > MAX_FUZZY_LENGTH) return undefined;
    const known = this.known.has(token);
    let best: { word: string; distance: number } | undefined;
    for (const word of this.fuzzy.get(token[0] ?? '') ?? []) {
      if (known && !inflected(token, word)) continue;
      const distance = editDistance(token, word, slips);
      if (distance <= slips && (!best || distance < best.distance)) best = { word, distance };
    }
    return best?.word;
  }

  private nearestTech(token: string): string | undefined {
    if (token.length < 6 || token.length > MAX_FUZZY_LENGTH) return undefined;
    if (this.techBuckets.size === 0) {
      for (const key of this.techs.keys()) {
        if (key.length < 6) continue;
        this.techBuckets.set(key[0] ?? '', [...(this.techBuckets.get(key[0] ?? '') ?? []), key]);
      }
    }
    return (this.techBuckets.get(token[0] ?? '') ?? []).find(
      (key) => editDistance(token, key, 1) <= 1,
    );
  }

  private techAt(word: Word, near: string[] = []): string | undefined {
    // A lone "C" is the language only when written as a capital; "Go" only as "golang"
    // (the word "go" is no technology).
    if (word.token === 'c') return word.raw === 'C' ? 'c' : undefined;
    if (word.token === 'golang') return 'go';
    // "in spring", "swift reply": a common word is the technology only when capitalised or
    // among technologies ("backend? node, spring?", "spring boot").
    if (
      COMMON_WORD_TECHS.has(word.token) &&
      !/^\p{Lu}/u.test(word.raw) &&
      !near.some((t) => TECH_CONTEXT.has(t) || (t !== word.token && this.techs.has(t)))
    ) {
      return undefined;
    }
    const token = TECH_ALIASES[word.token] ?? word.token;
    if (this.techs.has(token)) return token;
    if (this.words.has(token) || this.stop.has(token)) return undefined;
    return this.nearestTech(token);
  }

  /**
   * One message, read. Sentences in which visitors describe themselves ("We're a small law
   * firm in Hamburg.") give the topic no votes when the message asks something else too:
   * the firm is theirs, not the owner's.
   */
  parse(message: string): ParsedMessage {
    const full = this.read(message);
    const request = withoutVisitorSentences(full.text);
    if (!request || request === full.text) return full;
    // "Ich habe schon eine Domain bei Strato. Geht das trotzdem?": when the rest asks nothing
    // by itself, the visitor's own sentence carries the topic after all.
    const rest = this.read(request);
    return [...rest.scores.values()].some((score) => score >= 1)
      ? { ...full, scores: rest.scores }
      : full;
  }

  private read(message: string): ParsedMessage {
    // A question is read from its start: a 2000-character paste must not cost more than a question.
    const text = message.slice(0, MAX_READ_CHARS);
    const list = words(text);
    const tokens = list.map((w) => w.token);
    const scores = new Map<Topic, number>();
    const votes: Record<Language, number> = { en: 0, de: 0 };
    const vote = (token: string, side: Side, amount = 1) => {
      if (side !== 'both' && !this.ambiguous.has(token)) votes[side] += amount;
    };
    const weakCues: Cue[] = [];
    const add = (cue: Cue, factor = 1) => {
      if (cue.weak) weakCues.push({ ...cue, weight: cue.weight * factor });
      else scores.set(cue.topic, (scores.get(cue.topic) ?? 0) + cue.weight * factor);
    };

    const techs: TechMention[] = [];
    const languages: string[] = [];
    const projects: number[] = [];
    const unexplained: string[] = [];
    const explained = new Array<boolean>(tokens.length).fill(false);
    // A phrase claims its words: "handle email" is the e-mail service, so "email" does not also
    // count for the e-mail address (it still counts for the phrase's own topic).
    const claimed = new Array<Topic[] | undefined>(tokens.length);
    const free = (i: number, cue: Cue) => !claimed[i] || claimed[i].includes(cue.topic);
    let ownerRef = false;

    tokens.forEach((token, i) => {
      const phrase = this.phrases.filter(
        (p) => p.tokens[0] === token && p.tokens.every((t, k) => tokens[i + k] === t),
      );
      for (const p of phrase) {
        add(p.cue);
        p.tokens.forEach((t, k) => {
          explained[i + k] = true;
          claimed[i + k] = [...(claimed[i + k] ?? []), p.cue.topic];
          vote(t, p.cue.lang);
        });
      }
    });

    list.forEach((word, i) => {
      const { token } = word;
      if (/^\d+$/.test(token)) {
        explained[i] = true;
        return;
      }
      const ownerSide = this.owner.get(token);
      if (ownerSide) {
        ownerRef = true;
        explained[i] = true;
        vote(token, ownerSide);
        return;
      }
      const named = this.humanLanguages.get(token);
      // "a small Thai place": a cuisine, no language asked for.
      const language =
        named && !A_PLACE_AFTER.test(` ${list[i + 1]?.token ?? ''}`) ? named : undefined;
      if (language && !languages.includes(language)) languages.push(language);
      if (named) explained[i] = true;
      const project = this.projectWords.get(token);
      if (project !== undefined && !projects.includes(project)) projects.push(project);
      if (project !== undefined) explained[i] = true;
      const near = list.slice(Math.max(0, i - 3), i + 4).map((w) => w.token);
      const tech = named ? undefined : this.techAt(word, near);
      if (tech && !techs.some((t) => t.key === tech)) {
        const known = this.techs.get(tech) ?? tech;
        const display =
          known !== tech
            ? known
            : (TECH_NAMES[tech] ??
              (/\p{Lu}/u.test(word.raw) ? word.raw : tech[0]?.toUpperCase() + tech.slice(1)));
        techs.push({ key: tech, display });
      }
      if (tech) explained[i] = true;

      const cues = this.words.get(token)?.filter((cue) => free(i, cue));
      if (cues?.length) {
        cues.forEach((cue) => {
          add(cue);
          vote(token, cue.lang);
        });
        explained[i] = true;
      }
      for (const { stem, cue } of this.stems) {
        if (token.startsWith(stem) && token.length >= stem.length && free(i, cue)) {
          add(cue);
          vote(token, cue.lang);
          explained[i] = true;
        }
      }
      const stopSide = this.stop.get(token);
      if (stopSide) {
        vote(token, stopSide);
        explained[i] = true;
      }
      if (!explained[i] && !tech && !language) {
        const near = this.nearestWord(token);
        if (near) {
          // A slip never turns a word into a refusal ("passiert" is not "Passwort").
          for (const cue of (this.words.get(near) ?? []).filter((c) => !REFUSALS.has(c.topic))) {
            add(cue, 0.8);
            vote(near, cue.lang);
          }
          explained[i] = true;
        }
      }
      if (!explained[i] && token.length >= 2) unexplained.push(token);
    });

    for (const cue of weakCues) {
      if (ownerRef) scores.set(cue.topic, (scores.get(cue.topic) ?? 0) + cue.weight);
    }

    const business =
      this.businessTokens.length > 0 &&
      tokens.some((_, i) => this.businessTokens.every((t, k) => tokens[i + k] === t));
    const first = tokens[0] ?? '';
    const followUp =
      this.follow.has(first) ||
      this.followPhrases.some((p) => p.tokens.every((t, k) => tokens[k] === t)) ||
      tokens.some((t) => t === 'it' || t === 'es' || t === 'those' || t === 'them' || t === 'that');

    return {
      text,
      tokens,
      scores,
      techs,
      kinds: Object.entries(TECH_KINDS)
        .filter(([, kind]) => kind.words.test(text))
        .map(([name]) => name),
      work: Object.entries(WORK_KINDS)
        .filter(
          ([name, kind]) =>
            !(kind.unless?.test(text) ?? false) && asksFor(text, kind.asks, OWN_COUNTS.has(name)),
        )
        .map(([name]) => name),
      languages,
      projects,
      business,
      ownerRef: ownerRef || business,
      followUp,
      unexplained,
      votes,
    };
  }
}

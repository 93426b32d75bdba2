/** Small helpers the answers are written with: templates, quotes, lists, the length bound. */
import type { Language } from '../../../../src/shared/languages';
import type { Facts } from '../knowledge/facts';
import { PHRASES, type Phrases } from './phrases';

/** Every reply is cut to this many characters (at a sentence end where possible). */
export const REPLY_MAX_CHARS = 1200;

/** Cuts text to the bound, at a line or sentence end when one is near. */
export function boundReply(text: string, max = REPLY_MAX_CHARS): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const end = Math.max(cut.lastIndexOf('\n'), cut.lastIndexOf('. ') + 1, cut.lastIndexOf(' '));
  return `${cut.slice(0, end > max / 2 ? end : cut.length).trimEnd()}…`;
}

export function list(items: string[], lang: Language): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
}

export function listOr(items: string[], lang: Language): string {
  return new Intl.ListFormat(lang, { type: 'disjunction' }).format(items);
}

export function quote(text: string, p: Pick<Phrases, 'quote'>): string {
  return `${p.quote[0]}${text.replace(/[.!]$/, '')}${p.quote[1]}`;
}

/** A phrase template filled with the owner's name, the link labels and targets, and `extra`. */
export function fill(template: string, f: Facts, extra: Record<string, string> = {}): string {
  const p = PHRASES[f.lang];
  const values: Record<string, string> = {
    name: f.name,
    short: f.shortName,
    contact: p.labels.contact,
    contactLink: f.links.contact,
    about: p.labels.about,
    aboutLink: f.links.about,
    skills: p.labels.skills,
    skillsLink: f.links.skills,
    legal: p.labels.legal,
    legalLink: f.links.legal,
    privacy: p.labels.privacy,
    privacyLink: f.links.privacy,
    ...extra,
  };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** A reply that opens with a bare yes or no ("Yes.", "Ja:", "No: …"). */
const BARE_YES_NO = /^(yes|no|ja|nein)[.:,]\s+(?=\S)/i;
const BARE_YES = /^(yes|ja)\b/i;
const BARE_NO = /^(no|nein)\b/i;
/** A question whether something is fine, where "no" would mean trouble ("Is this chat confidential?"). */
const FINE =
  /\b(confidential|private|safe|secure|anonymous|okay|fine|allowed|vertraulich|privat|sicher|geschützt|anonym|erlaubt|in ordnung)\b/i;
/** A question for a what, how or when, which no yes or no answers ("Wie lösche ich den Verlauf?"). */
const OPEN_QUESTION =
  /^(what|how|when|where|why|which|who|whom|whose|wie|was|wann|wo|woher|wohin|warum|weshalb|wieso|welche\w*|wer|wen|wem|wieviel\w*)\b/i;
/**
 * A question asked the other way round, where "yes" means trouble ("Is that a problem?", "Zu
 * klein für ihn?", "Ist die Seite jetzt verloren?").
 */
const INVERTED =
  /\b(problem|problems|issue|matter|matters|too small|too far|too little|a bad thing|downside|lost|gone for good|schlimm|egal|zu klein|zu weit|zu wenig|hindernis|nachteil|ein problem|verloren|futsch)\b/i;

/** The question a message ends on: its last sentence with a question mark, or else its last sentence. */
function lastQuestion(message: string): string {
  const parts = message
    .split(/(?<=[.?!:;])\s+/)
    .map((s) =>
      s.replace(/^[^\p{L}]+/u, '').replace(/^(and|und|so|also|ok|okay|but|aber)\b,?\s*/i, ''),
    )
    .filter(Boolean);
  return parts.findLast((s) => s.includes('?')) ?? parts.at(-1) ?? '';
}

/**
 * An answer written for one way of asking, fitted to the way this message asks: its bare "Yes."
 * or "No:" is left out where the message asks what, how or when ("Wie lösche ich den Verlauf?"),
 * its "Yes." where yes would mean the opposite ("Wir sind in Graz, ist das ein Problem?"), and
 * its "No:" where no would ("Is this chat confidential?").
 */
export function fitToQuestion(reply: string, message: string): string {
  const opening = BARE_YES_NO.exec(reply);
  if (!opening) return reply;
  const question = lastQuestion(message);
  const drop =
    OPEN_QUESTION.test(question) ||
    (BARE_YES.test(reply) && INVERTED.test(question)) ||
    (BARE_NO.test(reply) && FINE.test(question));
  if (!drop) return reply;
  const rest = reply.slice(opening[0].length);
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/** Text as compared: lower case, words only ("Ja. Charles …" and "ja charles …" are the same). */
export function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Answers to several questions stay under this length, shortened where needed. */
const SEVERAL_MAX_CHARS = 600;
/** A quoted line of the site ("“Hosting, domains and e-mail set-up”", "„Backups …“"). */
const QUOTED = /[“„"]([^”“"]{3,})[”“"]/g;

/** A reply's sentences (a link's dots and "e.g." aside, a sentence ends at . ! ? before a space). */
export function replySentences(text: string): string[] {
  return text.split(SENTENCE_BREAK).filter(Boolean);
}

/** After a full stop, not an abbreviation's ("Art. 6 Abs. 1 lit. f DSGVO", "z.B. Fotos"). */
const SENTENCE_BREAK =
  /(?<=[.!?])(?<!(?:^|[\s(])(?:Art|Abs|Nr|No|lit|bzw|ca|vgl|etc|Dr|St|e\.g|i\.e|z\.B|u\.a)\.)\s+(?=[\p{Lu}\d„“"([])/u;

/** A way to reach someone in a sentence: an address, a web link, a phone number. */
const REACHES = /@|https?:\/\/|\d[\d ]{5,}/;
/** A web address as replies write it (a sentence's full stop after it is not part of it). */
const URL = /https?:\/\/[^\s)]+?(?=[.,;:!?]?(?:\s|$))/g;
/** A sentence of this many words besides an address given before says nothing new. */
const ADDRESS_AGAIN_MAX_WORDS = 6;

/** A sentence that only sends the visitor to the contact form: its link and no other way. */
function pointsOnly(sentence: string, contactLink: string): boolean {
  return sentence.includes(`](${contactLink})`) && !REACHES.test(sentence);
}

/**
 * A reply as compared with what was said before: without its sentences that only send the
 * visitor to the contact form (a reply says that once, so an answer given as part of another
 * may have lost it); the reply itself where it is nothing else.
 */
export function pointerless(reply: string, contactLink: string): string {
  const kept = replySentences(reply).filter((sentence) => !pointsOnly(sentence, contactLink));
  return kept.length ? kept.join(' ') : reply;
}

/**
 * A reply without a sentence it says twice, word for word, and without a second sentence that
 * only sends the visitor to the contact form (a link to `contactLink` and no address, web link
 * or number of its own): two answers joined each end with the way to the owner ("For a quote,
 * describe your project in the contact form. … Charles can tell you more about your case: send
 * him your question through the contact form."). Unchanged where it repeats nothing.
 */
export function withoutRepeats(reply: string, contactLink?: string): string {
  const sentences = replySentences(reply);
  const keys = sentences.map(normalized);
  const first =
    contactLink === undefined
      ? -1
      : sentences.findIndex((sentence) => sentence.includes(`](${contactLink})`));
  // "Online at https://…. Physio am Park is online at https://…": an address given again.
  const givenAgain = (sentence: string, i: number) => {
    const urls = sentence.match(URL) ?? [];
    const before = sentences.slice(0, i).join(' ');
    const rest = sentence.replace(URL, ' ');
    return (
      urls.length > 0 &&
      urls.every((url) => before.includes(url)) &&
      !rest.includes('](') &&
      normalized(rest).split(' ').length <= ADDRESS_AGAIN_MAX_WORDS
    );
  };
  const kept = sentences.filter(
    (sentence, i) =>
      keys.indexOf(keys[i] ?? '') === i &&
      !(first >= 0 && i > first && pointsOnly(sentence, contactLink ?? '')) &&
      !givenAgain(sentence, i),
  );
  return kept.length === sentences.length ? reply : kept.join(' ');
}

/**
 * The answers to several questions as one reply: a sentence said before, or one that only
 * quotes what was quoted before, is left out, and past the length each answer keeps its first
 * sentences only.
 */
export function joinAnswers(answers: string[], max = SEVERAL_MAX_CHARS): string {
  const said = new Set<string>();
  const quoted = new Set<string>();
  const each = answers.map((answer) =>
    replySentences(answer).filter((sentence) => {
      const key = normalized(sentence).replace(/^(yes|ja) /, '');
      const quotes = [...sentence.matchAll(QUOTED)].map((m) => normalized(m[1] ?? ''));
      if (said.has(key) || (quotes.length > 0 && quotes.every((q) => quoted.has(q)))) return false;
      said.add(key);
      for (const q of quotes) quoted.add(q);
      return true;
    }),
  );
  let parts = each.map((sentences) => sentences.join(' '));
  for (const keep of [2, 1]) {
    if (parts.join(' ').length <= max) break;
    // A bare "Ja." is no sentence of its own: "Ja." alone answers nothing.
    parts = each.map((sentences) =>
      sentences
        .slice(0, /^(yes|no|ja|nein)[.!]?$/i.test(sentences[0] ?? '') ? keep + 1 : keep)
        .join(' '),
    );
  }
  return parts.filter(Boolean).join(' ');
}

/**
 * The questions of a message that asks several at once: "1. … 2. … 3. …", "Do you do hosting?
 * Email setup?", "how long does a site take, do you do SEO, and can I see an example?", "Wie
 * lange dauert so ne Website, was kostet die und bekomm ich eine Rechnung?". Each is answered
 * on its own, the ones before it as the conversation ("und SEO?" continues "Machst du auch
 * Newsletter?"). Grammar, not topic: where a question starts (a question word or a verb
 * first), where a list is numbered, where a question mark ends one.
 */

/** At most this many questions of one message are answered one by one. */
export const MAX_QUESTIONS = 3;

/** Question words. */
const WH =
  /^(what|what's|whats|how|how's|when|where|where's|wheres|which|who|who's|whos|why|wie|was|wann|wo|woher|welche\w*|wer|warum|wieso)$/i;
/** Verbs that open a yes/no question, or follow a question word ("was kostet", "how long does"). */
const VERB =
  /^(is|are|was|were|do|does|did|can|could|will|would|should|has|have|may|costs?|takes?|kann|kannst|können|könnten|macht|machst|machen|hat|hast|haben|ist|sind|gibt|gibts|geht|gehts|läuft|arbeitet|arbeitest|arbeiten|muss|musst|müssen|darf|soll|wird|würde|bietet|bietest|nimmt|nimmst|kümmert|kümmerst|hilft|hilfst|stellt|stellst|stellen|baut|baust|sprichst|spricht|kostet|kosten|dauert|dauern|lautet|heißt|sitzt|wohnt|bekomm\w*|krieg\w*)$/i;
/** What a question word asks of who did it: "who built", "who runs". */
const DONE = /^(built|made|designed|created|wrote|runs|owns|hosts|answers|reads)$/i;
/** Question words that take a noun: "what tech", "which languages", "welche Sprachen". */
const WHICH = /^(what|which|welche\w*|wieviele|wie ?viele)$/i;
/** A question word may have one word between it and its verb ("how long does", "wie schnell antwortet"). */
const BETWEEN =
  /^(long|much|many|fast|soon|quickly|often|lange|viel|viele|schnell|oft|genau|bald)$/i;

/** The subject after an English "was": "was he ever …", "was that …". */
const ENGLISH_SUBJECT = /^(he|she|it|there|that|this|the|his|your|you|i|charles)$/;

/** What follows a German "was" that opens a clause, not a question: a subject or a preposition. */
const CLAUSE_AFTER_WAS =
  /^(ich|du|er|sie|es|wir|ihr|man|der|die|das|dem|den|des|ein|eine|einer|einem|mein\w*|dein\w*|sein\w*|ihr\w*|unser\w*|euer|eure\w*|charles|bei|in|im|an|am|auf|mit|von|vom|zu|zum|zur|über|unter|nach|aus|hier|da|dort)$/;

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean);
}

/** A clause that asks: a verb first, or a question word with its verb ("was kostet die"), not "was ich hier schreibe". */
export function startsQuestion(text: string): boolean {
  const [first = '', second = '', third = ''] = tokens(text);
  // "was" opens an English question ("was he …") and a German clause ("was ich hier tippe",
  // "was bei der Wartung dabei ist"), which asks only with its verb next ("was kostet die").
  if (first === 'was') return ENGLISH_SUBJECT.test(second) || !CLAUSE_AFTER_WAS.test(second);
  if (VERB.test(first)) return true;
  if (!WH.test(first)) return false;
  if (first.endsWith("'s") || first === 'whats') return true;
  if (VERB.test(second) || DONE.test(second) || (BETWEEN.test(second) && VERB.test(third)))
    return true;
  // "what tech is it made with", "which languages does he speak", "welche Sprachen spricht er":
  // a question word that asks for a kind of thing, with its noun.
  return WHICH.test(first) && VERB.test(third);
}

/** "Zwei Sachen:", "three questions:", "Quick q's:", "Kurz und knapp:" before the questions. */
const PREFACE = /^[^?:]{0,40}:\s+/;
/** A numbered list: "1. …", "2) …", "a) …"; only where it counts from 1 to 2 ("bis 1. März" is none). */
const NUMBERED = /(?:^|\s)(?:\d{1,2}[.)]|[a-c]\)|(?:frage|question|q)\s*\d{1,2}\s*:)\s+/i;
const IS_LIST =
  /(?:^|\s)1[.)]\s[\s\S]*\s2[.)]\s|(?:^|\s)a\)\s[\s\S]*\sb\)\s|(?:frage|question|q)\s*1\s*:[\s\S]*(?:frage|question|q)\s*2\s*:/i;
/** A question of its own needs this many words; at least two of the message's must have them. */
const FULL_QUESTION_WORDS = 3;

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** A question: a question mark, or a verb or a question word with its verb first. */
export function isQuestion(piece: string): boolean {
  // "und kann ich dann die preisliste selber ändern": a question after "and", "ok", …
  return piece.includes('?') || startsQuestion(piece.replace(LEADING, ''));
}

/** Greetings and fillers that open a sentence ("Hi, …", "ok, und …"). */
const OPENER =
  /^(hi|hey|hello|hallo|moin|servus|ok|okay|so|also|and|und|oh|ah|ach|na|well|gut|alles klar)$/i;
const LEADING = /^(?:(?:and|und|also|plus|oh|ach|so|ok|okay)\b[\s,]*)+/i;
/** A clause that asks for the one after it ("can you tell me", "können Sie mir erklären"). */
const EMBEDS =
  /(?<!\p{L})(erklären|erklaeren|sagen|verraten|explain|tell (me|us)|weißt du|wissen sie|do you know)$/iu;

/**
 * Questions joined by a comma or "and" ("…, do you do SEO, and can I…"): a part that starts a
 * question starts a new one; a clause before it belongs to it ("wenn ich das Angebot annehme,
 * wie geht's weiter"), a clause after it to the one before.
 */
function joined(sentence: string): string[] {
  const parts = sentence.split(/,\s*(?:and\s+|und\s+)?|\s+(?:and|und)\s+/i);
  const out: string[] = [];
  let pending = '';
  for (const part of parts) {
    const text = part.trim();
    if (!text || OPENER.test(text)) continue;
    // "Können Sie mir erklären, was Hosting ist?": the question is what follows.
    if (EMBEDS.test(text)) {
      pending = pending ? `${pending}, ${text}` : text;
      continue;
    }
    if (startsQuestion(text)) {
      out.push(pending ? `${pending}, ${text}` : text);
      pending = '';
    } else if (out.length) {
      out[out.length - 1] = `${out.at(-1)}, ${text}`;
    } else {
      pending = pending ? `${pending}, ${text}` : text;
    }
  }
  return out.length > 1 && out.every((q) => wordCount(q) >= 2) ? out : [sentence.trim()];
}

/** The message's questions in order, when it asks more than one; otherwise []. */
export function questionsIn(message: string): string[] {
  const list = IS_LIST.test(message);
  // "3 fragen: 1) …" and "frage 1: …": the preface goes, the numbers split.
  const body = message
    .trim()
    .replace(list ? /^[^?]*?(?=(?:^|\s)(?:1[.)]|a\)|(?:frage|question|q)\s*1\s*:))/i : PREFACE, '');
  const sentences = (list ? body.split(NUMBERED) : [body])
    .flatMap((item) => item.replace(/[,;]\s*$/, '').split(/(?<=\?)\s+|(?<=[^\d][.!])\s+(?=\S)|\n+/))
    .map((s) => s.trim().replace(LEADING, ''))
    // In a numbered list each item is a question ("3) wie schnell antwortet er auf anfragen").
    .map((s) => (list && s && !isQuestion(s) && wordCount(s) >= 2 ? `${s}?` : s))
    .filter(Boolean);
  // What the visitor says before a question is part of it ("I own a small café. … Can he do
  // that?"); what follows the last question is a remark.
  const questions: string[] = [];
  let context = '';
  for (const sentence of sentences) {
    if (!isQuestion(sentence)) {
      context = context ? `${context} ${sentence}` : sentence;
      continue;
    }
    const asked = joined(sentence).map((q) => q.replace(LEADING, '').trim());
    const [first = '', ...more] = asked;
    questions.push(context ? `${context} ${first}` : first, ...more);
    context = '';
  }
  const full = questions.filter((q) => wordCount(q) >= FULL_QUESTION_WORDS);
  return full.length > 1 ? questions : [];
}

/**
 * A message that asks the assistant itself for English or German: "now in english pls",
 * "und auf deutsch: ist er am Wochenende erreichbar?", "Können Sie mir das bitte auf Deutsch
 * erklären? Was genau ist in der Wartung drin?", or asks whether the chat speaks it ("does this
 * chat work in English too?", "kannst du auch deutsch?").
 *
 * This is grammar, not topic: who is asked (you, or an imperative, or a bare "auf deutsch"),
 * and the language as the one to answer in ("in English", "auf Deutsch", "ins Englische").
 * The classifier cannot learn it from examples without misreading its words as topics
 * ("schreiben" as contact, "sagen" as nothing, "Deutsch" as the owner's languages), and a
 * question about the owner ("can he write in English?", "does he speak German?") or a thing
 * ("a site in English and German", "Texte auf Englisch") is none of this.
 */
import type { Language } from '../../../../src/shared/languages';
import { isQuestion } from './questions';
import { functionWords, words } from './vocabulary';

export interface LanguageRequest {
  /** The language asked for. */
  target: Language;
  /**
   * 'answer': answer in `target` (`rest` if it asks something, else the question before);
   * 'chat': the visitor asks whether the chat can be used in `target`;
   * 'site': how to read this site in `target` ("Wie bekomme ich die Seite auf Deutsch?").
   */
  kind: 'answer' | 'chat' | 'site';
  /** What else the message asks, without the request and remarks about who reads along; '' if nothing. */
  rest: string;
  /** The visitor wants this language from now on ("Please answer in German from now on"). */
  lasting?: boolean;
}

/** Each language's names as the answer's language, in either language (inflected, in dialect). */
const NAMES: Array<{ target: Language; name: RegExp }> = [
  { target: 'en', name: /^(english|englisch(e|en|er|es)?|anglisch|engl)$/ },
  { target: 'de', name: /^(german|deutsch(e|en|er|es)?|hochdeutsch|dutsch)$/ },
];
/** The same names as written, umlauts and all. */
const WRITTEN = 'english|englisch\\w*|änglisch|german|deutsch\\w*|hochdeutsch';
const ANY_NAME = new RegExp(`\\b(${WRITTEN})\\b`, 'giu');

/** "in English", "auf Deutsch", "ins Englische", "into German", "to English", "uf Änglisch", "uff Englisch". */
const FRAME_BEFORE = new Set(['in', 'auf', 'ins', 'into', 'to', 'uf', 'uff', 'im']);
const FRAME = new RegExp(`\\b(${[...FRAME_BEFORE].join('|')})\\s+(${WRITTEN})\\b`, 'giu');

/**
 * Things that are in a language ("a site in English", "die Speisekarte auf Englisch", "geht die
 * Vereinsseite auch auf Englisch?"): work the visitor wants, by the word or its ending.
 */
const THING =
  /(site|sites|page|pages|shop|store|text|texts|content|copy|cv|resume|version|app|apps|blog|newsletter|menu|invoice|invoices|quote|contract|seite|seiten|texte|inhalte|inhalt|lebenslauf|karte|karten|rechnung|rechnungen|angebot|vertrag|auftritt|flyer|broschure|formular|email|mail|message|nachricht|anfrage)$/;

/** This site, as opposed to one the visitor wants ("die Seite", "this page", "eure Website"). */
const SITE = new Set(words('site website webpage page homepage seite webseite'));
const THIS = new Set(words('the this your die diese eure deine ihre'));

/** Words that ask for an answer, a repeat or a switch. */
const ASKING = new Set(
  words(`please pls plz bitte reply answer respond write say tell repeat translate explain continue
  switch talk give put list again back instead summarise summarize antworte antworten antwort beantworte
  beantworten beantwortest schreib
  schreibe schreiben sag sage sagen sagn sogn wiederhol wiederholen übersetz übersetze übersetzen erklär
  erkläre erklären weiter weitermachen wechsel wechsle wechseln umstellen umschalten reden sprich gib
  auflisten zusammenfassen nochmal wieder sofort nomml nommal nomol nochmol schreiwe schreibn mach fass make
  sum`),
);

/** Saying something (again), as opposed to making a thing in a language. */
const SPEECH = new Set(
  words(`say tell repeat explain summarise summarize again sag sage sagen sagn sogn erklär erkläre
  erklären wiederhol wiederholen nochmal zusammenfassen nomml nommal nomol nochmol`),
);
/** What was said before, asked for again ("das mit der app nochmal", "that again"). */
const AGAIN =
  /(?<!\p{L})(again|repeat\p{L}*|once more|nochmal|noch ?einmal|nomml|nommal|nomol|nochmol|wiederhol\p{L}*)(?!\p{L})/iu;
/** Pointing back at what was said ("das mit der app", "that"), with no new question in it. */
const THAT = /(?<!\p{L})(das|dies|dat|that|this|it)(?!\p{L})/iu;
const NEW_QUESTION =
  /(?<!\p{L})(what|how|when|where|which|who|why|was|wie|wann|wo|welche\p{L}*|wer|warum|cost\p{L}*|kost\p{L}*)(?!\p{L})/iu;
/** A language asked for from now on, not only for this answer. */
const LASTING =
  /(?<!\p{L})(from now on|for the rest|from here on|going forward|ab (jetzt|sofort|hier|nun)|von (jetzt|nun) an|weiterhin|bis auf weiteres)(?!\p{L})/iu;
/**
 * Going on in a language, said to the assistant ("please continue in English", "können wir auf
 * Deutsch weitermachen?"): lasting too. Not "my colleague will continue in English": who
 * writes next may switch back.
 */
const CONTINUES =
  /(?<!\p{L})(continue|carry on|keep going|switch|weitermachen|weiterschreiben|weiterreden|wechseln|umstellen|umschalten)(?!\p{L})/iu;
/** The visitor going on in a language ("ich schreib lieber auf Deutsch weiter", "I'll write in English from now on"). */
const GOING_ON =
  /(?<!\p{L})(weiter|lieber|rather|instead|from now on|ab (jetzt|sofort|hier|nun)|continue)(?!\p{L})/iu;
const TO_US =
  /(?<!\p{L})(you|u|we|us|let'?s|please|pls|du|wir|uns|bitte|lass|lasst)(?!\p{L})|(?<!^)\b(Sie|Ihnen)\b/iu;

/** Words around a request that ask nothing themselves. */
const FILLER = new Set(
  words(`hi hello hey hallo moin servus sorry entschuldigung thanks thank thx danke vielen dank super
  great perfect perfekt prima fine gut alles klar ok okay oh ach na lol haha so dann also auch too now
  jetzt doch ab from here on the a an and und or oder but aber that this it das dies es des dat you u
  your du dir ihr sie ihnen euch can could would will kannst könntest können könnten kann würdest
  würden wurden mir me us uns mit with kurz briefly noch mal one more eine frage question main points
  punkte wichtigsten everything alles gist as well same gleiche rest of conversation gespräch maybe
  vielleicht wenigstens least geht gehts possible möglich einfach lieber ma halt eben grad for für
  then easier easy leichter einfacher better besser wait warte moment up ganze ganzes ganz whole
  first erste ersten last letzte letzten part teil bit stück tamam practise practice practising
  üben bissl bisschen bisserl will want wanna gleich`),
);

/** Remarks about who reads along ("it's for my dad", "mein Kollege liest mit", "our chairwoman prefers German"). */
const READER = [
  // "so i can forward it to my boss", "damit ich es meinem Chef zeigen kann".
  /\b(so( that)?|damit|um)\b.{0,30}\b(forward|send|show|pass|share|read|understand|lesen|verstehen|versteht|weiterleiten|weiterzuleiten|weitergeben|weiterzugeben|zeigen|schicken|zu schicken)\b.*$/giu,
  /\b(it'?s |is |ist |das ist )?(for|für|fia|fir) (my|our|meine?[nmrs]?|mei|unsere?[nmrs]?) [\p{L}-]+( [\p{L}-]+)?/giu,
  /\b(my|our|mein\w*|mei|unser\w*) [\p{L}-]+( [\p{L}-]+)? (only |nur )?(is|isn'?t|is not|will|wants|reads|prefers|speaks|understands|ist|liest|will|möchte|spricht|versteht|bevorzugt|kann)(?!\p{L}).*$/giu,
];

/** Someone other than the assistant is asked about ("can he write in English?", "does Charles speak German?"). */
const THIRD_PERSON = /\b(he|him|his|he's|er|ihm|ihn|charles|bauer|sein\w*|they)\b/i;
/** The visitor as the one who writes ("should I write in German?"), unless it is here, in the chat. */
const VISITOR_WRITES = /\b(i|we|ich|wir|man)\b.*\b(write|ask|type|schreib\w*|frag\w*|tipp\w*)\b/i;
/** The assistant is asked ("can you", "kannst du", "können Sie"). */
const SECOND_PERSON =
  /\b(you|u|your|du|dir|dich|ihr|euch|kannst|könntest|kannste|würdest|schreibst|antwortest)\b|(?<!^)\b(Sie|Ihnen)\b/;
/** The chat itself ("does this chat work in English", "kann ich hier auf Deutsch schreiben"). */
const THE_CHAT = /\b(chat|chatbot|bot|hier|here)\b/i;
/** Whether the chat speaks it ("kannst du auch deutsch?", "do you speak English?"). */
/** Told to speak a language ("sprich mal englisch mit mir", "talk english to me"). */
const SPEAK_TO_ME =
  /\b(sprich|rede|red|schreib|antworte|speak|talk|write|answer|reply)\b.{0,25}\b(mit mir|mit uns|with me|to me|with us|to us)\b|\b(mit mir|with me|to me)\b.{0,20}\b(sprechen|reden|schreiben)\b/i;
const SPEAKS = /\b(kannst|sprichst|can|speak|verstehst|understand)\b/i;
/** Someone who reads only that language ("my colleague only speaks english", "mein Chef liest nur Deutsch"). */
const ONLY_SPEAKS =
  /(?<!\p{L})((only|nur) (speaks|reads|understands|spricht|liest|versteht|kann)|(speaks|reads|understands|spricht|liest|versteht|kann) (only|nur))(?!\p{L})/iu;
/** Someone's own language skills ("my German isn't good", "mein Chef spricht kein Englisch"). */
const OWN_SKILL =
  /\b(my|mein\w*|his|her|their|sein\w*|don'?t|do not|can'?t|cannot|isn'?t|nicht|kein\w*|spricht|speaks)\b/i;
/** Both languages together are a thing, not a request ("a site in English and German"). */
const BOTH =
  /\b(english|englisch|german|deutsch)\w*\s+(and|und|or|oder|&|\/)\s+(english|englisch|german|deutsch)/i;

/** The message's sentences: at . ? ! : ; dashes, line breaks and commas before a new clause. */
function sentences(message: string): string[] {
  return message
    .split(
      /(?<=[.?!:;])\s+|\s+[–—-]\s+|\n+|,\s+(?=(?:now|and|but|und|aber|doch|jetzt|dann|so|ok|my|mei|mein\w*|ich|i|it'?s|ist|for|für|weil|because|since|da|he'?s|she'?s|they'?re|er|sie)\b)/iu,
    )
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The language named, where it is named as the answer's ("in English") if anywhere: "my
 * colleague is english, can you answer in english from now on?" names it twice.
 */
function targetIn(tokens: string[]): { target: Language; at: number } | undefined {
  const named = [...tokens.entries()].flatMap(([at, token]) => {
    const name = NAMES.find((n) => n.name.test(token));
    return name ? [{ target: name.target, at }] : [];
  });
  return named.find(({ at }) => FRAME_BEFORE.has(tokens[at - 1] ?? '')) ?? named[0];
}

/** Whether `message` names English or German at all ("a site in English", "auf Deutsch"). */
export function namesLanguage(message: string): boolean {
  return targetIn(words(message)) !== undefined;
}

/** Words that carry something beyond the request ("Leistungen", "Wartung", "erreichbar"). */
function contentWords(text: string): number {
  return words(text).filter(
    (w) => w.length > 2 && !ASKING.has(w) && !FILLER.has(w) && !COMMON.has(w),
  ).length;
}

/** Who the answer is for or goes to ("ich muss das an unseren DPO weiterleiten"): a remark. */
const PASSED_ON =
  /(?<!\p{L})(weiterleit\p{L}*|weiterzuleit\p{L}*|leite|forward\p{L}*|shar\p{L}*|send\p{L}*|schick\p{L}*|zeig\p{L}*|show\p{L}*|lies\p{L}*|liest|read\p{L}*|partner\p{L}*|kolleg\p{L}*|colleague\p{L}*|chef\p{L}*|boss|frau|mann|wife|husband|tochter|sohn|daughter|son|team)(?!\p{L})/iu;
/** A statement beside the request is an enquiry with this many words that carry something. */
const ENQUIRY_WORDS = 4;

/** A question beside the request asks something with this many words, however common. */
const MIN_QUESTION_WORDS = 4;

/** Words that occur in the examples of many intents ("does", "kann", "the"). */
const COMMON = new Set([...functionWords('en'), ...functionWords('de')]);

function withoutReaders(text: string): string {
  return READER.reduce((t, pattern) => t.replace(pattern, ''), text);
}

/** What one sentence asks of the chat's language, if anything. */
/** How the chat began ("started this chat in German", "hat auf Englisch angefangen"). */
const BEGAN = /(?<!\p{L})(started|began|begun|angefangen|begonnen|gestartet)(?!\p{L})/iu;
/** A wish for now all the same ("started in English but can we switch?"). */
const WANTS_NOW =
  /(?<!\p{L})(but|now|please|can|could|would|aber|jetzt|nun|bitte|kannst|können|könnten|würden?)(?!\p{L})/iu;

function readSentence(
  sentence: string,
  first: boolean,
): { target: Language; kind: LanguageRequest['kind'] } | undefined {
  const tokens = words(sentence);
  const named = targetIn(tokens);
  if (!named) return undefined;
  // "my colleague started this chat in German": how the chat began, no request.
  if (BEGAN.test(sentence) && !WANTS_NOW.test(sentence)) return undefined;
  const toYou = SECOND_PERSON.test(sentence);
  // "sag mir kurz auf englisch, wie ich charles erreiche": an imperative asks the assistant.
  const imperative = ASKING.has(tokens.find((t) => !FILLER.has(t)) ?? '');
  if (THIRD_PERSON.test(sentence) && !toYou && !imperative) return undefined;
  const framed = named.at > 0 && FRAME_BEFORE.has(tokens[named.at - 1] ?? '');
  if (!framed) {
    // "ey sprich mal englisch mit mir": an imperative to speak it.
    if (SPEAK_TO_ME.test(sentence)) return { target: named.target, kind: 'answer' };
    if (toYou && SPEAKS.test(sentence) && !OWN_SKILL.test(sentence)) {
      return { target: named.target, kind: 'chat' };
    }
    // "my colleague here only speaks english, can you give her the short version pls".
    if (toYou && ONLY_SPEAKS.test(sentence) && tokens.some((t) => ASKING.has(t))) {
      return { target: named.target, kind: 'answer' };
    }
    // "English please", "german pls".
    const others = tokens.filter((_, i) => i !== named.at);
    if (others.length <= 2 && others.some((t) => ASKING.has(t))) {
      return { target: named.target, kind: 'answer' };
    }
    // "tamam dann deutsch.", "ok english then": a switch said, not asked ("and German?" asks),
    // and said first ("… must be german for customers, and english too" is no switch).
    if (
      first &&
      others.length > 0 &&
      others.length <= 3 &&
      others.every((t) => FILLER.has(t)) &&
      !isQuestion(sentence)
    ) {
      return { target: named.target, kind: 'answer' };
    }
    return undefined;
  }
  const before = tokens[named.at - 2] ?? '';
  if (SITE.has(before) && THIS.has(tokens[named.at - 3] ?? '') && isQuestion(sentence)) {
    return { target: named.target, kind: 'site' };
  }
  // "kannst du mir das mit der app nochmal auf englisch sagen?": said again, not an app in English.
  if (
    tokens.some((t) => THING.test(t)) &&
    !(tokens.some((t) => SPEECH.has(t)) && AGAIN.test(sentence))
  ) {
    return undefined;
  }
  if (VISITOR_WRITES.test(sentence) && !toYou) {
    // "ich schreib lieber auf Deutsch weiter": the visitor goes on in it; answers follow.
    if (GOING_ON.test(sentence)) return { target: named.target, kind: 'answer' };
    // "kann ich auch auf Englisch fragen?", "is it ok if I write in English?": here, in the chat.
    return THE_CHAT.test(sentence) || isQuestion(sentence)
      ? { target: named.target, kind: 'chat' }
      : undefined;
  }
  if (THE_CHAT.test(sentence) && !tokens.some((t) => ASKING.has(t))) {
    return { target: named.target, kind: 'chat' };
  }
  const rest = tokens.filter((_, i) => i !== named.at && i !== named.at - 1);
  const asking = rest.some((t) => ASKING.has(t));
  const elliptical = contentWords(rest.join(' ')) === 0;
  return toYou || asking || elliptical ? { target: named.target, kind: 'answer' } : undefined;
}

/**
 * A text of the visitor's to translate ("translate to German: 'We are closed on Mondays'"): a
 * task for someone else, not a request for the chat's language.
 */
const TRANSLATE = /(?<!\p{L})(translat|übersetz)\p{L}*/iu;
const GIVEN_TEXT = /[„“"'‚‘«][^„“"'‚‘«»]*\s[^„“"'‚‘«»]*[“”"'‘’»]|:\s*\S+\s+\S+\s+\S+/;

/** Asked why the chat answers in a language ("why are you answering me in german?"): the other one is wanted. */
const WHY_IN = new RegExp(
  `(?<!\\p{L})(why|warum|wieso|weshalb)(?!\\p{L}).{0,30}(answer|reply|respond|writ|talk|speak|antwort|schreib|sprich|redest|red)\\p{L}*.{0,20}(?<!\\p{L})(in|auf)\\s+(${WRITTEN})(?!\\p{L})`,
  'iu',
);

/** Reads a language request in `message`; undefined when there is none. */
export function languageRequest(message: string): LanguageRequest | undefined {
  const why = WHY_IN.exec(message);
  const named =
    why && SECOND_PERSON.test(why[0]) && !THIRD_PERSON.test(why[0]) && targetIn(words(why[0]));
  if (named)
    return { target: named.target === 'de' ? 'en' : 'de', kind: 'answer', rest: '', lasting: true };
  if (BOTH.test(message)) return undefined;
  if (TRANSLATE.test(message) && GIVEN_TEXT.test(message)) return undefined;
  const parts = sentences(message);
  for (const [index, sentence] of parts.entries()) {
    const found = readSentence(sentence, index === 0);
    if (!found) continue;
    const rest = parts
      .map((part, i) => {
        if (i === index) return found.kind === 'answer' ? part.replace(FRAME, '') : '';
        // Remarks about whose language is weak, and short statements, ask nothing; an enquiry
        // after the switch does ("dann deutsch. hab ein friseursalon und will online termine").
        if (
          targetIn(words(part)) ||
          (!isQuestion(part) && (contentWords(part) < ENQUIRY_WORDS || PASSED_ON.test(part)))
        ) {
          return '';
        }
        return part;
      })
      .map((part) => withoutReaders(part).replace(ANY_NAME, '').replace(/\s+/g, ' ').trim())
      // A question of its own asks something in common words too ("so what DOES he do??").
      .filter(
        (part, i) =>
          contentWords(part) > 0 || (i !== index && words(part).length >= MIN_QUESTION_WORDS),
      )
      .join(' ');
    // "kannst du das mit dem speichern nochmal auf englisch erklären?": the answer before, again.
    const again =
      found.kind === 'answer' && AGAIN.test(rest) && THAT.test(rest) && !NEW_QUESTION.test(rest);
    return {
      ...found,
      rest: again ? '' : rest,
      ...(found.kind === 'answer' &&
      (LASTING.test(message) ||
        (CONTINUES.test(message) && TO_US.test(message)) ||
        (VISITOR_WRITES.test(message) && GOING_ON.test(message)))
        ? { lasting: true }
        : {}),
    };
  }
  return undefined;
}

/** A greeting alone ("Hallo", "hi there"). */
const GREETING =
  /^(hi|hey|hello|hallo|moin|servus|grüß gott|guten (tag|morgen|abend)|good (morning|afternoon|evening))( there| zusammen)?[!.,]*$/i;

/** The visitor's own language skills ("sorry I don't read German", "mein Englisch ist nicht so gut", "sorry, no German."). */
const MY_SKILL =
  /\b(i|i'm|my|ich|mein\w*)\b.{0,30}\b(don'?t|do not|can'?t|cannot|isn'?t|not|no|poor|bad|little|nicht|kein\w*|schlecht|wenig|kaum)\b|\b(don'?t|do not|can'?t)\b.{0,10}\b(speak|read|understand)\b|\b(easier|leichter|einfacher) (for me|for us|für mich|für uns)\b|\b(only|nur) (here|hier)\b|\b(continues?|weiter)\b.{0,12}\b(in|auf)\b|\b(one more|noch eine?)\b.{0,6}\b(in|auf)\b|^\W*(sorry\W+)?(no|kein)\s+(german|english|deutsch|englisch)\W*$/i;

/**
 * The message without what the visitor says of their own languages, when it asks something
 * besides ("sorry I don't read German, what is this website about?" → "what is this website
 * about?"); undefined when there is no such remark or nothing else.
 */
export function withoutOwnLanguage(message: string): string | undefined {
  const parts = message
    .split(/(?<=[.!?;:])\s+|,\s+(?=\S)/)
    .map((part) => part.trim())
    .filter(Boolean);
  const remark = (part: string) => targetIn(words(part)) !== undefined && MY_SKILL.test(part);
  if (!parts.some(remark)) return undefined;
  // A greeting before the remark ("Hallo, ich verstehe nicht so gut Englisch.") goes with it.
  const rest = parts.filter((part) => !remark(part) && !GREETING.test(part)).join(' ');
  return contentWords(rest) > 0 || isQuestion(rest) ? rest : undefined;
}

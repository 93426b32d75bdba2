/**
 * What the visitor wants, with the conversation in mind. The browser sends up to eight
 * messages; the earlier questions are read again to know the topic and the things in focus
 * (a technology, the project), so "and Python?", "what was it built with?" or "Und wie
 * erreiche ich ihn?" get the answer the previous turn leads to.
 */
import type { ChatMessage } from '../../../../../src/shared/api-contract';
import type { Facts } from '../../knowledge/facts';
import type { Topic } from './lexicon';
import type { ParsedMessage, TechMention } from './parse';
import { tokenize } from './text';

export type Intent =
  | Exclude<Topic, 'technologies' | 'more' | 'storage' | 'chat'>
  | 'skillCheck'
  /** "Does he work with databases?": the listed skills of one kind. */
  | 'skillKind'
  | 'projectTech'
  | 'moreProjects'
  | 'chatStored'
  | 'retention'
  | 'unknown'
  | 'offTopic'
  /** Nothing to go on ("?", "...", a keyboard mash): offer what can be asked. */
  | 'prompt';

export interface Understanding {
  /** What to answer, most important first (two when the visitor asked two things). */
  intents: Intent[];
  techs: TechMention[];
  /** Kinds of technology asked about (TECH_KINDS keys). */
  kinds: string[];
  /** Kinds of work asked about (WORK_KINDS keys): services answers check them against the facts. */
  work: string[];
  /** Human languages asked about (ISO codes). */
  languages: string[];
  project: number | undefined;
  /** The message itself names the project ("What is Physio am Park?"). */
  projectNamed: boolean;
  /** The question mentions a degree or university (education answers say what is missing). */
  asksInstitution: boolean;
  thanked: boolean;
  /** A follow-up that continues the previous question: that question's text, read with it. */
  inherited?: string;
  /** "What's uptime monitoring?": a term from the services, to point to, not to promise. */
  define?: boolean;
  /** A question about a feature of the named project: its whole description answers it. */
  projectDetail?: boolean;
  /** The cue words' weight for the first intent; undefined where a rule decided. */
  score?: number;
}

interface Context {
  intent: Intent | undefined;
  techs: TechMention[];
  project: number | undefined;
  /** The question that set the intent, for a follow-up that only adds to it ("e.g. DATEV?"). */
  text: string;
}

/** Intents a bare follow-up can continue (not a refusal, not small talk). */
const INHERITABLE: ReadonlySet<Intent> = new Set([
  'services',
  'availability',
  'prices',
  'duration',
  'workplace',
  'contact',
  'projects',
  'projectTech',
  'skills',
]);
const SOCIAL: ReadonlySet<Intent> = new Set(['greeting', 'thanks', 'goodbye', 'ack', 'howAreYou']);
/** Small talk decides a message of at most this many words ("good morning :) how's your day going?"). */
const SMALL_TALK_MAX_TOKENS = 7;
/** "wie geht's jetzt weiter?", "what's next": how things go on, not how the assistant is. */
const PROCEEDS = /\b(weiter|next)\b/i;
const PROJECT_INTENTS: ReadonlySet<Intent | undefined> = new Set([
  'projects',
  'projectTech',
  'projectLink',
  'moreProjects',
]);
const SKILL_INTENTS: ReadonlySet<Intent | undefined> = new Set([
  'skills',
  'skillCheck',
  'skillLevel',
  'learning',
]);
/** Answers that can stand next to each other in one reply. */
const COMBINABLE: ReadonlySet<Intent> = new Set([
  'skillCheck',
  'skillLevel',
  'employment',
  'business',
  'vat',
  'duration',
  'name',
  'legal',
  'email',
  'phone',
  'linkedin',
  'github',
  'cv',
  'location',
  'address',
  'languages',
  'availability',
  'prices',
  'skills',
  'projects',
  'education',
  'design',
  'title',
  'contact',
  'services',
]);
/** Answers that each say who the owner is: one of them is enough. */
const WHO_INTENTS: ReadonlySet<Intent> = new Set(['employment', 'title', 'overview', 'name']);
/** At most this many answers in one reply. */
const MAX_INTENTS = 3;
/** Which intent wins a tie: the more specific first. */
const PRIORITY: Intent[] = [
  'email',
  'phone',
  'linkedin',
  'github',
  'cv',
  'address',
  'vat',
  'legal',
  'privacy',
  'cookies',
  'chatStored',
  'retention',
  'contactData',
  'employment',
  'prices',
  'duration',
  'availability',
  'replyTime',
  'design',
  'projectTech',
  'projectLink',
  'moreProjects',
  'skillLevel',
  'learning',
  'skillCheck',
  'skills',
  'languages',
  'location',
  'education',
  'personal',
  'name',
  'business',
  'projects',
  'contact',
  'title',
  'services',
  'identity',
  'self',
  'overview',
];
const FORM = /\b(form|formular\w*|kontaktformular)\b/i;
/** "a contact form that sends e-mails to me": a form to build, not this site's form. */
const FORM_SERVICE =
  /\b(forms?|\w*formular\w*)\b.{0,50}\b(send|sends|land|lands|arrive|arrives|ankommt|ankommen|landet|landen|per e-?mail|by e-?mail|to me|bei mir|directly)\b|\b(need|needs|want|would like|brauche|brauchen|möchte|mochte|hätte gern)\b.{0,50}\b(forms?|\w*formular\w*)\b/i;
/** "What's uptime monitoring?", "Was bedeutet …?": a term from the services. */
const MEANING =
  /^\s*(what('s| is| are)|was (ist|sind|bedeutet|heißt|heisst|meint))\b|\bwhat does\b.{1,40}\bmean\b|\b(erklär\w*|erklaer\w*|explain)\b.{0,25}\b(was|what)\b/i;
/** "a site like Physio am Park", "ähnlich wie": the visitor wants one of their own. */
const SIMILAR = /(?<!\p{L})(like|similar|same|ähnlich|so wie|genauso|wie bei)(?!\p{L})/iu;
/** "Can he do a website in 2 weeks?": a deadline. */
const DEADLINE =
  /\b(in|within|innerhalb( von)?|bis)\s+(\d+|one|two|three|a few|zwei|drei|ein paar)\s+(days?|weeks?|months?|tagen?|wochen?|monat(en)?)\b/i;
const COUNTRY =
  /(?<!\p{L})(austria|switzerland|uk|united kingdom|usa|france|netherlands|belgium|italy|spain|poland|eu|österreich|schweiz|zürich|wien|frankreich|niederlande|belgien|italien|spanien|polen)(?!\p{L})/iu;
/** The visitor talks to the site ("do you", "arbeiten Sie"). */
const ADDRESSED = /\b(you|your|du|dich|ihr|sie)\b/i;
/** The visitor talks about themselves ("I'm in the UK", "Mein Laden ist in Österreich"). */
const VISITOR_SELF = /\b(i|i'm|im|my|we|we're|our|ich|mein\w*|wir|unser\w*)\b/i;
const IN_PLACE =
  /\b(is he|ist er|sitzt er|wohnt er|lebt er|lives he|does he live)\s+(based\s+)?(in|aus)\s+\p{Lu}/u;
const WHY = /^\s*(why|how come|warum|wieso|weshalb)\b/i;
const EMAIL_SERVICE =
  /\b(handle|set ?up|setup|einrichten|einrichtung|hosting|host)\b.{0,25}\be-?mails?\b|\be-?mail[-\w]*\b.{0,30}\b(set ?up|setup|hosting|einricht\w*)\b|\b(go|goes|land|lands|arrive|arrives|sent|landen)\b.{0,15}\b(my|our|meinem|unserem|mein) (e-?mail|inbox|postfach)\b/i;
/** Words for a website, to tell the project's address from the owner's. */
const SITE_WORDS = /\b(site|website|seite|webseite|url|web|link|domain)\b/i;
/** A follow-up that adds to the previous question ("e.g. with DATEV?", "for about 3 months"). */
const ADDS_TO =
  /^\s*(e\.?\s?g\.?|z\.\s?b\.?|like|such as|wie|etwa|for|für|fur|with|mit|including|also|auch)\b/i;
const COMMAND = /^\s*["„“]?\s*(say|sag|sage|repeat|wiederhole|type|print)\b/i;
const EXCLAMATION = /\bthank (god|goodness|heavens)\b|\bgott sei dank\b/i;
/** Thanks as written: the cue words' typo tolerance reads "think" as "thank". */
const THANKS_WRITTEN =
  /\b(thanks?|thx|ty|cheers|appreciat\w*|danke\w*|dankesch(ö|o)n|vielen dank|merci)\b/i;
const INSTITUTION =
  /\b(university|college|degree|diploma|universit\S*|hochschule|uni|abschluss)\b/i;

const RAW_TOPICS: ReadonlySet<Topic | Intent> = new Set([
  'technologies',
  'more',
  'storage',
  'chat',
]);

function isIntent(key: Topic | Intent): key is Intent {
  return !RAW_TOPICS.has(key);
}

/** The message names a word of a service line ("uptime monitoring", "Verfügbarkeitsüberwachung"). */
const serviceTerms = new WeakMap<Facts, ReadonlySet<string>>();
function namesServiceTerm(tokens: readonly string[], facts: Facts): boolean {
  let words = serviceTerms.get(facts);
  if (!words) {
    const lines = facts.services.flatMap((g) => g.items).join(' ');
    words = new Set(tokenize(lines).filter((w) => w.length >= 5));
    serviceTerms.set(facts, words);
  }
  // "barrierearm" names "barrierearmes Design": a word and its inflections.
  return tokens.some(
    (t) =>
      t.length >= 5 &&
      (words.has(t) ||
        [...words].some(
          (w) => Math.min(t.length, w.length) >= 8 && (w.startsWith(t) || t.startsWith(w)),
        )),
  );
}

function rank(intent: Intent): number {
  const at = PRIORITY.indexOf(intent);
  return at < 0 ? PRIORITY.length : at;
}

function only(
  intent: Intent,
  parsed: ParsedMessage,
  extra: Partial<Understanding> = {},
): Understanding {
  return {
    intents: [intent],
    techs: parsed.techs,
    kinds: parsed.kinds,
    work: parsed.work,
    languages: parsed.languages,
    project: parsed.projects[0],
    projectNamed: parsed.projects.length > 0,
    asksInstitution: false,
    thanked: false,
    ...extra,
  };
}

/** One message, given what the conversation had in focus before it. */
export function understand(parsed: ParsedMessage, context: Context, facts: Facts): Understanding {
  const scores = new Map<Intent | Topic, number>(parsed.scores);
  const get = (key: Intent | Topic) => scores.get(key) ?? 0;
  const move = (from: Topic, to: Intent, bonus = 0) => {
    const score = get(from);
    scores.delete(from);
    if (score > 0) scores.set(to, get(to) + score + bonus);
  };

  if (get('roleChange') >= 2 || COMMAND.test(parsed.text)) return only('roleChange', parsed);
  // "Why isn't it in the skills list?": the site gives no reasons.
  if (WHY.test(parsed.text)) return only('why', parsed);
  if (get('privateRequest') >= 2) return only('privateRequest', parsed);
  if (get('task') >= 2 && parsed.work.length === 0 && get('overview') < 3)
    return only('task', parsed);

  const singleProject = facts.projects.length === 1 ? 0 : undefined;
  const projectInFocus =
    parsed.projects[0] ??
    context.project ??
    (PROJECT_INTENTS.has(context.intent) ? singleProject : undefined);
  const aboutProject =
    parsed.projects.length > 0 ||
    get('projects') > 0 ||
    PROJECT_INTENTS.has(context.intent) ||
    (parsed.followUp && context.project !== undefined);

  if (get('technologies') > 0)
    move('technologies', aboutProject ? 'projectTech' : 'skills', aboutProject ? 2 : 0);
  if (get('projectLink') > 0) {
    if (aboutProject && projectInFocus !== undefined)
      scores.set('projectLink', get('projectLink') + 1);
    else scores.delete('projectLink');
  }
  if (get('more') > 0) {
    if (PROJECT_INTENTS.has(context.intent) && parsed.techs.length === 0)
      move('more', 'moreProjects', 1);
    else if (SKILL_INTENTS.has(context.intent)) move('more', 'skills');
    else scores.delete('more');
  }
  // "Do you store my messages?": neither the chat nor the form named, so both are answered.
  if (get('storage') >= 2 && get('chat') === 0 && get('contact') < 1.5 && !FORM.test(parsed.text)) {
    if (/\b(messages?|nachrichten?)\b/i.test(parsed.text))
      return { ...only('chatStored', parsed), intents: ['chatStored', 'retention'] };
  }
  // "Is this chat a real person?": who answers, not what is kept.
  if (get('identity') >= 2 && get('storage') === 0) scores.delete('chat');
  if (get('chat') > 0 || (get('storage') > 0 && context.intent === 'chatStored')) {
    scores.set('chatStored', get('chat') + get('storage') + 1);
  } else if (get('storage') >= 2) {
    scores.set('retention', get('storage') + get('contact') + get('email') + 1);
    scores.delete('contact');
    scores.delete('email');
  }
  scores.delete('chat');
  scores.delete('storage');

  let techs = parsed.techs;
  if (techs.length > 0 && get('skillLevel') === 0) scores.set('skillCheck', get('skills') + 2.5);
  if (techs.length === 0 && parsed.kinds.length > 0)
    scores.set('skillKind', get('skills') + get('services') + 2.5);
  if (techs.length === 0 && get('skillLevel') > 0 && context.techs.length > 0)
    techs = context.techs;
  // "Does he do mobile apps?", "Macht er Apps fürs Handy?": a question about services, whatever
  // else its words touch ("Handy", "iOS", "learning", "design", "store", "privacy policy").
  if (parsed.work.length > 0) scores.set('services', Math.max(0, ...scores.values()) + 1);
  if (parsed.languages.length > 0 && get('skills') < 3)
    scores.set('languages', get('languages') + 2);
  if (parsed.projects.length > 0) scores.set('projects', get('projects') + 3);
  if (parsed.business && ![...scores.values()].some((v) => v >= 2))
    scores.set('business', get('business') + 2);

  // "E-Mail-Postfächer für mein Team einrichten": the e-mail service, not the address, in the
  // word orders no phrase of the lexicon catches (a phrase such as "handle email" claims its words).
  if (EMAIL_SERVICE.test(parsed.text)) {
    scores.set('services', get('services') + get('email') + 1);
    scores.delete('email');
    scores.delete('address');
  }
  // "How good is he at Java?": the level of that skill, not a general rating.
  if (
    get('quality') > 0 &&
    (parsed.techs.length > 0 || (parsed.followUp && context.techs.length > 0))
  )
    move('quality', 'skillLevel');
  // "Is he good with databases?": the skills of that kind.
  if (parsed.kinds.length > 0) scores.delete('quality');
  // "a contact form that lands in my inbox": a form to build.
  if (FORM_SERVICE.test(parsed.text) && /\b(my|our|mein\w*|unser\w*)\b/i.test(parsed.text)) {
    scores.set('services', Math.max(get('services'), get('contact'), get('email')) + 1);
    scores.delete('contact');
    scores.delete('email');
  }
  // "Wie heißt die Praxis aus dem Projekt?": the project, not the owner's name.
  if (get('projects') > 0 || parsed.projects.length > 0) scores.delete('name');
  // "is it in english too?" about the project: its own description says so.
  if (aboutProject && parsed.followUp && projectInFocus !== undefined && get('languages') > 0) {
    scores.set('projects', get('projects') + get('languages') + 1);
    scores.delete('languages');
  }
  // "Was hat die Physio-Seite gekostet?": the price, which the project does not give either.
  if (get('prices') >= 3 && parsed.projects.length > 0) {
    scores.delete('projects');
    scores.delete('projectLink');
  }
  // "My shop is in Austria, can he help?" asks where he works; "the capital of France" does not.
  if (COUNTRY.test(parsed.text)) {
    const aboutWork =
      parsed.ownerRef ||
      ADDRESSED.test(parsed.text) ||
      VISITOR_SELF.test(parsed.text) ||
      context.intent === 'workplace';
    if (aboutWork) scores.set('workplace', get('workplace') + 2);
    else scores.delete('workplace');
  }
  // "Is he in Berlin?": where he is based.
  if (IN_PLACE.test(parsed.text)) scores.set('location', get('location') + 3);
  // "Wie heißt die Firma?": the business's name.
  if (get('business') >= 2) scores.delete('name');
  // "wie ist die Adresse der Seite" while talking about the project: its URL.
  if (
    get('address') > 0 &&
    aboutProject &&
    projectInFocus !== undefined &&
    SITE_WORDS.test(parsed.text)
  ) {
    scores.set('projectLink', get('projectLink') + get('address') + 1);
    scores.delete('address');
  }
  // "Wie lange dauert es, bis er antwortet?" asks about replies, not a project's duration.
  if (get('replyTime') >= 2) scores.delete('duration');

  if (DEADLINE.test(parsed.text)) scores.set('duration', get('duration') + 3);
  // "a website like Physio am Park": one of their own, not a question about the project.
  const similar = parsed.projects.length > 0 && SIMILAR.test(parsed.text);
  if (similar) {
    scores.delete('projects');
    scores.delete('projectLink');
    scores.set('services', Math.max(get('services'), 2));
  }
  // "Does the Physio site have online booking?": what the project itself has.
  const projectDetail =
    !similar &&
    parsed.projects.length > 0 &&
    get('services') > Math.max(get('projectTech'), get('projectLink'), 1);
  if (projectDetail) {
    scores.set('projects', get('projects') + get('services') + 1);
    scores.delete('services');
  }
  // "What's uptime monitoring?", "Was bedeutet Verfügbarkeitsüberwachung?": the service line.
  const define =
    MEANING.test(parsed.text) &&
    parsed.techs.length === 0 &&
    get('overview') < 3 &&
    namesServiceTerm(parsed.tokens, facts);
  if (define && ![...scores.values()].some((score) => score >= 3))
    scores.set('services', Math.max(get('services'), 3));

  const intents = [...scores.entries()].flatMap(([key, score]) =>
    isIntent(key) ? [{ intent: key, score }] : [],
  );
  const ranked = intents
    .filter(({ intent, score }) => score >= 0.5 && !SOCIAL.has(intent))
    .sort((a, b) => b.score - a.score || rank(a.intent) - rank(b.intent));

  const base = {
    techs,
    kinds: parsed.kinds,
    work: parsed.work,
    languages: parsed.languages,
    project: projectInFocus,
    projectNamed: parsed.projects.length > 0,
    asksInstitution: INSTITUTION.test(parsed.text),
    define,
    projectDetail,
    // "Thank god, someone who does websites!" thanks nobody.
    thanked:
      get('thanks') > 0 && THANKS_WRITTEN.test(parsed.text) && !EXCLAMATION.test(parsed.text),
  };

  if (ranked.length === 0) {
    // A follow-up that only names something: "and Python?", "Und mit GCP?".
    if (parsed.techs.length > 0 && !(context.intent === 'services' && ADDS_TO.test(parsed.text)))
      return { ...base, intents: ['skillCheck'] };
    if (parsed.projects.length > 0) return { ...base, intents: ['projects'] };
    // A follow-up that continues the last question: "what about a PWA?", "for about 3 months",
    // "Landen die Bestellungen in meinem Postfach?" after the order form.
    // Small talk ("hi", "thanks", "ok", an emoji) continues nothing.
    const smallTalk = intents.some(({ intent }) => SOCIAL.has(intent));
    const continues =
      parsed.followUp ||
      ADDS_TO.test(parsed.text) ||
      (!smallTalk && parsed.tokens.length <= 5 && parsed.unexplained.length > 0);
    if (context.intent && continues && INHERITABLE.has(context.intent)) {
      return { ...base, intents: [context.intent], inherited: context.text };
    }
    const meaningful =
      parsed.unexplained.length >= 2 ||
      (parsed.unexplained.length === 1 && parsed.tokens.length >= 3);
    // "hey how's it going", "Danke dir, das hat mir echt weitergeholfen!": small talk in a short
    // message is small talk, whatever other words come with it.
    // Not "ok", which opens as many questions as it ends ("ok does he work weekends"), nor "wie
    // geht's weiter"; a goodbye ends the conversation, whatever thanks come with it.
    const talk =
      intents.find(({ intent }) => intent === 'goodbye') ??
      intents
        .filter(({ intent }) => SOCIAL.has(intent) && intent !== 'ack')
        .filter(({ intent }) => intent !== 'howAreYou' || !PROCEEDS.test(parsed.text))
        .sort((a, b) => b.score - a.score)[0];
    if (talk && parsed.tokens.length <= SMALL_TALK_MAX_TOKENS)
      return { ...base, intents: [talk.intent] };
    // In a conversation about the owner, an unknown question is most likely about him too.
    if (meaningful)
      return { ...base, intents: [parsed.ownerRef || context.intent ? 'unknown' : 'offTopic'] };
    const [social] = intents
      .filter(({ intent }) => SOCIAL.has(intent))
      .sort((a, b) => b.score - a.score);
    if (social) return { ...base, intents: [social.intent] };
    if (/\p{Extended_Pictographic}/u.test(parsed.text)) return { ...base, intents: ['greeting'] };
    return { ...base, intents: [parsed.ownerRef ? 'unknown' : 'prompt'] };
  }

  const [top, ...others] = ranked;
  if (!top) return { ...base, intents: ['prompt'] };
  const chosen: Intent[] = [top.intent];
  // Two or three questions in one message: "… and …", "…, …", "…? …".
  const joined = /\b(and|und)\b|[,&]|\?\s*\S/i.test(parsed.text);
  const family = (intent: Intent) =>
    SKILL_INTENTS.has(intent) ? 'skills' : WHO_INTENTS.has(intent) ? 'who' : intent;
  for (const next of others) {
    if (!joined || chosen.length >= MAX_INTENTS || next.score < 2) break;
    if (!COMBINABLE.has(top.intent) || !COMBINABLE.has(next.intent)) continue;
    // One answer per family ("cloud? GCP?" is one skills question); a services answer
    // already checks the technologies it names.
    if (chosen.some((c) => family(c) === family(next.intent))) continue;
    if (next.intent === 'skillCheck' && chosen.includes('services')) continue;
    chosen.push(next.intent);
  }
  return { ...base, intents: chosen, score: top.score };
}

/** What the conversation had in focus before its newest message. */
export function contextOf(
  history: readonly ChatMessage[],
  parse: (message: string) => ParsedMessage,
  facts: Facts,
): Context {
  let context: Context = { intent: undefined, techs: [], project: undefined, text: '' };
  for (const message of history.slice(0, -1)) {
    if (message.role === 'assistant') {
      // The project an answer named is the "it" of the next question.
      const named = facts.projects.findIndex((p) => p.name && message.content.includes(p.name));
      if (named >= 0 && PROJECT_INTENTS.has(context.intent))
        context = { ...context, project: named };
      continue;
    }
    const understood = understand(parse(message.content), context, facts);
    const [intent] = understood.intents;
    if (!intent || SOCIAL.has(intent)) continue;
    context = {
      intent,
      techs: understood.techs.length > 0 ? understood.techs : context.techs,
      project: understood.project ?? context.project,
      // A follow-up keeps the question it continues ("Can he build a web shop?" + "e.g. Shopify").
      text: understood.inherited ? `${understood.inherited} ${message.content}` : message.content,
    };
  }
  return context;
}

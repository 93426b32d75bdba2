/**
 * Writes the reply for what was read, from the facts in the visitor's language: the answer
 * first, short, about the owner in the third person, with a link where one helps. Each answer
 * also says whether the site leaves the question open (then the reply offers to pass it on).
 */
import { SUPPORTED_LANGUAGES, type Language } from '../../../../src/shared/languages';
import { messageMax, midSentence } from '../knowledge/compile';
import type { FactBase, Facts } from '../knowledge/facts';
import type { Mention } from '../understanding/classifier';
import type { Reading } from '../understanding/reading';
import { PHRASES, type Phrases } from './phrases';
import { functionWords, OWNER_PREFIX, techKey } from '../understanding/vocabulary';
import { ServiceLines } from './service-lines';
import { services } from './services';
import {
  mentionOf,
  skillCheck,
  skillKind,
  skillLevel,
  skillOf,
  skillsList,
  type TechMention,
} from './skills';
import { boundReply, fill, list, listOr, quote } from './text';

/** Languages beside those named ("any other languages besides english", "noch andere Sprachen"). */
export const OTHER_LANGUAGES =
  /(?<!\p{L})((any |irgendwelche |noch |weitere |sonst |andere )(other |andere |weitere )?(languages?|sprachen)|(other|andere\p{L}*|weitere\p{L}*) (languages?|sprachen)|(besides|apart from|other than|except|außer) (english|german|englisch|deutsch))(?!\p{L})/iu;
/** An enquiry's reply names at most this many service lines and owner's answers. */
const ENQUIRY_MAX_LINES = 3;
const ENQUIRY_MAX_ANSWERS = 2;
/**
 * In an enquiry, words in the examples of this many intents say nothing about the work asked
 * for: a prospect's sentences about his business ("a small bakery", "our website") share them
 * with a service line by chance.
 */
const ENQUIRY_STOP_SPREAD = 8;
/**
 * Owner's answers that say what the enquiry's closing says already (how to reach him, next
 * steps), or that are about this site and not the visitor's project: a café that wants its
 * regulars to sign up for a newsletter is not asking whether this site has one.
 */
const ENQUIRY_SKIPS = new Set([
  'formMessage',
  'process',
  'invoices',
  'newsletter',
  'formTrouble',
  'siteFeedback',
  'enjoys',
]);
/** The service line of forms ("Contact, booking and order forms …", "…formulare …"). */
const FORMS = /(?<!\p{L})forms?(?!\p{L})|formular/iu;

/** A first sentence this short is a bare "Yes." or "Not at all.". */
const BARE_REPLY_CHARS = 25;

/** The sentences of a message. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+/).filter((s) => /[\p{L}]/u.test(s));
}

/**
 * An owner's answer in short: its first sentences up to a full thought, without its links, and
 * without a bare "Yes." or "Not at all." that answered his own question, not the enquiry.
 */
/**
 * "the physio project": a project named by the first word of its name together with the word
 * project (the word alone is the visitor's own practice as often as the project).
 */
function namesProject(text: string, f: Facts): boolean {
  if (!/\b(projects?|projekt\w*)\b/i.test(text)) return false;
  const words = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return f.projects.some((project) => {
    const first = project.name.split(/\s+/)[0]?.toLowerCase() ?? '';
    return first.length >= 4 && words.has(first);
  });
}

function gist(answer: string, fuller = false): string {
  const parts = sentences(answer).filter((s) => !/\]\(/.test(s));
  if ((parts[0]?.length ?? 0) < BARE_REPLY_CHARS) parts.shift();
  if (fuller) return parts.slice(0, 2).join(' ');
  let text = '';
  for (const part of parts) {
    text = text ? `${text} ${part}` : part;
    if (text.length >= GIST_CHARS) break;
  }
  return text;
}

/**
 * The gist of one of the owner's answers: its sentences up to this length, or its first two
 * where the message names the case the second is about.
 */
const GIST_CHARS = 60;

/** Replies of several answers stay under this length (one answer alone may be a list). */
const SOFT_MAX_CHARS = 600;

export interface Answer {
  text: string;
  /** The site does not settle it: offer to pass the question to the owner. */
  open: boolean;
}

/** Intents whose answer never settles the question by itself: the owner should. */
const OPEN_INTENTS = new Set([
  'prices',
  'availability',
  'experience',
  'personal',
  'employment',
  'relay',
  'complaint',
  'workplace',
  'nationality',
]);

function article(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/** "A calm, bilingual website for a physiotherapy practice: treatments, …" → up to the colon. */
function firstClause(text: string): string {
  const end = text.search(/[.!?:;](\s|$)/);
  return end > 0 ? text.slice(0, end) : text;
}

/** A data protection officer, by name ("DPO", "Datenschutzbeauftragter", "DSB"). */
export const DPO =
  /data protection officer|\bdpo\b|datenschutzbeauftragt|\bdsb\b|(responsible for|in charge of|zuständig für|verantwortlich für|ansprechp\w+ für) (the )?(data protection|datenschutz|privacy)/i;

/** A question about his time zone ("what time zone is he in?"): where he is answers it. */
export const TIME_ZONE = /(?<!\p{L})(time ?zones?|zeitzone\p{L}*)(?!\p{L})/iu;

/** When a text was last changed ("Wann wurde die Datenschutzerklärung zuletzt aktualisiert?"). */
export const UPDATED =
  /\b(updated|last (changed|modified|revised)|aktualisiert|zuletzt (geändert|überarbeitet)|stand)\b/i;

/** What the privacy notice says of a data protection officer, and whom to write to. */
export function dpoAnswer(f: Facts, p: Phrases): string {
  return fill(p.dpo, f, { line: quote(f.privacy.dpo, p), email: f.contact.email });
}

/** A phone number asked for ("just give me his number", "gib mir seine Nummer"). */
const NUMBER_ASKED = /(?<!\p{L})(number|phone|nummer|telefon\p{L}*|handynummer)(?!\p{L})/iu;

/** How much the form takes, or whether files go with it ("how long can my message be?"). */
const FORM_LIMITS =
  /(?<!\p{L})(how long (can|may|could|is)|too long|wie lang\p{L}* (darf|kann|ist)|zu lang|length|länge|characters?|chars|zeichen\p{L}*|attach\p{L}*|anhang|anhäng\p{L}*|upload\p{L}*|hochlad\p{L}*|datei\p{L}*|files?|documents?|dokument\p{L}*|pdf|flyer)(?!\p{L})/iu;

/** The visitor's IP address named ("und meine IP?", "do you log IP addresses"). */
export const IP_NAMED = /(?<!\p{L})(ip|ips|ip-adressen?|ip-address(es)?)(?!\p{L})/iu;
/** Another company or service named as where the chat's messages may go ("does it go to OpenAI?"). */
const ANOTHER_PARTY =
  /(?<!\p{L})(openai|chatgpt|gpt|google|gemini|microsoft|copilot|anthropic|claude|meta|llama|mistral|compan\p{L}*|firm|third|cloud|provider|usa|america|abroad|ausland|unternehmen\p{L}*|firma|firmen|dritte\p{L}*|anbieter\p{L}*|pass\p{L}*|sen[dt]\p{L}*|shar\p{L}*|forward\p{L}*|go(es)? to|weiter\p{L}*|geht an|gehen an|schick\p{L}*|übertr\p{L}*|external\p{L}*|extern\p{L}*|train\p{L}*|trainier\p{L}*|training|sold|sell\p{L}*|verkauf\p{L}*)(?!\p{L})/iu;

/** The kinds of processing the privacy notice gives a legal basis for, by the words naming them. */
const PROCESSING: Array<[keyof Phrases['processing'], RegExp]> = [
  ['chat', /(?<!\p{L})(chat\p{L}*|assistent\p{L}*|assistant|bot|ki|ai)(?!\p{L})/iu],
  [
    'logs',
    /(?<!\p{L})(log\p{L}*|protokoll\p{L}*|server\p{L}*|ip|besuch\p{L}*|visit\p{L}*)(?!\p{L})/iu,
  ],
  [
    'storage',
    /(?<!\p{L})(theme|design|dark mode|local storage|lokale\p{L}* speicher|sprachwahl|language (choice|setting))(?!\p{L})/iu,
  ],
  [
    'form',
    /(?<!\p{L})(formular\p{L}*|form|kontakt\p{L}*|anfrage\p{L}*|enquir\p{L}*|inquir\p{L}*|messages?|nachricht\p{L}*)(?!\p{L})/iu,
  ],
];

/** The kind of position a message asks about ("werkstudentenstelle, 20h/woche?"). */
export function positionAsked(text: string): keyof Phrases['positions'] {
  if (/full[- ]time|vollzeit|festanstellung|festangestellt|permanent|unbefristet/i.test(text)) {
    return 'permanent';
  }
  if (/werkstudent|working[- ]student/i.test(text)) return 'workingStudent';
  if (/praktik|internship|intern\b/i.test(text)) return 'internship';
  if (
    /part[- ]time|teilzeit|\d+\s*(h|std|stunden|hours?)\b.{0,12}(week|woche)|per week|pro woche/i.test(
      text,
    )
  ) {
    return 'partTime';
  }
  return 'permanent';
}

export class Composer {
  private readonly lines: Record<Language, ServiceLines>;
  private readonly enquiryStop: Record<Language, ReadonlySet<string>> = {
    en: functionWords('en', ENQUIRY_STOP_SPREAD),
    de: functionWords('de', ENQUIRY_STOP_SPREAD),
  };

  constructor(
    private readonly facts: FactBase,
    private readonly techName: (key: string) => string,
  ) {
    this.lines = { en: new ServiceLines(facts.en), de: new ServiceLines(facts.de) };
  }

  /** The answers to the read intents, joined while the reply stays short. */
  reply(reading: Reading, lang: Language): Answer {
    const f = this.facts[lang];
    const p = PHRASES[lang];
    const [first, ...more] = reading.intents.map((intent) => {
      const open = OPEN_INTENTS.has(intent);
      const answer = this.answer(intent, reading, f, p);
      return typeof answer === 'string' ? { text: answer, open } : answer;
    });
    if (!first) return { text: '', open: true };
    let text = first.text;
    let open = first.open;
    for (const part of more) {
      if (text.length + 1 + part.text.length > SOFT_MAX_CHARS) break;
      text = `${text} ${part.text}`;
      open ||= part.open;
    }
    return { text: boundReply(text), open };
  }

  /**
   * A question whether he does something the site names only in general ("kann das an unser
   * DATEV angebunden werden?", "would we keep our old domain?"): the service lines it names,
   * with what the site does not say (the visitor's case) left to the owner. Nothing where the
   * message names no line.
   */
  nearestService(message: string, lang: Language): Answer | undefined {
    const named = this.lines[lang].needed(message, false).slice(0, ENQUIRY_MAX_LINES);
    if (!named.length) return undefined;
    const p = PHRASES[lang];
    const f = this.facts[lang];
    const items = list(
      named.map((line) => quote(line, p)),
      lang,
    );
    return { text: boundReply(fill(p.nearestService, f, { items })), open: true };
  }

  /**
   * A prospect describing a project in several sentences: the listed work it touches (the
   * service lines its sentences are most about), the owner's answers to what it also asks
   * ("nobody here is technical", "can we change it ourselves") in short, then the way to the
   * owner, who settles scope, timing and price. Always open: the message is for him.
   */
  /**
   * `quoteLines`: the service lines the message names are quoted (a short request names too
   * few); `given`: these lines instead.
   */
  enquiry(
    message: string,
    topics: string[],
    lang: Language,
    quoteLines = true,
    given?: string[],
    fuller: string[] = [],
  ): Answer {
    const f = this.facts[lang];
    const p = PHRASES[lang];
    const lines = this.lines[lang];
    // What the message names that a line answers ("online appointment requests", "printers
    // and Outlook") comes first; the search over the lines where it names none of those.
    // A short request names a website and little else: no line for the website alone.
    const needed = given ? [] : lines.needed(message, quoteLines).slice(0, ENQUIRY_MAX_LINES);
    const hits =
      given ??
      (needed.length ? needed : undefined) ??
      (quoteLines ? sentences(message) : [])
        .flatMap((sentence) => lines.best(sentence, this.enquiryStop[lang]).slice(0, 1))
        .sort((a, b) => b.score - a.score)
        .map((hit) => hit.line)
        .filter((line, i, all) => all.indexOf(line) === i)
        .slice(0, ENQUIRY_MAX_LINES);
    const opening = hits.length
      ? fill(p.enquiryLines, f, {
          items: list(
            hits.map((line) => quote(line, p)),
            lang,
          ),
        })
      : fill(p.enquiryOffer, f, { offer: f.offer });
    const answers = topics
      .flatMap((intent) => {
        const own = f.ownerAnswers.find((a) => `${OWNER_PREFIX}${a.id}` === intent);
        if (!own || ENQUIRY_SKIPS.has(own.id)) return [];
        return [gist(own.answer, fuller.includes(intent))];
      })
      .filter((answer, i, all) => all.indexOf(answer) === i)
      .slice(0, ENQUIRY_MAX_ANSWERS);
    return {
      text: boundReply([opening, ...answers, fill(p.enquiryClose, f)].join(' ')),
      open: true,
    };
  }

  /**
   * A site where the visitor's own customers book, order or ask for something ("could he make
   * a site where people book classes?", "Kundinnen sollen online Termine buchen können"): the
   * service line of forms, then the way to the owner.
   */
  formsEnquiry(message: string, topics: string[], lang: Language): Answer {
    const line = this.facts[lang].services
      .flatMap((group) => group.items)
      .find((item) => FORMS.test(item));
    return this.enquiry(message, topics, lang, true, line ? [line] : undefined);
  }

  /**
   * "Kommt er auch vorbei?", "could we meet in person in Munich?": what the owner says of
   * working remotely, without its "Yes", and that the site does not say whether he comes on
   * site; undefined where he gave no such answer.
   */
  inPerson(lang: Language): string | undefined {
    const f = this.facts[lang];
    const p = PHRASES[lang];
    const remote = this.remote(lang);
    return remote && boundReply(`${remote} ${fill(p.onSite, f)}`);
  }

  /**
   * How the owner works with clients far away, without the "Yes" his answer opens with: "video
   * call ok?" and "is charles down for a video call this week?" are no questions it says yes to.
   */
  remote(lang: Language): string | undefined {
    const remote = this.facts[lang].ownerAnswers.find((a) => a.id === 'remote')?.answer;
    return remote?.replace(/^(yes|ja)\b[.,:!–-]*\s*/i, '');
  }

  /**
   * A sentence of the privacy notice that the intents do not cover: where to complain about
   * the handling of data, how long the owner keeps mail, what a link to another site does,
   * whether decisions are made by machine, how the form tells people from spam bots.
   * Undefined where the notice does not say it.
   */
  privacyPassage(
    kind:
      | 'dataComplaint'
      | 'mailbox'
      | 'links'
      | 'automated'
      | 'spamCheck'
      | 'notStored'
      | 'whereStored'
      | 'formHandling'
      | 'passedOn'
      | 'chatAdvice'
      | 'clientHosting',
    lang: Language,
  ): string | undefined {
    const f = this.facts[lang];
    const p = PHRASES[lang];
    if (kind === 'clientHosting') return fill(p.clientHosting, f);
    const { formUse, storedWhere, chatRecipient, contactRetentionDays } = f.privacy;
    if (kind === 'formHandling') {
      if (!formUse || !storedWhere) return undefined;
      return fill(p.formHandling, f, {
        use: quote(formUse, p),
        stored: quote(storedWhere, p),
        days: String(contactRetentionDays),
      });
    }
    if (kind === 'passedOn') {
      if (!formUse || !chatRecipient) return undefined;
      return fill(p.passedOn, f, { use: quote(formUse, p), chat: chatRecipient });
    }
    if (kind === 'whereStored') {
      const { storedWhere, chatRecipient, host } = f.privacy;
      if (!storedWhere || !chatRecipient) return undefined;
      return fill(p.whereStored, f, {
        line: quote(storedWhere, p),
        chat: chatRecipient,
        host: host ? fill(p.hostedBy, f, { host }) : '',
      });
    }
    const line = {
      dataComplaint: f.privacy.complaint,
      mailbox: f.privacy.mailbox,
      links: f.privacy.links,
      automated: f.privacy.automated,
      spamCheck: f.privacy.spamCheck,
      notStored: f.privacy.chatsStored ? '' : f.privacy.notStored,
      chatAdvice: f.privacy.chatsStored ? '' : f.privacy.chatAdvice,
    }[kind];
    return line ? fill(p[kind], f, { line: quote(line, p), email: f.contact.email }) : undefined;
  }

  /** "how do i turn on dark mode?": the header's switch and its choices; undefined: none. */
  theme(lang: Language): string | undefined {
    const f = this.facts[lang];
    if (!f.theme.label || !f.theme.choices.length) return undefined;
    return fill(PHRASES[lang].theme, f, {
      label: f.theme.label,
      choices: listOr(f.theme.choices, lang),
    });
  }

  /**
   * The service line `line` matches ("Fast, accessible, mobile-first design"), and the owner
   * for the details of the visitor's case; undefined where no line matches.
   */
  serviceLine(line: RegExp, lang: Language): Answer | undefined {
    const f = this.facts[lang];
    const p = PHRASES[lang];
    const found = f.services.flatMap((group) => group.items).find((item) => line.test(item));
    if (!found) return undefined;
    return {
      text: `${fill(p.serviceItemsPartly, f, { items: quote(found, p) })} ${fill(p.detailsAsk, f)}`,
      open: true,
    };
  }

  /**
   * "website or web app, which do I need?": both of his service lines, and that which one fits
   * is his to say; undefined where the site does not list both.
   */
  websiteOrApp(lang: Language): Answer | undefined {
    const f = this.facts[lang];
    const p = PHRASES[lang];
    const items = f.services.flatMap((group) => group.items);
    const site = items.find((item) => /web ?sites?|webseiten?|homepages?/i.test(item));
    const app = items.find((item) => /web[- ]?app|anwendung|application/i.test(item));
    if (!site || !app || site === app) return undefined;
    return {
      text: fill(p.websiteOrApp, f, { site: quote(site, p), app: quote(app, p) }),
      open: true,
    };
  }

  /** Asked to look up a message sent or what is stored about the visitor: who can. */
  cantLookUp(lang: Language): string {
    const f = this.facts[lang];
    return fill(PHRASES[lang].cantLookUp, f, { reach: this.reach(f) });
  }

  /**
   * Who answers, said once already: what is new to say (that it is a program and may be wrong;
   * asked for him, how to reach him; `rest`, the answer to what else is asked) instead of the
   * disclosure again.
   */
  toldWhoAnswers(asksForHim: boolean, lang: Language, rest = ''): string {
    const f = this.facts[lang];
    const p = PHRASES[lang];
    if (rest) return `${fill(p.toldBefore, f)} ${rest}`;
    return asksForHim
      ? fill(p.personAgain, f, { reach: this.reach(f) })
      : fill(p.identityAgain, f, { email: f.contact.email });
  }

  /**
   * The legal basis of each processing `asked` names ("auf welcher Rechtsgrundlage verarbeiten
   * Sie meine Kontaktanfrage?"), else of the one the question `before` named, else the contact
   * form's, as the privacy notice gives it; undefined where it gives none.
   */
  legalBasis(asked: string, before: string, lang: Language): string | undefined {
    const f = this.facts[lang];
    const p = PHRASES[lang];
    const named = (text: string) =>
      PROCESSING.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind);
    const asking = named(asked);
    const kinds = asking.length ? asking : named(before).slice(0, 1);
    const answers = (kinds.length ? kinds : (['form'] as const)).flatMap((kind) => {
      const line = f.privacy.legalBasis[kind];
      return line
        ? [fill(p.legalBasis, f, { processing: p.processing[kind], line: quote(line, p) })]
        : [];
    });
    return answers.length ? answers.join(' ') : undefined;
  }

  /** The button text offering `intent`, or undefined when it is not offered. */
  choice(intent: string, lang: Language): string | undefined {
    const f = this.facts[lang];
    const label = PHRASES[lang].choices[intent];
    return label ? fill(label, f, { business: f.business || f.name }) : undefined;
  }

  private techs(mentions: Mention[]): TechMention[] {
    return mentions
      .filter((m) => m.entity === 'tech')
      .map((m) => ({ key: m.key, display: this.techName(m.key) }));
  }

  private answer(intent: string, r: Reading, f: Facts, p: Phrases): string | Answer {
    const say = (template: string, extra: Record<string, string> = {}) => fill(template, f, extra);
    const missing: Answer = { text: say(p.missing), open: true };
    const given = (value: string, template: string, extra: Record<string, string>) =>
      value ? say(template, extra) : missing;
    if (intent.startsWith(OWNER_PREFIX)) {
      const own = f.ownerAnswers.find((a) => `${OWNER_PREFIX}${a.id}` === intent);
      return own ? own.answer : missing;
    }
    const techs = this.techs(r.mentions);
    const of = (entity: string) => r.mentions.filter((m) => m.entity === entity).map((m) => m.key);
    const project = f.projects[Number(of('project')[0] ?? 0)];
    switch (intent) {
      case 'greeting':
      case 'thanks':
      case 'goodbye':
      case 'howAreYou':
      case 'ack':
      case 'self':
      case 'identity':
      case 'roleChange':
      case 'privateRequest':
      case 'offTopic':
      case 'complaint':
      case 'experience':
      case 'relay':
        // "What's his experience with React?": where the skills list has it, and its level.
        if (intent === 'experience' && techs.length) {
          return { text: skillLevel(techs, f, p), open: true };
        }
        // "this bot is useless, just give me his number": the number, with the apology.
        if (
          intent === 'complaint' &&
          r.intents.length === 1 &&
          f.contact.phone &&
          NUMBER_ASKED.test(r.text)
        ) {
          return `${say(p.complaint, { reachAll: this.reach(f, true) })} ${say(p.phone, { phone: f.contact.phone })}`;
        }
        return say(p[intent], {
          email: f.contact.email,
          aRole: this.aRole(f),
          role: f.role,
          reachAll: this.reach(f, true),
        });
      case 'personal':
        return say(p.personalUnknown);
      case 'overview':
        // "tell me about the physio project": the project named, not the owner.
        if (of('project').length || namesProject(r.text, f)) return this.projects(true, f, p);
        return this.overview(f, p);
      case 'name':
        return say(p.name);
      case 'title':
        return f.title
          ? say(p.title, { title: f.title, aRole: this.aRole(f), role: f.role })
          : this.overview(f, p);
      case 'education':
        return f.education
          ? [
              say(p.education, { education: f.education, anEducation: article(f.education) }),
              f.studies ? say(p.studies, { studies: f.studies }) : '',
              say(p.educationMissing),
            ]
              .filter(Boolean)
              .join(' ')
          : missing;
      case 'location':
        return given(f.place, p.location, { place: f.place });
      case 'address':
        return given(f.location.street, p.address, { ...f.location });
      case 'workplace':
      case 'nationality':
        return say(p[intent], {
          place: f.place || '—',
          country: f.location.country || '—',
          languages: list(f.workingLanguages, f.lang),
        });
      case 'languages':
        return this.languages(of('language'), f, p, r.text);
      case 'business':
        return f.business && f.businessInfo.headline
          ? say(p.business, {
              business: f.business,
              headline: midSentence(f.businessInfo.headline, f.lang),
              highlights: list(
                f.businessInfo.highlights.map((h) => midSentence(h, f.lang)),
                f.lang,
              ),
            })
          : this.overview(f, p);
      case 'employment':
        return say(p.employment, {
          aRole: this.aRole(f),
          role: f.role,
          offer: f.offer,
          position: p.positions[positionAsked(r.text)],
        });
      case 'services':
        return services(of('work'), techs, r.text, f, p, this.lines[f.lang]);
      case 'projects':
        return this.projects(of('project').length > 0, f, p);
      case 'projectTech':
        if (!project) return say(p.noProjects);
        return project.tags.length
          ? say(p.projectTech, { project: project.name, tags: list(project.tags, f.lang) })
          : missing;
      case 'projectLink':
        if (!project) return say(p.noProjects);
        return given(project.url, p.projectLink, { project: project.name, url: project.url });
      case 'moreProjects':
        return f.projects.length
          ? say(p.moreProjects, {
              projects: list(
                f.projects.map((pr) => pr.name),
                f.lang,
              ),
              more: f.moreProjects ? quote(f.moreProjects, p) : '',
            }).trim()
          : say(p.noProjects);
      case 'skills':
        return skillsList(f, p);
      case 'skillCheck':
        return techs.length
          ? { text: skillCheck(techs, f, p), open: techs.some((t) => !this.known(t, f)) }
          : skillsList(f, p);
      case 'skillKind': {
        // "does he do apps": with no kind of technology named, nothing says the site lists
        // none of it; the skills it does list are the answer.
        const kinds = of('techKind');
        return kinds.length ? skillKind(kinds, f, p) : skillsList(f, p);
      }
      case 'skillLevel':
        return techs.length
          ? skillLevel(techs, f, p)
          : say(p.experience, { aRole: this.aRole(f), role: f.role });
      case 'learning': {
        const learning = f.skills.filter((s) => s.level === 'learning');
        return learning.length
          ? say(p.learning, {
              items: list(
                learning.map((s) => s.name),
                f.lang,
              ),
              group: quote(f.skillGroups.learning ?? '', p),
            })
          : missing;
      }
      case 'prices': {
        const [line] = f.priceLines;
        return line ? say(p.pricesListed, { line: quote(line, p) }) : say(p.prices);
      }
      case 'availability':
        return f.availability
          ? say(p.availability, { availability: quote(f.availability, p) })
          : say(p.availabilityUnstated);
      case 'replyTime':
        return say(p.replyTime);
      case 'quality':
        return say(p.quality);
      case 'contact':
        return [
          say(p.contact, { email: f.contact.email }),
          f.contact.phone ? say(p.contactPhone, { phone: f.contact.phone }) : '',
        ]
          .filter(Boolean)
          .join(' ');
      case 'email':
        return given(f.contact.email, p.email, { email: f.contact.email });
      case 'phone':
        return given(f.contact.phone, p.phone, { phone: f.contact.phone });
      case 'messenger':
        return say(p.messenger, { reach: this.reach(f) });
      case 'linkedin':
        return given(f.contact.linkedin, p.linkedin, { linkedin: f.contact.linkedin });
      case 'github':
        return given(f.contact.github, p.github, { github: f.contact.github });
      case 'cv': {
        // "his resume in German?" on the English page: the German one.
        const other = SUPPORTED_LANGUAGES.find((l) => l !== f.lang && of('language').includes(l));
        const cv = other ? this.facts[other].cv : f.cv;
        return given(cv, p.cv, { cvLabel: p.labels.cv, cvLink: cv });
      }
      case 'design':
        return given(f.designer, p.design, { designer: f.designer });
      case 'siteBuilt':
        return f.designer ? say(p.siteBuilt, { designer: f.designer }) : missing;
      case 'legal':
        return f.legal.responsible
          ? `${say(p.legal)} ${say(p.legalResponsible, { responsible: f.legal.responsible })}`
          : say(p.legal);
      case 'vat':
        return f.legal.vatId ? say(p.vat, { vat: f.legal.vatId }) : say(p.noVat);
      case 'dpo':
        return f.privacy.dpo ? dpoAnswer(f, p) : missing;
      case 'privacy':
        if (f.privacy.dpo && DPO.test(r.text)) return dpoAnswer(f, p);
        if (f.privacy.updated && UPDATED.test(r.text)) {
          return fill(p.privacyUpdated, f, { line: quote(f.privacy.updated, p) });
        }
        // What the notice says in brief, not only where it is.
        return f.privacy.summary.length
          ? say(p.privacySummary, { items: f.privacy.summary.join(' ') })
          : say(p.privacy);
      case 'cookies': {
        const line = f.privacy.summary.find((s) => /cookie/i.test(s)) ?? f.privacy.summary[0];
        return line ? say(p.cookies, { line: quote(line, p) }) : say(p.privacy);
      }
      case 'chatMemory':
        if (f.privacy.chatsStored || !f.privacy.chatSent) return missing;
        return say(p.chatMemory, {
          sent: f.privacy.chatSent,
          kept: /[.!?]$/.test(f.privacy.notStored)
            ? f.privacy.notStored
            : `${f.privacy.notStored}.`,
        });
      case 'chatStored':
        if (f.privacy.chatsStored) return missing;
        return (
          say(p.chatStored) +
          (f.privacy.chatProvider ? say(p.chatProvider, { provider: f.privacy.chatProvider }) : '')
        );
      case 'chatProvider': {
        if (!f.privacy.chatRecipient) return say(p.privacy);
        const recipient = { recipient: f.privacy.chatRecipient, logs: f.privacy.chatRecipient };
        if (f.privacy.chatProvider) return say(p.ipLogging, recipient);
        // "does this chat use AI?" is no question whether it goes elsewhere: no "No." there.
        return ANOTHER_PARTY.test(r.text)
          ? say(p.chatRecipient, recipient)
          : `${say(p.chatMachine)} ${say(p.chatRecipient, recipient).replace(/^(No|Nein)\. /, '')}`;
      }
      case 'ipLogging': {
        if (!f.privacy.logs) return say(p.privacy);
        // "und meine IP?": what is not logged, and the counting of requests per address; "what
        // do your logs record?": what is, and is not.
        const logs = IP_NAMED.test(r.text)
          ? `${f.privacy.logs} ${f.privacy.counted}`.trim()
          : `${f.privacy.logged} ${f.privacy.logs}`.trim();
        return say(p.ipLogging, { logs });
      }
      case 'rateLimit':
        return f.privacy.rateLimit
          ? say(p.rateLimit, { rateLimit: f.privacy.rateLimit })
          : say(p.privacy);
      case 'contactData': {
        const line = f.privacy.summary.find((l) => /contact|kontakt/i.test(l));
        const days = String(f.privacy.contactRetentionDays);
        return line ? say(p.contactData, { line, days }) : say(p.retention, { days });
      }
      case 'browserStorage':
        return say(p.browserStorage);
      case 'thirdParties': {
        const line = f.privacy.summary.find((l) => /font|schrift/i.test(l));
        return line ? say(p.thirdPartiesLine, { line }) : say(p.thirdParties);
      }
      case 'hosting':
        return f.privacy.host ? say(p.hostNamed, { host: f.privacy.host }) : say(p.hostGeneric);
      case 'formFields':
        return say(FORM_LIMITS.test(r.text) ? p.formLimits : p.formFields, {
          email: f.contact.email,
          messageMax: messageMax(f.lang),
        });
      case 'unreachable':
        return say(p.unreachable, { email: f.contact.email });
      case 'siteLanguage':
        return say(p.siteLanguage);
      case 'disputes':
        return say(p.disputes);
      case 'contractTerms':
        return { text: say(p.contractTerms), open: true };
      case 'currency':
        return { text: say(p.currency), open: true };
      case 'continuity':
        return { text: say(p.continuity), open: true };

      case 'ownership':
        return { text: say(p.ownership), open: true };
      case 'revisions':
        return { text: say(p.revisions), open: true };
      case 'encryption':
        return { text: say(p.encryption), open: true };
      case 'chatDeleted':
        return say(p.chatDeleted);
      case 'hours': {
        // "what time zone is he in?": where he is answers it.
        const where =
          f.place && TIME_ZONE.test(r.text) ? say(p.hoursPlace, { place: f.place }) : '';
        return { text: say(p.hours, { where, reach: this.reach(f, true) }), open: true };
      }
      case 'paymentTerms':
        return { text: say(p.paymentTerms), open: true };
      case 'vatCharged': {
        const vatLine = f.legal.vatId ? say(p.vat, { vat: f.legal.vatId }) : say(p.noVat);
        return { text: say(p.vatCharged, { vatLine }), open: true };
      }
      case 'dataRights':
        return say(p.dataRights, {
          email: f.contact.email,
          days: String(f.privacy.contactRetentionDays),
        });
      default:
        return missing;
    }
  }

  /** The site lists the technology, mentions it in a service or tags a project with it. */
  private known(tech: TechMention, f: Facts): boolean {
    return Boolean(
      skillOf(tech, f) ||
      mentionOf(tech, f) ||
      f.projects.some((pr) => pr.tags.some((tag) => techKey(tag) === tech.key)),
    );
  }

  /** The quickest ways to reach the owner: phone first when one is given; the form too. */
  private reach(f: Facts, form = false): string {
    const p = PHRASES[f.lang];
    const phone = f.contact.phone ? fill(p.reachPhone, f, { phone: f.contact.phone }) : '';
    const email = fill(p.reachEmail, f, { email: f.contact.email });
    return listOr([phone, email, form ? fill(p.reachForm, f) : ''].filter(Boolean), f.lang);
  }

  private aRole(f: Facts): string {
    return f.lang === 'en' ? article(f.role) : f.role;
  }

  private overview(f: Facts, p: Phrases): string {
    const titleAside = f.title && !f.role.includes(f.title) ? `, ${f.title},` : '';
    return fill(p.overview, f, {
      title: titleAside,
      aRole: this.aRole(f),
      role: f.role,
      country: f.location.country || '—',
      offer: f.offer,
    }).replace(/ (based in|mit Sitz in) —/, '');
  }

  private languages(asked: string[], f: Facts, p: Phrases, text = ''): string {
    if (!f.workingLanguages.length) return fill(p.missing, f);
    const names = new Intl.DisplayNames(f.lang, { type: 'language' });
    const known = f.workingLanguages.map((l) => l.toLowerCase());
    const values = { languages: list(f.workingLanguages, f.lang) };
    const unknown = asked
      .map((code) => names.of(code) ?? code)
      .filter((n) => !known.includes(n.toLowerCase()));
    if (unknown.length) return fill(p.languageNo, f, { ...values, asked: list(unknown, f.lang) });
    // "does he speak any other languages besides english and german?": no yes to that.
    if (OTHER_LANGUAGES.test(text)) return fill(p.languageOthers, f, values);
    if (!asked.length) return fill(p.languages, f, values);
    return fill(p.languageYes, f, values);
  }

  private projects(named: boolean, f: Facts, p: Phrases): string {
    if (!f.projects.length) return fill(p.noProjects, f);
    const describe = (index: number) => {
      const project = f.projects[index];
      if (!project) return '';
      return fill(p.project, f, {
        name: project.name,
        kind: midSentence(project.kind, f.lang),
        description: `${midSentence(named ? project.description.replace(/[.!]$/, '') : firstClause(project.description), f.lang)}.`,
        url: project.url,
      })
        .replace(/, (a|eine) :/, ':')
        .replace(/ Online (at|unter) \.$/, '');
    };
    const more = f.moreProjects ? quote(f.moreProjects, p) : '';
    if (f.projects.length === 1)
      return fill(p.projectsOne, f, { project: describe(0), more }).trim();
    return fill(p.projectsMany, f, {
      count: String(f.projects.length),
      projects: list(
        f.projects.map((pr) => pr.name),
        f.lang,
      ),
      more,
    }).trim();
  }
}

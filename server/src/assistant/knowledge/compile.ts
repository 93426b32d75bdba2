/**
 * Builds the fact base from the site's single sources: the owner profile (.env) and the
 * translation files (src/locales/<lng>/*.json, or the published build/locales). The texts are
 * written in the owner's voice ("I build…"); what is kept here is what can be restated about
 * the owner: headings, lists, names, the meta description, the legal and privacy settings.
 * A missing file, a file that is not JSON or a missing key that a fact comes from stops the
 * build and the server with a ContentError naming each file and key: a renamed key must not
 * silently blank what the assistant (and the CV) say.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CHAT_HISTORY_LIMIT } from '../../../../src/shared/limits';
import type { Language } from '../../../../src/shared/languages';
import {
  COPYRIGHT_YEAR,
  type OwnerProfile,
  type PrivacySettings,
} from '../../../../src/shared/owner';
import {
  CONTACT_LINK,
  type FactBase,
  type Facts,
  type Project,
  type ServiceGroup,
  type Skill,
  type SkillLevel,
} from './facts';
import { CONTACT_MESSAGE_MAX_CHARS } from '../../../../src/shared/limits';

const text = z.string().catch('');
const texts = z.array(z.string()).catch([]);
const group = z.object({ title: text, lead: text, items: texts }).partial();
const projectSchema = z
  .object({ name: text, url: text, kind: text, description: text, tags: texts })
  .partial();

/** The parts of each namespace the facts come from; anything else in the files is ignored. */
const SCHEMAS = {
  common: z
    .object({
      meta: z.object({ description: text }).partial().catch({}),
      theme: z.object({ label: text, system: text, light: text, dark: text }).partial().catch({}),
    })
    .partial()
    .catch({}),
  hero: z.object({ title: text, availability: text, location: text }).partial().catch({}),
  about: z.record(z.string(), z.unknown()).catch({}),
  charlesTech: z.object({ title: text, highlights: texts }).partial().catch({}),
  skills: z
    .object({ groups: z.record(z.string(), group).catch({}) })
    .partial()
    .catch({}),
  portfolio: z
    .object({
      project: projectSchema.catch({}),
      projects: z.array(projectSchema).catch([]),
      more: text,
    })
    .partial()
    .catch({}),
  footer: z.object({ tagline: text }).partial().catch({}),
  privacy: z
    .object({
      summary: z.object({ items: texts }).partial().catch({}),
      assistant: z
        .object({
          notStored: text,
          builtIn: text,
          provider: text,
          legalBasis: text,
          sent_other: text,
          advice: text,
        })
        .partial()
        .catch({}),
      logs: z
        .object({
          text,
          items: z.array(text),
          notLogged: text,
          rateLimit: text,
          legalBasis: text,
        })
        .partial()
        .catch({}),
      controller: z.object({ dpo: text }).partial().catch({}),
      contactForm: z
        .object({ retention_other: text, storage: text, legalBasis: text })
        .partial()
        .catch({}),
      storage: z.object({ legalBasis: text }).partial().catch({}),
      noTracking: z.object({ links: text }).partial().catch({}),
      rights: z.object({ complaint: text, automated: text }).partial().catch({}),
      updated: text,
    })
    .partial()
    .catch({}),
  assistant: z
    .object({
      answers: z
        .record(z.string(), z.object({ questions: texts, answer: text }).partial())
        .catch({}),
    })
    .partial()
    .catch({}),
};

/**
 * The keys each fact comes from, per namespace: present and not empty in every language. Other
 * keys are read when they are there (about's service groups, portfolio's projects list).
 */
const REQUIRED: Record<keyof typeof SCHEMAS, string[]> = {
  common: ['meta.description'],
  hero: ['title', 'location', 'availability'],
  about: [],
  charlesTech: ['title', 'highlights'],
  skills: ['groups'],
  portfolio: ['more'],
  footer: ['tagline'],
  privacy: [
    'summary.items',
    'assistant.notStored',
    'assistant.builtIn',
    'assistant.provider',
    'logs.notLogged',
  ],
  assistant: ['answers'],
};

/** The content cannot give the facts: each problem names the file and the key. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The site's content is incomplete:\n  ${problems.join('\n  ')}`);
    this.name = 'ContentError';
  }
}

function at(json: unknown, keyPath: string): unknown {
  return keyPath
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? Reflect.get(value, key) : undefined),
      json,
    );
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/**
 * The JSON files of one language folder by namespace ("skills.06e6625fec.json" is "skills"),
 * with a problem for each required file or key that is missing and each file that is not JSON.
 */
function readLanguage(dir: string, problems: string[]): Map<string, unknown> {
  const files = new Map<string, unknown>();
  const shown = (file: string) => {
    const relative = path.relative(process.cwd(), file);
    return relative && !relative.startsWith('..') ? relative : file;
  };
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  for (const file of names) {
    if (!file.endsWith('.json')) continue;
    const full = path.join(dir, file);
    try {
      files.set(file.split('.')[0] ?? '', JSON.parse(fs.readFileSync(full, 'utf8')));
    } catch (error) {
      problems.push(
        `${shown(full)}: not valid JSON (${error instanceof Error ? error.message : error})`,
      );
    }
  }
  for (const [namespace, keys] of Object.entries(REQUIRED)) {
    const file = names.find((name) => name.split('.')[0] === namespace && name.endsWith('.json'));
    if (!file) {
      problems.push(`${shown(path.join(dir, `${namespace}.json`))}: missing`);
      continue;
    }
    const json = files.get(namespace);
    if (json === undefined) continue; // not JSON: said above
    for (const key of keys) {
      if (isEmpty(at(json, key)))
        problems.push(`${shown(path.join(dir, file))}: "${key}" is missing or empty`);
    }
  }
  return files;
}

function parseNamespaces(raw: Map<string, unknown>) {
  const json = (ns: string) => raw.get(ns) ?? {};
  return {
    common: SCHEMAS.common.parse(json('common')),
    hero: SCHEMAS.hero.parse(json('hero')),
    about: SCHEMAS.about.parse(json('about')),
    charlesTech: SCHEMAS.charlesTech.parse(json('charlesTech')),
    skills: SCHEMAS.skills.parse(json('skills')),
    portfolio: SCHEMAS.portfolio.parse(json('portfolio')),
    footer: SCHEMAS.footer.parse(json('footer')),
    privacy: SCHEMAS.privacy.parse(json('privacy')),
    assistant: SCHEMAS.assistant.parse(json('assistant')),
  };
}

/** i18next interpolations ({{name}}) filled from the owner's facts; Trans tags removed. */
/** The sentences of a text (a stop and a capital after it). */
function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter(Boolean);
}

/** The contact form's longest message, as written in `lang` ("2,000", "2.000"). */
export function messageMax(lang: Language | undefined): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-GB').format(CONTACT_MESSAGE_MAX_CHARS);
}

function clean(value: string | undefined, owner: OwnerProfile, lang?: Language): string {
  const fill: Record<string, string> = {
    messagemax: messageMax(lang),
    name: owner.name,
    owner: owner.name,
    firstname: owner.name.split(/\s+/)[0] ?? owner.name,
    business: owner.businessName,
    email: owner.email,
    phone: owner.phone,
    designer: owner.designCredit,
    year: String(COPYRIGHT_YEAR),
  };
  return (value ?? '')
    .replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => fill[key.toLowerCase()] ?? '')
    .replace(/<\/?[\w-]+[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Short German words that start a lead or a role in lower case after "ist"/"bietet". */
const GERMAN_LOWER_START = /^(von|vom|alles|für|mit|und|zum|zur|bei|auf|in|im|ein|eine)\b/i;

/** A phrase as it reads inside a sentence: "Freelance software developer" → "freelance …". */
export function midSentence(phrase: string, lang: Language): string {
  const trimmed = phrase.trim().replace(/[.!]+$/, '');
  if (!trimmed) return trimmed;
  const [first = ''] = trimmed.split(/\s/);
  const acronym = /^\p{Lu}{2}/u.test(first);
  if (lang === 'en' && !acronym) return trimmed[0]?.toLowerCase() + trimmed.slice(1);
  // German nouns keep their capital; an adjective before a noun ("Freiberuflicher
  // Softwareentwickler") and short function words do not.
  const words = trimmed.split(/\s+/);
  const adjective = /(er|es|e|en|em)$/.test(first) && /^\p{Lu}/u.test(words[1] ?? '');
  if (lang === 'de' && !acronym && (adjective || GERMAN_LOWER_START.test(first))) {
    return trimmed[0]?.toLowerCase() + trimmed.slice(1);
  }
  return trimmed;
}

const LANGUAGE_CODES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'pl',
  'pt',
  'tr',
  'ru',
  'uk',
  'ar',
  'zh',
  'ja',
  'sv',
  'da',
  'cs',
  'sk',
  'sl',
  'hr',
  'sr',
  'bs',
  'bg',
  'ro',
  'hu',
  'el',
  'fi',
  'no',
  'is',
  'et',
  'lv',
  'lt',
  'be',
  'ga',
  'cy',
  'ca',
  'eu',
  'gl',
  'lb',
  'mt',
  'sq',
  'mk',
  'he',
  'fa',
  'hi',
  'ur',
  'bn',
  'ko',
  'vi',
  'th',
  'id',
  'ms',
  'tl',
  'sw',
  'af',
  'ka',
  'hy',
  'az',
  'kk',
  'ku',
];

/** Names of human languages in `lang` ("German", "Deutsch"), with their codes. */
export function languageNames(lang: Language): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames(lang, { type: 'language' });
  return LANGUAGE_CODES.map((code) => ({ code, name: names.of(code) ?? code }));
}

/** The languages a text names, in the order it names them. */
function languagesIn(sentence: string, lang: Language): string[] {
  return languageNames(lang)
    .map(({ name }) => ({
      name,
      at: sentence.search(new RegExp(`(^|[^\\p{L}])${name}($|[^\\p{L}])`, 'u')),
    }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

function levelOf(key: string): SkillLevel {
  if (/learn/i.test(key)) return 'learning';
  if (/using|now|current|daily/i.test(key)) return 'using';
  return 'other';
}

const FIRST_PERSON = /\b(I|I'm|I've|I'd|my|me|ich|mir|mich|mein\w*)\b/i;
const PRICE = /€|\bEUR\b|\$\s?\d|\d\s?(€|EUR|Euro)\b/i;

function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

function compileLanguage(
  lang: Language,
  raw: Map<string, unknown>,
  owner: OwnerProfile,
  privacy: PrivacySettings,
  providerConfigured: boolean,
): Facts {
  const ns = parseNamespaces(raw);
  const c = (value: string | undefined) => clean(value, owner, lang);
  const name =
    owner.name || (lang === 'de' ? 'der Inhaber dieser Website' : 'the owner of this website');
  const shortName = owner.name.split(/\s+/)[0] || name;

  const description = c(ns.common.meta?.description);
  const colon = description.indexOf(':');
  const title = c(ns.hero.title);
  const role = midSentence(colon > 0 ? description.slice(0, colon) : title, lang);
  const offer =
    colon > 0
      ? midSentence(description.slice(colon + 1), lang)
      : midSentence(c(ns.footer.tagline), lang);
  const education =
    role.split(/,\s*|\s+(?:and|und)\s+/).find((part) => /student|studi/i.test(part)) ?? '';
  const intro = z.array(z.string()).catch([]).parse(ns.about.intro);
  const studies = c(
    intro.flatMap(sentencesOf).find((sentence) => /\b(studies|studium)\b/i.test(sentence)),
  );

  const services: ServiceGroup[] = [];
  for (const [key, value] of Object.entries(ns.about)) {
    const parsed = group.safeParse(value);
    if (!parsed.success || !parsed.data.items?.length) continue;
    services.push({
      key,
      title: c(parsed.data.title) || key,
      lead: c(parsed.data.lead),
      items: parsed.data.items.map(c).filter(Boolean),
    });
  }

  const skills: Skill[] = [];
  const skillGroups: Facts['skillGroups'] = {};
  for (const [key, value] of Object.entries(ns.skills.groups ?? {})) {
    const level = levelOf(key);
    const heading = c(value.title) || key;
    skillGroups[level] ??= heading;
    for (const item of value.items ?? [])
      if (c(item)) skills.push({ name: c(item), level, group: heading });
  }

  const toProject = (
    p: z.infer<typeof projectSchema>,
    fallbackName: string,
    fallbackUrl: string,
  ): Project => ({
    name: c(p.name) || fallbackName,
    url: c(p.url) || fallbackUrl,
    kind: c(p.kind),
    description: c(p.description),
    tags: (p.tags ?? []).map(c).filter(Boolean),
  });
  const projects: Project[] = [];
  const single = ns.portfolio.project;
  if (single && (single.description || single.tags?.length || owner.clientSiteName)) {
    projects.push(toProject(single, owner.clientSiteName, owner.clientSiteUrl));
  }
  for (const p of ns.portfolio.projects ?? []) projects.push(toProject(p, '', ''));

  const hero = c(ns.hero.location);
  const workingLanguages = languagesIn(hero, lang).length
    ? languagesIn(hero, lang)
    : languagesIn(description, lang);
  const countryCode = owner.address.country;
  let country = countryCode;
  try {
    country = countryCode
      ? (new Intl.DisplayNames(lang, { type: 'region' }).of(countryCode) ?? countryCode)
      : '';
  } catch {
    // Not an ISO code: shown as written.
  }

  const priceLines = [...raw.entries()]
    .filter(([namespace]) => !['privacy', 'legal', 'chat', 'contact'].includes(namespace))
    .flatMap(([, json]) => allStrings(json))
    .map(c)
    .filter((line) => PRICE.test(line));

  return {
    lang,
    name,
    shortName,
    business: owner.businessName,
    title,
    role,
    education,
    studies,
    offer,
    availability: c(ns.hero.availability),
    location: {
      street: owner.address.street,
      postcode: owner.address.postcode,
      city: owner.address.city,
      country,
    },
    place: [owner.address.city, country].filter(Boolean).join(', '),
    workingLanguages,
    services,
    businessInfo: {
      headline: c(ns.charlesTech.title),
      highlights: (ns.charlesTech.highlights ?? []).map(c).filter(Boolean),
    },
    skills,
    skillGroups,
    projects,
    moreProjects: c(ns.portfolio.more),
    contact: {
      email: owner.email,
      phone: owner.phone,
      linkedin: owner.linkedinUrl,
      github: owner.githubUrl,
    },
    cv: owner.cvFiles[lang],
    designer: owner.designCredit,
    copyrightYear: COPYRIGHT_YEAR,
    // The colour scheme switch in the header, as labelled ("Theme": System, Light, Dark).
    theme: {
      label: c(ns.common.theme?.label),
      choices: [ns.common.theme?.system, ns.common.theme?.light, ns.common.theme?.dark]
        .map(c)
        .filter(Boolean),
    },
    privacy: {
      summary: (ns.privacy.summary?.items ?? []).map(c).filter((s) => s && !FIRST_PERSON.test(s)),
      chatsStored: !c(ns.privacy.assistant?.notStored),
      contactRetentionDays: privacy.contactRetentionDays,
      chatProvider: providerConfigured ? privacy.chatProviderName : '',
      chatRecipient: providerConfigured
        ? c(
            ns.privacy.assistant?.provider?.replace(
              /\{\{\s*provider\s*\}\}/g,
              privacy.chatProviderName,
            ),
          )
        : c(ns.privacy.assistant?.builtIn),
      logs: c(ns.privacy.logs?.notLogged),
      // The notice's lead-in up to its list ("… this website's server logs only the following
      // for each request:") and the list, as one sentence.
      logged: ns.privacy.logs?.items?.length
        ? c(
            `${sentencesOf(ns.privacy.logs.text ?? '').at(-1) ?? ''} ${ns.privacy.logs.items.join(' ')}`.trim(),
          )
        : '',
      rateLimit: c(ns.privacy.logs?.rateLimit),
      // Its sentences before the legal basis: that requests are counted per address, and how.
      counted: c(
        sentencesOf(ns.privacy.logs?.rateLimit ?? '')
          .slice(0, 2)
          .join(' '),
      ),
      dpo: c(ns.privacy.controller?.dpo),
      updated: c(ns.privacy.updated),
      host: privacy.hostingProvider,
      complaint: c(ns.privacy.rights?.complaint),
      // The retention's sentence on the owner's mailbox ("In my mailbox I keep enquiries …").
      mailbox:
        sentencesOf(c(ns.privacy.contactForm?.retention_other)).find(
          (s) => /mailbox|postfach/i.test(s) && !/(database|datenbank)/i.test(s),
        ) ?? '',
      links: c(ns.privacy.noTracking?.links),
      automated: c(ns.privacy.rights?.automated),
      // The storage's sentence on the check against spam bots ("… an empty hidden field …").
      // That chats are not kept once the page is closed or reloaded (its first sentence).
      notStored: sentencesOf(c(ns.privacy.assistant?.notStored))[0] ?? '',
      // Not to enter sensitive data in the chat (its first sentence; the second is first person).
      chatAdvice: sentencesOf(c(ns.privacy.assistant?.advice))[0] ?? '',
      // What the browser sends with a question, the number of earlier messages filled in.
      chatSent: c(
        ns.privacy.assistant?.sent_other?.replace(
          /\{\{\s*count\s*\}\}/g,
          String(CHAT_HISTORY_LIMIT),
        ),
      ),
      spamCheck: sentencesOf(c(ns.privacy.contactForm?.storage)).find((s) => /spam/i.test(s)) ?? '',
      storedWhere: sentencesOf(c(ns.privacy.contactForm?.storage))[0] ?? '',
      formUse:
        (ns.privacy.summary?.items ?? [])
          .map(c)
          .find((s) => /contact form|kontaktformular/i.test(s)) ?? '',
      legalBasis: {
        form: c(ns.privacy.contactForm?.legalBasis),
        chat: c(ns.privacy.assistant?.legalBasis),
        logs: c(ns.privacy.logs?.legalBasis),
        storage: c(ns.privacy.storage?.legalBasis),
      },
    },
    ownerAnswers: Object.entries(ns.assistant.answers ?? {}).flatMap(([id, entry]) => {
      const answer = c(entry.answer);
      const questions = (entry.questions ?? []).map(c).filter(Boolean);
      return answer && questions.length ? [{ id, questions, answer }] : [];
    }),
    legal: { vatId: owner.vatId, responsible: owner.contentResponsible || owner.name },
    priceLines,
    links: {
      contact: CONTACT_LINK,
      about: '#about',
      skills: '#skills',
      portfolio: '#portfolio',
      legal: `/${lang}/legal`,
      privacy: `/${lang}/privacy`,
    },
  };
}

export interface CompileOptions {
  localesDir: string;
  owner: OwnerProfile;
  privacy: PrivacySettings;
  /** Whether an external model answers (then the privacy facts name its provider). */
  providerConfigured: boolean;
}

/** The fact base in every supported language; throws ContentError when the content is incomplete. */
export function compileFacts({
  localesDir,
  owner,
  privacy,
  providerConfigured,
}: CompileOptions): FactBase {
  const problems: string[] = [];
  const raw = {
    de: readLanguage(path.join(localesDir, 'de'), problems),
    en: readLanguage(path.join(localesDir, 'en'), problems),
  };
  if (problems.length > 0) throw new ContentError(problems);
  return {
    de: compileLanguage('de', raw.de, owner, privacy, providerConfigured),
    en: compileLanguage('en', raw.en, owner, privacy, providerConfigured),
  };
}

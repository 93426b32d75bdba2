import MiniSearch from 'minisearch';
import type { Language } from '../../../src/shared/languages';
import type { OwnerProfile } from '../../../src/shared/owner';
import type { ContentSection } from './content';
import { PHRASES, type Phrases } from './phrases';

/** Every reply is cut to this many characters (at a line or sentence end where possible). */
export const REPLY_MAX_CHARS = 1200;

export type Intent =
  | 'refusal'
  | 'identity'
  | 'contact'
  | 'cv'
  | 'availability'
  | 'skills'
  | 'projects'
  | 'services'
  | 'about'
  | 'thanks'
  | 'goodbye'
  | 'greeting';

/** Keywords per intent, both languages. A word matches by prefix; a trailing $ means exact. */
const INTENTS: ReadonlyArray<{ intent: Intent; words: string[]; phrases?: string[] }> = [
  {
    intent: 'refusal',
    words: [
      'ignor',
      'disregard',
      'pretend',
      'jailbreak',
      'poem',
      'gedicht',
      'vergiss',
      'roleplay',
      'rollenspiel',
      'prompt',
      'song',
      'lied$',
      'witz',
      'joke',
    ],
    phrases: [
      'you are now',
      'act as',
      'forget your',
      'forget all',
      'forget previous',
      'du bist jetzt',
      'du bist ab jetzt',
      'tu so als',
      'tue so als',
      'new role',
      'neue rolle',
      'write a story',
      'schreib eine geschichte',
      'developer mode',
    ],
  },
  {
    intent: 'identity',
    words: ['chatgpt', 'bot$', 'chatbot', 'ki$', 'ai$', 'robot', 'roboter', 'mensch', 'human'],
    phrases: [
      'who are you',
      'what are you',
      'wer bist du',
      'was bist du',
      'wer sind sie',
      'are you real',
    ],
  },
  {
    intent: 'contact',
    words: [
      'contact',
      'reach',
      'email',
      'e-mail',
      'mail$',
      'phone',
      'call$',
      'kontakt',
      'erreich',
      'anruf',
      'telefon',
      'linkedin',
      'touch$',
      'message$',
      'nachricht',
    ],
  },
  { intent: 'cv', words: ['cv$', 'resume', 'résumé', 'lebenslauf', 'curriculum'] },
  {
    intent: 'availability',
    words: [
      'availab',
      'freelanc',
      'hire',
      'hiring',
      'capacity',
      'verfügbar',
      'freiberuf',
      'frei$',
      'beauftrag',
      'auftrag',
      'engagier',
      'buchen',
      'book$',
      'rate$',
      'rates$',
      'preis',
      'price',
      'kosten',
      'cost',
    ],
  },
  {
    intent: 'skills',
    words: [
      'skill',
      'technolog',
      'stack$',
      'programm',
      'framework',
      'tool',
      'kennt',
      'kenntnis',
      'know$',
      'knows$',
      'languag',
      'sprach',
      'fähigkeit',
      'beherrsch',
      'experience',
      'erfahrung',
      'expertise',
      'react',
      'java',
      'sql$',
      'git$',
      'aws$',
      'gcp$',
      'html',
      'cloud',
      'code$',
      'coding',
    ],
  },
  {
    intent: 'projects',
    words: [
      'project',
      'projekt',
      'portfolio',
      'referenz',
      'reference',
      'client',
      'kunde',
      'kunden',
      'customer',
      'built$',
      'gebaut',
      'example',
      'beispiel',
    ],
  },
  {
    intent: 'services',
    words: [
      'service',
      'dienst',
      'leistung',
      'angebot',
      'anbiet',
      'offer',
      'macht',
      'tut$',
      'job$',
      'beruf',
      'work$',
      'works$',
      'arbeit',
      'business',
      'firma',
      'unternehmen',
      'company',
      'maintenance',
      'wartung',
      'develop',
      'entwickl',
      'website',
      'webseite',
      'help$',
      'hilf',
      'helfen',
    ],
    phrases: [
      'what does he do',
      'what does she do',
      'what do you do',
      'what does charles do',
      'what is his job',
      'what is her job',
    ],
  },
  {
    intent: 'about',
    words: [
      'who$',
      'wer$',
      'about$',
      'über$',
      'background',
      'hintergrund',
      'study',
      'studi',
      'student',
      'education',
      'ausbildung',
      'engineer',
      'person',
      'himself',
      'herself',
      'yourself',
    ],
  },
  { intent: 'thanks', words: ['thank', 'thx$', 'danke', 'dank$', 'merci', 'cheers'] },
  { intent: 'goodbye', words: ['bye', 'goodbye', 'tschüss', 'tschüs', 'ciao', 'wiedersehen'] },
  {
    intent: 'greeting',
    words: [
      'hi$',
      'hello',
      'hey$',
      'hallo',
      'moin',
      'servus',
      'morning',
      'evening',
      'grüß',
      'gruß',
      'guten$',
      'howdy',
      'hej$',
      'hola$',
    ],
  },
];

/** Which parts of the site answer which intent: a namespace, or [namespace, section]
 * ('' is a namespace's loose top-level text). These are the site's structure, not facts. */
type ContentRef = string | [ns: string, section: string];
const INTENT_SECTIONS: Partial<Record<Intent, ContentRef[]>> = {
  skills: ['skills'],
  projects: ['portfolio'],
  services: ['charlesTech', ['about', 'development'], ['about', 'maintenance']],
  about: ['hero', ['about', '']],
};

/** Names of technologies visitors ask about. Vocabulary to recognise a question, not facts:
 * whether the owner knows one is read from the site's content. */
const TECHNOLOGIES = new Set(
  (
    'python kotlin swift rust go golang php ruby rails perl scala haskell elixir dart flutter typescript ' +
    'node nodejs deno angular vue svelte next nextjs nuxt django flask spring laravel symfony dotnet c++ c# ' +
    'docker kubernetes terraform ansible azure firebase linux windows macos mysql postgresql postgres ' +
    'mongodb redis graphql wordpress shopify css sass tailwind figma excel sap android ios'
  ).split(' '),
);

const STOPWORDS = new Set(
  (
    'a an the and or is are was were be been of to in on at for with by from as it its this that these those what which who whom whose how why when where does do did can could would should will shall may might has have had he she his her him they them their you your i me my we our ' +
    'der die das den dem des ein eine einer eines einem und oder ist sind war waren sein von zu im in am an auf für mit bei aus als es was welche welcher welches wer wie warum wann wo kann können könnte hat haben er sie ihn ihm ihr sein seine seiner ich mich mir du dich dir wir uns man denn auch noch schon bitte mal gibt'
  ).split(' '),
);

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}+#-]+/u)
    .map((t) => t.replace(/^-+|-+$/g, ''))
    .filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function matchesWord(token: string, word: string): boolean {
  return word.endsWith('$') ? token === word.slice(0, -1) : token.startsWith(word);
}

export function intentOf(text: string): Intent | undefined {
  const toks = tokens(text);
  const flat = ` ${toks.join(' ')} `;
  for (const { intent, words, phrases } of INTENTS) {
    if (phrases?.some((p) => flat.includes(` ${p} `))) return intent;
    if (toks.some((t) => words.some((w) => matchesWord(t, w)))) return intent;
  }
  return undefined;
}

/** Cuts text to the bound, at a line or sentence end when one is near. */
export function boundReply(text: string, max = REPLY_MAX_CHARS): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  const cut = trimmed.slice(0, max - 1);
  const end = Math.max(cut.lastIndexOf('\n'), cut.lastIndexOf('. ') + 1, cut.lastIndexOf(' '));
  return `${cut.slice(0, end > max / 2 ? end : cut.length).trimEnd()}…`;
}

interface LineDoc {
  id: number;
  ns: string;
  text: string;
}

/** The default assistant: intent matching plus MiniSearch retrieval over the site's content. */
export class BuiltInAssistant {
  private readonly indexes = new Map<Language, MiniSearch<LineDoc>>();
  private readonly sections: ContentSection[];

  constructor(
    sections: ContentSection[],
    private readonly owner: OwnerProfile,
  ) {
    this.sections = sections;
    for (const lang of ['de', 'en'] as const) {
      const index = new MiniSearch<LineDoc>({
        fields: ['text', 'ns'],
        storeFields: ['text', 'ns'],
        tokenize: tokens,
        processTerm: (term) => (STOPWORDS.has(term) || term.length < 2 ? null : term),
      });
      index.addAll(
        sections
          .filter((s) => s.lang === lang)
          .flatMap((s) => s.lines.map((text) => ({ ns: s.ns, text })))
          .map((doc, id) => ({ id, ...doc })),
      );
      this.indexes.set(lang, index);
    }
  }

  answer(text: string, lang: Language): string {
    const p = PHRASES[lang];
    const intent = this.refineIntent(intentOf(text), text, lang);
    const reply =
      this.replyFor(intent, text, lang, p) ??
      this.retrieve(text, lang, p) ??
      this.fill(p.unknown, p);
    return boundReply(reply);
  }

  /** A question naming a technology ("Kann er Python?") is about skills, unless it is
   * clearly about something else (getting in touch, the CV, availability, a role change). */
  private refineIntent(
    intent: Intent | undefined,
    text: string,
    lang: Language,
  ): Intent | undefined {
    const broad =
      intent === undefined || intent === 'services' || intent === 'about' || intent === 'projects';
    if (!broad) return intent;
    const skillItems = new Set(
      this.sectionLines(['skills'], lang)
        .flatMap((line) => /^.+?: (.+)$/.exec(line)?.[1]?.split(', ') ?? [])
        .map((item) => item.toLowerCase()),
    );
    const namesTechnology = tokens(text).some((t) => TECHNOLOGIES.has(t) || skillItems.has(t));
    return namesTechnology ? 'skills' : intent;
  }

  /** Content lines a provider's system prompt is built from. */
  contentFor(lang: Language): ContentSection[] {
    return this.sections.filter((s) => s.lang === lang);
  }

  private replyFor(
    intent: Intent | undefined,
    text: string,
    lang: Language,
    p: Phrases,
  ): string | undefined {
    switch (intent) {
      case undefined:
        return undefined;
      case 'refusal':
      case 'identity':
      case 'thanks':
      case 'goodbye':
      case 'greeting':
        return this.fill(p[intent], p);
      case 'contact':
        return this.lines(p, [
          p.contactIntro,
          this.owner.email ? p.contactEmail : undefined,
          this.owner.linkedinUrl ? p.contactLinkedin : undefined,
          p.contactForm,
        ]);
      case 'cv':
        return this.owner.cvFile ? this.fill(p.cv, p) : undefined;
      case 'availability': {
        const related = this.search(text, lang);
        return [
          related.length ? [p.related, ...related].join('\n') : '',
          this.fill(p.availability, p),
        ]
          .filter(Boolean)
          .join('\n\n');
      }
      case 'skills':
      case 'projects':
      case 'services':
      case 'about': {
        const body = this.sectionLines(INTENT_SECTIONS[intent] ?? [], lang);
        if (intent === 'projects' && this.owner.clientSiteName && this.owner.clientSiteUrl) {
          body.push(this.fill(p.clientProject, p));
        }
        if (body.length === 0) return undefined;
        const named = intent === 'skills' ? this.namedTechnologies(text, lang, p) : [];
        return [...named, this.fill(p.intro[intent], p), ...body].join('\n');
      }
    }
  }

  private sectionLines(refs: ContentRef[], lang: Language): string[] {
    const seen = new Set<string>();
    return refs
      .flatMap((ref) => {
        const [ns, section] = typeof ref === 'string' ? [ref, undefined] : ref;
        return this.sections.filter(
          (s) => s.lang === lang && s.ns === ns && (section === undefined || s.section === section),
        );
      })
      .flatMap((s) => s.lines)
      .filter((line) => !seen.has(line) && seen.add(line));
  }

  /** The skills section's "Group: a, b, c" lines, by lower-case item. */
  private listedSkills(lang: Language): Map<string, { item: string; group: string }> {
    const listed = new Map<string, { item: string; group: string }>();
    for (const line of this.sectionLines(['skills'], lang)) {
      const [, group, items] = /^(.+?): (.+)$/.exec(line) ?? [];
      if (!group || !items) continue;
      for (const item of items.split(', ')) listed.set(item.toLowerCase(), { item, group });
    }
    return listed;
  }

  /**
   * For "Does he know React?" / "Kann er Python?": one line per technology named in the
   * question, saying where the site lists it, where it mentions it, or that it does not.
   */
  private namedTechnologies(text: string, lang: Language, p: Phrases): string[] {
    const listed = this.listedSkills(lang);
    const mentioned = [...new Set(tokens(text))].filter(
      (t) => listed.has(t) || TECHNOLOGIES.has(t),
    );
    const content = this.contentFor(lang).flatMap((s) => s.lines);
    let unknown = false;
    const lines = mentioned.map((term) => {
      const hit = listed.get(term);
      if (hit) return this.fill(p.skillListed, p, { skill: hit.item, group: hit.group });
      const pattern = new RegExp(`(^|[^\\p{L}])${escapeRegExp(term)}($|[^\\p{L}])`, 'iu');
      const line = content.find((l) => pattern.test(l));
      const label = new RegExp(escapeRegExp(term), 'i').exec(text)?.[0] ?? term;
      if (line)
        return this.fill(p.skillMentioned, p, { skill: label, line: line.replace(/^• /, '') });
      unknown = true;
      return this.fill(p.skillNotListed, p, { skill: label });
    });
    if (unknown) lines.push(this.fill(p.askDirectly, p));
    return lines.length ? [...lines, ''] : [];
  }

  private search(text: string, lang: Language): string[] {
    const index = this.indexes.get(lang);
    if (!index) return [];
    const results = index.search(text, {
      prefix: (term) => term.length > 3,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
    });
    const top = results[0];
    if (!top || top.score < 1) return [];
    return results
      .filter((r) => r.score >= top.score * 0.5)
      .slice(0, 3)
      .map((r) => String(r.text));
  }

  private retrieve(text: string, lang: Language, p: Phrases): string | undefined {
    const lines = this.search(text, lang);
    return lines.length ? [p.related, ...lines, this.fill(p.contactForm, p)].join('\n') : undefined;
  }

  private lines(p: Phrases, templates: Array<string | undefined>): string {
    return templates
      .filter((t): t is string => t !== undefined)
      .map((t) => this.fill(t, p))
      .join('\n');
  }

  private fill(template: string, p: Phrases, extra: Record<string, string> = {}): string {
    const o = this.owner;
    const values: Record<string, string> = {
      ...extra,
      name: o.name || p.someone,
      email: o.email,
      linkedin: o.linkedinUrl,
      github: o.githubUrl,
      cv: o.cvFile,
      business: o.businessName,
      clientSite: o.clientSiteName,
      clientSiteUrl: o.clientSiteUrl,
    };
    return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  }
}

/**
 * Writes the reply for what was understood, from the facts in the visitor's language:
 * the answer first, short, about the owner in the third person, with a link where one helps.
 * "The site doesn't say" only when the facts truly have nothing.
 */
import type { Language } from '../../../../src/shared/languages';
import { midSentence } from '../knowledge/compile';
import type { FactBase, Facts, Skill } from '../knowledge/facts';
import type { Intent, Understanding } from '../understanding/conversation';
import type { TechMention } from '../understanding/parse';
import { fold, tokenize } from '../understanding/text';
import { STOPWORDS, SYNONYMS, TECH_KINDS } from '../understanding/lexicon';
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

function list(items: string[], lang: Language): string {
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(items);
}

function article(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/** "A calm, bilingual website for a physiotherapy practice: treatments, …" → up to the colon. */
function firstClause(text: string): string {
  const end = text.search(/[.!?:;](\s|$)/);
  return end > 0 ? text.slice(0, end) : text;
}

/** Words that ask for services in general, not for one of them. */
const GENERIC = new Set(
  'service services offer offers provide does build make help site sites website websites webseite webseiten homepage kind leistung leistungen dienste dienstleistungen anbieten bietet biete macht bauen baut hilft helfen'.split(
    ' ',
  ),
);

const STOP = new Set([...STOPWORDS.en.split('|'), ...STOPWORDS.de.split('|')].map(fold));

/** A word without its plural or case ending, for comparing "teams" with "team". */
function stem(word: string): string {
  return word.length > 4 ? word.replace(/(es|en|n|s|e)$/, '') : word;
}

/** Content words of a line or question, for matching a question to a service line. */
function contentWords(text: string): string[] {
  return tokenize(text).filter((t) => t.length >= 3 && !STOP.has(t));
}

export class Composer {
  constructor(private readonly facts: FactBase) {}

  reply(understood: Understanding, text: string, lang: Language): string {
    const f = this.facts[lang];
    const p = PHRASES[lang];
    const parts = understood.intents.map((intent) => this.answer(intent, understood, text, f, p));
    const body = parts.join(' ');
    const social = ['thanks', 'ack', 'prompt'].includes(understood.intents[0] ?? '');
    return boundReply(
      understood.thanked && !social ? `${this.fill(p.thankedPrefix, f)}${body}` : body,
    );
  }

  private fill(template: string, f: Facts, extra: Record<string, string> = {}): string {
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

  private quote(text: string, p: Phrases): string {
    return `${p.quote[0]}${text.replace(/[.!]$/, '')}${p.quote[1]}`;
  }

  private answer(intent: Intent, u: Understanding, text: string, f: Facts, p: Phrases): string {
    const fill = (template: string, extra: Record<string, string> = {}) =>
      this.fill(template, f, extra);
    const contactOr = (value: string, template: string, extra: Record<string, string>) =>
      value ? fill(template, extra) : fill(p.missing);
    switch (intent) {
      case 'greeting':
      case 'thanks':
      case 'goodbye':
      case 'howAreYou':
      case 'ack':
      case 'prompt':
      case 'self':
      case 'identity':
      case 'roleChange':
      case 'privateRequest':
      case 'unknown':
        return fill(p[intent]);
      case 'offTopic':
      case 'task':
        return fill(p.offTopic);
      case 'personal':
        return fill(p.unknown);
      case 'overview':
        return this.overview(f, p);
      case 'title':
        return f.title
          ? fill(p.title, { title: f.title, aRole: this.aRole(f), role: f.role })
          : this.overview(f, p);
      case 'services':
        return this.services(u, text, f, p);
      case 'business':
        return f.business && f.businessInfo.headline
          ? fill(p.business, {
              business: f.business,
              headline: midSentence(f.businessInfo.headline, f.lang),
              highlights: list(
                f.businessInfo.highlights.map((h) => midSentence(h, f.lang)),
                f.lang,
              ),
            })
          : this.overview(f, p);
      case 'skills':
        return this.skillsList(f, p);
      case 'skillCheck':
        return u.techs.length ? this.skillCheck(u.techs, f, p) : this.skillsList(f, p);
      case 'skillKind':
        return this.skillKind(u.kinds, f, p);
      case 'skillLevel':
        return u.techs.length ? this.skillLevel(u.techs, f, p) : this.skillsList(f, p);
      case 'learning': {
        const learning = f.skills.filter((s) => s.level === 'learning');
        return learning.length
          ? fill(p.learning, {
              items: list(
                learning.map((s) => s.name),
                f.lang,
              ),
              group: this.quote(f.skillGroups.learning ?? '', p),
            })
          : fill(p.missing);
      }
      case 'languages':
        return this.languages(u, f, p);
      case 'location': {
        const place = [f.location.city, f.location.country].filter(Boolean).join(', ');
        return contactOr(place, p.location, { place });
      }
      case 'address':
        return contactOr(f.location.street, p.address, { ...f.location });
      case 'education':
        if (!f.education) return fill(p.missing);
        return [
          fill(p.education, { education: f.education, anEducation: article(f.education) }),
          u.asksInstitution ? fill(p.educationMissing) : '',
        ]
          .filter(Boolean)
          .join(' ');
      case 'projects':
        return this.projects(u, f, p);
      case 'projectTech': {
        const project = f.projects[u.project ?? 0];
        if (!project) return fill(p.noProjects);
        return project.tags.length
          ? fill(p.projectTech, { project: project.name, tags: list(project.tags, f.lang) })
          : fill(p.missing);
      }
      case 'projectLink': {
        const project = f.projects[u.project ?? 0];
        if (!project) return fill(p.noProjects);
        return contactOr(project.url, p.projectLink, { project: project.name, url: project.url });
      }
      case 'moreProjects':
        return f.projects.length
          ? fill(p.moreProjects, {
              projects: list(
                f.projects.map((pr) => pr.name),
                f.lang,
              ),
              more: f.moreProjects ? this.quote(f.moreProjects, p) : '',
            }).trim()
          : fill(p.noProjects);
      case 'contact':
        return [
          fill(p.contact, { email: f.contact.email }),
          f.contact.phone ? fill(p.contactPhone, { phone: f.contact.phone }) : '',
        ]
          .filter(Boolean)
          .join(' ');
      case 'email':
        return contactOr(f.contact.email, p.email, { email: f.contact.email });
      case 'phone':
        return contactOr(f.contact.phone, p.phone, { phone: f.contact.phone });
      case 'linkedin':
        return contactOr(f.contact.linkedin, p.linkedin, { linkedin: f.contact.linkedin });
      case 'github':
        return contactOr(f.contact.github, p.github, { github: f.contact.github });
      case 'cv':
        return contactOr(f.cv, p.cv, { cvLabel: p.labels.cv, cvLink: f.cv });
      case 'availability':
        return f.availability
          ? fill(p.availability, { availability: this.quote(f.availability, p) })
          : fill(p.availabilityUnstated);
      case 'prices': {
        const [line] = f.priceLines;
        return line ? fill(p.pricesListed, { line: this.quote(line, p) }) : fill(p.prices);
      }
      case 'replyTime':
        return fill(p.replyTime);
      case 'design':
        return contactOr(f.designer, p.design, { designer: f.designer });
      case 'chatStored':
        if (f.privacy.chatsStored) return fill(p.missing);
        return (
          fill(p.chatStored) +
          (f.privacy.chatProvider ? fill(p.chatProvider, { provider: f.privacy.chatProvider }) : '')
        );
      case 'cookies': {
        const line = f.privacy.summary.find((s) => /cookie/i.test(s)) ?? f.privacy.summary[0];
        return line ? fill(p.cookies, { line: this.quote(line, p) }) : fill(p.privacy);
      }
      case 'retention':
        return fill(p.retention, { days: String(f.privacy.contactRetentionDays) });
      case 'privacy':
        return fill(p.privacy);
      case 'legal':
        return fill(p.legal);
      case 'vat':
        return f.legal.vatId ? fill(p.vat, { vat: f.legal.vatId }) : fill(p.noVat);
    }
  }

  private aRole(f: Facts): string {
    return f.lang === 'en' ? article(f.role) : f.role;
  }

  private overview(f: Facts, p: Phrases): string {
    const titleAside = f.title && !f.role.includes(f.title) ? `, ${f.title},` : '';
    return this.fill(p.overview, f, {
      title: titleAside,
      aRole: this.aRole(f),
      role: f.role,
      country: f.location.country || '—',
      offer: f.offer,
    }).replace(/ (based in|mit Sitz in) —/, '');
  }

  private services(u: Understanding, text: string, f: Facts, p: Phrases): string {
    const asked = new Set(
      contentWords(text)
        .filter((word) => !GENERIC.has(word))
        .flatMap((word) => [word, ...(SYNONYMS[word] ?? []).map(fold)]),
    );
    const same = (w: string, a: string) =>
      w === a ||
      stem(w) === stem(a) ||
      (a.length >= 5 && w.startsWith(a)) ||
      (w.length >= 5 && a.startsWith(w));
    const lines = [...f.services.flatMap((g) => g.items), ...f.businessInfo.highlights];
    // A word that few lines share says more than one many share ("support" vs "small").
    const spread = (word: string) =>
      Math.max(1, lines.filter((l) => contentWords(l).some((w) => same(w, word))).length);
    const matches = (line: string) =>
      contentWords(line).reduce((sum, w) => {
        const hit = [...asked].find((a) => same(w, a));
        return hit ? sum + 1 / spread(hit) : sum;
      }, 0);

    // "Does he do maintenance?": the whole area.
    const group = f.services.find((g) => matches(g.title) > 0);
    if (group) {
      return this.fill(p.serviceGroup, f, {
        title: group.title,
        items: list(
          group.items.map((item) => midSentence(item, f.lang)),
          f.lang,
        ),
      });
    }
    const scored = lines
      .map((line) => ({ line, score: matches(line) }))
      .filter((s) => s.score >= 0.3)
      .sort((a, b) => b.score - a.score);
    // "Does he build WordPress sites?": no service line answers, the technology decides.
    if (u.techs.length && scored.length === 0) return this.skillCheck(u.techs, f, p);
    if (scored.length) {
      const best = scored.filter((s) => s.score >= (scored[0]?.score ?? 0)).slice(0, 2);
      return this.fill(p.serviceItems, f, {
        items: list(
          best.map((s) => this.quote(s.line, p)),
          f.lang,
        ),
      });
    }
    const areas = f.services.map((g) =>
      this.fill(p.serviceArea, f, { title: g.title, lead: midSentence(g.lead, f.lang) }).replace(
        ' ()',
        '',
      ),
    );
    return this.fill(p.services, f, {
      offer: f.offer,
      areas: areas.length === 2 ? this.fill(p.serviceAreas, f, { list: list(areas, f.lang) }) : '',
    }).replace(/\s+/g, ' ');
  }

  private skillsList(f: Facts, p: Phrases): string {
    if (!f.skills.length) return this.fill(p.missing, f);
    const groups = new Map<string, string[]>();
    for (const skill of f.skills)
      groups.set(skill.group, [...(groups.get(skill.group) ?? []), skill.name]);
    const text = [...groups].map(([group, names]) => `${group}: ${list(names, f.lang)}`).join('; ');
    return this.fill(p.skillsList, f, { groups: text });
  }

  private skillOf(tech: TechMention, f: Facts): Skill | undefined {
    return f.skills.find((s) => fold(s.name) === tech.key);
  }

  private mentionOf(tech: TechMention, f: Facts): string | undefined {
    const pattern = new RegExp(
      `(^|[^\\p{L}])${tech.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
      'iu',
    );
    return [...f.services.flatMap((g) => g.items), ...f.businessInfo.highlights].find((line) =>
      pattern.test(line),
    );
  }

  private skillCheck(techs: TechMention[], f: Facts, p: Phrases): string {
    let missing = false;
    const sentences = techs.slice(0, 3).map((tech) => {
      const skill = this.skillOf(tech, f);
      const values = {
        skill: skill?.name ?? tech.display,
        group: this.quote(skill?.group ?? '', p),
      };
      if (skill?.level === 'using') return this.fill(p.skillUsing, f, values);
      if (skill?.level === 'learning') return this.fill(p.skillLearning, f, values);
      if (skill) return this.fill(p.skillOther, f, values);
      const line = this.mentionOf(tech, f);
      if (line) return this.fill(p.skillMentioned, f, { ...values, line: this.quote(line, p) });
      const project = f.projects.find((pr) => pr.tags.some((tag) => fold(tag) === tech.key));
      if (project) return this.fill(p.skillTagged, f, { ...values, project: project.name });
      missing = true;
      return this.fill(p.skillMissing, f, values);
    });
    if (missing) {
      const using = f.skills.filter((s) => s.level === 'using').map((s) => s.name);
      if (using.length) sentences.push(this.fill(p.skillListed, f, { using: list(using, f.lang) }));
      sentences.push(this.fill(p.askDirectly, f));
    }
    return sentences.join(' ');
  }

  /** "Does he work with databases?": the listed skills of that kind, each with its group. */
  private skillKind(kinds: string[], f: Facts, p: Phrases): string {
    const members = new Set(kinds.flatMap((kind) => TECH_KINDS[kind]?.members ?? []));
    const listed = f.skills.filter((s) => members.has(fold(s.name)));
    if (!listed.length) {
      const using = f.skills.filter((s) => s.level === 'using').map((s) => s.name);
      return this.fill(p.kindMissing, f, { using: list(using, f.lang) });
    }
    const skills = list(
      listed.map((s) => `${s.name} (${p.under} ${this.quote(s.group, p)})`),
      f.lang,
    );
    return this.fill(p.kindListed, f, { skills });
  }

  private skillLevel(techs: TechMention[], f: Facts, p: Phrases): string {
    return techs
      .slice(0, 3)
      .map((tech) => {
        const skill = this.skillOf(tech, f);
        if (!skill) return this.skillCheck([tech], f, p);
        const values = { skill: skill.name, group: this.quote(skill.group, p) };
        if (skill.level === 'using') return this.fill(p.levelUsing, f, values);
        if (skill.level === 'learning') return this.fill(p.levelLearning, f, values);
        return this.fill(p.levelOther, f, values);
      })
      .join(' ');
  }

  private languages(u: Understanding, f: Facts, p: Phrases): string {
    if (!f.workingLanguages.length) return this.fill(p.missing, f);
    const names = new Intl.DisplayNames(f.lang, { type: 'language' });
    const known = f.workingLanguages.map(fold);
    const asked = u.languages.map((code) => names.of(code) ?? code);
    const values = { languages: list(f.workingLanguages, f.lang) };
    if (!asked.length) return this.fill(p.languages, f, values);
    const unknown = asked.filter((name) => !known.includes(fold(name)));
    if (unknown.length)
      return this.fill(p.languageNo, f, { ...values, asked: list(unknown, f.lang) });
    return this.fill(p.languageYes, f, values);
  }

  private projects(u: Understanding, f: Facts, p: Phrases): string {
    if (!f.projects.length) return this.fill(p.noProjects, f);
    const describe = (index: number) => {
      const project = f.projects[index];
      if (!project) return '';
      return this.fill(p.project, f, {
        name: project.name,
        kind: midSentence(project.kind, f.lang),
        description: `${midSentence(firstClause(project.description), f.lang)}.`,
        url: project.url,
      })
        .replace(/, (a|eine) :/, ':')
        .replace(/ Online (at|unter) \.$/, '');
    };
    const more = f.moreProjects ? this.quote(f.moreProjects, p) : '';
    if (
      u.project !== undefined &&
      f.projects[u.project] &&
      (u.projectNamed || f.projects.length > 1)
    ) {
      return describe(u.project);
    }
    if (f.projects.length === 1)
      return this.fill(p.projectsOne, f, { project: describe(0), more }).trim();
    return this.fill(p.projectsMany, f, {
      count: String(f.projects.length),
      projects: list(
        f.projects.map((pr) => pr.name),
        f.lang,
      ),
      more,
    }).trim();
  }
}

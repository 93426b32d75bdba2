/**
 * Writes the reply for what was understood, from the facts in the visitor's language:
 * the answer first, short, about the owner in the third person, with a link where one helps.
 * "The site doesn't say" only when the facts truly have nothing.
 */
import type { Language } from '../../../../../src/shared/languages';
import { midSentence } from '../../knowledge/compile';
import type { FactBase, Facts } from '../../knowledge/facts';
import type { Intent, Understanding } from '../understanding/conversation';
import { fold } from '../understanding/text';
import { PHRASES, type Phrases } from './phrases';
import { services } from './services';
import { DPO, dpoAnswer, OTHER_LANGUAGES, positionAsked, UPDATED } from '../../answering/compose';
import { skillCheck, skillKind, skillLevel, skillsList } from '../../answering/skills';
import { boundReply, fill, list, listOr, quote } from '../../answering/text';

/** Replies of several answers stay under this length (one answer alone may be a list). */
const SOFT_MAX_CHARS = 600;
/** "Can he work as a subcontractor for our agency?" */
const SUBCONTRACT = /\b(subcontract\w*|subunternehm\w*|white[- ]?label|agenc(y|ies)|agentur\w*)\b/i;
/** "Is Charles Tech a GmbH?": a legal form, which the site does not give. */
const LEGAL_FORM =
  /\b(gmbh|ug|ag|ltd|llc|inc|gbr|e\.?k\.?|legal form|rechtsform|einzelunternehm\w*)\b/i;
/** "Is he a senior developer?": a career level, which the site does not give. */
const SENIORITY = /\b(senior|junior|seniority|mid-level|lead developer|karrierestufe)\b/i;
/** "Who is responsible for this site?": the person the legal notice names. */
const RESPONSIBLE = /\b(responsib\w*|operat\w*|runs|owns|owner|verantwortlich\w*|betreib\w*)\b/i;
/** "Is German his native language?": the site names working languages only. */
const NATIVE = /\b(native\w*|mother tongue|first language|muttersprache|erstsprache)\b/i;
/** "Does he issue invoices?" (not about VAT). */
const INVOICE = /\b(invoice\w*|rechnung\w*)\b/i;
const VAT_WORDS = /\b(vat|ust|umsatzsteuer\w*|mehrwertsteuer|mwst|tax)\b/i;
/** "When does he graduate?" */
const WHEN = /\b(when|wann)\b/i;

function article(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/** "A calm, bilingual website for a physiotherapy practice: treatments, …" → up to the colon. */
function firstClause(text: string): string {
  const end = text.search(/[.!?:;](\s|$)/);
  return end > 0 ? text.slice(0, end) : text;
}

/** The owner's answer on working with clients elsewhere (assistant.json "remote"). */
const REMOTE_ID = 'remote';
/** A visit asked about: "does he come on site?", "kommt er vorbei?". */
const VISIT =
  /\b(on[- ]?site|vor ort|come (by|over|to)|visit\w*|in person|persönlich|vorbei\w*|besuch\w*|office|büro|treffen|meet)\b/i;

export class Composer {
  constructor(private readonly facts: FactBase) {}

  /** `writtenIn`: the language of `text`, where the reply is in another. */
  reply(understood: Understanding, text: string, lang: Language, writtenIn?: Language): string {
    const f = this.facts[lang];
    const other = writtenIn && writtenIn !== lang ? this.facts[writtenIn] : undefined;
    const p = PHRASES[lang];
    // A follow-up that continues the previous question is answered with that question in mind.
    const asked = understood.inherited ? `${understood.inherited} ${text}` : text;
    const [first = '', ...more] = understood.intents.map((intent) =>
      this.answer(intent, understood, asked, f, p, other),
    );
    // A second or third answer joins only while the reply stays short.
    const body = more.reduce(
      (reply, part) =>
        reply.length + 1 + part.length <= SOFT_MAX_CHARS ? `${reply} ${part}` : reply,
      first,
    );
    const social = ['thanks', 'ack', 'prompt'].includes(understood.intents[0] ?? '');
    return boundReply(understood.thanked && !social ? `${fill(p.thankedPrefix, f)}${body}` : body);
  }

  private answer(
    intent: Intent,
    u: Understanding,
    text: string,
    f: Facts,
    p: Phrases,
    other?: Facts,
  ): string {
    const say = (template: string, extra: Record<string, string> = {}) => fill(template, f, extra);
    const contactOr = (value: string, template: string, extra: Record<string, string>) =>
      value ? say(template, extra) : say(p.missing);
    switch (intent) {
      case 'greeting':
      case 'thanks':
      case 'goodbye':
      case 'howAreYou':
      case 'ack':
      case 'prompt':
      case 'self':
      case 'roleChange':
      case 'privateRequest':
      case 'unknown':
        return say(p[intent]);
      case 'identity':
        return say(p.identity, { reachAll: this.reach(f, false, true) });
      case 'offTopic':
      case 'task':
        return say(p.offTopic);
      case 'personal':
        return say(p.unknown);
      case 'overview':
        return this.overview(f, p);
      case 'title':
        return f.title
          ? say(p.title, { title: f.title, aRole: this.aRole(f), role: f.role })
          : this.overview(f, p);
      case 'services':
        return services(u, text, f, p, other);
      case 'business':
        if (f.business && LEGAL_FORM.test(text)) return say(p.legalForm, { business: f.business });
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
      case 'skills':
        return skillsList(f, p);
      case 'skillCheck':
        return u.techs.length ? skillCheck(u.techs, f, p) : skillsList(f, p);
      case 'skillKind':
        return skillKind(u.kinds, f, p);
      case 'skillLevel':
        if (u.techs.length) return skillLevel(u.techs, f, p);
        return SENIORITY.test(text)
          ? say(p.levelGeneral, { aRole: this.aRole(f), role: f.role })
          : skillsList(f, p);
      case 'name':
        return say(p.name);
      case 'employment':
        return say(SUBCONTRACT.test(text) ? p.subcontract : p.employment, {
          aRole: this.aRole(f),
          role: f.role,
          offer: f.offer,
          position: p.positions[positionAsked(text)],
        });
      case 'urgent':
        return say(p.urgent, { reach: this.reach(f, true) });
      case 'messenger':
        return say(p.messenger, { reach: this.reach(f, false) });
      case 'workplace': {
        // The owner's own answer on working with clients elsewhere, where he gave one; it does
        // not say whether he visits.
        const remote = f.ownerAnswers.find((a) => a.id === REMOTE_ID);
        if (remote) {
          const answer = remote.answer.replace(/^(yes|ja)[.,:!]?\s+/i, '');
          return VISIT.test(text) ? `${answer} ${say(p.onSite)}` : answer;
        }
        return say(p.workplace, {
          place: f.place || '—',
          country: f.location.country || '—',
          languages: list(f.workingLanguages, f.lang),
        });
      }
      case 'nationality':
        return say(p[intent], {
          place: f.place || '—',
          country: f.location.country || '—',
          languages: list(f.workingLanguages, f.lang),
        });
      case 'dataRights':
        return say(p.dataRights, {
          email: f.contact.email,
          days: String(f.privacy.contactRetentionDays),
        });
      case 'quality':
      case 'why':
        return say(p[intent]);
      case 'siteBuilt':
        return f.designer ? say(p.siteBuilt, { designer: f.designer }) : say(p.missing);
      case 'duration':
        return say(p.duration);
      case 'contactData': {
        const line = f.privacy.summary.find((l) => /contact|kontakt/i.test(l));
        const days = String(f.privacy.contactRetentionDays);
        return line ? say(p.contactData, { line, days }) : say(p.retention, { days });
      }
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
          : say(p.missing);
      }
      case 'languages':
        return this.languages(u, text, f, p);
      case 'location':
        return contactOr(f.place, p.location, { place: f.place });
      case 'address':
        return contactOr(f.location.street, p.address, { ...f.location });
      case 'education':
        if (!f.education) return say(p.missing);
        return [
          say(p.education, { education: f.education, anEducation: article(f.education) }),
          u.asksInstitution ? say(p.educationMissing) : '',
          WHEN.test(text) ? say(p.educationWhen) : '',
        ]
          .filter(Boolean)
          .join(' ');
      case 'projects':
        return this.projects(u, f, p);
      case 'projectTech': {
        const project = f.projects[u.project ?? 0];
        if (!project) return say(p.noProjects);
        return project.tags.length
          ? say(p.projectTech, { project: project.name, tags: list(project.tags, f.lang) })
          : say(p.missing);
      }
      case 'projectLink': {
        const project = f.projects[u.project ?? 0];
        if (!project) return say(p.noProjects);
        return contactOr(project.url, p.projectLink, { project: project.name, url: project.url });
      }
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
      case 'contact':
        return [
          say(p.contact, { email: f.contact.email }),
          f.contact.phone ? say(p.contactPhone, { phone: f.contact.phone }) : '',
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
      case 'cv': {
        // "his resume in German?" on the English page: the German one.
        const asked = u.languages.find((l): l is Language => l !== f.lang && l in this.facts);
        const cv = asked ? this.facts[asked].cv : f.cv;
        return contactOr(cv, p.cv, { cvLabel: p.labels.cv, cvLink: cv });
      }
      case 'availability':
        return f.availability
          ? say(p.availability, { availability: quote(f.availability, p) })
          : say(p.availabilityUnstated);
      case 'prices': {
        const [line] = f.priceLines;
        return line ? say(p.pricesListed, { line: quote(line, p) }) : say(p.prices);
      }
      case 'replyTime':
        return say(p.replyTime);
      case 'design':
        return contactOr(f.designer, p.design, { designer: f.designer });
      case 'chatStored':
        if (f.privacy.chatsStored) return say(p.missing);
        return (
          say(p.chatStored) +
          (f.privacy.chatProvider ? say(p.chatProvider, { provider: f.privacy.chatProvider }) : '')
        );
      case 'cookies': {
        const line = f.privacy.summary.find((s) => /cookie/i.test(s)) ?? f.privacy.summary[0];
        return line ? say(p.cookies, { line: quote(line, p) }) : say(p.privacy);
      }
      case 'retention':
        return say(p.retention, { days: String(f.privacy.contactRetentionDays) });
      case 'privacy':
        if (f.privacy.dpo && DPO.test(text)) return dpoAnswer(f, p);
        if (f.privacy.updated && UPDATED.test(text)) {
          return fill(p.privacyUpdated, f, { line: quote(f.privacy.updated, p) });
        }
        // What the notice says in brief, not only where it is.
        return f.privacy.summary.length
          ? say(p.privacySummary, { items: f.privacy.summary.join(' ') })
          : say(p.privacy);
      case 'legal':
        return RESPONSIBLE.test(text) && f.legal.responsible
          ? say(p.legalResponsible, { responsible: f.legal.responsible })
          : say(p.legal);
      case 'vat':
        if (INVOICE.test(text) && !VAT_WORDS.test(text))
          return say(p.invoices, { business: f.business || f.name });
        return f.legal.vatId ? say(p.vat, { vat: f.legal.vatId }) : say(p.noVat);
      case 'relay':
        return say(p.relay, { email: f.contact.email });
    }
  }

  /** The quickest ways to reach the owner: phone first when one is given; the form too. */
  private reach(f: Facts, urgent: boolean, form = false): string {
    const p = PHRASES[f.lang];
    const phone = f.contact.phone
      ? fill(urgent ? p.reachCall : p.reachPhone, f, { phone: f.contact.phone })
      : '';
    const email = fill(urgent ? p.reachWrite : p.reachEmail, f, { email: f.contact.email });
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

  private languages(u: Understanding, text: string, f: Facts, p: Phrases): string {
    if (!f.workingLanguages.length) return fill(p.missing, f);
    const names = new Intl.DisplayNames(f.lang, { type: 'language' });
    const known = f.workingLanguages.map(fold);
    const asked = u.languages.map((code) => names.of(code) ?? code);
    const values = { languages: list(f.workingLanguages, f.lang) };
    if (NATIVE.test(text)) return fill(p.languageNative, f, values);
    const unknown = asked.filter((name) => !known.includes(fold(name)));
    if (unknown.length) return fill(p.languageNo, f, { ...values, asked: list(unknown, f.lang) });
    if (OTHER_LANGUAGES.test(text)) return fill(p.languageOthers, f, values);
    if (!asked.length) return fill(p.languages, f, values);
    return fill(p.languageYes, f, values);
  }

  private projects(u: Understanding, f: Facts, p: Phrases): string {
    if (!f.projects.length) return fill(p.noProjects, f);
    const describe = (index: number) => {
      const project = f.projects[index];
      if (!project) return '';
      return fill(p.project, f, {
        name: project.name,
        kind: midSentence(project.kind, f.lang),
        description: `${midSentence(u.projectDetail ? project.description.replace(/[.!]$/, '') : firstClause(project.description), f.lang)}.`,
        url: project.url,
      })
        .replace(/, (a|eine) :/, ':')
        .replace(/ Online (at|unter) \.$/, '');
    };
    const more = f.moreProjects ? quote(f.moreProjects, p) : '';
    if (
      u.project !== undefined &&
      f.projects[u.project] &&
      (u.projectNamed || f.projects.length > 1)
    ) {
      return describe(u.project);
    }
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

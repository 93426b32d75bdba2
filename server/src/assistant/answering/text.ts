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

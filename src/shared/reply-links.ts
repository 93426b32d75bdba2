/**
 * Links in the assistant's replies. A reply is plain text; `[label](target)` marks a link,
 * and the owner's listed URLs and e-mail address are links where they stand. Only targets
 * the site itself publishes become links (its sections and pages, the CV, the owner's
 * profiles, the client project, mailto:/tel: to the owner): a reply can never smuggle in
 * another address or any HTML. The server writes replies by these rules and the browser
 * renders them by the same ones.
 */
import { SUPPORTED_LANGUAGES } from './languages';
import type { OwnerProfile } from './owner';
import { SITE_PAGES } from './site-pages';

/** Sections of the home page a reply may point to. */
export const REPLY_SECTIONS = ['top', 'about', 'skills', 'portfolio', 'contact'] as const;
/** '/en', '/de/legal', '/en#contact': a language segment, a page, a section of the home page. */
const SITE_PATH = new RegExp(
  `^/(?:${SUPPORTED_LANGUAGES.join('|')})(?:/([a-z]+))?/?(?:#([a-z]+))?$`,
);

export type ReplyPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const MARKED_LINK = /\[([^\]\n]{1,200})\]\(([^)\s]{1,500})\)/g;

function sameUrl(a: string, b: string): boolean {
  const strip = (url: string) => url.trim().replace(/\/+$/, '').toLowerCase();
  return a !== '' && b !== '' && strip(a) === strip(b);
}

/** The owner's phone number as a tel: URI (digits and a leading plus). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits ? `tel:${digits}` : '';
}

/** Whether the site publishes this target, so a reply may link to it. */
export function isAllowedLinkTarget(target: string, owner: OwnerProfile): boolean {
  if (target.startsWith('#'))
    return (REPLY_SECTIONS as readonly string[]).includes(target.slice(1));
  const page = SITE_PATH.exec(target);
  if (page) {
    const [, sub = '', section] = page;
    return (
      (SITE_PAGES as readonly string[]).includes(sub) &&
      (section === undefined ||
        (sub === '' && (REPLY_SECTIONS as readonly string[]).includes(section)))
    );
  }
  if (target.startsWith('mailto:')) return owner.email !== '' && target.slice(7) === owner.email;
  if (target.startsWith('tel:')) return target === telHref(owner.phone);
  const cvs = Object.values(owner.cvFiles);
  return [...cvs, owner.linkedinUrl, owner.githubUrl, owner.clientSiteUrl].some((url) =>
    sameUrl(url, target),
  );
}

/** Every `[label](target)` in a reply, allowed or not. */
export function replyLinks(text: string): Array<{ label: string; target: string }> {
  return [...text.matchAll(MARKED_LINK)].map(([, label = '', target = '']) => ({ label, target }));
}

/** The owner's published addresses as they may stand in a reply's text, longest first. */
function bareTargets(owner: OwnerProfile): Array<{ text: string; href: string }> {
  const urls = [owner.linkedinUrl, owner.githubUrl, owner.clientSiteUrl]
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => ({ text: url, href: url }));
  const email = owner.email ? [{ text: owner.email, href: `mailto:${owner.email}` }] : [];
  const phone = telHref(owner.phone) ? [{ text: owner.phone, href: telHref(owner.phone) }] : [];
  return [...urls, ...email, ...phone].sort((a, b) => b.text.length - a.text.length);
}

function splitBare(text: string, owner: OwnerProfile): ReplyPart[] {
  const parts: ReplyPart[] = [];
  const targets = bareTargets(owner);
  let rest = text;
  while (rest) {
    let best: { at: number; text: string; href: string } | undefined;
    for (const target of targets) {
      const at = rest.indexOf(target.text);
      if (at >= 0 && (!best || at < best.at)) best = { at, ...target };
    }
    if (!best) break;
    if (best.at > 0) parts.push({ kind: 'text', text: rest.slice(0, best.at) });
    parts.push({ kind: 'link', text: best.text, href: best.href });
    rest = rest.slice(best.at + best.text.length);
  }
  if (rest) parts.push({ kind: 'text', text: rest });
  return parts;
}

/**
 * A reply as text and links. A marked link to a target the site does not publish keeps only
 * its label, as text.
 */
export function splitReply(text: string, owner: OwnerProfile): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MARKED_LINK)) {
    const [whole, label = '', target = ''] = match;
    const at = match.index ?? 0;
    parts.push(...splitBare(text.slice(last, at), owner));
    parts.push(
      isAllowedLinkTarget(target, owner)
        ? { kind: 'link', text: label, href: target }
        : { kind: 'text', text: label },
    );
    last = at + whole.length;
  }
  parts.push(...splitBare(text.slice(last), owner));
  // Neighbouring text parts (a refused link between two texts) read as one.
  return parts.reduce<ReplyPart[]>((merged, part) => {
    const previous = merged.at(-1);
    if (part.kind === 'text' && previous?.kind === 'text') previous.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}

/** '/en#contact' and '#contact' name the same section; '/en/legal' a page. */
export function isLanguagePath(href: string): boolean {
  return SUPPORTED_LANGUAGES.some(
    (lng) => href === `/${lng}` || href.startsWith(`/${lng}/`) || href.startsWith(`/${lng}#`),
  );
}

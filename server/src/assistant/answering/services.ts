/**
 * Answers about services: the service lines a question is about (found by ServiceLines), a
 * whole area ("maintenance"), or both areas. A kind of work the site does not list ("mobile
 * apps", "an online shop") gets no "yes" from a word in common: the reply says the site does
 * not list it and names the nearest service it does. "Yes" only when the lines share every
 * content word asked ("24/7 support" gets the line, no "yes").
 */
import { midSentence } from '../knowledge/compile';
import type { Facts } from '../knowledge/facts';
import { ENTITIES } from '../understanding/corpus-data';
import type { Phrases } from './phrases';
import type { ServiceLines } from './service-lines';
import { skillCheck, type TechMention } from './skills';
import { fill, list, quote } from './text';

export interface ServiceAnswer {
  text: string;
  /** The site does not settle the question: the owner should. */
  open: boolean;
}

/** Everything the facts say the owner does, to look for a kind of work in. */
function offerText(f: Facts): string {
  return [
    f.offer,
    f.businessInfo.headline,
    ...f.businessInfo.highlights,
    ...f.services.flatMap((g) => [g.title, g.lead, ...g.items]),
    ...f.skills.map((s) => s.name),
    ...f.projects.flatMap((pr) => [pr.kind, ...pr.tags]),
  ]
    .join(' \n ')
    .toLowerCase();
}

export function services(
  work: string[],
  techs: TechMention[],
  text: string,
  f: Facts,
  p: Phrases,
  lines: ServiceLines,
): ServiceAnswer {
  const offered = offerText(f);
  const missing = work.filter(
    (key) => !ENTITIES.workKinds[key]?.offered.some((term) => offered.includes(term)),
  );
  if (missing.length) {
    const names = missing.map((key) => ENTITIES.workKinds[key]?.name[f.lang] ?? key);
    const near = missing
      .map((key) => ENTITIES.workKinds[key]?.near ?? '')
      .join(' ')
      .trim();
    const nearest = near ? lines.best(near) : [];
    const text = [
      fill(p.workMissing, f, { kinds: list(names, f.lang) }),
      nearest.length
        ? fill(p.workNearest, f, {
            items: list(
              nearest.map((h) => quote(h.line, p)),
              f.lang,
            ),
          })
        : fill(p.workOffer, f, { offer: f.offer }),
      fill(p.workAsk, f),
    ].join(' ');
    return { text, open: true };
  }

  const hits = lines.best(text);
  const group = f.services.find((g) =>
    lines.terms(g.title).some((t) => lines.terms(text).includes(t)),
  );
  if (group) {
    return {
      text: fill(p.serviceGroup, f, {
        title: group.title,
        items: list(
          group.items.map((item) => midSentence(item, f.lang)),
          f.lang,
        ),
      }),
      open: false,
    };
  }
  if (!hits.length && techs.length) return { text: skillCheck(techs, f, p), open: true };
  if (!hits.length) {
    const areas = f.services.map((g) =>
      fill(p.serviceArea, f, { title: g.title, lead: midSentence(g.lead, f.lang) }).replace(
        ' ()',
        '',
      ),
    );
    return {
      text: fill(p.services, f, {
        offer: f.offer,
        areas: areas.length === 2 ? fill(p.serviceAreas, f, { list: list(areas, f.lang) }) : '',
      }).replace(/\s+/g, ' '),
      open: false,
    };
  }
  const items = list(
    hits.map((h) => quote(h.line, p)),
    f.lang,
  );
  const matched = new Set(hits.flatMap((h) => h.matched));
  const uncovered = lines.terms(text).filter((t) => !matched.has(t));
  return uncovered.length === 0
    ? { text: fill(p.serviceItems, f, { items }), open: false }
    : { text: `${fill(p.serviceItemsPartly, f, { items })} ${fill(p.detailsAsk, f)}`, open: true };
}

/**
 * Answers about services: the service line that matches what was asked ("booking form",
 * "SEO", "IT support"), a whole area ("maintenance"), or the overview of both areas.
 */
import { midSentence } from '../knowledge/compile';
import type { Facts } from '../knowledge/facts';
import type { Understanding } from '../understanding/conversation';
import { STOPWORDS, SYNONYMS } from '../understanding/lexicon';
import { fold, tokenize } from '../understanding/text';
import type { Phrases } from './phrases';
import { skillCheck } from './skills';
import { fill, list, quote } from './text';

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

export function services(u: Understanding, text: string, f: Facts, p: Phrases): string {
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
    return fill(p.serviceGroup, f, {
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
  if (u.techs.length && scored.length === 0) return skillCheck(u.techs, f, p);
  if (scored.length) {
    const best = scored.filter((s) => s.score >= (scored[0]?.score ?? 0)).slice(0, 2);
    return fill(p.serviceItems, f, {
      items: list(
        best.map((s) => quote(s.line, p)),
        f.lang,
      ),
    });
  }
  const areas = f.services.map((g) =>
    fill(p.serviceArea, f, { title: g.title, lead: midSentence(g.lead, f.lang) }).replace(
      ' ()',
      '',
    ),
  );
  return fill(p.services, f, {
    offer: f.offer,
    areas: areas.length === 2 ? fill(p.serviceAreas, f, { list: list(areas, f.lang) }) : '',
  }).replace(/\s+/g, ' ');
}

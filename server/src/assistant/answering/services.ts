/**
 * Answers about services: the service line that matches what was asked ("booking form",
 * "SEO", "IT support"), a whole area ("maintenance"), or the overview of both areas. A kind
 * of work the site does not list ("mobile apps", "an online shop") gets no "yes" from a word
 * in common: the reply says the site does not list it and names the nearest service it does.
 */
import { midSentence } from '../knowledge/compile';
import type { Facts } from '../knowledge/facts';
import type { Understanding } from '../understanding/conversation';
import { STOPWORDS, SYNONYMS, WORK_KINDS } from '../understanding/lexicon';
import { withoutVisitorSentences } from '../understanding/parse';
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

const WEBSITE_WORDS = /\b(sites?|websites?|web ?seiten?|seiten?|homepages?|auftritt)\b/i;

/** "What does he do after launch?", "nach dem Go-live": the second area (maintenance). */
const AFTER_LAUNCH =
  /\b(after\b.{0,25}\b(launch\w*|go-?live|goes live|is live)|afterwards|nach dem (launch|go-?live|start)|danach)\b/i;

/** How a request is put, not what it asks for: they need no service line to be answered. */
const FRAMING = new Set(
  'need needs want wants looking someone somebody would could create creates develop develops work works thing stuff things new all simple online care take takes look looks after handle handles deal deals doing done brauche brauchen suche suchen jemand jemanden wurde konnte erstellen entwickeln entwickelt machen mach moglich kummert kummern kummere sich neue neuen neues alles einfache einfach'.split(
    ' ',
  ),
);

/** A word without its plural, case or -ing ending, for comparing "teams" with "team", "hosting" with "host". */
function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  return word.length > 4 ? word.replace(/(es|en|n|s|e)$/, '') : word;
}

/** Content words of a line or question, for matching a question to a service line. */
function contentWords(text: string): string[] {
  return tokenize(text).filter((t) => t.length >= 3 && !STOP.has(t));
}

const offerTexts = new WeakMap<Facts, string>();

/** Everything the facts say the owner does, to look for a kind of work in (once per fact base). */
function offerText(f: Facts): string {
  const known = offerTexts.get(f);
  if (known !== undefined) return known;
  const text = [
    f.offer,
    f.businessInfo.headline,
    ...f.businessInfo.highlights,
    ...f.services.flatMap((g) => [g.title, g.lead, ...g.items]),
    ...f.skills.map((s) => s.name),
    ...f.projects.flatMap((p) => [p.kind, ...p.tags]),
  ].join(' \n ');
  offerTexts.set(f, text);
  return text;
}

const same = (w: string, a: string) =>
  w === a ||
  stem(w) === stem(a) ||
  (a.length >= 5 && w.startsWith(a)) ||
  (w.length >= 5 && a.startsWith(w));

/** How well each listed service line answers the asked words (a rarer shared word counts more). */
function scorer(f: Facts, askedWords: string[], generic = false) {
  const asked = new Set(
    askedWords
      .filter((word) => generic || !GENERIC.has(word))
      .flatMap((word) => [word, ...(SYNONYMS[word] ?? []).map(fold)]),
  );
  const lines = [...f.services.flatMap((g) => g.items), ...f.businessInfo.highlights];
  // A word that few lines share says more than one many share ("support" vs "small").
  const spread = (word: string) =>
    Math.max(1, lines.filter((l) => contentWords(l).some((w) => same(w, word))).length);
  const matches = (line: string) =>
    contentWords(line).reduce((sum, w) => {
      const hit = [...asked].find((a) => same(w, a));
      return hit ? sum + 1 / spread(hit) : sum;
    }, 0);
  /** The asked words no line of `chosen` shares, synonyms counted ("24/7", "big companies"). */
  const uncovered = (chosen: string[]) => {
    const words = chosen.flatMap(contentWords);
    return askedWords.filter(
      (word) =>
        !GENERIC.has(word) &&
        ![word, ...(SYNONYMS[word] ?? []).map(fold)].some((a) => words.some((w) => same(w, a))),
    );
  };
  const best = () => {
    const scored = lines
      .map((line) => ({ line, score: matches(line) }))
      .filter((s) => s.score >= 0.3)
      .sort((a, b) => b.score - a.score);
    return scored.filter((s) => s.score >= (scored[0]?.score ?? 0)).slice(0, 2);
  };
  return { matches, best, uncovered };
}

/** "The site doesn't list online shops. Nearest to that it lists …. Ask via the form." */
function notListed(kinds: string[], f: Facts, p: Phrases): string {
  const names = kinds.map((k) => WORK_KINDS[k]?.name[f.lang] ?? k);
  const near = kinds.flatMap((k) => tokenize(WORK_KINDS[k]?.near ?? ''));
  const nearest = near.length ? scorer(f, near).best() : [];
  return [
    fill(p.workMissing, f, { kinds: list(names, f.lang) }),
    nearest.length
      ? fill(p.workNearest, f, {
          items: list(
            nearest.map((s) => quote(s.line, p)),
            f.lang,
          ),
        })
      : fill(p.workOffer, f, { offer: f.offer }),
    fill(p.workAsk, f),
  ].join(' ');
}

export function services(u: Understanding, text: string, f: Facts, p: Phrases): string {
  const missing = u.work.filter((k) => !WORK_KINDS[k]?.offered.test(offerText(f)));
  if (missing.length) return notListed(missing, f, p);
  const ownName = new Set(tokenize(`${f.name} ${f.shortName} ${f.business}`));
  // "I run a dental practice. Can he …?": what the visitor says about themselves is no request.
  const request = withoutVisitorSentences(text);
  const wordsOf = (source: string) =>
    tokenize(source).filter(
      (t) => (t.length >= 3 || /\d/.test(t)) && !STOP.has(t) && !FRAMING.has(t) && !ownName.has(t),
    );
  // "Ich habe schon eine Domain bei Strato. Geht das trotzdem?": the rest names nothing, so the
  // visitor's own sentence says what it is about.
  const fromRequest = wordsOf(request || text);
  const asked = scorer(f, fromRequest).best().length ? fromRequest : wordsOf(text);
  const { matches, best } = scorer(f, asked);
  // Whether the lines cover the question is judged on the request, not on what the visitor
  // said about themselves ("Ich habe eine Physiotherapiepraxis …. Können Sie helfen?").
  const { uncovered } = scorer(f, fromRequest);
  // "Yes" only when the lines cover everything asked; "24/7 support" or "for big companies"
  // gets the lines and the question back to the owner, not a promise.
  const answer = (lines: string[], yes: string, partly: string, values: Record<string, string>) =>
    uncovered(lines).length === 0
      ? fill(yes, f, values)
      : `${fill(partly, f, values)} ${fill(p.workAsk, f)}`;

  // "Does he do maintenance?", "from idea to launch?": the whole area.
  // A lead counts with two words in common ("idea" and "launch"), not one ("keep").
  const groups = f.services.filter((g) => matches(g.title) > 0 || matches(g.lead) >= 2);
  // "What does he do after launch?": the area after the first.
  const after = AFTER_LAUNCH.test(text) ? f.services[1] : undefined;
  // "the difference between development and maintenance": both areas, below.
  const group = after ?? (groups.length === 1 ? groups[0] : undefined);
  if (group) {
    return answer([group.title, group.lead, ...group.items], p.serviceGroup, p.serviceGroupPartly, {
      title: group.title,
      items: list(
        group.items.map((item) => midSentence(item, f.lang)),
        f.lang,
      ),
    });
  }
  const scored = groups.length > 1 ? [] : best();
  if (u.define) {
    const lines = scored;
    if (!lines.length) return fill(p.missing, f);
    return fill(p.serviceDefine, f, {
      items: list(
        lines.map((s) => quote(s.line, p)),
        f.lang,
      ),
    });
  }
  // "Does he build WordPress sites?": no service line answers, the technology decides.
  if (u.techs.length && scored.length === 0) return skillCheck(u.techs, f, p);
  // "Does he do sites for dentists?": the website line, and the question back to the owner.
  if (!scored.length && WEBSITE_WORDS.test(text))
    scored.push(...scorer(f, ['websites'], true).best());
  if (scored.length) {
    return answer(
      scored.map((s) => s.line),
      p.serviceItems,
      p.serviceItemsPartly,
      {
        items: list(
          scored.map((s) => quote(s.line, p)),
          f.lang,
        ),
      },
    );
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

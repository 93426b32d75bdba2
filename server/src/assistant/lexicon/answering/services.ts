/**
 * Answers about services: the service line that matches what was asked ("booking form",
 * "SEO", "IT support"), a whole area ("maintenance"), or the overview of both areas. A kind
 * of work the site does not list ("mobile apps", "an online shop") gets no "yes" from a word
 * in common: the reply says the site does not list it and names the nearest service it does.
 */
import { midSentence } from '../../knowledge/compile';
import type { Facts } from '../../knowledge/facts';
import type { Understanding } from '../understanding/conversation';
import { HARDWARE, SOFTWARE, SYNONYMS, WORK_KINDS } from '../understanding/lexicon';
import { withoutVisitorSentences } from '../understanding/parse';
import { STOP_WORDS, tokenize } from '../understanding/text';
import type { Phrases } from './phrases';
import { skillCheck } from '../../answering/skills';
import { fill, list, listOr, quote } from '../../answering/text';

/** Words that ask for services in general, not for one of them. */
const GENERIC = new Set(
  'service services offer offers provide does build make help site sites website websites webseite webseiten homepage kind leistung leistungen dienste dienstleistungen anbieten bietet biete macht bauen baut hilft helfen'.split(
    ' ',
  ),
);

const STOP = new Set([...STOP_WORDS.en, ...STOP_WORDS.de]);

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

const same = (w: string, a: string) =>
  w === a ||
  stem(w) === stem(a) ||
  (a.length >= 5 && w.startsWith(a)) ||
  (w.length >= 5 && a.startsWith(w));

/** A word and the words a service line may use for it ("seo" → "search"). */
const withSynonyms = (word: string) => [word, ...(SYNONYMS[word] ?? [])];

/** What the service answers read of the facts, worked out once per fact base. */
interface ServiceIndex {
  /** The service lines and the business highlights, the lines an answer quotes. */
  lines: string[];
  /** Content words of every line, title and lead of the facts. */
  words: (factText: string) => string[];
  /** Everything the facts say the owner does, to look for a kind of work in. */
  offer: string;
  /** The owner's and the business's names: never a service word. */
  ownName: ReadonlySet<string>;
}

const indexes = new WeakMap<Facts, ServiceIndex>();
/** The same, each line read in both languages. */
const bilingual = new WeakMap<Facts, ServiceIndex>();

/** The service lines, titles and leads, in the order both languages give them. */
const texts = (f: Facts) => [
  ...f.services.flatMap((g) => [g.title, g.lead, ...g.items]),
  ...f.businessInfo.highlights,
];

/**
 * The index of `f`'s lines, each line read with its words in both languages: a German question
 * answered in English ("Was ist bei der Wartung dabei?", then "say that in English") finds the
 * English lines by their German words.
 */
function indexOf(f: Facts, other?: Facts): ServiceIndex {
  const cache = other ? bilingual : indexes;
  const known = cache.get(f);
  if (known) return known;
  const words = new Map<string, string[]>();
  const own = texts(f);
  const theirs = other ? texts(other) : [];
  const counterpart = new Map(
    theirs.length === own.length ? own.map((text, i) => [text, theirs[i] ?? ''] as const) : [],
  );
  const index: ServiceIndex = {
    lines: [...f.services.flatMap((g) => g.items), ...f.businessInfo.highlights],
    words: (factText) => {
      let found = words.get(factText);
      if (!found) {
        found = [...new Set(contentWords(`${factText} ${counterpart.get(factText) ?? ''}`))];
        words.set(factText, found);
      }
      return found;
    },
    offer: [
      f.offer,
      f.businessInfo.headline,
      ...f.businessInfo.highlights,
      ...f.services.flatMap((g) => [g.title, g.lead, ...g.items]),
      ...f.skills.map((s) => s.name),
      ...f.projects.flatMap((pr) => [pr.kind, ...pr.tags]),
    ].join(' \n '),
    ownName: new Set(tokenize(`${f.name} ${f.shortName} ${f.business}`)),
  };
  cache.set(f, index);
  return index;
}

/**
 * Words of size describe what is asked for, they are not it: "IT support for small offices" is
 * about the IT support line, not "Websites for small businesses" nor "small improvements".
 */
const SIZE_WORDS = new Set(['small', 'little', 'klein', 'kleine', 'kleinen', 'kleiner', 'kleines']);
const SIZE_WEIGHT = 0.25;

/** How well each listed service line answers the asked words (a rarer shared word counts more). */
function scorer(index: ServiceIndex, askedWords: string[], generic = false) {
  const asked = askedWords.filter((word) => generic || !GENERIC.has(word)).flatMap(withSynonyms);
  // A word that few lines share says more than one many share ("support" vs "small").
  const spreads = new Map<string, number>();
  const spread = (word: string) => {
    let n = spreads.get(word);
    if (n === undefined) {
      n = Math.max(1, index.lines.filter((l) => index.words(l).some((w) => same(w, word))).length);
      spreads.set(word, n);
    }
    return n;
  };
  const matches = (factText: string) =>
    index.words(factText).reduce((sum, w) => {
      const hit = asked.find((a) => same(w, a));
      return hit ? sum + (SIZE_WORDS.has(hit) ? SIZE_WEIGHT : 1) / spread(hit) : sum;
    }, 0);
  const best = () => {
    const scored = index.lines
      .map((line) => ({ line, score: matches(line) }))
      .filter((s) => s.score >= 0.3)
      .sort((a, b) => b.score - a.score);
    return scored.filter((s) => s.score >= (scored[0]?.score ?? 0)).slice(0, 2);
  };
  return { matches, best };
}

/** The asked words no line of `chosen` shares, synonyms counted ("24/7", "big companies"). */
function uncovered(index: ServiceIndex, askedWords: string[], chosen: string[]): string[] {
  const words = chosen.flatMap(index.words);
  return askedWords.filter(
    (word) => !GENERIC.has(word) && !withSynonyms(word).some((a) => words.some((w) => same(w, a))),
  );
}

/** Devices named as written ("printers", "Drucker", "WLAN"). */
const DEVICES = new RegExp(`(?<!\\p{L})(${HARDWARE}|${SOFTWARE})(?!\\p{L})`, 'giu');
/** Software, which no one mends as a device ("do you fix outlook problems?"). */
const PROGRAMS = new RegExp(`^(${SOFTWARE})$`, 'iu');
const DEVICE_SPELLING: Record<string, string> = {
  pc: 'PC',
  pcs: 'PCs',
  wlan: 'WLAN',
  wifi: 'Wi-Fi',
  outlook: 'Outlook',
  thunderbird: 'Thunderbird',
};
/** A device to mend ("can he fix my laptop?"), not help with the office's IT. */
const MEND = /\b(fix\w*|repair\w*|mend|broken|reparier\w*|reparatur\w*|kaputt\w*)\b/i;

/** "The site doesn't list online shops. Nearest to that it lists …. Ask via the form." */
function notListed(
  kinds: string[],
  index: ServiceIndex,
  f: Facts,
  p: Phrases,
  text: string,
): string {
  const names = kinds.map((k) => WORK_KINDS[k]?.name[f.lang] ?? k);
  const near = kinds.flatMap((k) => tokenize(WORK_KINDS[k]?.near ?? ''));
  const nearest = near.length ? scorer(index, near).best() : [];
  // "Does he do IT support for offices, like printers and laptops?", "unsere PCs im Büro
  // spinnen, macht er sowas auch?": the IT support he lists, not repairs he does not.
  const devices = [
    ...new Set([...text.matchAll(DEVICES)].map((m) => DEVICE_SPELLING[m[0].toLowerCase()] ?? m[0])),
  ].slice(0, 3);
  if (
    kinds.length === 1 &&
    kinds[0] === 'repairs' &&
    nearest.length &&
    devices.length &&
    (!MEND.test(text) || devices.every((d) => PROGRAMS.test(d)))
  ) {
    return fill(p.workSupport, f, {
      items: list(
        nearest.map((s) => quote(s.line, p)),
        f.lang,
      ),
      // German nouns are capitalised ("drucker" as typed is "Drucker").
      things: listOr(
        f.lang === 'de' ? devices.map((d) => d.charAt(0).toUpperCase() + d.slice(1)) : devices,
        f.lang,
      ),
    });
  }
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

export function services(
  u: Understanding,
  text: string,
  f: Facts,
  p: Phrases,
  other?: Facts,
): string {
  const index = indexOf(f, other);
  const missing = u.work.filter((k) => !WORK_KINDS[k]?.offered.test(index.offer));
  if (missing.length) return notListed(missing, index, f, p, text);
  // "I run a dental practice. Can he …?": what the visitor says about themselves is no request.
  const request = withoutVisitorSentences(text);
  const wordsOf = (source: string) =>
    tokenize(source).filter(
      (t) =>
        (t.length >= 3 || /\d/.test(t)) && !STOP.has(t) && !FRAMING.has(t) && !index.ownName.has(t),
    );
  // "Ich habe schon eine Domain bei Strato. Geht das trotzdem?": the rest names nothing, so the
  // visitor's own sentence says what it is about.
  const fromRequest = wordsOf(request || text);
  const fromRequestScorer = scorer(index, fromRequest);
  const fromRequestBest = fromRequestScorer.best();
  const { matches, best } = fromRequestBest.length
    ? fromRequestScorer
    : scorer(index, wordsOf(text));
  // "Yes" only when the lines cover everything asked; "24/7 support" or "for big companies"
  // gets the lines and the question back to the owner, not a promise.
  const answer = (lines: string[], yes: string, partly: string, values: Record<string, string>) =>
    // Whether the lines cover the question is judged on the request, not on what the visitor
    // said about themselves ("Ich habe eine Physiotherapiepraxis …. Können Sie helfen?").
    uncovered(index, fromRequest, lines).length === 0
      ? fill(yes, f, values)
      : `${fill(partly, f, values)} ${fill(p.detailsAsk, f)}`;

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
  const scored = groups.length > 1 ? [] : fromRequestBest.length ? fromRequestBest : best();
  if (u.define) {
    if (!scored.length) return fill(p.missing, f);
    return fill(p.serviceDefine, f, {
      items: list(
        scored.map((s) => quote(s.line, p)),
        f.lang,
      ),
    });
  }
  // "Does he build WordPress sites?": no service line answers, the technology decides.
  if (u.techs.length && scored.length === 0) return skillCheck(u.techs, f, p);
  // "Does he do sites for dentists?": the website line, and the question back to the owner.
  if (!scored.length && WEBSITE_WORDS.test(text))
    scored.push(...scorer(index, ['websites'], true).best());
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

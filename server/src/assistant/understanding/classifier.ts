/**
 * What a message asks, by a classifier trained on examples: the intents of corpus/{en,de}.json
 * and the owner's own answers (src/locales/<lng>/assistant.json, one intent each), with nlp.js
 * (tokenising and stemming per language, a neural classifier with a score per intent, spelling
 * correction against the corpus's words, named entities). Entities are the names in
 * corpus/entities.json and those of the fact base: skills, project names and tags, human
 * languages; a message's names are also replaced by their entity ("does he know @tech") for
 * a second reading, as nlp.js's own pipeline does.
 *
 * Training takes a few seconds, so the trained model is kept as a file named by a hash of
 * everything it was trained on: `npm run build` writes it next to the server, and a start
 * that finds none trains once and keeps it in the system's temporary folder.
 */
import { containerBootstrap } from '@nlpjs/core';
import { LangDe, StemmerDe } from '@nlpjs/lang-de';
import { LangEn, StemmerEn } from '@nlpjs/lang-en-min';
import { Nlp, type NlpInstance } from '@nlpjs/nlp';
import MiniSearch from 'minisearch';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SUPPORTED_LANGUAGES, type Language } from '../../../../src/shared/languages';
import { languageNames } from '../knowledge/compile';
import type { FactBase } from '../knowledge/facts';
import { CORPUS, ENTITIES } from './corpus-data';
import { A_PLACE_AFTER, functionWords, OWNER_PREFIX, techKey, words } from './vocabulary';

/** Raise to retrain every kept model (a change of how training data is assembled). */
const MODEL_FORMAT = 1;
/** Where the build keeps the model, relative to the project's root. */
export const MODEL_DIR = 'server/dist/assistant-models';
/** Where a model trained at start-up is kept for the next start. */
const RUNTIME_MODEL_DIR = path.join(os.tmpdir(), 'assistant-models');

export interface Mention {
  /** 'tech', 'language', 'project', 'work' or 'techKind'. */
  entity: string;
  /** The key ("javascript", "fr", "0", "onlineShops", "databases"). */
  key: string;
  /** As the visitor wrote it. */
  text: string;
}

export interface Classified {
  /** Intents by the classifier's score, best first. */
  ranked: Array<{ intent: string; score: number }>;
  /** The intent of the examples most like the message (a second opinion, by search). */
  retrieved: string | undefined;
  /** The intents of the most similar examples, by their votes: the search's other readings. */
  nearby: string[];
  /**
   * Words of the message that carry a topic ("uptime", "monitoring") where the search found no
   * example with any of them: words the classifier never learned, so its score means nothing.
   */
  unfamiliar: boolean;
  mentions: Mention[];
}

/** How many of the most similar examples vote on the search's intent (3 did best on the dev set). */
const NEAREST_EXAMPLES = 3;

/** "C" is the language only as a lone capital; nlp.js compares case-insensitively. */
const C_LANGUAGE = /(^|[^\p{L}\p{N}])C(?![\p{L}\p{N}+#])/u;

type OptionTexts = Array<{ entity: string; key: string; lang: Language; texts: string[] }>;

/** The names the entity recogniser looks for (added at every load: no training needed). */
function entityData(facts: FactBase) {
  const options: OptionTexts = [];
  const techNames: Array<[string, string]> = [];
  const add = (
    entity: string,
    key: string,
    texts: string[],
    langs: readonly Language[] = SUPPORTED_LANGUAGES,
  ) => {
    const usable = texts.map((t) => t.trim()).filter((t) => t.length > 1);
    for (const lang of langs) if (usable.length) options.push({ entity, key, lang, texts: usable });
  };
  for (const [key, names] of Object.entries(ENTITIES.technologies)) {
    techNames.push([key, names[0] ?? key]);
    add('tech', key, names);
  }
  for (const lang of SUPPORTED_LANGUAGES) {
    const f = facts[lang];
    const spoken = new Set(languageNames(lang).map((l) => l.name.toLowerCase()));
    const skillTexts = [
      ...f.skills.map((s) => s.name),
      ...f.projects.flatMap((p) => p.tags.filter((t) => !t.includes(' '))),
    ];
    for (const name of skillTexts) {
      // Human languages in the skills list ("German") are languages, not technologies.
      if (spoken.has(name.toLowerCase())) continue;
      const key = techKey(name);
      if (!techNames.some(([k]) => k === key)) techNames.push([key, name]);
      add('tech', key, [name]);
    }
    f.projects.forEach((project, index) => {
      const host = /^https?:\/\/(?:www\.)?([^/.]+)/.exec(project.url)?.[1] ?? '';
      add('project', String(index), [project.name, host.replace(/-/g, ' ')]);
    });
    for (const { code, name } of languageNames(lang)) add('language', code, [name]);
  }
  for (const [key, kind] of Object.entries(ENTITIES.techKinds)) add('techKind', key, kind.terms);
  for (const [key, kind] of Object.entries(ENTITIES.workKinds)) {
    for (const lang of SUPPORTED_LANGUAGES) add('work', key, kind[lang], [lang]);
  }
  return { options, techNames };
}

/** A person or team named by their field ("marketing person", "Marketing-Abteilung"). */
const A_PERSON_AFTER =
  /^[- ]?(person|people|girl|guy|lady|team|department|manager|colleague|folks|agency|abteilung|mensch|leute|kolleg\p{L}*|chef\p{L}*|frau|mann|typ|agentur)(?!\p{L})/iu;
/** Everything the classifier learns from, in a stable order (its hash names the kept model). */
function trainingData(facts: FactBase) {
  const documents = SUPPORTED_LANGUAGES.flatMap((lang) => [
    ...CORPUS[lang].data.flatMap(({ intent, utterances }) =>
      // "??" or "..." give the classifier nothing to learn (nlp.js warns about each).
      utterances
        .filter((utterance) => /[\p{L}\p{N}]/u.test(utterance))
        .map((utterance) => ({ lang, utterance, intent })),
    ),
    ...facts[lang].ownerAnswers.flatMap((answer) =>
      answer.questions.map((utterance) => ({
        lang,
        utterance,
        intent: `${OWNER_PREFIX}${answer.id}`,
      })),
    ),
  ]);
  return { format: MODEL_FORMAT, documents };
}

async function emptyNlp(): Promise<NlpInstance> {
  const container = await containerBootstrap();
  // nlp.js's defaults for every language's classifier, without its log of each training epoch.
  container.registerConfiguration(
    'nlu-??',
    {
      keepStopwords: true,
      nonefeatureValue: 1,
      nonedeltaMultiplier: 1.2,
      spellCheck: false,
      spellCheckDistance: 1,
      filterZeros: true,
      log: false,
    },
    true,
  );
  container.use(Nlp);
  container.use(LangEn);
  container.use(LangDe);
  const nlp = container.get('nlp');
  nlp.settings.autoSave = false;
  nlp.settings.calculateSentiment = false;
  return nlp;
}

async function train(data: ReturnType<typeof trainingData>): Promise<NlpInstance> {
  const nlp = await emptyNlp();
  nlp.addLanguage([...SUPPORTED_LANGUAGES]);
  for (const { lang, utterance, intent } of data.documents)
    nlp.addDocument(lang, utterance, intent);
  nlp.nluManager.addLanguage([...SUPPORTED_LANGUAGES]);
  await nlp.nluManager.train();
  return nlp;
}

function readModel(dirs: string[], file: string): string | undefined {
  for (const dir of dirs) {
    try {
      return fs.readFileSync(path.join(dir, file), 'utf8');
    } catch {
      // Not kept there.
    }
  }
  return undefined;
}

/**
 * Models being read or trained in this process, as exported JSON by file name: apps built at
 * the same time (tests) share one. Dropped once read, so that a running server does not keep
 * the 3 MB text; a model trained here was kept on disk, where the next load reads it.
 */
const loading = new Map<string, Promise<string>>();

interface Example {
  id: number;
  text: string;
  intent: string;
}

/** The examples of one language, searchable (minisearch: BM25, prefix and typo-tolerant). */
const STEMMERS: Record<Language, { stemWord(word: string): string }> = {
  en: new StemmerEn(),
  de: new StemmerDe(),
};

function exampleIndex(lang: Language, documents: ReturnType<typeof trainingData>['documents']) {
  const stemmer = STEMMERS[lang];
  const stop = functionWords(lang);
  const index = new MiniSearch<Example>({
    fields: ['text'],
    storeFields: ['intent'],
    processTerm: (term) => {
      const word = term.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
      return stop.has(word) ? null : stemmer.stemWord(word);
    },
    searchOptions: { fuzzy: 0.2, prefix: true },
  });
  index.addAll(
    documents
      .filter((d) => d.lang === lang)
      .map((d, id) => ({ id, text: d.utterance, intent: d.intent })),
  );
  return index;
}

export class Classifier {
  /** Words in the examples of many intents, which carry no topic. */
  private readonly common: Record<Language, ReadonlySet<string>> = {
    en: functionWords('en'),
    de: functionWords('de'),
  };

  private constructor(
    private readonly nlp: NlpInstance,
    private readonly examples: Record<Language, MiniSearch<Example>>,
    private readonly techNames: ReadonlyMap<string, string>,
  ) {}

  /** The file name of the model for `facts`. */
  static modelFile(facts: FactBase): string {
    const hash = createHash('sha256')
      .update(JSON.stringify(trainingData(facts)))
      .digest('hex');
    return `assistant-model-${hash.slice(0, 16)}.json`;
  }

  /** Trains the model for `facts` and writes it into `dir` (the build does this). */
  static async writeModel(facts: FactBase, dir: string): Promise<string> {
    const file = path.join(dir, Classifier.modelFile(facts));
    const nlp = await train(trainingData(facts));
    fs.mkdirSync(dir, { recursive: true });
    // Whole or not at all: a server starting during a build reads either file or none.
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, nlp.export(true));
    fs.renameSync(temporary, file);
    return file;
  }

  /**
   * The classifier for `facts`: the kept model when one matches (the build's in `modelDirs`,
   * or one an earlier start trained), else trained now and kept.
   */
  static async load(facts: FactBase, modelDirs: string[] = []): Promise<Classifier> {
    const data = trainingData(facts);
    const file = Classifier.modelFile(facts);
    let model = loading.get(file);
    if (!model) {
      model = (async () => {
        const json = readModel([...modelDirs, RUNTIME_MODEL_DIR], file);
        if (json) return json;
        const trained = await train(data);
        const exported = trained.export(true);
        try {
          fs.mkdirSync(RUNTIME_MODEL_DIR, { recursive: true });
          const temporary = path.join(RUNTIME_MODEL_DIR, `${file}.${process.pid}.tmp`);
          fs.writeFileSync(temporary, exported);
          fs.renameSync(temporary, path.join(RUNTIME_MODEL_DIR, file));
        } catch {
          // A read-only system: train again at the next start.
        }
        return exported;
      })();
      const settled = () => loading.delete(file);
      model.then(settled, settled);
      loading.set(file, model);
    }
    const nlp = await emptyNlp();
    nlp.import(await model);
    // The server already answers while this loads (built-in-loader.ts): requests get in
    // between the long steps.
    await nextTurn();
    const entities = entityData(facts);
    for (const { entity, key, lang, texts } of entities.options) {
      nlp.addNerRuleOptionTexts(lang, entity, key, texts);
    }
    await nextTurn();
    const en = exampleIndex('en', data.documents);
    await nextTurn();
    const de = exampleIndex('de', data.documents);
    return new Classifier(nlp, { en, de }, new Map(entities.techNames));
  }

  /** How an answer writes a technology ("Node.js"). */
  techName(key: string): string {
    return this.techNames.get(key) ?? key;
  }

  async classify(lang: Language, text: string): Promise<Classified> {
    // Names are matched exactly: nlp.js's fuzzy entity search costs milliseconds per message.
    const { entities } = await this.nlp.ner.process({ locale: lang, text, threshold: 1 });
    const mentions: Mention[] = [];
    let withEntities = '';
    let at = 0;
    for (const e of [...entities].sort((a, b) => a.start - b.start)) {
      const key = e.option ?? '';
      if (!key || e.start < at) continue;
      // "our marketing person", "unsere Marketing-Abteilung": someone of theirs, no work asked for.
      if (e.entity === 'work' && A_PERSON_AFTER.test(text.slice(e.end + 1))) continue;
      // "a small Thai place": a cuisine, no language asked for.
      if (e.entity === 'language' && A_PLACE_AFTER.test(text.slice(e.end + 1))) continue;
      if (!mentions.some((m) => m.entity === e.entity && m.key === key)) {
        mentions.push({ entity: e.entity, key, text: e.utteranceText || e.sourceText });
      }
      withEntities += `${text.slice(at, e.start)}@${e.entity}`;
      at = e.end + 1;
    }
    withEntities += text.slice(at);
    if (C_LANGUAGE.test(text) && !mentions.some((m) => m.key === 'c')) {
      mentions.push({ entity: 'tech', key: 'c', text: 'C' });
    }
    const read = (utterance: string) =>
      this.nlp.nluManager.process({ locale: lang, utterance, settings: { spellCheck: true } });
    const plain = await read(text);
    const named = mentions.length && withEntities !== text ? await read(withEntities) : undefined;
    const best = (r: { classifications: Array<{ score: number }> }) =>
      r.classifications[0]?.score ?? 0;
    const chosen = named && best(named) > best(plain) ? named : plain;
    const ranked = [...chosen.classifications].sort((a, b) => b.score - a.score);
    const nearby = this.nearestIntents(lang, text);
    const retrieved = nearby[0];
    const topical = words(text).some((w) => !this.common[lang].has(w));
    return { ranked, retrieved, nearby, mentions, unfamiliar: retrieved === undefined && topical };
  }

  /** The intents the most similar examples vote for, by their search scores, most votes first. */
  private nearestIntents(lang: Language, text: string): string[] {
    const votes = new Map<string, number>();
    for (const hit of this.examples[lang].search(text).slice(0, NEAREST_EXAMPLES)) {
      if (typeof hit.intent === 'string') {
        votes.set(hit.intent, (votes.get(hit.intent) ?? 0) + hit.score);
      }
    }
    return [...votes].sort((a, b) => b[1] - a[1]).map(([intent]) => intent);
  }
}

/**
 * `npm run eval:calibrate -- conversations.json labels.json`: how sure the understanding must
 * be before it answers, measured on visitor turns labelled with the intents they ask
 * (written and labelled by people who had not seen the engine).
 *
 * 1. The two designs side by side on each message alone: nlp.js's classifier and a
 *    minisearch retrieval over the same examples (BM25, fuzzy and prefix matching), each
 *    with its own confidence; per threshold, how many messages each answers rightly and
 *    wrongly.
 * 2. The reader as the engine uses it (context, pieces, follow-ups) at a range of thresholds.
 *
 * A wrong answer counts three times a "not sure" (a confident answer to another question is
 * what the assistant must not give); the threshold with the best balance is the one to use.
 */
import fs from 'node:fs';
import MiniSearch from 'minisearch';
import type { ChatMessage } from '../../src/shared/api-contract';
import { findRootDir, loadConfig } from '../src/config';
import { evalSiteEnv } from './content';
import { BuiltInAssistant } from '../src/assistant/engine';
import { compileFacts } from '../src/assistant/knowledge/compile';
import { Classifier } from '../src/assistant/understanding/classifier';
import { OWNER_PREFIX } from '../src/assistant/understanding/vocabulary';
import { CORPUS } from '../src/assistant/understanding/corpus-data';
import { Reader } from '../src/assistant/understanding/reading';
import type { Language } from '../../src/shared/languages';

interface Turn {
  user: string;
}
interface Conversation {
  id: string;
  page: Language;
  turns: Turn[];
}

/** A wrong answer costs this many "not sure"s. */
const WRONG_COST = 3;
const UNANSWERABLE = new Set(['unanswerable', 'None']);

interface Tally {
  right: number;
  wrong: number;
  unsure: number;
  unsureRight: number;
}

function utility(t: Tally): number {
  return t.right + t.unsureRight - WRONG_COST * t.wrong - (t.unsure - t.unsureRight) * 0;
}

function tallyOf(
  items: Array<{ gold: string[]; intent: string | undefined; score: number }>,
  threshold: number,
): Tally {
  const t: Tally = { right: 0, wrong: 0, unsure: 0, unsureRight: 0 };
  for (const { gold, intent, score } of items) {
    const answerable = !gold.every((g) => UNANSWERABLE.has(g));
    if (intent && intent !== 'None' && score >= threshold) {
      if (gold.includes(intent)) t.right += 1;
      else t.wrong += 1;
    } else {
      t.unsure += 1;
      if (!answerable) t.unsureRight += 1;
    }
  }
  return t;
}

function minisearchClassifier(facts: ReturnType<typeof compileFacts>) {
  const indexes = new Map<Language, MiniSearch<{ id: number; text: string; intent: string }>>();
  for (const lang of ['en', 'de'] as const) {
    const docs = [
      ...CORPUS[lang].data.flatMap(({ intent, utterances }) =>
        utterances.map((text) => ({ text, intent })),
      ),
      ...facts[lang].ownerAnswers.flatMap((a) =>
        a.questions.map((text) => ({ text, intent: `${OWNER_PREFIX}${a.id}` })),
      ),
    ].map((d, id) => ({ ...d, id }));
    const index = new MiniSearch<{ id: number; text: string; intent: string }>({
      fields: ['text'],
      storeFields: ['intent'],
      searchOptions: { fuzzy: 0.2, prefix: true },
    });
    index.addAll(docs);
    indexes.set(lang, index);
  }
  return (lang: Language, text: string) => {
    const results = indexes.get(lang)?.search(text) ?? [];
    const best = new Map<string, number>();
    for (const r of results) {
      const intent = String(r.intent);
      best.set(intent, Math.max(best.get(intent) ?? 0, r.score));
    }
    const ranked = [...best].sort((a, b) => b[1] - a[1]);
    const [first, second] = ranked;
    // Confidence: the best intent's share of the best two.
    const score = first ? first[1] / (first[1] + (second?.[1] ?? 0)) : 0;
    return { intent: first?.[0], score };
  };
}

async function main(): Promise<void> {
  const [conversationsFile, labelsFile] = process.argv.slice(2);
  if (!conversationsFile || !labelsFile)
    throw new Error('usage: calibrate.ts conversations.json labels.json');
  const { conversations } = JSON.parse(fs.readFileSync(conversationsFile, 'utf8')) as {
    conversations: Conversation[];
  };
  const { labels } = JSON.parse(fs.readFileSync(labelsFile, 'utf8')) as {
    labels: Record<string, string[]>;
  };
  const config = loadConfig({ ...evalSiteEnv(), LOG_LEVEL: 'silent' }, findRootDir());
  const facts = compileFacts({
    localesDir: config.localesDir,
    owner: config.owner,
    privacy: config.privacy,
    providerConfigured: false,
  });
  const classifier = await Classifier.load(facts);
  const engine = await BuiltInAssistant.create(facts);
  const search = minisearchClassifier(facts);

  const alone: Array<{
    gold: string[];
    nlp: { intent?: string; score: number };
    mini: { intent?: string; score: number };
  }> = [];
  const contexts: Array<{ gold: string[]; history: ChatMessage[]; lang: Language }> = [];
  for (const c of conversations) {
    const history: ChatMessage[] = [];
    c.turns.forEach((turn, i) => {
      history.push({ role: 'user', content: turn.user });
      const gold = labels[`${c.id}#${i}`] ?? ['unanswerable'];
      contexts.push({ gold, history: [...history], lang: engine.language(history, c.page) });
    });
  }
  for (const { gold, history, lang } of contexts) {
    const text = history.at(-1)?.content ?? '';
    const [top] = (await classifier.classify(lang, text)).ranked;
    alone.push({
      gold,
      nlp: { intent: top?.intent, score: top?.score ?? 0 },
      mini: search(lang, text),
    });
  }

  const thresholds = [0, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95];
  const row = (name: string, t: Tally) =>
    `${name.padEnd(10)} right ${String(t.right).padStart(3)}  wrong ${String(t.wrong).padStart(3)}  not sure ${String(t.unsure).padStart(3)} (${t.unsureRight} rightly)  balance ${utility(t)}`;
  console.log(
    `Each message alone, ${alone.length} labelled turns (a wrong answer counts ${WRONG_COST}×):`,
  );
  for (const threshold of thresholds) {
    console.log(`threshold ${threshold.toFixed(2)}`);
    console.log(
      `  ${row(
        'nlp.js',
        tallyOf(
          alone.map((a) => ({ gold: a.gold, ...a.nlp })),
          threshold,
        ),
      )}`,
    );
    console.log(
      `  ${row(
        'minisearch',
        tallyOf(
          alone.map((a) => ({ gold: a.gold, ...a.mini })),
          threshold,
        ),
      )}`,
    );
  }

  const agree = alone.filter((a) => a.nlp.intent && a.nlp.intent === a.mini.intent);
  const agreeRight = agree.filter((a) => a.gold.includes(a.nlp.intent ?? ''));
  console.log(`\nBoth agree on ${agree.length} (${agreeRight.length} right)`);
  for (const threshold of [0.3, 0.5, 0.7]) {
    const sure = agree.filter((a) => a.nlp.score >= threshold);
    console.log(
      `  agree and nlp.js ≥ ${threshold}: ${sure.length} answered, ${sure.filter((a) => a.gold.includes(a.nlp.intent ?? '')).length} right`,
    );
  }
  console.log('\nThe reader in context (pieces, follow-ups), nlp.js:');
  for (const agreed of [0.3, 0.4, 0.5, 0.6, 0.7, 0.8]) {
    const reader = new Reader(classifier, agreed);
    const items = [];
    for (const { gold, history, lang } of contexts) {
      const reading = await reader.read(history, lang);
      items.push({ gold, intent: reading.intents[0], score: reading.intents.length ? 1 : 0 });
    }
    console.log(`  agreed ${agreed.toFixed(2)}  ${row('', tallyOf(items, 0.5))}`);
  }
  if (process.argv.includes('--show')) {
    const reader = new Reader(classifier);
    for (const { gold, history, lang } of contexts) {
      const reading = await reader.read(history, lang);
      const mark =
        reading.intents[0] === undefined ? '?' : gold.includes(reading.intents[0]) ? 'ok' : 'XX';
      console.log(
        `${mark.padEnd(3)} ${JSON.stringify(history.at(-1)?.content).slice(0, 90)} → ${reading.intents.join('+') || `(${reading.best?.intent} ${reading.best?.score.toFixed(2)})`} | gold ${gold.join('+')}`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * The understanding's data, validated at load: the intents with their example utterances per
 * language (corpus/{en,de}.json, in nlp.js's corpus format) and the entity vocabulary
 * (corpus/entities.json). A malformed file stops the start with zod's message. Each language's
 * examples may be spread over several files (en.json, en-more.json): they are merged by intent.
 */
import { z } from 'zod';
import type { Language } from '../../../../src/shared/languages';
import corpusDeMore from './corpus/de-more.json';
import corpusDe from './corpus/de.json';
import corpusEnMore from './corpus/en-more.json';
import corpusEn from './corpus/en.json';
import entitiesJson from './corpus/entities.json';

const corpusSchema = z.object({
  data: z.array(z.object({ intent: z.string().min(1), utterances: z.array(z.string().min(1)) })),
});
const entitiesSchema = z.object({
  serviceWords: z.object({ en: z.array(z.string()), de: z.array(z.string()) }),
  technologies: z.record(z.string(), z.array(z.string()).min(1)),
  techKinds: z.record(
    z.string(),
    z.object({ terms: z.array(z.string()), members: z.array(z.string()) }),
  ),
  workKinds: z.record(
    z.string(),
    z.object({
      en: z.array(z.string()),
      de: z.array(z.string()),
      offered: z.array(z.string()),
      name: z.object({ en: z.string(), de: z.string() }),
      near: z.string(),
    }),
  ),
  needs: z.record(
    z.string(),
    z.object({
      line: z.object({ en: z.string().min(1), de: z.string().min(1) }),
      en: z.array(z.string().min(2)).min(1),
      de: z.array(z.string().min(2)).min(1),
    }),
  ),
});

type Corpus = z.infer<typeof corpusSchema>;

/** The files of one language as one corpus, each intent once. */
function merged(...files: unknown[]): Corpus {
  const byIntent = new Map<string, string[]>();
  for (const file of files) {
    for (const { intent, utterances } of corpusSchema.parse(file).data) {
      byIntent.set(intent, [...new Set([...(byIntent.get(intent) ?? []), ...utterances])]);
    }
  }
  return { data: [...byIntent].map(([intent, utterances]) => ({ intent, utterances })) };
}

export const CORPUS: Record<Language, Corpus> = {
  en: merged(corpusEn, corpusEnMore),
  de: merged(corpusDe, corpusDeMore),
};
export const ENTITIES = entitiesSchema.parse(entitiesJson);

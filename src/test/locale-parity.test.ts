import fs from 'fs';
import path from 'path';
import { z } from 'zod';
import { NAMESPACES, SERVER_NAMESPACES } from '../lib/i18n-namespaces';

const LOCALES_DIR = path.join(__dirname, '..', 'locales');
const REFERENCE = 'en';
const languages = fs.readdirSync(LOCALES_DIR).filter((name) => name !== REFERENCE);

function namespacesOf(lng: string): string[] {
  return fs
    .readdirSync(path.join(LOCALES_DIR, lng))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

function load(lng: string, ns: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lng, `${ns}.json`), 'utf8'));
}

const OWNER_ANSWERS = z.object({
  answers: z.record(
    z.string(),
    z.object({ questions: z.array(z.string().min(1)).min(1), answer: z.string().min(1) }),
  ),
});

/** Lists whose length may differ between languages: the ways visitors ask (assistant.json). */
const FREE_LENGTH = /\.questions$/;

/** Every leaf as "path → shape": strings by key, arrays by key and length. */
function shape(value: unknown, at = ''): string[] {
  if (Array.isArray(value) && FREE_LENGTH.test(at)) {
    return [`${at} [${value.length > 0 ? 'some' : 'none'}]`];
  }
  if (Array.isArray(value)) {
    return [`${at} [${value.length}]`, ...value.flatMap((item, i) => shape(item, `${at}[${i}]`))];
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => shape(child, at ? `${at}.${key}` : key));
  }
  return [`${at}: ${typeof value}`];
}

function emptyStrings(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [at] : [];
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => emptyStrings(child, `${at}.${key}`));
  }
  return [];
}

test('every namespace the app and the server declare exists in English', () => {
  expect(namespacesOf(REFERENCE)).toEqual([...NAMESPACES, ...SERVER_NAMESPACES].sort());
});

test.each([REFERENCE, ...languages])(
  "%s/assistant.json: every owner's answer has questions and an answer",
  (lng) => {
    const parsed = OWNER_ANSWERS.safeParse(load(lng, 'assistant'));
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(Object.keys(parsed.data?.answers ?? {}).length).toBeGreaterThan(0);
  },
);

test.each(languages)('%s has exactly the namespaces of English', (lng) => {
  expect(namespacesOf(lng)).toEqual(namespacesOf(REFERENCE));
});

describe.each(languages)('%s', (lng) => {
  test.each(namespacesOf(REFERENCE))(
    '%s.json has the same keys and array lengths as English',
    (ns) => {
      expect(shape(load(lng, ns)).sort()).toEqual(shape(load(REFERENCE, ns)).sort());
    },
  );
});

test.each(
  [REFERENCE, ...languages].flatMap((lng) => namespacesOf(lng).map((ns) => [lng, ns] as const)),
)('%s/%s.json has no empty values', (lng, ns) => {
  expect(emptyStrings(load(lng, ns))).toEqual([]);
});

/**
 * The content the eval, the assistant's tests and the benchmark run on: a frozen copy of the
 * site's texts (fixture/locales) and owner profile (fixture/site.env). The owner changing his
 * skills or projects never turns a case red; server/test/live-content.test.ts checks that the
 * live content compiles and that the assistant answers its own facts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { findRootDir, readEnvFiles } from '../src/config';

export const EVAL_LOCALES_DIR = path.join(__dirname, 'fixture', 'locales');

/** The fixture's owner profile (REACT_APP_*) with the fixture's texts. */
export function evalSiteEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  const file = fs.readFileSync(path.join(__dirname, 'fixture', 'site.env'), 'utf8');
  for (const [key, value] of Object.entries(parseEnv(file))) {
    if (value !== undefined) env[key] = value;
  }
  return { ...env, LOCALES_DIR: EVAL_LOCALES_DIR };
}

/** The site's live owner profile (.env, .env.local) and texts (src/locales), as `npm start` reads them. */
export function liveSiteEnv(): Record<string, string> {
  const rootDir = findRootDir();
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(readEnvFiles(rootDir, {}))) {
    if (key.startsWith('REACT_APP_') && value !== undefined) env[key] = value;
  }
  return { ...env, LOCALES_DIR: path.join(rootDir, 'src', 'locales') };
}

// The build's environment, read the way react-scripts reads it for `react-scripts build`: the
// first of .env.production.local, .env.local, .env.production and .env that sets a variable
// wins, ${VAR} references are expanded (dotenv and dotenv-expand, the same packages), and the
// real environment wins over all files. Returned as an object; process.env is left alone.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import dotenv from 'dotenv';
import dotenvExpand from 'dotenv-expand';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const FILES = ['.env.production.local', '.env.local', '.env.production', '.env'];

export function loadEnv(dir = root, processEnv = process.env) {
  const fromFiles = {};
  for (const file of FILES) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) continue;
    for (const [key, value] of Object.entries(dotenv.parse(fs.readFileSync(full)))) {
      if (!(key in fromFiles)) fromFiles[key] = value;
    }
  }
  const real = Object.fromEntries(
    Object.entries(processEnv).filter(([, value]) => value !== undefined),
  );
  // As react-scripts does: a variable from a file is expanded (the environment's value when it
  // has one), with the environment and the files to look ${VAR} up in; the rest stays as it is.
  const fileKeys = Object.keys(fromFiles);
  const { parsed } = dotenvExpand({
    parsed: { ...real, ...fromFiles, ...pick(real, fileKeys) },
    ignoreProcessEnv: true,
  });
  return { ...real, ...pick(parsed, fileKeys) };
}

function pick(object, keys) {
  return Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]));
}

/** The placeholder public address the repository ships with (a reserved .example domain). */
export const PLACEHOLDER_SITE_URL = 'https://www.charles-tech.example';

/** True while SITE_URL still points at a reserved example domain (RFC 2606). */
export function isPlaceholderSiteUrl(siteUrl) {
  try {
    return /(^|\.)example$|(^|\.)example\.(com|org|net)$/.test(new URL(siteUrl).hostname);
  } catch {
    return false;
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LANGUAGES } from '../../../src/shared/languages';
import { HASHED_DIRS } from '../cache-rules';
import type { CspHashes } from '../security-headers';
import { inlineCspHashes } from '../csp-hashes';

/** What the host files are written from: the finished build/, as the Node server would see it. */
export interface BuiltSite {
  /** Every file, relative to build/ with / separators, without the .br/.gz twins. */
  files: string[];
  /** The prerendered page folders ('de', 'de/legal', …), deepest first within a language. */
  pages: string[];
  /** Entries at the top of build/ that are neither a language nor a hashed folder. */
  rootFiles: string[];
  rootDirs: string[];
  /** The CSP sources of the pages' inline <style> and <script> blocks (as the Node server sends). */
  cspHashes: CspHashes;
}

/** The files the build writes for the hosts; never listed as content of the site. */
export const HOST_FILES = ['_headers', '_redirects', 'vercel.json', '404.html', 'server-config'];

function walk(dir: string, rel = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return walk(path.join(dir, entry.name), relPath);
    return entry.isFile() && !/\.(br|gz)$/.test(entry.name) ? [relPath] : [];
  });
}

export function readBuiltSite(buildDir: string): BuiltSite {
  const top = fs
    .readdirSync(buildDir, { withFileTypes: true })
    .filter((entry) => !HOST_FILES.includes(entry.name));
  const files = top
    .flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(buildDir, entry.name), entry.name) : [entry.name],
    )
    .filter((rel) => !/\.(br|gz)$/.test(rel))
    .sort();
  const special = new Set<string>([...SUPPORTED_LANGUAGES, ...HASHED_DIRS]);
  const pages = files
    .filter((rel) => rel.endsWith('/index.html') && special.has(rel.split('/')[0] ?? ''))
    .map((rel) => rel.slice(0, -'/index.html'.length))
    .filter((dir) => SUPPORTED_LANGUAGES.some((lng) => dir === lng || dir.startsWith(`${lng}/`)))
    .sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));
  return {
    files,
    pages,
    rootFiles: top
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => entry.name)
      .sort(),
    rootDirs: top
      .filter((entry) => entry.isDirectory() && !special.has(entry.name))
      .map((entry) => entry.name)
      .sort(),
    cspHashes: inlineCspHashes(buildDir),
  };
}

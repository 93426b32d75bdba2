/**
 * The CSP hashes ('sha256-…') of the prerendered pages' inline blocks: their <style> (critical
 * CSS) and the theme's one <script>. The Node server allows exactly these (security-headers.ts,
 * read again when a page changes, pages.ts) and the build writes the same list for the other
 * hosts (server/src/hosts/).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isLanguage } from '../../src/shared/languages';
import type { CspHashes } from './security-headers';

/** The hashes of every prerendered page's inline <style> blocks and its one inline <script>. */
export function inlineCspHashes(staticDir: string, alsoIn = ''): CspHashes {
  const union = (own: string[], all: string[]) => [...new Set([...all, ...own])].sort();
  return {
    style: union(hashesOf(alsoIn, STYLE_BLOCK), inlineHashes(staticDir, STYLE_BLOCK)),
    script: union(hashesOf(alsoIn, SCRIPT_BLOCK), inlineHashes(staticDir, SCRIPT_BLOCK)),
  };
}

function prerenderedPages(dir: string, depth: number): string[] {
  if (depth < 0 || !fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name === 'index.html') return [full];
    return entry.isDirectory() ? prerenderedPages(full, depth - 1) : [];
  });
}

const STYLE_BLOCK = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
/**
 * An inline script: the theme's, which must run before the first paint (src/theme/). Data
 * blocks (type="application/json", "application/ld+json") are not scripts, and a <script src>
 * is allowed by 'self'.
 */
const SCRIPT_BLOCK = /<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP sources ('sha256-…') of what `pattern`'s first group captures in one HTML document. */
function hashesOf(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The same, over every prerendered page (build/<lng>/…/index.html). */
function inlineHashes(staticDir: string, pattern: RegExp): string[] {
  const hashes = new Set<string>();
  const languageDirs = fs.existsSync(staticDir)
    ? fs.readdirSync(staticDir).filter((name) => isLanguage(name))
    : [];
  for (const lng of languageDirs) {
    for (const file of prerenderedPages(path.join(staticDir, lng), 3)) {
      for (const hash of hashesOf(fs.readFileSync(file, 'utf8'), pattern)) hashes.add(hash);
    }
  }
  return [...hashes].sort();
}

/**
 * CSP hashes ('sha256-…') of every inline <style> block in the prerendered pages: the CSP
 * allows exactly these. The build writes the same list for the other hosts (server/src/hosts/).
 */
export function inlineStyleHashes(staticDir: string): string[] {
  return inlineHashes(staticDir, STYLE_BLOCK);
}

/** CSP hashes of the inline scripts in the prerendered pages (the theme's). */
export function inlineScriptHashes(staticDir: string): string[] {
  return inlineHashes(staticDir, SCRIPT_BLOCK);
}

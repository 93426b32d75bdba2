// The README and docs/ point at each other, at source files and at headings: a renamed file or
// heading breaks such a link silently on GitHub. This reads every relative link as GitHub does
// (paths from the linking file, headings by GitHub's anchor slugs) and names each that leads
// nowhere.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.join(__dirname, '../..');

/** The Markdown files whose links are checked: the README and everything under docs/. */
function documentationFiles(root: string): string[] {
  const docs = path.join(root, 'docs');
  const inDocs = fs.existsSync(docs)
    ? fs
        .readdirSync(docs, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => path.join('docs', name))
    : [];
  return ['README.md', ...inDocs.sort()];
}

/** The lines outside fenced code blocks (``` or ~~~), as they are. */
function linesOutsideCode(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const [, marker] = /^\s*(`{3,}|~{3,})/.exec(line) ?? [];
    if (fence !== undefined) {
      if (marker?.startsWith(fence)) fence = undefined;
    } else if (marker !== undefined) {
      fence = marker;
    } else {
      lines.push(line);
    }
  }
  return lines;
}

/** GitHub's anchor for a heading (github-slugger): lower case, punctuation out, spaces to '-'. */
function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (repeats get -1, -2) and HTML ids. */
function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of linesOutsideCode(markdown)) {
    const [, heading] = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line) ?? [];
    if (heading !== undefined) {
      const base = slug(heading);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      found.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const [, id = ''] of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(id);
  }
  return found;
}

/** The targets of a file's links: inline links and images, reference definitions, HTML src/href. */
function linkTargets(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of linesOutsideCode(markdown)) {
    // Inline code is not a link: `[label](target)` there is an example.
    const prose = line.replace(/(`+)[^`]*?\1/g, '');
    for (const [, target = ''] of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      targets.push(target);
    }
    const [, definition] = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(prose) ?? [];
    if (definition !== undefined) targets.push(definition);
    for (const [, target = ''] of prose.matchAll(/\b(?:src|href)="([^"]+)"/g)) targets.push(target);
  }
  return targets;
}

const isRelative = (target: string) =>
  !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//');

/** Each relative link in `files` (paths under `root`) that reaches no file or no heading. */
function brokenLinks(root: string, files: string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const markdown = fs.readFileSync(path.join(root, file), 'utf8');
    for (const target of linkTargets(markdown).filter(isRelative)) {
      const [rawPath = '', rawAnchor] = target.split('#', 2);
      const linkPath = decodeURIComponent(rawPath);
      const resolved = !linkPath
        ? path.join(root, file)
        : linkPath.startsWith('/')
          ? path.join(root, linkPath)
          : path.join(root, path.dirname(file), linkPath);
      if (!fs.existsSync(resolved)) {
        broken.push(`${file}: ${target} (no such file)`);
        continue;
      }
      if (rawAnchor === undefined || !resolved.endsWith('.md')) continue;
      const anchor = decodeURIComponent(rawAnchor).toLowerCase();
      if (!anchors(fs.readFileSync(resolved, 'utf8')).has(anchor)) {
        broken.push(`${file}: ${target} (no heading with that anchor)`);
      }
    }
  }
  return broken;
}

test('every relative link in the README and docs/ reaches a file, and every #anchor a heading', () => {
  const files = documentationFiles(ROOT);
  assert.ok(files.length > 1, 'the README and at least one file in docs/');
  assert.deepEqual(brokenLinks(ROOT, files), []);
});

test('the link check names a missing file, a missing heading, and accepts what GitHub resolves', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  fs.mkdirSync(path.join(root, 'docs'));
  fs.writeFileSync(
    path.join(root, 'docs', 'guide.md'),
    [
      '# Guide',
      '## `npm run inbox`: reading messages',
      '## Tests & checks',
      '## Tests & checks',
      '```sh',
      '# not a heading, and [not a link](missing.md)',
      '```',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(root, 'README.md'),
    [
      '[ok](docs/guide.md#npm-run-inbox-reading-messages) [ok](docs/guide.md#tests--checks-1)',
      '[ok](./docs/) [ok](#readme) [ok](https://example.com/x.md) `[code](nowhere.md)`',
      '<img src="docs/guide.md" alt="">',
      '[gone](docs/gone.md) [gone](docs/guide.md#not-a-heading) [gone](#nowhere)',
      '[gone](docs/guide.md#tests--checks-2) <img src="docs/images/gone.png" alt="">',
      '# Readme',
    ].join('\n'),
  );
  assert.deepEqual(brokenLinks(root, documentationFiles(root)), [
    'README.md: docs/gone.md (no such file)',
    'README.md: docs/guide.md#not-a-heading (no heading with that anchor)',
    'README.md: #nowhere (no heading with that anchor)',
    'README.md: docs/guide.md#tests--checks-2 (no heading with that anchor)',
    'README.md: docs/images/gone.png (no such file)',
  ]);
  fs.rmSync(root, { recursive: true, force: true });
});

import fs from 'node:fs';
import path from 'node:path';

/*
 * Every size-and-weight pair the page uses is a font instance the browser sets up
 * before its first paint, so the type scale is kept small on purpose: the sizes and
 * the two weights of global.css, used through their custom properties only.
 */

const SRC = path.resolve(__dirname, '..');

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Every `property: value` of the given property in a stylesheet, with its line. */
function declarations(css: string, property: string): { line: number; value: string }[] {
  const found: { line: number; value: string }[] = [];
  // Comments are blanked out; newlines stay, so the line numbers stay true.
  const code = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  code.split('\n').forEach((text, index) => {
    const match = new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([^;}]+)`).exec(text);
    const value = match?.[1];
    if (value !== undefined) found.push({ line: index + 1, value: value.trim() });
  });
  return found;
}

const tokens = fs.readFileSync(path.join(SRC, 'styles', 'global.css'), 'utf8');
const files = cssFiles(SRC);
const relative = (file: string) => path.relative(SRC, file);
const ALLOWED_KEYWORDS = ['inherit'];

test('the stylesheets are found', () => {
  expect(files.length).toBeGreaterThan(5);
});

test('the scale has two weights: regular and semibold', () => {
  const weights = [...tokens.matchAll(/--weight-([a-z]+):\s*(\d+)/g)].map((m) => [
    m[1] ?? '',
    m[2] ?? '',
  ]);
  expect(weights).toEqual([
    ['regular', '400'],
    ['semibold', '600'],
  ]);
});

test('the scale has at most eight sizes', () => {
  const sizes = [...tokens.matchAll(/--text-([a-z0-9]+):/g)].map((m) => m[1] ?? '');
  expect(sizes.length).toBeGreaterThan(0);
  expect(sizes.length).toBeLessThanOrEqual(8);
});

test.each(files.map((file) => [relative(file), file]))(
  '%s sets font sizes and weights only from the scale',
  (_name, file) => {
    const css = fs.readFileSync(file, 'utf8');
    const off = [
      ...declarations(css, 'font-size').filter(
        ({ value }) =>
          !/^var\(--text-[a-z0-9]+\)$/.test(value) && !ALLOWED_KEYWORDS.includes(value),
      ),
      ...declarations(css, 'font-weight').filter(
        ({ value }) => !/^var\(--weight-[a-z]+\)$/.test(value) && !ALLOWED_KEYWORDS.includes(value),
      ),
    ];
    expect(off).toEqual([]);
  },
);

test('the shorthand `font` is used only to inherit', () => {
  for (const file of files) {
    const values = declarations(fs.readFileSync(file, 'utf8'), 'font').map(({ value }) => value);
    expect({ file: relative(file), values: values.filter((v) => v !== 'inherit') }).toEqual({
      file: relative(file),
      values: [],
    });
  }
});

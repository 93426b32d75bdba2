import fs from 'node:fs';
import path from 'node:path';

// The palette is declared once, light and dark side by side (light-dark()); the theme only
// chooses the color-scheme. A second list of dark colours could drift from the first.

const css = fs
  .readFileSync(path.resolve(__dirname, 'global.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '');

/** Each rule's selector and the custom properties it sets (top-level rules and those in @media). */
function rules(): Array<{ selector: string; properties: Record<string, string> }> {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body = '']) => ({
    selector: selector.trim(),
    properties: Object.fromEntries(
      [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [
        m[1],
        m[2]?.replace(/\s+/g, ' '),
      ]),
    ),
  }));
}

const isPalette = (name: string) => /^--(color|gradient|shadow)-/.test(name);

test('every colour of the palette is given for light and dark at once, in one rule', () => {
  const [root, ...others] = rules().filter((rule) => Object.keys(rule.properties).some(isPalette));
  expect(root?.selector).toBe(':root');
  expect(others).toEqual([]);
  const palette = Object.entries(root?.properties ?? {}).filter(([name]) => isPalette(name));
  expect(palette.length).toBeGreaterThan(20);
  for (const [name, value] of palette)
    expect([name, value]).toEqual([name, expect.stringContaining('light-dark(')]);
});

test('the scheme is the system’s unless the visitor chose one (color-scheme, which light-dark() follows)', () => {
  expect(css).toMatch(/:root\s*\{\s*color-scheme:\s*light dark;/);
  expect(css).toMatch(/:root\[data-theme='dark'\]\s*\{\s*color-scheme:\s*dark;\s*\}/);
  expect(css).toMatch(/:root\[data-theme='light'\]\s*\{\s*color-scheme:\s*light;\s*\}/);
  expect(css).not.toContain('prefers-color-scheme');
});

import fs from 'node:fs';
import path from 'node:path';

// The dark palette is written twice in global.css: once for the system's dark mode (unless
// the visitor chose light), once for the visitor's choice of dark. They must not drift.

const css = fs
  .readFileSync(path.resolve(__dirname, 'global.css'), 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '');

/** The custom properties set in the first rule whose selector is `selector`. */
function palette(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`global.css has no rule for ${selector}`);
  const body = css.slice(start + selector.length + 2, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1], match[2]?.trim()]),
  );
}

test('the chosen dark theme is the system dark palette, property for property', () => {
  const system = palette(":root:not([data-theme='light'])");
  const chosen = palette(":root[data-theme='dark']");
  expect(Object.keys(system).length).toBeGreaterThan(10);
  expect(chosen).toEqual(system);
});

test('the system palette applies only inside the dark media query', () => {
  const media = css.indexOf('@media (prefers-color-scheme: dark)');
  expect(media).toBeGreaterThan(-1);
  expect(css.indexOf(":root:not([data-theme='light'])")).toBeGreaterThan(media);
});

test('a chosen theme sets the color-scheme of the browser parts (form controls, scrollbars)', () => {
  expect(css).toMatch(/:root\[data-theme='dark'\]\s*\{\s*color-scheme:\s*dark;/);
  expect(css).toMatch(/:root\[data-theme='light'\]\s*\{\s*color-scheme:\s*light;/);
});

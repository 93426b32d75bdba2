import { screen } from '@testing-library/react';
import { renderAppAt } from '../test/render-app';

// The privacy notice names everything the site keeps in the browser: the language and,
// when chosen, the theme.

beforeEach(() => {
  // jsdom does not scroll; the layout scrolls to the top when the page changes.
  window.scrollTo = () => {};
});

test.each([
  ['/en/privacy', 'Language and theme in your browser', /key “theme” \(value “light” or “dark”\)/],
  [
    '/de/privacy',
    'Sprache und Farbschema in Ihrem Browser',
    /Schlüssel „theme“ \(Wert „light“ oder „dark“\)/,
  ],
])('%s names the stored theme next to the language', async (url, title, themeText) => {
  await renderAppAt(url);
  expect(
    await screen.findByRole('heading', { level: 2, name: title }, { timeout: 3000 }),
  ).toBeInTheDocument();
  // One paragraph names both keys.
  expect(screen.getByText(themeText)).toHaveTextContent(/“language”|„language“/);
});

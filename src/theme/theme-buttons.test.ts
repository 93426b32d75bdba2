import { markChosenTheme } from './theme-buttons';

function switcherFromTheServer() {
  document.body.innerHTML = ['system', 'light', 'dark']
    .map((choice) => `<button data-theme-choice="${choice}" aria-pressed="${choice === 'system'}">`)
    .join('');
  return () =>
    Array.from(document.querySelectorAll('button'), (button) =>
      button.getAttribute('aria-pressed'),
    );
}

afterEach(() => document.documentElement.removeAttribute('data-theme'));

test.each([
  ['dark', ['false', 'false', 'true']],
  ['light', ['false', 'true', 'false']],
  ['system', ['true', 'false', 'false']],
])('with %s on the page, the buttons say so before the app starts', (theme, pressed) => {
  const states = switcherFromTheServer();
  document.documentElement.setAttribute('data-theme', theme);
  markChosenTheme(document);
  expect(states()).toEqual(pressed);
});

test('without the early script nothing is changed', () => {
  const states = switcherFromTheServer();
  markChosenTheme(document);
  expect(states()).toEqual(['true', 'false', 'false']);
});

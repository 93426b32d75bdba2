import type { i18n as I18n } from 'i18next';
import { createI18n } from './i18n';

function initialised(i18n: I18n): Promise<void> {
  return new Promise((resolve) => {
    if (i18n.isInitialized) resolve();
    else i18n.on('initialized', () => resolve());
  });
}

async function detectAt(path: string, browser: { stored?: string; navigator?: string[] } = {}) {
  window.history.replaceState(null, '', path);
  if (browser.stored) window.localStorage.setItem('language', browser.stored);
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(browser.navigator ?? []);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(browser.navigator?.[0] ?? '');
  const i18n = createI18n();
  await initialised(i18n);
  return i18n.resolvedLanguage;
}

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie.split(';').forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });
});

test('the path segment beats the stored language and the browser language', async () => {
  expect(await detectAt('/en', { stored: 'de', navigator: ['de-DE'] })).toBe('en');
});

test('the stored language is used when the path has no language', async () => {
  expect(await detectAt('/anything', { stored: 'en', navigator: ['de-DE'] })).toBe('en');
});

test('the stored language beats the browser language', async () => {
  expect(await detectAt('/', { stored: 'de', navigator: ['en-US'] })).toBe('de');
});

test('the browser language is used when neither path nor storage has one', async () => {
  expect(await detectAt('/', { navigator: ['en-GB', 'de'] })).toBe('en');
});

test('an unsupported browser language falls back to German', async () => {
  expect(await detectAt('/', { navigator: ['fr-FR'] })).toBe('de');
});

test('only the "language" key is written to localStorage, and no cookie', async () => {
  await detectAt('/en', { navigator: ['de-DE'] });
  expect(Object.keys(window.localStorage)).toEqual(['language']);
  expect(window.localStorage.getItem('language')).toBe('en');
  expect(document.cookie).toBe('');
});

test('<html lang> follows a language change', async () => {
  window.history.replaceState(null, '', '/de');
  const i18n = createI18n();
  await initialised(i18n);
  expect(document.documentElement).toHaveAttribute('lang', 'de');
  await i18n.changeLanguage('en');
  expect(document.documentElement).toHaveAttribute('lang', 'en');
});

import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'util';
import { localeResponse } from './test/locale-fetch';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// A test that types a whole form with user-event takes a few seconds on a busy CI machine; jest's
// default 5 s then fails it for the machine's load, not for the app. A real hang still fails.
jest.setTimeout(20_000);
// The same for findBy…/waitFor: a lazy section or a language switch can take over a second to
// render there (Testing Library's default wait is 1 s), and the first whole page of a test file
// took over 5 s on a loaded machine with a cold transform cache; what never appears still fails.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not lay out, so it has no scrollIntoView; the app calls it after hash changes.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

const realFetch = globalThis.fetch;

/**
 * Every test starts with a fetch that serves the translation files from disk
 * and refuses everything else; a test that calls the API replaces it with
 * jest.spyOn(globalThis, 'fetch') and falls back to `localeResponse` for locales.
 */
beforeEach(() => {
  globalThis.fetch = async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = localeResponse(url);
    if (response) return response;
    throw new TypeError(`No network in tests: ${url}`);
  };
  window.localStorage.clear();
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

import { localeResponse } from './locale-fetch';

type ApiHandler = (path: string, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces the network for one test: translation files come from disk,
 * every other request goes to `handler` with its path.
 */
export function fakeApi(handler: ApiHandler) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    return localeResponse(url) ?? handler(new URL(url, 'http://localhost').pathname, init);
  });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The requests a fake API received for one path, with their parsed JSON bodies and headers. */
export function requestsTo(spy: ReturnType<typeof fakeApi>, path: string) {
  return spy.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => {
      const body: unknown = JSON.parse(String(init?.body));
      return { method: init?.method, headers: new Headers(init?.headers), body };
    });
}

/** A promise the test settles itself, to hold a request in flight. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (reason: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

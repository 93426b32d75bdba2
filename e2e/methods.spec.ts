import { expect, test } from '@playwright/test';

// The production server names the methods a path takes when it is asked with another one.

for (const [method, path, allow] of [
  ['POST', '/en', 'GET, HEAD'],
  ['DELETE', '/de/legal', 'GET, HEAD'],
  ['PUT', '/de', 'GET, HEAD'],
  ['GET', '/api/sendEmail', 'POST'],
  ['GET', '/api/chat-personal', 'POST'],
] as const) {
  test(`${method} ${path} → 405, Allow: ${allow}`, async ({ request }) => {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe(allow);
    expect(await response.json()).toEqual({ error: { code: 'method_not_allowed' } });
  });
}

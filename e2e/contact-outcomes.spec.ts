import { expect, test } from '@playwright/test';
import {
  contactFields,
  contactValues,
  EMPTY_CONTACT,
  expectContactValues,
  fillContact,
  LANGUAGES,
  notice,
  openContact,
  recordRequests,
  submitLikeAPerson,
  texts,
  uniqueTag,
} from './support';

// What each answer of the server shows, and the fields' own rules, do not depend on the
// window's size: they run once, at phone size, in both languages (playwright.config.ts). A real
// submission, and one made before the app has started, run at both sizes in contact.spec.ts.

for (const lng of LANGUAGES) {
  const t = texts(lng).contact;

  test.describe(`the contact form's outcomes (${lng})`, () => {
    test("success with the server's own message shows that message", async ({ page }, testInfo) => {
      const serverMessage = `Thanks, ${uniqueTag(testInfo)}! (from the server)`;
      await page.route('**/api/sendEmail', (route) =>
        route.fulfill({ json: { success: true, message: serverMessage } }),
      );
      const shownAt = await openContact(page, lng);
      await fillContact(page, lng, contactValues('s', lng));
      await submitLikeAPerson(page, shownAt);
      await expect(notice(page)).toHaveText(serverMessage);
      await expectContactValues(page, lng, EMPTY_CONTACT);
    });

    test('a message the real server rejects shows contact.fail and keeps the values', async ({
      page,
    }, testInfo) => {
      // A control character: the browser lets it through, the server does not.
      const kept = { ...contactValues(uniqueTag(testInfo), lng), message: `Hallo \u0007 ${lng}` };
      const shownAt = await openContact(page, lng);
      await fillContact(page, lng, kept);
      const answer = page.waitForResponse('**/api/sendEmail');
      await submitLikeAPerson(page, shownAt);
      const response = await answer;
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({ success: false });
      await expect(notice(page)).toHaveText(t.fail);
      await expectContactValues(page, lng, kept);
    });

    test('an address without a domain is stopped by the browser, with the expected format, before any request', async ({
      page,
    }, testInfo) => {
      const bodies = recordRequests(page, '/api/sendEmail');
      const shownAt = await openContact(page, lng);
      await fillContact(page, lng, contactValues(uniqueTag(testInfo), lng, 'someone@localhost'));
      await submitLikeAPerson(page, shownAt);
      const email = contactFields(page, lng).email;
      expect(
        await email.evaluate((field: HTMLInputElement) => field.validity.patternMismatch),
      ).toBe(true);
      await expect(email).toHaveAttribute('title', t.formats.email);
      // Corrected, the form goes out: if the refused submit had sent anything, it came first.
      const corrected = `visitor.${uniqueTag(testInfo)}@example.com`;
      await email.fill(corrected);
      const sent = page.waitForResponse('**/api/sendEmail');
      await page.locator('#contact button[type="submit"]').click();
      await sent;
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ email: corrected });
    });

    test('a network error shows contact.error and keeps the values', async ({ page }) => {
      await page.route('**/api/sendEmail', (route) => route.abort('connectionrefused'));
      const kept = contactValues('n', lng);
      const shownAt = await openContact(page, lng);
      await fillContact(page, lng, kept);
      await submitLikeAPerson(page, shownAt);
      await expect(notice(page)).toHaveText(t.error);
      await expectContactValues(page, lng, kept);
    });

    test('an answer that is not JSON shows contact.error', async ({ page }) => {
      await page.route('**/api/sendEmail', (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      );
      const kept = contactValues('h', lng);
      const shownAt = await openContact(page, lng);
      await fillContact(page, lng, kept);
      await submitLikeAPerson(page, shownAt);
      await expect(notice(page)).toHaveText(t.error);
      await expectContactValues(page, lng, kept);
    });

    test('a second submit while the first is on its way sends nothing', async ({ page }) => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let requests = 0;
      await page.route('**/api/sendEmail', async (route) => {
        requests += 1;
        await gate;
        await route.fulfill({ json: { success: true } });
      });
      const shownAt = await openContact(page, lng);
      await fillContact(page, lng, contactValues('d', lng));
      await submitLikeAPerson(page, shownAt);
      const button = page.locator('#contact button[type="submit"]');
      await expect(button).toBeDisabled();
      await expect(button).toHaveText(t.sending);
      // Two more submits in the same tick, before React has re-rendered anything.
      await page
        .locator('#contact form')
        .evaluate((form: HTMLFormElement) => [form.requestSubmit(), form.requestSubmit()]);
      // A request the page makes after those submits reaches the route after anything they sent.
      await page.route('**/api/health', (route) => route.fulfill({ json: { status: 'ok' } }));
      await page.evaluate(() => fetch('/api/health'));
      expect(requests).toBe(1);
      release();
      await expect(notice(page)).toHaveText(t.success);
      await expect(button).toBeEnabled();
      await expect(button).toHaveText(t.submit);
      expect(requests).toBe(1);
    });

    test('the fields carry the spec placeholders, the email type and the 2000-character cap', async ({
      page,
    }) => {
      await openContact(page, lng);
      const fields = contactFields(page, lng);
      for (const key of ['name', 'email', 'phone', 'message'] as const) {
        await expect(fields[key]).toHaveAttribute('placeholder', t.placeholders[key]);
        expect(t.placeholders[key]).toMatch(/\*$/);
      }
      await expect(fields.email).toHaveAttribute('type', 'email');
      await expect(fields.message).toHaveAttribute('maxlength', '2000');
      await fields.message.fill('x'.repeat(2100));
      await expect(fields.message).toHaveValue('x'.repeat(2000));
    });
  });
}

import { expect, test } from '@playwright/test';
import {
  contactFields,
  expectNoAxeViolations,
  isHydrated,
  LANGUAGES,
  expectOnlyTheNextSendArrives,
  isPhone,
  openSite,
  recordRequests,
  texts,
} from './support';

// The form's check speaks the page's language, whatever the browser's: a German
// browser on /en and an English one on /de.

for (const lng of LANGUAGES) {
  const t = texts(lng).contact;
  const emailFormat = t.validation.emailFormat.replace('{{format}}', t.formats.email);

  test.describe(`the contact form's check (${lng})`, () => {
    test.use({ locale: lng === 'en' ? 'de-DE' : 'en-US' });

    test('an empty form is stopped: each field says what it needs, in the page language, and the first gets focus', async ({
      page,
    }) => {
      const bodies = recordRequests(page, '/api/sendEmail');
      await openSite(page, `/${lng}#contact`);
      await page.locator('#contact button[type="submit"]').click();
      const fields = contactFields(page, lng);
      for (const key of ['name', 'email', 'phone', 'message'] as const) {
        await expect(fields[key]).toHaveAttribute('aria-invalid', 'true');
        await expect(fields[key]).toHaveAccessibleDescription(new RegExp(t.validation[key]));
        await expect(page.locator('#contact').getByText(t.validation[key])).toBeVisible();
      }
      await expect(fields.name).toBeFocused();
      // The browser still judged the fields (its own words would be in its own language).
      expect(await fields.name.evaluate((field: HTMLInputElement) => field.validity.valid)).toBe(
        false,
      );
      await expectOnlyTheNextSendArrives(page, lng, bodies);
    });

    test('a send pressed before the app has started gets the same messages, not the browser bubble', async ({
      page,
    }) => {
      // The loader (main.js) runs; the app's chunks wait until after the press.
      let release: () => void = () => undefined;
      const mayLoad = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/static/js/*.chunk.js', async (route) => {
        await mayLoad;
        await route.continue();
      });
      const bodies = recordRequests(page, '/api/sendEmail');
      await page.goto(`/${lng}#contact`);
      // Whether each `invalid` of the browser's check was cancelled (no bubble), as seen after
      // the page's own listeners; `invalid` does not bubble, so it is caught while capturing.
      await page.evaluate(() => {
        const seen: boolean[] = [];
        Object.assign(window, { invalidCancelled: seen });
        document.addEventListener('invalid', (event) => seen.push(event.defaultPrevented), true);
      });
      await page.locator('#contact button[type="submit"]').click();
      const cancelled = () =>
        page.evaluate(
          () => (window as unknown as { invalidCancelled: boolean[] }).invalidCancelled,
        );
      // No bubble in the browser's language for the press made before the app was there.
      expect((await cancelled()).length).toBeGreaterThan(0);
      expect(await cancelled()).not.toContain(false);
      expect(await isHydrated(page, ['#contact form'])).toBe(false);
      release();

      const fields = contactFields(page, lng);
      for (const key of ['name', 'email', 'phone', 'message'] as const) {
        await expect(fields[key]).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator('#contact').getByText(t.validation[key])).toBeVisible();
      }
      await expect(fields.name).toBeFocused();
      await expectOnlyTheNextSendArrives(page, lng, bodies);
    });

    test('a wrong address gets the format message; fixing a field takes its message away', async ({
      page,
    }) => {
      await openSite(page, `/${lng}#contact`);
      const fields = contactFields(page, lng);
      await fields.name.fill('Erika');
      await fields.email.fill('erika@localhost');
      await fields.phone.fill('+49 170 1234567');
      await fields.message.fill('Hallo');
      await page.locator('#contact button[type="submit"]').click();
      await expect(fields.email).toBeFocused();
      await expect(fields.email).toHaveAccessibleDescription(emailFormat);
      await expect(fields.name).not.toHaveAttribute('aria-invalid');
      await fields.email.fill('erika@example.com');
      await expect(fields.email).not.toHaveAttribute('aria-invalid');
      await expect(page.getByText(emailFormat)).toHaveCount(0);
    });

    test("a field's message on two lines leaves the field beside it as it was", async ({
      page,
    }, testInfo) => {
      test.skip(isPhone(testInfo), 'the fields stand side by side from 600 px');
      await openSite(page, `/${lng}#contact`);
      const fields = contactFields(page, lng);
      const before = await fields.name.boundingBox();
      await fields.name.fill('Erika');
      await fields.email.fill('erika@localhost');
      await page.locator('#contact button[type="submit"]').click();
      await expect(fields.email).toHaveAccessibleDescription(emailFormat);
      // Both boxes at one moment: the page may still be scrolling to the field.
      const [name, email] = await page.evaluate(() =>
        ['#contact-name', '#contact-email'].map(
          (id) => document.querySelector(id)?.getBoundingClientRect().toJSON() as DOMRect,
        ),
      );
      expect(name?.height).toBe(before?.height);
      expect(name?.height).toBe(email?.height);
      expect(name?.top).toBe(email?.top);
    });

    test('the messages pass axe', async ({ page }) => {
      await openSite(page, `/${lng}#contact`);
      await page.locator('#contact button[type="submit"]').click();
      await expect(contactFields(page, lng).name).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser still stops an empty form before it leaves the page', async ({ page }) => {
    const bodies = recordRequests(page, '/api/sendEmail');
    await page.goto('/de#contact');
    await page.locator('#contact button[type="submit"]').click();
    await expect(page).toHaveURL(/\/de#contact$/);
    expect(
      await contactFields(page, 'de').name.evaluate(
        (field: HTMLInputElement) => field.validity.valueMissing,
      ),
    ).toBe(true);
    await expectOnlyTheNextSendArrives(page, 'de', bodies);
  });
});

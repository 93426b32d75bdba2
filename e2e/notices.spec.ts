import { expect, test } from '@playwright/test';
import { fillContact, isPhone, LANGUAGES, notice, openChat, openSite, texts } from './support';

// A notice answers one send, on one page: the next send or another page ends it.

for (const lng of LANGUAGES) {
  test.describe(`notices end with their moment (${lng})`, () => {
    test(
      'the profanity notice goes once the next message is sent',
      { tag: '@once' },
      async ({ page }) => {
        await page.route('**/api/chat-personal', (route) =>
          route.fulfill({ json: { reply: 'Gladly.' } }),
        );
        await openSite(page, `/${lng}`);
        const input = await openChat(page, lng);
        await input.fill('shit happens');
        await input.press('Enter');
        await expect(notice(page)).toHaveText(texts(lng).chat.profanity);
        // Typing alone is no send: the notice stays while the visitor rephrases.
        await input.fill('What can you build for me?');
        await expect(notice(page)).toBeVisible();
        await input.press('Enter');
        await expect(notice(page)).toHaveCount(0);
        await expect(page.getByRole('log')).toContainText('Gladly.');
        await expect(input).toBeFocused();
      },
    );

    test('an open phone menu lies over a notice, not under it', async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo), 'the menu exists on phones only');
      await page.route('**/api/sendEmail', (route) => route.fulfill({ json: { success: true } }));
      await openSite(page, `/${lng}#contact`);
      await fillContact(page, lng, {
        name: 'Erika Mustermann',
        email: 'erika@example.com',
        phone: '+49 170 1234567',
        message: 'Hello',
      });
      await page.locator('#contact button[type="submit"]').click();
      await expect(notice(page)).toBeVisible();
      await page.getByRole('button', { name: texts(lng).nav.menu, exact: true }).click();
      const links = page.locator('#mobile-menu a');
      for (const link of await links.all()) {
        // What a tap at the link's middle reaches: the link, not the notice above it.
        const reached = await link.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return element.contains(hit);
        });
        expect(reached).toBe(true);
      }
    });

    test(
      'the "sent" notice stays on its page: it does not follow to the legal notice',
      { tag: '@once' },
      async ({ page }) => {
        await page.route('**/api/sendEmail', (route) => route.fulfill({ json: { success: true } }));
        await openSite(page, `/${lng}#contact`);
        await fillContact(page, lng, {
          name: 'Erika Mustermann',
          email: 'erika@example.com',
          phone: '+49 170 1234567',
          message: 'Hello',
        });
        await page.locator('#contact button[type="submit"]').click();
        await expect(notice(page)).toHaveText(texts(lng).contact.success);
        // Styled, though its stylesheet is not in the first HTML (it is fetched as the app starts).
        await expect(page.locator('[data-notice-area]')).toHaveCSS('position', 'fixed');

        await page.locator(`footer a[href="/${lng}/legal"]`).click();
        await expect(page).toHaveURL(new RegExp(`/${lng}/legal$`));
        await expect(page.locator('h1')).toBeVisible();
        await expect(notice(page)).toHaveCount(0);
        await page.goBack();
        await expect(page.locator('#contact form')).toBeAttached();
        await expect(notice(page)).toHaveCount(0);
      },
    );
  });
}

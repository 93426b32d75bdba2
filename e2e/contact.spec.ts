import { expect, test, type Page } from '@playwright/test';
import { readMailbox } from './mailbox';
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
  texts,
  isHydrated,
  submitLikeAPerson,
  uniqueTag,
  waitForHydration,
} from './support';

/** A received .eml split into unfolded headers and a decoded text body. */
function parseMail(raw: string) {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = rest.join('\n\n');
  if (/quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '')) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (/base64/i.test(headers.get('content-transfer-encoding') ?? '')) {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

/** Holds the requests matching `pattern` until the returned release is called. */
async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const mayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await mayLoad;
    await route.continue();
  });
  return release;
}

for (const lng of LANGUAGES) {
  const t = texts(lng).contact;

  test.describe(`contact form (${lng})`, () => {
    test(
      'what a visitor types before the script has run survives hydration',
      { tag: '@once' },
      async ({ page }, testInfo) => {
        // Hold every script until the prerendered form has been filled in.
        const release = await holdRequests(page, '**/static/js/**');
        const early = contactValues(uniqueTag(testInfo), lng);
        // Deferred scripts hold up 'load' and even DOMContentLoaded: wait only for the HTML.
        await page.goto(`/${lng}#contact`, { waitUntil: 'commit' });
        await fillContact(page, lng, early);
        release();
        await waitForHydration(page, ['#contact form']);
        await expectContactValues(page, lng, early);
      },
    );

    test(
      'a submit pressed before the app has started is sent by the app, not by the browser',
      { tag: '@once' },
      async ({ page }, testInfo) => {
        // The loader (main.js) runs; the app's chunks are held until after the press.
        const release = await holdRequests(page, '**/static/js/*.chunk.js');
        const sent = contactValues(uniqueTag(testInfo), lng);
        const shownAt = Date.now();
        await page.goto(`/${lng}#contact`);
        await fillContact(page, lng, sent);
        const answer = page.waitForResponse('**/api/sendEmail');
        await submitLikeAPerson(page, shownAt);
        expect(await isHydrated(page, ['#contact form'])).toBe(false);
        release();

        expect(await (await answer).json()).toEqual({ success: true });
        await expect(notice(page)).toHaveText(t.success);
        // Never a plain form submission: no fields in the URL, no reload.
        expect(new URL(page.url()).search).toBe('');
        await expectContactValues(page, lng, EMPTY_CONTACT);
      },
    );

    test('a real submission shows contact.success, resets the form and reaches the mailbox', async ({
      page,
    }, testInfo) => {
      const tag = uniqueTag(testInfo);
      const sent = contactValues(tag, lng);
      const bodies = recordRequests(page, '/api/sendEmail');
      const shownAt = await openContact(page, lng);
      await fillContact(page, lng, sent);
      const answer = page.waitForResponse('**/api/sendEmail');
      await submitLikeAPerson(page, shownAt);
      expect(await (await answer).json()).toEqual({ success: true });

      await expect(notice(page)).toHaveText(t.success);
      await expectContactValues(page, lng, EMPTY_CONTACT);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject(sent);

      let mail: ReturnType<typeof parseMail> | undefined;
      await expect
        .poll(
          () => {
            mail = readMailbox()
              .map(parseMail)
              .find((m) => m.body.includes(tag));
            return mail !== undefined;
          },
          { timeout: 15_000 },
        )
        .toBe(true);
      if (!mail) throw new Error('unreachable');
      expect(mail.headers.get('to')).toBe('owner@example.test');
      expect(mail.headers.get('from')).toMatch(/<website@example\.test>$/);
      expect(mail.headers.get('reply-to')).toMatch(
        new RegExp(`^"?Erika ${tag}"? <visitor\\.${tag}@example\\.com>$`),
      );
      expect(mail.headers.get('subject')).toBe(`Contact form: Erika ${tag}`);
      expect(mail.body).toContain(`Name:     ${sent.name}`);
      expect(mail.body).toContain(`Email:    ${sent.email}`);
      expect(mail.body).toContain(`Phone:    ${sent.phone}`);
      expect(mail.body).toContain(`Message:\n${sent.message}\n`);
    });
  });
}

test.describe('without JavaScript', { tag: '@once' }, () => {
  test.use({ javaScriptEnabled: false });

  for (const lng of LANGUAGES) {
    test(`the form still reaches the mailbox, the page shows contact.success and no field lands in the URL (${lng})`, async ({
      page,
    }, testInfo) => {
      const tag = uniqueTag(testInfo);
      await page.goto(`/${lng}#contact`);
      await expect(page.locator('#contact-sent')).toBeHidden();
      await fillContact(page, lng, contactValues(tag, lng));
      await page.locator('#contact button[type="submit"]').click();

      await expect(page).toHaveURL(new RegExp(`/${lng}#contact-sent$`));
      const note = page.locator('#contact-sent');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(texts(lng).contact.success);
      await expect(note).toBeInViewport();
      await expect(page.locator('#contact-failed')).toBeHidden();
      expect(page.url()).not.toContain(tag);
      await expect
        .poll(() => readMailbox().some((raw) => parseMail(raw).body.includes(tag)), {
          timeout: 15_000,
        })
        .toBe(true);
    });
  }

  test("another site's form that posts here is refused, and nothing of it reaches the mailbox", async ({
    page,
    baseURL,
  }, testInfo) => {
    const tag = uniqueTag(testInfo);
    const forged = contactValues(`forged-${tag}`, 'en');
    const inputs = Object.entries(forged)
      .map(([name, value]) => `<input name="${name}" value="${value}">`)
      .join('');
    await page.route('http://evil.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><form method="post" action="${baseURL}/api/sendEmail">${inputs}<button>Win a prize</button></form>`,
      }),
    );
    await page.goto('http://evil.test/');
    await page.getByRole('button', { name: 'Win a prize' }).click();
    await expect(page).toHaveURL(/\/(en|de)#contact-failed$/);
    await expect(page.locator('#contact-failed')).toBeVisible();

    // A real visitor's message afterwards arrives; the forged one, stored before it, would have come first.
    const real = contactValues(`real-${tag}`, 'en');
    await page.goto('/en#contact');
    await fillContact(page, 'en', real);
    await page.locator('#contact button[type="submit"]').click();
    await expect(page).toHaveURL(/\/en#contact-sent$/);
    await expect
      .poll(() => readMailbox().some((raw) => parseMail(raw).body.includes(real.name)), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(readMailbox().some((raw) => raw.includes(forged.name))).toBe(false);
  });

  test('a send the server refuses brings the page back with contact.fail', async ({ page }) => {
    await page.goto('/en#contact');
    const fields = contactFields(page, 'en');
    await fillContact(page, 'en', contactValues('refused', 'en'));
    // A message the browser lets through but the server refuses (a control character).
    await fields.message.evaluate((field: HTMLTextAreaElement) => {
      field.value = 'Hello \u0007 there';
    });
    await page.locator('#contact button[type="submit"]').click();
    await expect(page).toHaveURL(/\/en#contact-failed$/);
    await expect(page.locator('#contact-failed')).toBeVisible();
    await expect(page.locator('#contact-failed')).toHaveText(texts('en').contact.fail);
    await expect(page.locator('#contact-sent')).toBeHidden();
  });
});

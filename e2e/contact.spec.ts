import { expect, test, type Page } from '@playwright/test';
import { readMailbox } from './mailbox';
import {
  contactFields,
  expectContactValues,
  fillContact,
  LANGUAGES,
  notice,
  openSite,
  recordRequests,
  texts,
  isHydrated,
  uniqueTag,
  waitForHydration,
  type ContactValues,
  type Lng,
} from './support';

/** The server drops submissions made faster than 1.5 s after the form appeared as bots. */
const HUMAN_FILL_MS = 1_700;

async function openContact(page: Page, lng: Lng): Promise<number> {
  await openSite(page, `/${lng}#contact`);
  await expect(page.locator('#contact form')).toBeVisible();
  return Date.now();
}

async function submitLikeAPerson(page: Page, shownAt: number): Promise<void> {
  const wait = shownAt + HUMAN_FILL_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.locator('#contact button[type="submit"]').click();
}

function values(tag: string, lng: Lng, email = `visitor.${tag}@example.com`): ContactValues {
  return {
    name: `Erika ${tag}`,
    email,
    phone: '+49 170 1234567',
    message: lng === 'de' ? `Hallo, ich hätte gern eine Website. Grüße ${tag}` : `Hello ${tag}`,
  };
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

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
    test('what a visitor types before the script has run survives hydration', async ({
      page,
    }, testInfo) => {
      // Hold every script until the prerendered form has been filled in.
      const release = await holdRequests(page, '**/static/js/**');
      const early = values(uniqueTag(testInfo), lng);
      // Deferred scripts hold up 'load' and even DOMContentLoaded: wait only for the HTML.
      await page.goto(`/${lng}#contact`, { waitUntil: 'commit' });
      await fillContact(page, lng, early);
      release();
      await waitForHydration(page, ['#contact form']);
      await expectContactValues(page, lng, early);
    });

    test('a submit pressed before the app has started is sent by the app, not by the browser', async ({
      page,
    }, testInfo) => {
      // The loader (main.js) runs; the app's chunks are held until after the press.
      const release = await holdRequests(page, '**/static/js/*.chunk.js');
      const sent = values(uniqueTag(testInfo), lng);
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
      await expectContactValues(page, lng, EMPTY);
    });

    test('a real submission shows contact.success, resets the form and reaches the mailbox', async ({
      page,
    }, testInfo) => {
      const tag = uniqueTag(testInfo);
      const sent = values(tag, lng);
      const bodies = recordRequests(page, '/api/sendEmail');
      const shownAt = await openContact(page, lng);
      await fillContact(page, lng, sent);
      const answer = page.waitForResponse('**/api/sendEmail');
      await submitLikeAPerson(page, shownAt);
      expect(await (await answer).json()).toEqual({ success: true });

      await expect(notice(page)).toHaveText(t.success);
      await expectContactValues(page, lng, EMPTY);
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

    test("success with the server's own message shows that message", async ({ page }, testInfo) => {
      const serverMessage = `Thanks, ${uniqueTag(testInfo)}! (from the server)`;
      await page.route('**/api/sendEmail', (route) =>
        route.fulfill({ json: { success: true, message: serverMessage } }),
      );
      const shownAt = await openContact(page, lng);
      await fillContact(page, lng, values('s', lng));
      await submitLikeAPerson(page, shownAt);
      await expect(notice(page)).toHaveText(serverMessage);
      await expectContactValues(page, lng, EMPTY);
    });

    test('a message the real server rejects shows contact.fail and keeps the values', async ({
      page,
    }, testInfo) => {
      // A control character: the browser lets it through, the server does not.
      const kept = { ...values(uniqueTag(testInfo), lng), message: `Hallo \u0007 ${lng}` };
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
      await fillContact(page, lng, values(uniqueTag(testInfo), lng, 'someone@localhost'));
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
      const kept = values('n', lng);
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
      const kept = values('h', lng);
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
      await fillContact(page, lng, values('d', lng));
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lng of LANGUAGES) {
    test(`the form still reaches the mailbox, the page shows contact.success and no field lands in the URL (${lng})`, async ({
      page,
    }, testInfo) => {
      const tag = uniqueTag(testInfo);
      await page.goto(`/${lng}#contact`);
      await expect(page.locator('#contact-sent')).toBeHidden();
      await fillContact(page, lng, values(tag, lng));
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
    const forged = values(`forged-${tag}`, 'en');
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
    const real = values(`real-${tag}`, 'en');
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
    await fillContact(page, 'en', values('refused', 'en'));
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

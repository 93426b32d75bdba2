import { expect, test, type Page, type Route } from '@playwright/test';
import deSkills from '../src/locales/de/skills.json';
import enSkills from '../src/locales/en/skills.json';
import {
  chatLog,
  expectNoAxeViolations,
  LANGUAGES,
  notice,
  openChat,
  openSite,
  recordRequests,
  texts,
  type Lng,
} from './support';

const CHAT_PATH = '/api/chat-personal';
const SKILLS = { en: enSkills, de: deSkills };

/** Answers every chat request itself and counts them; `reply(n)` is the text of the n-th. */
async function fakeAssistant(page: Page, reply = (n: number) => `Reply number ${n}`) {
  const seen = { count: 0 };
  await page.route(`**${CHAT_PATH}`, (route: Route) => {
    seen.count += 1;
    return route.fulfill({ json: { reply: reply(seen.count) } });
  });
  return seen;
}

function messages(page: Page) {
  return chatLog(page).locator('.chat-message');
}

async function send(page: Page, text: string): Promise<void> {
  const input = page.locator('#chat-box-input');
  await input.fill(text);
  await input.press('Enter');
}

for (const lng of LANGUAGES) {
  const t = texts(lng).chat;

  test.describe(`chat (${lng})`, () => {
    test.beforeEach(async ({ page }) => {
      await openSite(page, `/${lng}`);
    });

    test('the toggle opens and closes the box; a click outside closes it', async ({ page }) => {
      const toggle = page.getByRole('button', { name: t.toggle });
      const box = page.getByRole('dialog', { name: t.header });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await openChat(page, lng);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(box).toBeHidden();
      await openChat(page, lng);
      await box.locator('.chat-box__header').click();
      await expect(box).toBeVisible();
      await page.locator('h1').click();
      await expect(box).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    test('a blank or whitespace-only message is ignored silently', async ({ page }) => {
      const fake = await fakeAssistant(page);
      const input = await openChat(page, lng);
      await input.press('Enter');
      await send(page, '   \t  ');
      await expect(messages(page)).toHaveCount(0);
      await expect(notice(page)).toHaveCount(0);
      // A real message afterwards: once its reply is shown, any request the blank ones had
      // made would have arrived before it. Only the real one did.
      await send(page, 'Hello');
      await expect(messages(page).last()).toContainText('Reply number 1');
      expect(fake.count).toBe(1);
    });

    test('2000 characters (500 tokens) are sent, 2001 (501 tokens) are not', async ({ page }) => {
      const fake = await fakeAssistant(page);
      const input = await openChat(page, lng);
      await send(page, 'a'.repeat(2001));
      await expect(notice(page)).toHaveText(t.too_long);
      expect(fake.count).toBe(0);
      await expect(messages(page)).toHaveCount(0);
      await expect(input).toHaveValue('a'.repeat(2001));

      await send(page, 'b'.repeat(2000));
      await expect(messages(page)).toHaveCount(2);
      await expect(messages(page).last()).toContainText('Reply number 1');
      expect(fake.count).toBe(1);
      await expect(input).toHaveValue('');
    });

    test('whole-word profanity is blocked; words that merely contain one are not', async ({
      page,
    }) => {
      const bodies = recordRequests(page, CHAT_PATH);
      const fake = await fakeAssistant(page);
      await openChat(page, lng);
      for (const rude of ['You are a BITCH', 'shit happens', 'what the fuck?']) {
        await send(page, rude);
        await expect(notice(page)).toHaveText(t.profanity);
        await notice(page).getByRole('button').click();
      }
      expect(fake.count).toBe(0);
      await expect(messages(page)).toHaveCount(0);

      for (const [index, polite] of [
        'Which class of projects?',
        'Can you assess my site?',
      ].entries()) {
        await send(page, polite);
        await expect(messages(page)).toHaveCount(2 * (index + 1));
        await expect(messages(page).last()).toContainText(`Reply number ${index + 1}`);
      }
      expect(fake.count).toBe(2);
      await expect(notice(page)).toHaveCount(0);
      expect(bodies).toHaveLength(2);
    });

    test("the placeholder '...' stands in until the reply replaces it", async ({ page }) => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${CHAT_PATH}`, async (route) => {
        await gate;
        await route.fulfill({ json: { reply: 'The delayed reply' } });
      });
      const input = await openChat(page, lng);
      await send(page, 'Hello there');
      await expect(messages(page)).toHaveCount(2);
      await expect(messages(page).first()).toContainText('Hello there');
      await expect(messages(page).last()).toHaveText(`${t.assistant} ...`);
      await expect(input).toHaveValue('');
      release();
      await expect(messages(page).last()).toHaveText(`${t.assistant} The delayed reply`);
      await expect(messages(page)).toHaveCount(2);
    });

    test('a 500 answer turns the placeholder into chat.error', async ({ page }) => {
      await page.route(`**${CHAT_PATH}`, (route) =>
        route.fulfill({ status: 500, json: { error: { code: 'internal' } } }),
      );
      await openChat(page, lng);
      await send(page, 'Hello');
      await expect(messages(page).last()).toHaveText(`${t.assistant} ${t.error}`);
    });

    test('a network failure turns the placeholder into chat.error', async ({ page }) => {
      await page.route(`**${CHAT_PATH}`, (route) => route.abort('connectionreset'));
      await openChat(page, lng);
      await send(page, 'Hello');
      await expect(messages(page).last()).toHaveText(`${t.assistant} ${t.error}`);
    });

    test('an answer that is not JSON turns the placeholder into chat.error', async ({ page }) => {
      await page.route(`**${CHAT_PATH}`, (route) =>
        route.fulfill({ contentType: 'application/json', body: '{"reply": ' }),
      );
      await openChat(page, lng);
      await send(page, 'Hello');
      await expect(messages(page).last()).toHaveText(`${t.assistant} ${t.error}`);
    });

    test('only the last 8 messages are sent, the new question included', async ({ page }) => {
      const bodies = recordRequests(page, CHAT_PATH);
      await fakeAssistant(page);
      await openChat(page, lng);
      for (let turn = 1; turn <= 5; turn += 1) {
        await send(page, `Question number ${turn}`);
        await expect(messages(page).last()).toContainText(`Reply number ${turn}`);
      }
      const conversation = [1, 2, 3, 4, 5].flatMap((n) => [
        { role: 'user', content: `Question number ${n}` },
        { role: 'assistant', content: `Reply number ${n}` },
      ]);
      expect(bodies).toHaveLength(5);
      bodies.forEach((body, index) => {
        const upToQuestion = conversation.slice(0, 2 * index + 1);
        expect(body).toEqual({ messageHistory: upToQuestion.slice(-8) });
      });
      expect(bodies[4]).toEqual({ messageHistory: conversation.slice(1, 9) });
    });

    test('the built-in assistant answers for real, in the page language', async ({ page }) => {
      const question = lng === 'de' ? 'Welche Kenntnisse haben Sie?' : 'What are your skills?';
      const skills = SKILLS[lng].groups;
      const otherSkills = SKILLS[lng === 'de' ? 'en' : 'de'].groups;
      await openChat(page, lng);
      const answer = page.waitForResponse(`**${CHAT_PATH}`);
      await send(page, question);
      expect((await answer).status()).toBe(200);
      const reply = messages(page).last();
      await expect(reply).toContainText('React');
      await expect(reply).toContainText(skills.usingNow.title);
      await expect(reply).not.toContainText(otherSkills.usingNow.title);
    });
  });
}

test('the built-in assistant answers German on /en in German, and its link leads to the form', async ({
  page,
}) => {
  await openSite(page, '/en');
  await openChat(page, 'en');
  await send(page, 'Wie kann ich ihn erreichen?');
  const reply = messages(page).last();
  const link = reply.getByRole('link', { name: 'Kontaktformular' });
  await expect(link).toHaveAttribute('href', '#contact');
  await expect(reply).toContainText('hello@charles-tech.example');
  await expectNoAxeViolations(page);
  await send(page, 'and Python?');
  await expect(messages(page).last()).toContainText("doesn't mention Python");
  await messages(page).nth(1).getByRole('link', { name: 'Kontaktformular' }).click();
  await expect(page).toHaveURL(/\/en#contact$/);
  await expect(page.locator('#contact')).toBeInViewport();
  // The box would cover the form (all of it on a phone): it closes, the conversation stays.
  await expect(page.getByRole('dialog', { name: texts('en').chat.header })).toBeHidden();
  await expect(page.locator('#contact-name')).toBeInViewport();
  await openChat(page, 'en');
  await expect(messages(page)).toHaveCount(4);
});

for (const lng of LANGUAGES) {
  test(`the CV in a reply is saved in the reply's language, and the conversation stays (${lng})`, async ({
    page,
  }) => {
    const other: Lng = lng === 'en' ? 'de' : 'en';
    await openSite(page, `/${other}`);
    await openChat(page, other);
    await send(
      page,
      lng === 'en' ? 'Can I download his CV?' : 'Kann ich seinen Lebenslauf herunterladen?',
    );
    const link = messages(page)
      .last()
      .getByRole('link', { name: texts(lng).hero.cv });
    await expect(link).toHaveAttribute('href', `/cv-${lng}.pdf`);
    const download = page.waitForEvent('download', { timeout: 10_000 });
    await link.click();
    expect((await download).suggestedFilename()).toBe(`cv-${lng}.pdf`);
    await expect(page).toHaveURL(new RegExp(`/${other}$`));
    await expect(messages(page)).toHaveCount(2);
  });
}

test('the conversation is kept when the box is closed and opened again', async ({ page }) => {
  const lng: Lng = 'en';
  await fakeAssistant(page);
  await openSite(page, `/${lng}`);
  await openChat(page, lng);
  await send(page, 'Remember me');
  await expect(messages(page)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await openChat(page, lng);
  await expect(messages(page).first()).toContainText('Remember me');
  await expect(messages(page).last()).toContainText('Reply number 1');
});

for (const lng of LANGUAGES) {
  test(`a click on the chat button before the app has started still opens it (${lng})`, async ({
    page,
  }) => {
    // Hold the app's chunks: the prerendered page is on screen, React is not running yet.
    let release: () => void = () => undefined;
    const appMayLoad = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/js/*.chunk.js', async (route) => {
      await appMayLoad;
      await route.continue();
    });
    await page.goto(`/${lng}`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: texts(lng).chat.toggle }).click();
    release();
    await expect(page.getByRole('dialog', { name: texts(lng).chat.header })).toBeVisible();
  });
}

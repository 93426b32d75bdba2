import { expect, test } from '@playwright/test';
import {
  CHAT_PATH,
  chatMessages as messages,
  fakeAssistant,
  LANGUAGES,
  notice,
  openChat,
  openSite,
  recordRequests,
  sendChat as send,
  texts,
} from './support';

// The chat's rules (what is sent, what is refused, what each failure shows) do not depend on
// the window's size: they run once, at phone size, in both languages (playwright.config.ts).
// What the box looks like and how it opens and closes runs at both sizes in chat.spec.ts.

for (const lng of LANGUAGES) {
  const t = texts(lng).chat;

  test.describe(`the chat's rules (${lng})`, () => {
    test.beforeEach(async ({ page }) => {
      await openSite(page, `/${lng}`);
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
  });
}

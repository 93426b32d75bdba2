import { expect, test } from '@playwright/test';
import deSkills from '../src/locales/de/skills.json';
import enSkills from '../src/locales/en/skills.json';
import {
  CHAT_PATH,
  chatMessages as messages,
  fakeAssistant,
  sendChat as send,
  expectNoAxeViolations,
  LANGUAGES,
  openChat,
  openSite,
  texts,
  type Lng,
} from './support';

const SKILLS = { en: enSkills, de: deSkills };

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

    test(
      'the built-in assistant answers for real, in the page language',
      { tag: '@once' },
      async ({ page }) => {
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
      },
    );
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
  test(
    `the CV in a reply is saved in the reply's language, and the conversation stays (${lng})`,
    { tag: '@once' },
    async ({ page }) => {
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
    },
  );
}

test(
  'the conversation is kept when the box is closed and opened again',
  { tag: '@once' },
  async ({ page }) => {
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
  },
);

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

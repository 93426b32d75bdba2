import { expect, test, type Page } from '@playwright/test';
import { chatLog, isPhone, languageButton, openChat, openSite, texts } from './support';

/** How far the page reaches past the window's right edge (0 when nothing sticks out). */
async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

const WIDTHS = [320, 360, 375, 414, 600, 768, 800, 820, 834, 900, 1024, 1280, 1440];

test.describe('layout at every common width', () => {
  for (const path of ['/de', '/en', '/de/legal', '/en/legal', '/de/privacy', '/en/privacy']) {
    test(`${path}: nothing sticks out sideways from 320 to 1440 px`, async ({ page }, testInfo) => {
      test.skip(isPhone(testInfo), 'one project is enough: the test sets its own sizes');
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const overflowing: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing.push(`${width}px: ${overflow}px`);
      }
      expect(overflowing).toEqual([]);
    });
  }
});

test.describe('the chat on a short screen', () => {
  // A small phone, a phone with its keyboard up, a phone held sideways.
  for (const size of [
    { width: 320, height: 568 },
    { width: 375, height: 500 },
    { width: 812, height: 375 },
  ]) {
    test(`${size.width}×${size.height}: title and close button in view, room for the conversation`, async ({
      page,
    }, testInfo) => {
      test.skip(!isPhone(testInfo), 'a phone (touch) project is enough');
      await page.setViewportSize(size);
      await openSite(page, '/de');
      await openChat(page, 'de');
      const t = texts('de').chat;
      const dialog = page.getByRole('dialog', { name: t.header });
      await expect(dialog.getByRole('heading', { name: t.header })).toBeInViewport({ ratio: 1 });
      await expect(dialog.getByRole('button', { name: t.close })).toBeInViewport({ ratio: 1 });
      const log = await chatLog(page).boundingBox();
      // At least four lines of conversation.
      expect(log?.height ?? 0).toBeGreaterThanOrEqual(80);
    });
  }
});

test.describe('the chat on a phone held upright', () => {
  test('at every common size the conversation has most of the box', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'a phone (touch) project is enough: the test sets its own sizes');
    await openSite(page, '/de');
    await openChat(page, 'de');
    const dialog = page.getByRole('dialog', { name: texts('de').chat.header });
    const cramped: string[] = [];
    for (const [width, height] of [
      [320, 568],
      [360, 640],
      [360, 740],
      [360, 800],
      [375, 667],
      [375, 812],
      [390, 844],
      [412, 915],
    ] as const) {
      await page.setViewportSize({ width, height });
      const box = (await dialog.boundingBox())?.height ?? 0;
      const log = (await chatLog(page).boundingBox())?.height ?? 0;
      if (log < box / 2)
        cramped.push(`${width}×${height}: ${Math.round(log)} of ${Math.round(box)} px`);
    }
    expect(cramped).toEqual([]);
  });
});

test.describe('a language switch keeps the reader in place', () => {
  for (const appStarted of [false, true]) {
    test(`reading the portfolio, DE keeps it where it was (${appStarted ? 'app running' : 'first press starts the app'})`, async ({
      page,
    }) => {
      if (appStarted) await openSite(page, '/en');
      else await page.goto('/en');
      await expect(page.locator('#portfolio')).toBeAttached();
      const top = () =>
        page.locator('#portfolio').evaluate((el) => Math.round(el.getBoundingClientRect().top));
      await page.locator('#portfolio').evaluate((el) =>
        window.scrollTo({
          top: el.getBoundingClientRect().top + window.scrollY - 100,
          behavior: 'instant',
        }),
      );
      const before = await top();
      // A press where the button is: Playwright's own click would first scroll the sticky
      // header's button "into view", which moves the page by itself.
      await languageButton(page, 'de').evaluate((button: HTMLButtonElement) => button.click());
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.locator('#contact h2')).toHaveText(texts('de').contact.title);
      await expect.poll(top).toBeGreaterThanOrEqual(before - 2);
      await expect.poll(top).toBeLessThanOrEqual(before + 2);
    });
  }
});

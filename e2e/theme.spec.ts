import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  expectNoAxeViolations,
  isHydrated,
  isPhone,
  LANGUAGES,
  openSite,
  texts,
  type Lng,
} from './support';

// The page's background in each palette (--color-bg of src/styles/global.css).
const LIGHT_BG = 'rgb(248, 249, 252)';
const DARK_BG = 'rgb(14, 16, 23)';

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The theme switcher a visitor reaches: in the bar on a desktop, in the menu on a phone. */
async function themeSwitcher(page: Page, lng: Lng, testInfo: TestInfo): Promise<Locator> {
  const name = texts(lng).common.theme.label;
  if (!isPhone(testInfo)) return page.locator('.site-header__bar').getByRole('group', { name });
  const toggle = page.getByRole('button', { name: texts(lng).nav.menu, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.locator('#mobile-menu').getByRole('group', { name });
}

async function choose(
  page: Page,
  lng: Lng,
  testInfo: TestInfo,
  theme: 'system' | 'light' | 'dark',
) {
  const group = await themeSwitcher(page, lng, testInfo);
  const button = group.getByRole('button', { name: texts(lng).common.theme[theme], exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/**
 * From the next document on, records the page background of every frame until `load`:
 * requestAnimationFrame runs right before a frame is painted, so the first entry is what
 * the first paint shows.
 */
async function recordFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const frames: string[] = [];
    Object.assign(window, { paintedBackgrounds: frames });
    const record = () => {
      if (document.body) frames.push(getComputedStyle(document.body).backgroundColor);
      if (document.readyState !== 'complete' || frames.length === 0) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
}

const paintedBackgrounds = (page: Page) =>
  page.evaluate(() => (window as unknown as { paintedBackgrounds: string[] }).paintedBackgrounds);

/** Same-origin requests of a page load up to `load`, as "type path" (prefetch hints left out). */
function recordLoadRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() !== 'other')
      requests.push(`${request.resourceType()} ${url.pathname}`);
  });
  return requests;
}

for (const lng of LANGUAGES) {
  test.describe(`theme (${lng})`, () => {
    test('Dark is applied at once and kept; the next visit is dark from its first painted frame, with no extra request', async ({
      page,
    }, testInfo) => {
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      const firstLoad = recordLoadRequests(page);
      await page.emulateMedia({ colorScheme: 'light' });
      await openSite(page, `/${lng}`);
      const baseline = [...firstLoad];
      expect(await background(page)).toBe(LIGHT_BG);

      await choose(page, lng, testInfo, 'dark');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await background(page)).toBe(DARK_BG);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(lng);

      await recordFrames(page);
      const reload = recordLoadRequests(page);
      firstLoad.length = 0;
      await page.reload({ waitUntil: 'load' });
      const frames = await paintedBackgrounds(page);
      expect(frames.length).toBeGreaterThan(0);
      expect(new Set(frames)).toEqual(new Set([DARK_BG]));
      // Not one request more than the visit before the choice (the theme is inline).
      expect(reload.filter((request) => !baseline.includes(request))).toEqual([]);
      expect(
        messages.filter((message) => /Content Security Policy|refused/i.test(message)),
      ).toEqual([]);
    });

    test('System follows the device; Light holds against a dark device; the browser bar follows', async ({
      page,
    }, testInfo) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await openSite(page, `/${lng}`);
      expect(await background(page)).toBe(DARK_BG);
      await choose(page, lng, testInfo, 'light');
      expect(await background(page)).toBe(LIGHT_BG);
      const barColours = () =>
        page.$$eval('meta[name="theme-color"]', (metas) =>
          metas.map((meta) => `${meta.getAttribute('content')} ${meta.getAttribute('media')}`),
        );
      expect(await barColours()).toEqual(['#4338ca all', '#0e1017 not all']);
      await page.reload();
      expect(await background(page)).toBe(LIGHT_BG);

      await page.keyboard.press('Shift');
      await choose(page, lng, testInfo, 'system');
      expect(await background(page)).toBe(DARK_BG);
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
      expect(await barColours()).toEqual([
        '#4338ca (prefers-color-scheme: light)',
        '#0e1017 (prefers-color-scheme: dark)',
      ]);
    });

    test('the prerendered page shows the stored choice as pressed, and a press before the app has started works', async ({
      page,
    }, testInfo) => {
      test.skip(isPhone(testInfo), 'on a phone the switcher is in the menu, which the app opens');
      await page.goto(`/${lng}`);
      await page.evaluate(() => localStorage.setItem('theme', 'light'));
      await page.reload();
      const group = page
        .locator('.site-header__bar')
        .getByRole('group', { name: texts(lng).common.theme.label });
      const t = texts(lng).common.theme;
      const light = group.getByRole('button', { name: t.light, exact: true });
      const dark = group.getByRole('button', { name: t.dark, exact: true });
      expect(await isHydrated(page)).toBe(false);
      const pressedLook = (button: Locator) =>
        button.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await pressedLook(light)).not.toBe('rgba(0, 0, 0, 0)');
      expect(await pressedLook(dark)).toBe('rgba(0, 0, 0, 0)');
      // A screen reader hears the same state, though the app (which may never start for a
      // visitor who only reads) has not rendered the switcher yet.
      const system = group.getByRole('button', { name: t.system, exact: true });
      await expect(light).toHaveAttribute('aria-pressed', 'true');
      await expect(system).toHaveAttribute('aria-pressed', 'false');
      await expect(dark).toHaveAttribute('aria-pressed', 'false');
      expect(await isHydrated(page)).toBe(false);

      await dark.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(dark).toHaveAttribute('aria-pressed', 'true');
      await expect(light).toHaveAttribute('aria-pressed', 'false');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    });

    test('the dark theme, with the switcher in view, passes axe', async ({ page }, testInfo) => {
      await openSite(page, `/${lng}`);
      await choose(page, lng, testInfo, 'dark');
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

  test('there is no switcher (nothing could keep the choice) and the page follows the device', async ({
    page,
  }) => {
    await page.goto('/en');
    await expect(page.getByRole('group', { name: texts('en').common.theme.label })).toHaveCount(0);
    expect(await background(page)).toBe(DARK_BG);
  });
});

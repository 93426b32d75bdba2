import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, languageButton, openSite, texts, type Lng } from './support';

const pathOf = (page: Page) => new URL(page.url()).pathname;
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

async function expectLanguage(page: Page, lng: Lng): Promise<void> {
  const t = texts(lng);
  await expect(page.locator('html')).toHaveAttribute('lang', lng);
  await expect(page).toHaveTitle(t.common.meta.title);
  await expect(page.getByText(t.hero.greeting, { exact: true })).toBeVisible();
  await expect(languageButton(page, lng)).toHaveAttribute('aria-pressed', 'true');
  await expect(languageButton(page, lng === 'en' ? 'de' : 'en')).toHaveAttribute(
    'aria-pressed',
    'false',
  );
}

/**
 * How far the element's top is from where it belongs after a jump to it: just below the
 * sticky header (scroll-padding-top). Measured once it has stood still for a few frames, as
 * smooth scrolling and any late layout above it would still move it.
 */
function distanceBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate(async (targetId) => {
    const top = () => document.getElementById(targetId)?.getBoundingClientRect().top ?? NaN;
    const nextFrame = () =>
      new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    let last = top();
    for (let still = 0, frames = 0; still < 4 && frames < 100; frames += 1) {
      await nextFrame();
      const now = top();
      still = Math.abs(now - last) < 0.5 ? still + 1 : 0;
      last = now;
    }
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
    return Math.abs(last - padding);
  }, id);
}

test.describe('route table', () => {
  test("'/' replaces its history entry with '/de'", async ({ page }) => {
    await openSite(page, '/en');
    const before = await historyLength(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await expectLanguage(page, 'de');
    // One new entry (/de); had '/' been pushed, there would be two and Back would land on '/'.
    expect(await historyLength(page)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
    await expectLanguage(page, 'en');
  });

  for (const path of ['/fr', '/fr/about', '/anything', '/en-GB/x']) {
    test(`'${path}' redirects to '/de' without a history entry`, async ({ page }) => {
      await openSite(page, '/en');
      const before = await historyLength(page);
      await page.goto(path);
      await expect.poll(() => pathOf(page)).toBe('/de');
      await expectLanguage(page, 'de');
      expect(await historyLength(page)).toBe(before + 1);
      await page.goBack();
      await expect(page).toHaveURL(/\/en$/);
    });
  }

  for (const lng of LANGUAGES) {
    test(`'/${lng}' shows the site in ${lng}`, async ({ page }) => {
      await openSite(page, `/${lng}`);
      expect(pathOf(page)).toBe(`/${lng}`);
      await expectLanguage(page, lng);
    });

    test(`'/${lng}/whatever#contact' keeps the path and scrolls to the contact form`, async ({
      page,
    }) => {
      // As the prerendered page shows it, before any interaction starts the app…
      await page.goto(`/${lng}/whatever#contact`);
      expect(await distanceBelowHeader(page, 'contact')).toBeLessThan(2);
      // …and once the app runs.
      await openSite(page, `/${lng}/whatever#contact`);
      await expect(page).toHaveURL(new RegExp(`/${lng}/whatever#contact$`));
      await expectLanguage(page, lng);
      await expect(page.locator('#contact h2')).toBeInViewport();
      expect(await distanceBelowHeader(page, 'contact')).toBeLessThan(2);
    });
  }
});

test.describe('language switch', () => {
  for (const lng of LANGUAGES) {
    const other: Lng = lng === 'en' ? 'de' : 'en';

    test(`${lng} → ${other} keeps path and hash, stores only the language`, async ({ page }) => {
      await openSite(page, `/${lng}/whatever#skills`);
      await page.evaluate(() => window.localStorage.clear());
      await languageButton(page, other).click();
      await expect(page).toHaveURL(new RegExp(`/${other}/whatever#skills$`));
      await expectLanguage(page, other);
      const t = texts(other).nav;
      await expect(page.locator('.primary-nav, #mobile-menu').first()).toContainText(t.about);
      await expect
        .poll(() => page.evaluate(() => ({ ...window.localStorage })))
        .toEqual({ language: other });
    });

    test(`pressing the active ${lng.toUpperCase()} button changes nothing`, async ({ page }) => {
      await openSite(page, `/${lng}`);
      const before = await historyLength(page);
      await languageButton(page, lng).click();
      await expectLanguage(page, lng);
      expect(await historyLength(page)).toBe(before);
    });

    test(`the path wins over a stored '${other}' on '/${lng}'`, async ({ page }) => {
      await page.addInitScript((stored) => {
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('language', stored);
          sessionStorage.setItem('seeded', '1');
        }
      }, other);
      await openSite(page, `/${lng}`);
      await expectLanguage(page, lng);
      await expect
        .poll(() => page.evaluate(() => window.localStorage.getItem('language')))
        .toBe(lng);
    });
  }

  test('a stored language is kept across visits and updated by the path', async ({ page }) => {
    await openSite(page, '/en');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await openSite(page, '/de');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('de');
    // Every route carries a language, so a stored one never overrides what the URL says.
    await page.goto('/');
    await expect.poll(() => pathOf(page)).toBe('/de');
    await expectLanguage(page, 'de');
  });
});

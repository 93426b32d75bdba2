import { expect, test, type Page } from '@playwright/test';
import {
  isHydrated,
  languageButton,
  LANGUAGES,
  openChat,
  openSite,
  texts,
  waitForHydration,
} from './support';

/** Every console message of every type and every uncaught error, from the first byte on. */
function collectMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

for (const lng of LANGUAGES) {
  test.describe(`prerendered /${lng}`, () => {
    test('the HTML answer already holds the page, its head and its translations', async ({
      request,
    }) => {
      const response = await request.get(`/${lng}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lng}"`);
      expect(html).toContain(
        `<title>${texts(lng).common.meta.title.replace(/&/g, '&amp;')}</title>`,
      );
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/(de|en)">/);
      expect(html).toContain('hreflang="x-default"');
      expect(html).toContain('<script type="application/ld+json">');
      expect(html).toContain('<script type="application/json" id="i18n-state">');
      expect(html).toContain(texts(lng).hero.title);
      expect(html).toContain(`>${texts(lng).nav.contact}<`);
      for (const id of ['about', 'skills', 'portfolio', 'contact']) {
        expect(html).toContain(`id="${id}"`);
      }
    });

    test('hydrates without a single console message and without fetching translations', async ({
      page,
    }) => {
      const messages = collectMessages(page);
      const localeRequests: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/locales/')) localeRequests.push(req.url());
      });
      await page.goto(`/${lng}`, { waitUntil: 'networkidle' });
      await expect(page.locator('footer')).toBeAttached();
      // Hydrated: the language switch is live and moves to the other language.
      const other = lng === 'de' ? 'en' : 'de';
      await languageButton(page, other).click();
      await expect(page).toHaveURL(new RegExp(`/${other}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(page.getByText(texts(other).hero.greeting, { exact: true })).toBeVisible();
      expect(localeRequests.every((url) => url.includes(`/locales/${other}/`))).toBe(true);
      expect(messages).toEqual([]);
    });
  });
}

/** App chunks fetched ahead as prefetch hints (Playwright reports them as type 'other'). */
function prefetchedChunks(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/static\/js\/.+\.chunk\.js$/.test(request.url()) && request.resourceType() === 'other')
      urls.push(request.url());
  });
  return urls;
}

test.describe('the app starts when the visitor needs it', () => {
  test('a visitor who only reads runs no app code, yet the app is fetched ahead and the language remembered', async ({
    page,
  }) => {
    const prefetched = prefetchedChunks(page);
    await page.goto('/en', { waitUntil: 'networkidle' });
    await expect
      .poll(() => prefetched.some((url) => /\/app\.[0-9a-f]+\.chunk\.js$/.test(url)))
      .toBe(true);
    // One hint per file, and none for a stylesheet the page already has inline.
    const hints = await page.$$eval('link[rel="prefetch"]', (links) =>
      links.map((link) => link.getAttribute('href')),
    );
    const inline = await page.$$eval('style[data-href]', (styles) =>
      styles.map((style) => style.getAttribute('data-href')),
    );
    expect(new Set(hints).size).toBe(hints.length);
    expect(hints.filter((href) => inline.includes(href))).toEqual([]);
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState('networkidle');
    expect(await isHydrated(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    // The first key press starts it.
    await page.keyboard.press('Tab');
    await waitForHydration(page);
  });

  test('with Save-Data on, nothing is fetched ahead; a press still starts the app', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
    const prefetched = prefetchedChunks(page);
    await page.goto('/de', { waitUntil: 'networkidle' });
    expect(prefetched).toEqual([]);
    await page.getByRole('button', { name: texts('de').chat.toggle }).click();
    await expect(page.getByRole('dialog', { name: texts('de').chat.header })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page is fully readable and its links work', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('#contact form')).toBeAttached();
    await expect(page.locator('footer')).toBeVisible();
    await page.locator('footer a[href="/en/legal"]').click();
    await expect(page).toHaveURL(/\/en\/legal$/);
    await expect(page.locator('h1')).toBeVisible();
    await page.goto('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByText(texts('de').hero.greeting, { exact: true })).toBeVisible();
  });

  test('the language buttons lead to the same page in the other language', async ({ page }) => {
    await page.goto('/de/legal');
    await languageButton(page, 'en').click();
    await expect(page).toHaveURL(/\/en\/legal\??$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await languageButton(page, 'de').click();
    await expect(page).toHaveURL(/\/de\/legal\??$/);
  });
});

test('a language button pressed before the app has started switches in the page, without a reload', async ({
  page,
}) => {
  await page.goto('/de');
  expect(await isHydrated(page)).toBe(false);
  await page.evaluate(() => Object.assign(window, { beforeTheSwitch: true }));
  await languageButton(page, 'en').click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText(texts('en').hero.greeting, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => 'beforeTheSwitch' in window)).toBe(true);
});

/** A font that a rendered box of the page uses, with the first element that uses it. */
interface FontInUse {
  family: string;
  size: string;
  weight: string;
  style: string;
  rendering: string;
  first: string;
}

/** Every distinct font the page's rendered boxes use (each is set up before it is drawn). */
function fontsInUse(page: Page): Promise<FontInUse[]> {
  return page.evaluate(() => {
    const seen = new Map<string, FontInUse>();
    for (const element of document.querySelectorAll('body, body *')) {
      if (element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const font = {
        family: style.fontFamily,
        size: style.fontSize,
        weight: style.fontWeight,
        style: style.fontStyle,
        rendering: style.textRendering,
        first: element.tagName.toLowerCase(),
      };
      const key = [font.family, font.size, font.weight, font.style, font.rendering].join(' ');
      if (!seen.has(key)) seen.set(key, font);
    }
    return [...seen.values()];
  });
}

const weightsOf = (fonts: FontInUse[]) => [...new Set(fonts.map((font) => font.weight))].sort();

test.describe('the first paint', () => {
  // Each font (family, size, weight, style and text rendering) that a rendered box uses is
  // set up before the first layout, even for a box with no text: an empty decorative
  // element or a button with only an icon. In Chrome on Linux each is a round trip to the
  // browser process; so is each weight's face lookup (600 and 700 were two lookups of the
  // same bold face here). src/styles/type-scale.test.ts holds the scale itself.
  // Runs at the phone and the desktop width of the two projects.
  test('sets up few fonts: one family, two weights, one rendering, upright, at most 11 pairs', async ({
    page,
  }) => {
    await page.goto('/de');
    const fonts = await fontsInUse(page);
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { family: style.fontFamily, rendering: style.textRendering };
    });
    expect(body.family.startsWith('system-ui')).toBe(true);
    // On failure each list names the fonts, with the first element that uses each.
    expect(fonts.filter((font) => font.family !== body.family)).toEqual([]);
    expect(
      fonts.filter((font) => font.style !== 'normal' || font.rendering !== body.rendering),
    ).toEqual([]);
    expect(weightsOf(fonts)).toEqual(['400', '600']);
    expect(fonts.length).toBeGreaterThan(3);
    expect(fonts.length > 11 ? fonts : []).toEqual([]);
  });

  // A heading without a weight of its own would take the browser's bold (700): a third
  // face, looked up when it first shows.
  test('the open chat box and the legal pages keep to the same two weights', async ({ page }) => {
    await openSite(page, '/de');
    await openChat(page, 'de');
    expect(weightsOf(await fontsInUse(page))).toEqual(['400', '600']);
    for (const path of ['/de/legal', '/de/privacy', '/en/legal']) {
      await page.goto(path);
      const weights = weightsOf(await fontsInUse(page));
      expect({ path, weights }).toEqual({ path, weights: ['400', '600'] });
    }
  });
});

import { expect, test, type Page } from '@playwright/test';
import {
  chatLog,
  expectNoAxeViolations,
  isPhone,
  LANGUAGES,
  notice,
  openChat,
  openSite,
  texts,
} from './support';

/** What the focused element is, and whether it shows a focus indicator. */
async function describeFocus(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const rect = el.getBoundingClientRect();
    const label =
      el.getAttribute('aria-label') ||
      el.getAttribute('placeholder') ||
      (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      key: el.id ? `#${el.id}` : `${el.tagName.toLowerCase()}:${label}`,
      tag: el.tagName.toLowerCase(),
      label,
      visibleFocus: outline || ring,
      onScreen: rect.width > 0 && rect.height > 0,
      inFixedOrTop: el.closest('header, .chat-widget') !== null,
      top: rect.top + window.scrollY,
      obscured: (() => {
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        if (y < 0 || y > window.innerHeight) return false;
        const hit = document.elementFromPoint(x, y);
        return hit !== null && hit !== el && !el.contains(hit) && !hit.contains(el);
      })(),
    };
  });
}

/** Every control a keyboard user should reach, in document order. */
async function tabbableKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select, [tabindex]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0)
      .filter((el) => getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const label =
          el.getAttribute('aria-label') ||
          el.getAttribute('placeholder') ||
          (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return el.id ? `#${el.id}` : `${el.tagName.toLowerCase()}:${label}`;
      });
  });
}

for (const lng of LANGUAGES) {
  test.describe(`accessibility (${lng})`, () => {
    test.beforeEach(async ({ page }) => {
      await openSite(page, `/${lng}`);
    });

    test('axe: the page has no WCAG 2.2 A/AA or best-practice violations', async ({ page }) => {
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
    });

    test('axe: none with the mobile menu open', async ({ page }, testInfo) => {
      test.skip(!isPhone(testInfo), 'the mobile menu exists on phones only');
      await page.getByRole('button', { name: texts(lng).nav.menu, exact: true }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe: none with the chat open and a conversation in it', async ({ page }) => {
      await page.route('**/api/chat-personal', (route) =>
        route.fulfill({ json: { reply: 'A short answer.' } }),
      );
      const input = await openChat(page, lng);
      await input.fill('Hello');
      await input.press('Enter');
      await expect(chatLog(page)).toContainText('A short answer.');
      await expectNoAxeViolations(page);
    });

    test('axe: none with a notice showing', async ({ page }) => {
      const input = await openChat(page, lng);
      await input.fill('x'.repeat(2001));
      await input.press('Enter');
      await expect(notice(page)).toHaveText(texts(lng).chat.too_long);
      await expectNoAxeViolations(page);
    });

    test('keyboard: Tab reaches every control in order, skip link first, focus always visible', async ({
      page,
    }) => {
      const expected = await tabbableKeys(page);
      const reached: NonNullable<Awaited<ReturnType<typeof describeFocus>>>[] = [];
      for (let i = 0; i < expected.length + 5; i += 1) {
        await page.keyboard.press('Tab');
        const focus = await describeFocus(page);
        if (!focus || (reached.length > 0 && focus.key === reached[0]?.key)) break;
        reached.push(focus);
      }
      expect(reached[0]?.label).toBe(texts(lng).common.skipToContent);
      expect(reached.map((f) => f.key)).toEqual(expected);
      const problems = reached.filter((f) => !f.visibleFocus || !f.onScreen || f.obscured);
      expect(problems).toEqual([]);
      // Sensible order: the page's own controls go from top to bottom.
      const inFlow = reached.filter((f) => !f.inFixedOrTop).map((f) => Math.round(f.top));
      expect(inFlow).toEqual([...inFlow].sort((a, b) => a - b));
      expect(reached.at(-1)?.label).toBe(texts(lng).chat.toggle);
    });

    test(
      'keyboard: the skip link moves focus to the main content',
      { tag: '@once' },
      async ({ page }) => {
        await page.keyboard.press('Tab');
        await expect(
          page.getByRole('link', { name: texts(lng).common.skipToContent }),
        ).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page.locator('main')).toBeFocused();
      },
    );

    test('keyboard: the mobile menu opens with Enter and Escape returns focus', async ({
      page,
    }, testInfo) => {
      test.skip(!isPhone(testInfo), 'the mobile menu exists on phones only');
      const toggle = page.getByRole('button', { name: texts(lng).nav.menu, exact: true });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      const firstLink = page.locator('#mobile-menu a').first();
      await expect(firstLink).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test(
      'keyboard: the chat opens on Enter, takes focus, and Escape closes it and returns focus',
      { tag: '@once' },
      async ({ page }) => {
        const t = texts(lng).chat;
        const toggle = page.getByRole('button', { name: t.toggle });
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog', { name: t.header })).toBeVisible();
        await expect(page.getByRole('textbox', { name: t.inputLabel })).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: t.header })).toBeHidden();
        await expect(toggle).toBeFocused();
      },
    );

    test(
      "screen readers: the chat's new messages land in a live region, notices are alerts",
      { tag: '@once' },
      async ({ page }) => {
        await page.route('**/api/chat-personal', (route) =>
          route.fulfill({ json: { reply: 'Live answer' } }),
        );
        const input = await openChat(page, lng);
        const log = chatLog(page);
        await expect(log).toHaveAttribute('aria-live', 'polite');
        await input.fill('Hello');
        await input.press('Enter');
        await expect(log).toContainText('Live answer');
        await input.fill('x'.repeat(2001));
        await input.press('Enter');
        await expect(page.getByRole('alert')).toHaveText(texts(lng).chat.too_long);
      },
    );
  });
}

for (const lng of LANGUAGES) {
  test(`keyboard (${lng}): from the chat input, Tab reaches send and the toggle, both in view`, async ({
    page,
  }) => {
    const t = texts(lng).chat;
    await openSite(page, `/${lng}`);
    await openChat(page, lng);
    const labels: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await page.keyboard.press('Tab');
      const focus = await describeFocus(page);
      expect(focus).toMatchObject({ visibleFocus: true, onScreen: true, obscured: false });
      labels.push(focus?.label ?? '');
    }
    expect(labels).toEqual([t.send, t.toggle]);
  });
}

import { expect, test, type Page } from '@playwright/test';
import { LANGUAGE_NAMES } from '../src/shared/languages';
import {
  isPhone,
  languageButton,
  LANGUAGES,
  openSite,
  texts,
  visibleText,
  type Lng,
} from './support';

function menuParts(page: Page, lng: Lng) {
  const t = texts(lng).nav;
  return {
    toggle: page.getByRole('button', { name: t.menu, exact: true }),
    menu: page.locator('#mobile-menu'),
    link: (name: string) => page.locator('#mobile-menu').getByRole('link', { name, exact: true }),
  };
}

for (const lng of LANGUAGES) {
  test.describe(`header (${lng})`, () => {
    test('each language button shows its code, which begins its name; the name goes on in that language', async ({
      page,
    }) => {
      await openSite(page, `/${lng}`);
      const group = page.getByRole('group', { name: texts(lng).common.language.switch });
      for (const code of LANGUAGES) {
        const shown = code.toUpperCase();
        // Voice control ("click DE") matches what is shown against the start of the name.
        const button = group.getByRole('button', { name: new RegExp(`^${shown}\\b`) });
        expect(await visibleText(button)).toBe(shown);
        // A screen reader hears the language's own name, read by that language's rules.
        await expect(button).toHaveAccessibleName(`${shown} – ${LANGUAGE_NAMES[code]}`);
        await expect(button).toHaveAttribute('lang', code);
      }
      await expect(languageButton(page, lng)).toHaveAttribute('aria-pressed', 'true');
    });

    test('wide screens show the links and no hamburger', async ({ page }, testInfo) => {
      test.skip(isPhone(testInfo), 'desktop layout');
      await openSite(page, `/${lng}`);
      const t = texts(lng).nav;
      const nav = page.getByRole('navigation', { name: t.label });
      for (const name of [t.about, t.skills, t.portfolio, t.contact]) {
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(menuParts(page, lng).toggle).toBeHidden();
    });

    test('the header links lead to their sections', async ({ page }, testInfo) => {
      test.skip(isPhone(testInfo), 'the phone test goes through the menu');
      await openSite(page, `/${lng}`);
      const t = texts(lng).nav;
      const nav = page.getByRole('navigation', { name: t.label });
      await nav.getByRole('link', { name: t.contact, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lng}#contact$`));
      await expect(page.locator('#contact h2')).toBeInViewport();
    });

    test.describe('mobile menu', () => {
      test.beforeEach(async ({ page }, testInfo) => {
        test.skip(!isPhone(testInfo), 'the hamburger exists on phones only');
        await openSite(page, `/${lng}`);
      });

      test('the hamburger opens and closes it', async ({ page }) => {
        const { toggle, menu } = menuParts(page, lng);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(menu).toBeVisible();
        const t = texts(lng).nav;
        for (const name of [t.about, t.skills, t.portfolio, t.contact]) {
          await expect(menuParts(page, lng).link(name)).toBeVisible();
        }
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeHidden();
      });

      test('a click outside closes it, a click inside does not', async ({ page }) => {
        const { toggle, menu } = menuParts(page, lng);
        await toggle.click();
        await expect(menu).toBeVisible();
        await menu.click({ position: { x: 5, y: 5 } });
        await expect(menu).toBeVisible();
        await page.getByText(texts(lng).hero.location).click();
        await expect(menu).toBeHidden();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      });

      test('Escape closes it and returns focus to the hamburger', async ({ page }) => {
        const { toggle, menu, link } = menuParts(page, lng);
        await toggle.click();
        await link(texts(lng).nav.skills).focus();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();
      });

      test('Tab past its last control closes it; focus moves on into the page', async ({
        page,
      }) => {
        const { toggle, menu } = menuParts(page, lng);
        await toggle.click();
        // The links, then the theme switcher: its last button is the menu's last control.
        const last = menu.getByRole('button', { name: texts(lng).common.theme.dark, exact: true });
        await last.focus();
        await expect(menu).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(menu).toBeHidden();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        // Focus went on to the next thing after the menu, in the page (not back to the top).
        const focused = page.locator(':focus');
        await expect(focused).toBeVisible();
        expect(await focused.evaluate((element) => element.closest('#main') !== null)).toBe(true);
      });

      test('Shift+Tab from the hamburger closes it; Tab into the menu keeps it', async ({
        page,
      }) => {
        const { toggle, menu, link } = menuParts(page, lng);
        await toggle.click();
        await page.keyboard.press('Tab');
        await expect(link(texts(lng).nav.about)).toBeFocused();
        await page.keyboard.press('Shift+Tab');
        await expect(toggle).toBeFocused();
        await expect(menu).toBeVisible();
        await page.keyboard.press('Shift+Tab');
        await expect(menu).toBeHidden();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      });

      test('a link closes it and scrolls to its section', async ({ page }) => {
        const { toggle, menu, link } = menuParts(page, lng);
        await toggle.click();
        await link(texts(lng).nav.skills).click();
        await expect(menu).toBeHidden();
        await expect(page).toHaveURL(new RegExp(`/${lng}#skills$`));
        await expect(page.locator('#skills h2')).toBeInViewport();
      });
    });
  });
}

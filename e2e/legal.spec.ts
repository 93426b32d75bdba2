import { expect, test, type Page } from '@playwright/test';
import deFooter from '../src/locales/de/footer.json';
import deLegal from '../src/locales/de/legal.json';
import dePrivacy from '../src/locales/de/privacy.json';
import enFooter from '../src/locales/en/footer.json';
import enLegal from '../src/locales/en/legal.json';
import enPrivacy from '../src/locales/en/privacy.json';
import { expectNoAxeViolations, languageButton, openChat, texts, type Lng } from './support';

const TEXTS = {
  en: { footer: enFooter, legal: enLegal, privacy: enPrivacy },
  de: { footer: deFooter, legal: deLegal, privacy: dePrivacy },
};

function footerLegalNav(page: Page, lng: Lng) {
  return page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: TEXTS[lng].footer.legalNav });
}

test('/de/legal: the Impressum with the configured details, no axe violations', async ({
  page,
}) => {
  await page.goto('/de/legal');
  await expect(page.getByRole('heading', { level: 1, name: deLegal.title })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('address')).toContainText('Musterstraße 12');
  await expect(page.locator('address')).toContainText('Deutschland');
  await expect(page.getByText(deLegal.disputes.text)).toBeVisible();
  await expect(page).toHaveTitle(/^Impressum – /);
  await expectNoAxeViolations(page);
});

test('/en/privacy: the privacy notice in English, no axe violations', async ({ page }) => {
  await page.goto('/en/privacy');
  await expect(page.getByRole('heading', { level: 1, name: enPrivacy.title })).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: enPrivacy.rights.title })).toBeVisible();
  await expect(page).toHaveTitle(/^Privacy notice – /);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(page);
});

test('the privacy notice with the chat open passes axe, and the chat links back to it', async ({
  page,
}) => {
  await page.goto('/en/privacy');
  await expect(page.locator('h1')).toBeVisible();
  await openChat(page, 'en');
  const dialog = page.getByRole('dialog', { name: texts('en').chat.header });
  await expect(dialog.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
    'href',
    '/en/privacy',
  );
  await expectNoAxeViolations(page);
});

test('following the footer links: home → Impressum → Datenschutz, and the language switch keeps the page', async ({
  page,
}) => {
  await page.goto('/de');
  const nav = footerLegalNav(page, 'de');
  await nav.getByRole('link', { name: deFooter.legal }).click();
  await expect(page).toHaveURL(/\/de\/legal$/);
  await expect(page.getByRole('heading', { level: 1, name: deLegal.title })).toBeVisible();

  await footerLegalNav(page, 'de').getByRole('link', { name: deFooter.privacy }).click();
  await expect(page).toHaveURL(/\/de\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: dePrivacy.title })).toBeVisible();

  await languageButton(page, 'en').click();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: enPrivacy.title })).toBeVisible();
  await expect(page).toHaveTitle(/^Privacy notice – /);
});

test('a direct load of /en/legal works (prerendered or not) and its footer links both pages', async ({
  page,
}) => {
  const response = await page.goto('/en/legal');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: enLegal.title })).toBeVisible();
  const nav = footerLegalNav(page, 'en');
  await expect(nav.getByRole('link', { name: enFooter.legal })).toHaveAttribute(
    'href',
    '/en/legal',
  );
  await expect(nav.getByRole('link', { name: enFooter.privacy })).toHaveAttribute(
    'href',
    '/en/privacy',
  );
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import type enChat from '../src/locales/en/chat.json';
import type enCommon from '../src/locales/en/common.json';
import type enContact from '../src/locales/en/contact.json';
import type enHero from '../src/locales/en/hero.json';
import type enNav from '../src/locales/en/nav.json';
import { perLanguage, SUPPORTED_LANGUAGES, type Language } from '../src/shared/languages';

/** The site's languages, as the site lists them (src/shared/languages.ts). */
export type Lng = Language;
export const LANGUAGES: readonly Lng[] = SUPPORTED_LANGUAGES;

/** The texts the tests read, in every language's files (shaped like English's; parity is tested). */
interface Texts {
  chat: typeof enChat;
  common: typeof enCommon;
  contact: typeof enContact;
  hero: typeof enHero;
  nav: typeof enNav;
}
const LOCALES = path.join(__dirname, '..', 'src', 'locales');
const read = <T>(lng: Lng, ns: keyof Texts): T =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lng, `${ns}.json`), 'utf8')) as T;
const TEXTS: Record<Lng, Texts> = perLanguage((lng) => ({
  chat: read(lng, 'chat'),
  common: read(lng, 'common'),
  contact: read(lng, 'contact'),
  hero: read(lng, 'hero'),
  nav: read(lng, 'nav'),
}));

/** The visible wording, straight from the translation files (never retyped). */
export function texts(lng: Lng) {
  return TEXTS[lng];
}

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/** Opens a page of the site and waits until the lazy sections below the fold are there. */
export async function openSite(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('#contact form')).toBeAttached();
  await expect(page.locator('footer')).toBeAttached();
  // The HTML is prerendered and the app starts at the first interaction (src/start-when-needed.ts).
  // A key press is such an interaction; wait until React owns the page, so each test acts on
  // the live app (the tests of early input take their own path).
  await page.keyboard.press('Shift');
  await waitForHydration(page);
}

const LIVE_PARTS = ['.site-header button', '#contact form', '.chat-toggle'];

/** True once React has attached itself to each of these elements (it hydrated them). */
export function isHydrated(page: Page, selectors: string[] = LIVE_PARTS): Promise<boolean> {
  return page.evaluate(
    (wanted) =>
      wanted.every((selector) => {
        const element = document.querySelector(selector);
        return element !== null && Object.keys(element).some((key) => key.startsWith('__react'));
      }),
    selectors,
  );
}

export async function waitForHydration(page: Page, selectors: string[] = LIVE_PARTS) {
  await expect.poll(() => isHydrated(page, selectors), { timeout: 15_000 }).toBe(true);
}

/** The in-page notice (the spec's "alert"). */
export function notice(page: Page): Locator {
  return page.getByRole('alert');
}

/** Opens the chat box with its toggle and returns its text input. */
export async function openChat(page: Page, lng: Lng): Promise<Locator> {
  const t = texts(lng).chat;
  await page.getByRole('button', { name: t.toggle }).click();
  await expect(page.getByRole('dialog', { name: t.header })).toBeVisible();
  const input = page.getByRole('textbox', { name: t.inputLabel });
  await expect(input).toBeFocused();
  return input;
}

/** The chat's message list (a live region). */
export function chatLog(page: Page): Locator {
  return page.getByRole('log');
}

/** The path the chat posts to (the spec's /api/chat-personal). */
export const CHAT_PATH = '/api/chat-personal';

/** The messages in the chat's log, the visitor's and the assistant's. */
export function chatMessages(page: Page): Locator {
  return chatLog(page).locator('.chat-message');
}

/** Types a message into the open chat and sends it with Enter. */
export async function sendChat(page: Page, text: string): Promise<void> {
  const input = page.locator('#chat-box-input');
  await input.fill(text);
  await input.press('Enter');
}

/** Answers every chat request itself and counts them; `reply(n)` is the text of the n-th. */
export async function fakeAssistant(page: Page, reply = (n: number) => `Reply number ${n}`) {
  const seen = { count: 0 };
  await page.route(`**${CHAT_PATH}`, (route) => {
    seen.count += 1;
    return route.fulfill({ json: { reply: reply(seen.count) } });
  });
  return seen;
}

/** Raw JSON bodies of every request the page makes to a path, in order. */
export function recordRequests(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && request.method() === 'POST') {
      bodies.push(request.postDataJSON());
    }
  });
  return bodies;
}

/**
 * That a stopped submit sent nothing, without a fixed wait: a valid send afterwards makes a
 * request that arrives after any the stopped one had made, and it must be the only one.
 */
export async function expectOnlyTheNextSendArrives(
  page: Page,
  lng: Lng,
  bodies: unknown[],
): Promise<void> {
  await page.route('**/api/sendEmail', (route) => route.fulfill({ json: { success: true } }));
  await fillContact(page, lng, {
    name: 'Erika Mustermann',
    email: 'erika@example.com',
    phone: '+49 170 1234567',
    message: 'Hallo',
  });
  const sent = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/sendEmail' && request.method() === 'POST',
  );
  await page.locator('#contact button[type="submit"]').click();
  await sent;
  expect(bodies).toHaveLength(1);
}

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
};

export function contactFields(page: Page, lng: Lng) {
  const labels = texts(lng).contact.labels;
  return {
    name: page.getByLabel(labels.name, { exact: true }),
    email: page.getByLabel(labels.email, { exact: true }),
    phone: page.getByLabel(labels.phone, { exact: true }),
    message: page.getByLabel(labels.message, { exact: true }),
  };
}

export async function fillContact(page: Page, lng: Lng, values: ContactValues): Promise<void> {
  const fields = contactFields(page, lng);
  await fields.name.fill(values.name);
  await fields.email.fill(values.email);
  await fields.phone.fill(values.phone);
  await fields.message.fill(values.message);
}

export async function expectContactValues(
  page: Page,
  lng: Lng,
  values: ContactValues,
): Promise<void> {
  const fields = contactFields(page, lng);
  await expect(fields.name).toHaveValue(values.name);
  await expect(fields.email).toHaveValue(values.email);
  await expect(fields.phone).toHaveValue(values.phone);
  await expect(fields.message).toHaveValue(values.message);
}

/** The server drops submissions made faster than 1.5 s after the form appeared as bots. */
export const HUMAN_FILL_MS = 1_700;

export async function openContact(page: Page, lng: Lng): Promise<number> {
  await openSite(page, `/${lng}#contact`);
  await expect(page.locator('#contact form')).toBeVisible();
  return Date.now();
}

export async function submitLikeAPerson(page: Page, shownAt: number): Promise<void> {
  const wait = shownAt + HUMAN_FILL_MS - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await page.locator('#contact button[type="submit"]').click();
}

export function contactValues(
  tag: string,
  lng: Lng,
  email = `visitor.${tag}@example.com`,
): ContactValues {
  return {
    name: `Erika ${tag}`,
    email,
    phone: '+49 170 1234567',
    message: lng === 'de' ? `Hallo, ich hätte gern eine Website. Grüße ${tag}` : `Hello ${tag}`,
  };
}

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', message: '' };

/** A tag that makes this test's data unique across parallel workers and projects. */
export function uniqueTag(testInfo: TestInfo): string {
  return `${testInfo.project.name}${testInfo.workerIndex}x${Date.now().toString(36)}`;
}

/**
 * The EN or DE button of the language switcher, found as voice control finds it: by the code
 * it shows, which begins its name ("DE – Deutsch").
 */
export function languageButton(page: Page, lng: Lng): Locator {
  return page.getByRole('button', { name: new RegExp(`^${lng.toUpperCase()}\\b`) });
}

/** What a sighted visitor reads in an element: its text, less what is visually hidden. */
export function visibleText(locator: Locator): Promise<string> {
  return locator.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement?.getBoundingClientRect();
      if (box && box.width > 1 && box.height > 1) text += node.textContent ?? '';
    }
    return text.trim();
  });
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe on the page as it is now: WCAG 2.2 A and AA plus best practices, zero violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  test.slow(); // axe checks every node's contrast: many seconds on a small machine
  // Colours fade over a short transition (a theme switch, a hover): axe must read the
  // settled colours, not a frame halfway between two themes.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(summary).toEqual([]);
}

import { expect, test, type Page } from '@playwright/test';
import { readMailbox } from './mailbox';
import {
  contactFields,
  expectNoAxeViolations,
  LANGUAGES,
  notice,
  openChat,
  openSite,
  recordRequests,
  texts,
  uniqueTag,
  type Lng,
} from './support';

/** Questions the site does not answer: the real server offers to pass them on. */
const QUESTIONS: Record<Lng, string> = {
  en: 'What is his favourite colour?',
  de: 'Was ist seine Lieblingsfarbe?',
};
/** The owner's first name as configured in .env (REACT_APP_OWNER_NAME). */
const OWNER_FIRST_NAME = 'Charles';

/** A received .eml's text: unfolded, with a quoted-printable or base64 body decoded. */
function mailText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  let body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (/content-transfer-encoding:\s*base64/i.test(head)) {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return `${head}\n\n${body}`.replace(/\r\n/g, '\n');
}

/** Asks the real assistant and returns its answer's JSON. */
async function ask(page: Page, lng: Lng, question: string): Promise<unknown> {
  const input = await openChat(page, lng);
  const answer = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/chat-personal' &&
      response.request().method() === 'POST',
  );
  await input.fill(question);
  await input.press('Enter');
  return (await answer).json();
}

for (const lng of LANGUAGES) {
  const t = texts(lng);
  const question = QUESTIONS[lng];

  test(`${lng}: a question the site does not answer goes to the contact form and, once sent, to the mailbox`, async ({
    page,
  }, testInfo) => {
    test.slow(); // the real assistant, axe, a real delivery
    const posted = recordRequests(page, '/api/sendEmail');
    await openSite(page, `/${lng}`);
    const answer = await ask(page, lng, question);
    expect(answer).toMatchObject({ handoff: { message: question } });

    // Keyboard only: from the chat's input, Shift+Tab reaches the offer under the reply.
    const dialog = page.getByRole('dialog', { name: t.chat.header });
    const handoff = dialog.getByRole('button', {
      name: t.chat.handoff.replace('{{name}}', OWNER_FIRST_NAME),
      exact: true,
    });
    await expect(handoff).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(handoff).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`chat-handoff-${lng}.png`) });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: t.chat.toggle })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const fields = contactFields(page, lng);
    await expect(fields.message).toHaveValue(question);
    await expect(page.locator('#contact-message-counter')).toHaveText(
      t.contact.counter.replace('{{count}}', String(question.length)).replace('{{max}}', '2000'),
    );
    await expect(fields.name).toBeFocused();
    await expect(fields.name).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath(`contact-handoff-${lng}.png`) });
    await expectNoAxeViolations(page);

    // Nothing went out yet; the visitor completes the form and sends it.
    const tag = uniqueTag(testInfo);
    await fields.name.fill(`Erika ${tag}`);
    await fields.email.fill(`visitor.${tag}@example.com`);
    await fields.phone.fill('+49 170 1234567');
    await page.screenshot({ path: testInfo.outputPath(`contact-filled-${lng}.png`) });
    const sent = page.waitForResponse('**/api/sendEmail');
    await page.getByRole('button', { name: t.contact.submit }).click();
    expect(await (await sent).json()).toEqual({ success: true });
    await expect(notice(page)).toHaveText(t.contact.success);
    expect(posted).toHaveLength(1);

    let mail: string | undefined;
    await expect
      .poll(
        () => {
          mail = readMailbox()
            .map(mailText)
            .find((text) => text.includes(tag));
          return mail !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(mail).toContain(`Message:\n${question}\n`);
  });

  test(`${lng}: a question the assistant offers is sent as the visitor's next message`, async ({
    page,
  }) => {
    // The offers come from a stand-in: which questions the real assistant offers is its own matter.
    const offered = {
      label: 'Prices',
      ask: lng === 'de' ? 'Was kostet eine Website?' : 'What does a website cost?',
    };
    const bodies = recordRequests(page, '/api/chat-personal');
    let turn = 0;
    await page.route('**/api/chat-personal', (route) => {
      turn += 1;
      return route.fulfill({
        json:
          turn === 1 ? { reply: 'Which one?', choices: [offered] } : { reply: 'From 900 euros.' },
      });
    });
    await openSite(page, `/${lng}`);
    const input = await openChat(page, lng);
    await input.fill('cost or time?');
    await input.press('Enter');
    const choices = page.getByRole('group', { name: t.chat.choices });
    await expect(choices).toBeVisible();
    await expectNoAxeViolations(page);

    await choices.getByRole('button', { name: offered.label }).click();
    await expect(page.getByRole('log')).toContainText('From 900 euros.');
    await expect(page.getByRole('log')).toContainText(offered.ask);
    await expect(choices).toBeHidden();
    await expect(input).toBeFocused();
    expect(bodies[1]).toMatchObject({
      messageHistory: [
        { content: 'cost or time?' },
        { content: 'Which one?' },
        { content: offered.ask },
      ],
    });
  });
}

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import deContact from '../locales/de/contact.json';
import enContact from '../locales/en/contact.json';
import { renderWithI18n } from '../test/render-with-i18n';
import { ContactSection } from './contact-section';

// jsdom checks the constraints but does not run the browser's check on submit:
// reportValidity() is that check (it fires `invalid` at each invalid field, as a submit
// does). e2e/contact-validation.spec.ts presses the real button in Chromium.

const TEXTS = { en: enContact, de: deContact };
/** The format message as shown: the expected format put into its sentence. */
const emailFormat = (t: typeof enContact) =>
  t.validation.emailFormat.replace('{{format}}', t.formats.email);

async function renderForm(lng: 'en' | 'de') {
  const user = userEvent.setup();
  const { i18n } = renderWithI18n(<ContactSection />, { url: `/${lng}` });
  const form = await screen.findByRole('form', { name: TEXTS[lng].title });
  const field = (key: keyof typeof enContact.labels) =>
    screen.getByRole('textbox', { name: TEXTS[lng].labels[key] });
  const check = () => act(() => void (form as HTMLFormElement).reportValidity());
  return { user, form, field, check, i18n };
}

describe.each(['en', 'de'] as const)('the check speaks the page language (%s)', (lng) => {
  const t = TEXTS[lng];

  test('each empty field gets its own message, tied to it, and the first one gets focus', async () => {
    const { field, check } = await renderForm(lng);
    check();
    for (const key of ['name', 'email', 'phone', 'message'] as const) {
      expect(field(key)).toHaveAttribute('aria-invalid', 'true');
      expect(field(key)).toHaveAccessibleDescription(
        expect.stringContaining(t.validation[key]) as unknown as string,
      );
      expect(screen.getByText(t.validation[key])).toBeVisible();
    }
    expect(field('name')).toHaveFocus();
  });

  test('an address without a domain gets the format message; spaces only count as empty', async () => {
    const { user, field, check } = await renderForm(lng);
    await user.type(field('name'), '   ');
    await user.type(field('email'), 'erika@localhost');
    await user.type(field('phone'), '+49 170 1234567');
    await user.type(field('message'), 'Hallo');
    check();
    expect(field('name')).toHaveAccessibleDescription(t.validation.name);
    expect(field('email')).toHaveAccessibleDescription(emailFormat(t));
    expect(field('phone')).not.toHaveAttribute('aria-invalid');
    expect(field('name')).toHaveFocus();
  });

  test('a message goes as soon as its field is right, and changes while it is not', async () => {
    const { user, field, check } = await renderForm(lng);
    check();
    await user.type(field('email'), 'erika');
    expect(field('email')).toHaveAccessibleDescription(emailFormat(t));
    await user.type(field('email'), '@example.com');
    expect(field('email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(emailFormat(t))).not.toBeInTheDocument();
    // The others keep theirs until they are right.
    expect(field('name')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the message field keeps its counter in its description', async () => {
    const { field, check } = await renderForm(lng);
    check();
    const description = field('message').getAttribute('aria-describedby') ?? '';
    expect(description.split(' ')).toEqual(['contact-message-counter', 'contact-message-error']);
  });

  test('the browser bubble is not shown: the invalid event is taken', async () => {
    const { field } = await renderForm(lng);
    const event = new Event('invalid', { cancelable: true });
    act(() => void field('phone').dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
  });
});

test('a message follows a language switch', async () => {
  const { check, i18n } = await renderForm('en');
  check();
  await act(() => i18n.changeLanguage('de'));
  const phone = await screen.findByRole('textbox', { name: deContact.labels.phone });
  expect(phone).toHaveAccessibleDescription(deContact.validation.phone);
});

test.each(['eri..ka@example.com', 'jürgen@example.de', 'erika@example.c'])(
  'the form refuses %j before sending, as the server would (src/shared/contact-rules.ts)',
  async (address) => {
    const { user, field, check } = await renderForm('en');
    await user.type(field('email'), address);
    check();
    expect(field('email')).toHaveAccessibleDescription(emailFormat(enContact));
  },
);

test('before the check nothing is marked invalid and nothing is said', async () => {
  const { field } = await renderForm('en');
  for (const key of ['name', 'email', 'phone', 'message'] as const) {
    expect(field(key)).not.toHaveAttribute('aria-invalid');
  }
  expect(screen.queryByText(enContact.validation.name)).not.toBeInTheDocument();
});

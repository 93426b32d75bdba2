import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offerContactDraft } from '../lib/contact-draft';
import { renderWithI18n } from '../test/render-with-i18n';
import { ContactSection } from './contact-section';

/*
 * The form's side of a question the assistant passes on (src/lib/contact-draft.ts); the
 * chat's side, and the two together, are in src/chat/chat-handoff.test.tsx.
 */

async function renderContact() {
  const user = userEvent.setup();
  renderWithI18n(<ContactSection />, { url: '/en' });
  await screen.findByRole('heading', { name: 'Get in touch' });
  return { user, message: screen.getByRole('textbox', { name: 'Message' }) };
}

const passOn = (text: string) => act(() => void offerContactDraft(text));

test('a question passed on before the form is on the page fills it once it is there', async () => {
  expect(offerContactDraft('Do you build shops?')).toBe(false);
  const { message } = await renderContact();
  expect(message).toHaveValue('Do you build shops?');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

test('a question longer than the form takes is cut at 2000 characters', async () => {
  const { message } = await renderContact();
  passOn('a'.repeat(2500));
  expect(message).toHaveValue('a'.repeat(2000));
  expect(screen.getByText('2000 / 2000 characters')).toBeInTheDocument();
});

test('the cut never leaves half of an emoji', async () => {
  const { message } = await renderContact();
  passOn(`${'a'.repeat(1999)}😀 and more`);
  expect(message).toHaveValue('a'.repeat(1999));
});

test('what the visitor wrote in the message stays, and the question goes below it', async () => {
  const { user, message } = await renderContact();
  await user.type(message, 'Hello Charles,');
  passOn('What is his favourite colour?');
  expect(message).toHaveValue('Hello Charles,\n\nWhat is his favourite colour?');
});

test('the same question passed on twice is in the message once', async () => {
  const { message } = await renderContact();
  passOn('What is his favourite colour?');
  passOn('What is his favourite colour?');
  expect(message).toHaveValue('What is his favourite colour?');
});

test('"Please enter your message." goes once the question fills the field; the others stay', async () => {
  await renderContact();
  // The browser's check of a submit (jsdom does not run it on submit; see contact-validation).
  const form = screen.getByRole('form', { name: 'Get in touch' });
  act(() => void (form instanceof HTMLFormElement && form.reportValidity()));
  expect(screen.getByText('Please enter your message.')).toBeInTheDocument();

  passOn('What is his favourite colour?');
  expect(screen.queryByText('Please enter your message.')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('aria-invalid');
  expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatWidget } from '../chat/chat-widget';
import { ContactSection } from '../contact/contact-section';
import { deferred, fakeApi, jsonResponse } from '../test/fake-api';
import { renderAppAt } from '../test/render-app';
import { renderWithI18n } from '../test/render-with-i18n';

// A notice answers one send, on one page: the next send or another page ends it.

type User = ReturnType<typeof userEvent.setup>;

async function openChat(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Chat with the AI assistant' }));
  return screen.findByRole('textbox', { name: 'Your message to the assistant' });
}

async function fillContact(user: User, scope: HTMLElement = document.body) {
  const field = (name: string) => within(scope).getByRole('textbox', { name });
  await user.type(field('Name'), 'Ada Lovelace');
  await user.type(field('Email'), 'ada@example.org');
  await user.type(field('Phone'), '+49 30 1234567');
  await user.type(field('Message'), 'I need a website.');
}

test('the profanity notice ends when the next message goes out', async () => {
  fakeApi(() => jsonResponse({ reply: 'Happy to help.' }));
  const user = userEvent.setup();
  renderWithI18n(<ChatWidget />);
  const input = await openChat(user);

  await user.type(input, 'You are an ASS{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Please keep it respectful.');

  await user.clear(input);
  await user.type(input, 'What do you build?{Enter}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(await screen.findByText('Happy to help.')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  // Focus stays in the chat: taking the notice away moves nothing.
  expect(input).toHaveFocus();
});

test('a refused message that is refused again shows its notice again', async () => {
  fakeApi(() => jsonResponse({ reply: 'ok' }));
  const user = userEvent.setup();
  renderWithI18n(<ChatWidget />);
  const input = await openChat(user);
  await user.type(input, 'You are an ASS{Enter}');
  const first = await screen.findByRole('alert');
  await user.type(input, '{Enter}');
  const second = await screen.findByRole('alert');
  expect(second).toHaveTextContent('Please keep it respectful.');
  expect(second).not.toBe(first); // a new alert, announced again
});

test('a new contact send takes the last outcome away while it is on its way', async () => {
  const answer = deferred<Response>();
  let calls = 0;
  fakeApi(() => (++calls === 1 ? jsonResponse({ success: true }) : answer.promise));
  const user = userEvent.setup();
  renderWithI18n(<ContactSection />);
  await screen.findByRole('heading', { name: 'Get in touch' });

  await fillContact(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Message sent successfully!');

  await fillContact(user);
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  answer.resolve(jsonResponse({ success: false }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to send message. Please try again.',
  );
});

describe('on the whole site', () => {
  // jsdom does not scroll; the layout scrolls to the top when the page changes.
  beforeEach(() => {
    window.scrollTo = () => {};
  });

  async function sendFromHomePage(user: User) {
    const form = await screen.findByRole('form', { name: 'Get in touch' });
    await fillContact(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Message sent successfully!');
    return form;
  }

  test('the "sent" notice stays on its page and does not follow the visitor to the privacy notice', async () => {
    fakeApi(() => jsonResponse({ success: true }));
    const user = userEvent.setup();
    await renderAppAt('/en');
    const form = await sendFromHomePage(user);

    await user.click(within(form).getByRole('link', { name: 'privacy notice' }));
    expect(await screen.findByRole('heading', { level: 1, name: /privacy/i })).toBeVisible();
    expect(window.location.pathname).toBe('/en/privacy');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('nor back to the home page', async () => {
    fakeApi(() => jsonResponse({ success: true }));
    const user = userEvent.setup();
    await renderAppAt('/en');
    const form = await sendFromHomePage(user);
    await user.click(within(form).getByRole('link', { name: 'privacy notice' }));
    await screen.findByRole('heading', { level: 1, name: /privacy/i });
    window.history.back();
    await waitFor(() => expect(window.location.pathname).toBe('/en'));
    await screen.findByRole('form', { name: 'Get in touch' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('the same page in the other language is no move: the notice follows, translated', async () => {
    fakeApi(() => jsonResponse({ success: true }));
    const user = userEvent.setup();
    await renderAppAt('/en');
    await sendFromHomePage(user);

    await user.click(screen.getByRole('button', { name: /^DE\b/ }));
    await waitFor(() => expect(window.location.pathname).toBe('/de'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Ihre Nachricht wurde erfolgreich gesendet!',
      ),
    );
  });
});

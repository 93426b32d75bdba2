import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeApi, jsonResponse, requestsTo } from '../test/fake-api';
import { renderWithI18n } from '../test/render-with-i18n';
import { ChatWidget } from './chat-widget';

const CHAT = '/api/chat-personal';

async function renderChat(url = '/en') {
  const user = userEvent.setup();
  renderWithI18n(
    <>
      <p>Page content</p>
      <ChatWidget />
    </>,
    { url },
  );
  const toggle = await screen.findByRole('button', {
    name: /chat with the ai assistant|mit dem ki-assistenten chatten/i,
  });
  return { user, toggle };
}

async function openChat(url = '/en') {
  const { user, toggle } = await renderChat(url);
  await user.click(toggle);
  const input = await screen.findByRole('textbox', {
    name: /your message to the assistant|ihre nachricht an den assistenten/i,
  });
  return { user, toggle, input, log: screen.getByRole('log') };
}

function bubbles(log: HTMLElement) {
  return within(log)
    .queryAllByText(
      (_, element) => element?.tagName === 'P' && element.classList.contains('chat-message'),
    )
    .map((element) => element.textContent);
}

test('the toggle is a collapsed button and the box is not loaded until first opened', async () => {
  const { toggle } = await renderChat();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('opening shows the AI Assistant box, says it is automated and focuses the input', async () => {
  const { toggle, input } = await openChat();
  const box = screen.getByRole('dialog', { name: 'AI Assistant' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(toggle).toHaveAttribute('aria-controls', box.id);
  expect(box).toHaveAccessibleDescription(/automated assistant/i);
  expect(input).toHaveFocus();
});

test('the message list is a polite live region', async () => {
  const { log } = await openChat();
  expect(log).toHaveAttribute('aria-live', 'polite');
});

test('the toggle closes the open box', async () => {
  const { user, toggle } = await openChat();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a pointerdown outside the box and the toggle closes it', async () => {
  const { user, toggle } = await openChat();
  await user.click(screen.getByText('Page content'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a pointerdown inside the box keeps it open', async () => {
  const { user, toggle } = await openChat();
  await user.click(screen.getByRole('heading', { name: 'AI Assistant' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

test('Escape closes the box and returns focus to the toggle', async () => {
  const { user, toggle } = await openChat();
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('the close button in the header closes the box and returns focus to the toggle', async () => {
  const { user, toggle } = await openChat();
  await user.click(screen.getByRole('button', { name: 'Close chat' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('an empty or whitespace-only message is ignored silently', async () => {
  const api = fakeApi(() => jsonResponse({ reply: 'Hi' }));
  const { user, input, log } = await openChat();
  await user.type(input, '   {Enter}');
  await user.click(screen.getByRole('button', { name: 'Send' }));

  expect(requestsTo(api, CHAT)).toHaveLength(0);
  expect(bubbles(log)).toEqual([]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('Enter sends: the user message and a "..." placeholder appear and the input clears', async () => {
  const reply = deferred<Response>();
  fakeApi(() => reply.promise);
  const { user, input, log } = await openChat();
  await user.type(input, 'What do you build?{Enter}');

  expect(bubbles(log)).toEqual(['You: What do you build?', 'Assistant: ...']);
  expect(input).toHaveValue('');
  reply.resolve(jsonResponse({ reply: 'Websites.' }));
  await waitFor(() => expect(bubbles(log)).toContain('Assistant: Websites.'));
});

test('the reply replaces the placeholder', async () => {
  fakeApi(() => jsonResponse({ reply: 'Websites and web apps.' }));
  const { user, input, log } = await openChat();
  await user.type(input, 'What do you build?');
  await user.click(screen.getByRole('button', { name: 'Send' }));

  await waitFor(() =>
    expect(bubbles(log)).toEqual(['You: What do you build?', 'Assistant: Websites and web apps.']),
  );
});

test('a message of 500 estimated tokens (2000 characters) is sent', async () => {
  const api = fakeApi(() => jsonResponse({ reply: 'ok' }));
  const { user, input } = await openChat();
  await user.click(input);
  await user.paste('a'.repeat(2000));
  await user.keyboard('{Enter}');

  await waitFor(() => expect(requestsTo(api, CHAT)).toHaveLength(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a message of 501 estimated tokens (2001 characters) is not sent, shows the notice and stays', async () => {
  const api = fakeApi(() => jsonResponse({ reply: 'ok' }));
  const { user, input, log } = await openChat();
  await user.click(input);
  await user.paste('a'.repeat(2001));
  await user.keyboard('{Enter}');

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Too many tokens. Please shorten your message.',
  );
  expect(requestsTo(api, CHAT)).toHaveLength(0);
  expect(bubbles(log)).toEqual([]);
  expect(input).toHaveValue('a'.repeat(2001));
});

test('a whole-word profanity is not sent and shows the notice', async () => {
  const api = fakeApi(() => jsonResponse({ reply: 'ok' }));
  const { user, input, log } = await openChat();
  await user.type(input, 'You are an ASS{Enter}');

  expect(await screen.findByRole('alert')).toHaveTextContent('Please keep it respectful.');
  expect(requestsTo(api, CHAT)).toHaveLength(0);
  expect(bubbles(log)).toEqual([]);
});

test('words that merely contain a profanity, like "class" and "assess", are sent', async () => {
  const api = fakeApi(() => jsonResponse({ reply: 'ok' }));
  const { user, input } = await openChat();
  await user.type(input, 'Which class helps me assess a project?{Enter}');

  await waitFor(() => expect(requestsTo(api, CHAT)).toHaveLength(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a network failure replaces the placeholder with the error text', async () => {
  fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
  const { user, input, log } = await openChat();
  await user.type(input, 'Hello{Enter}');

  await waitFor(() =>
    expect(bubbles(log)).toEqual(['You: Hello', 'Assistant: ⚠️ Something went wrong.']),
  );
});

test('a non-2xx answer replaces the placeholder with the error text', async () => {
  fakeApi(() => jsonResponse({ error: { code: 'internal' } }, 500));
  const { user, input, log } = await openChat();
  await user.type(input, 'Hello{Enter}');

  await waitFor(() => expect(bubbles(log)).toContain('Assistant: ⚠️ Something went wrong.'));
});

test('an answer that is not JSON replaces the placeholder with the error text', async () => {
  fakeApi(() => new Response('<html>', { status: 200 }));
  const { user, input, log } = await openChat();
  await user.type(input, 'Hello{Enter}');

  await waitFor(() => expect(bubbles(log)).toContain('Assistant: ⚠️ Something went wrong.'));
});

test('the server codes too_long and rate_limited show their own texts', async () => {
  const codes = ['too_long', 'rate_limited'];
  fakeApi(() => jsonResponse({ error: { code: codes.shift() } }, 400));
  const { user, input, log } = await openChat();
  await user.type(input, 'First{Enter}');
  await waitFor(() =>
    expect(bubbles(log)).toContain('Assistant: Too many tokens. Please shorten your message.'),
  );
  await user.type(input, 'Second{Enter}');

  await waitFor(() =>
    expect(bubbles(log)).toContain(
      'Assistant: ⚠️ Too many messages in a short time. Please wait a moment and try again.',
    ),
  );
});

test('the last 8 messages, including the new one, are sent; error texts never are', async () => {
  let turn = 0;
  const api = fakeApi(() => {
    turn += 1;
    return turn === 2
      ? Promise.reject(new TypeError('offline'))
      : jsonResponse({ reply: `r${turn}` });
  });
  const { user, input, log } = await openChat();
  for (let i = 1; i <= 6; i += 1) {
    await user.type(input, `q${i}{Enter}`);
    await waitFor(() => expect(bubbles(log)).not.toContain('Assistant: ...'));
  }

  const sent = requestsTo(api, CHAT).map((request) => request.body);
  // q2 failed: its error text is not context; q2 itself stays as what the visitor said.
  expect(sent[5]).toEqual({
    messageHistory: [
      { role: 'user', content: 'q2' },
      { role: 'user', content: 'q3' },
      { role: 'assistant', content: 'r3' },
      { role: 'user', content: 'q4' },
      { role: 'assistant', content: 'r4' },
      { role: 'user', content: 'q5' },
      { role: 'assistant', content: 'r5' },
      { role: 'user', content: 'q6' },
    ],
  });
  expect(sent[0]).toEqual({ messageHistory: [{ role: 'user', content: 'q1' }] });
});

test('the send button is marked disabled while a reply is pending, and typing goes on', async () => {
  const reply = deferred<Response>();
  const api = fakeApi(() => reply.promise);
  const { user, input } = await openChat();
  await user.type(input, 'First{Enter}');
  await user.type(input, 'Second{Enter}');

  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toHaveAttribute('aria-disabled', 'true');
  expect(input).toHaveValue('Second');
  // Pressed meanwhile, it sends nothing, and it keeps the keyboard focus.
  await user.click(send);
  expect(send).toHaveFocus();
  expect(requestsTo(api, CHAT)).toHaveLength(1);

  reply.resolve(jsonResponse({ reply: 'ok' }));
  await waitFor(() => expect(send).not.toHaveAttribute('aria-disabled'));
  expect(send).toHaveFocus();
});

test('the request carries the active language as Accept-Language', async () => {
  const api = fakeApi(() => jsonResponse({ reply: 'Hallo!' }));
  const { user, input } = await openChat('/de');
  await user.type(input, 'Hallo{Enter}');

  await waitFor(() => expect(requestsTo(api, CHAT)).toHaveLength(1));
  expect(requestsTo(api, CHAT)[0]?.headers.get('Accept-Language')).toBe('de');
});

test('the conversation survives closing and reopening the box', async () => {
  fakeApi(() => jsonResponse({ reply: 'Hi there' }));
  const { user, toggle, input, log } = await openChat();
  await user.type(input, 'Hello{Enter}');
  await waitFor(() => expect(bubbles(log)).toContain('Assistant: Hi there'));

  await user.click(toggle);
  await user.click(toggle);

  expect(bubbles(screen.getByRole('log'))).toEqual(['You: Hello', 'Assistant: Hi there']);
});

test('a reply that arrives while the box is closed is there on reopening', async () => {
  const reply = deferred<Response>();
  fakeApi(() => reply.promise);
  const { user, toggle, input } = await openChat();
  await user.type(input, 'Hello{Enter}');
  await user.keyboard('{Escape}');

  reply.resolve(jsonResponse({ reply: 'Late answer' }));
  await user.click(toggle);

  await waitFor(() =>
    expect(bubbles(screen.getByRole('log'))).toEqual(['You: Hello', 'Assistant: Late answer']),
  );
});

test('the list scrolls to the newest message after a change', async () => {
  const height = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(900);
  fakeApi(() => jsonResponse({ reply: 'ok' }));
  const { user, input, log } = await openChat();
  log.scrollTop = 0;
  await user.type(input, 'Hello{Enter}');

  await waitFor(() => expect(log.scrollTop).toBe(900));
  height.mockRestore();
});

test('the German box is headed KI-Assistent and shows the German error text', async () => {
  fakeApi(() => jsonResponse({ error: { code: 'internal' } }, 503));
  const { user, input, log } = await openChat('/de');
  expect(screen.getByRole('dialog', { name: 'KI-Assistent' })).toBeInTheDocument();
  await user.type(input, 'Hallo{Enter}');

  await waitFor(() =>
    expect(bubbles(log)).toEqual([
      'Sie: Hallo',
      'Assistent: ⚠️ Da ist leider etwas schiefgelaufen.',
    ]),
  );
});

test('the German profanity notice is shown in German', async () => {
  const { user, input } = await openChat('/de');
  await user.type(input, 'what an ass{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Bitte bleiben Sie respektvoll.');
});

test('dismissing a chat notice does not close the box', async () => {
  const { user, toggle, input } = await openChat();
  await user.type(input, 'what an ass{Enter}');
  await user.click(await screen.findByRole('button', { name: 'Dismiss notice' }));

  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatResponse } from '../shared/api-contract';
import { deferred, fakeApi, jsonResponse, requestsTo } from '../test/fake-api';
import { renderWithI18n } from '../test/render-with-i18n';
import { ChatWidget } from './chat-widget';

const CHAT = '/api/chat-personal';

const UNSURE: ChatResponse = {
  reply: 'I am not sure what you mean.',
  choices: [
    { label: 'Prices', ask: 'What does a website cost?' },
    { label: 'Duration', ask: 'How long does a website take?' },
  ],
};

/** Opens the chat at `url` and asks a first question; the assistant answers with `replies` in turn. */
async function askFirst(replies: ChatResponse[], url = '/en') {
  let turn = 0;
  const api = fakeApi(() => jsonResponse(replies[Math.min(turn++, replies.length - 1)]));
  const user = userEvent.setup();
  renderWithI18n(<ChatWidget />, { url });
  await user.click(
    await screen.findByRole('button', {
      name: /chat with the ai assistant|mit dem ki-assistenten chatten/i,
    }),
  );
  const input = await screen.findByRole('textbox', {
    name: /your message to the assistant|ihre nachricht an den assistenten/i,
  });
  await user.type(input, 'prices or time?{Enter}');
  const log = screen.getByRole('log');
  await within(log).findByText(replies[0]?.reply ?? '');
  return { api, user, input, log };
}

test('the newest reply shows its suggested questions as buttons in a named group', async () => {
  await askFirst([UNSURE]);
  const group = screen.getByRole('group', { name: 'Suggested questions' });
  expect(
    within(group)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Prices', 'Duration']);
});

test('pressing a suggested question sends its question as the next message and focuses the input', async () => {
  const { api, user, input, log } = await askFirst([UNSURE, { reply: 'From 900 euros.' }]);
  await user.click(screen.getByRole('button', { name: 'Prices' }));

  await within(log).findByText('From 900 euros.');
  expect(within(log).getByText('What does a website cost?')).toBeInTheDocument();
  // The question as the visitor's message; the offers themselves never go back to the server.
  expect(requestsTo(api, CHAT)[1]?.body).toEqual({
    messageHistory: [
      { role: 'user', content: 'prices or time?' },
      { role: 'assistant', content: UNSURE.reply },
      { role: 'user', content: 'What does a website cost?' },
    ],
  });
  expect(input).toHaveFocus();
});

test('a suggested question goes through the checks of a typed one: profanity is not sent', async () => {
  const { api, user } = await askFirst([
    { reply: 'Which one?', choices: [{ label: 'Rude', ask: 'shit happens' }] },
  ]);
  await user.click(screen.getByRole('button', { name: 'Rude' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Please keep it respectful.');
  expect(requestsTo(api, CHAT)).toHaveLength(1);
});

test('the suggestions go once the visitor asks again, and a reply without any shows none', async () => {
  let turn = 0;
  const second = deferred<Response>();
  fakeApi(() => (turn++ === 0 ? jsonResponse(UNSURE) : second.promise));
  const user = userEvent.setup();
  renderWithI18n(<ChatWidget />, { url: '/en' });
  await user.click(await screen.findByRole('button', { name: /chat with the ai assistant/i }));
  const input = await screen.findByRole('textbox', { name: /your message to the assistant/i });
  await user.type(input, 'prices or time?{Enter}');
  await screen.findByRole('group', { name: 'Suggested questions' });

  await user.type(input, 'Prices, please{Enter}');
  expect(screen.queryByRole('group', { name: 'Suggested questions' })).not.toBeInTheDocument();
  second.resolve(jsonResponse({ reply: 'From 900 euros.' }));
  await within(screen.getByRole('log')).findByText('From 900 euros.');
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /prices|send this question/i })).toBeNull();
});

test('a plain reply shows no buttons under it', async () => {
  await askFirst([{ reply: 'Websites and web apps.' }]);
  const box = screen.getByRole('dialog', { name: 'AI Assistant' });
  expect(
    within(box)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label')),
  ).toEqual(['Close chat', 'Send']);
});

test('a failed reply shows no buttons, even after one that offered some', async () => {
  let turn = 0;
  fakeApi(() =>
    turn++ === 0 ? jsonResponse(UNSURE) : jsonResponse({ error: { code: 'internal' } }, 500),
  );
  const user = userEvent.setup();
  renderWithI18n(<ChatWidget />, { url: '/en' });
  await user.click(await screen.findByRole('button', { name: /chat with the ai assistant/i }));
  const input = await screen.findByRole('textbox', { name: /your message to the assistant/i });
  await user.type(input, 'prices or time?{Enter}');
  await screen.findByRole('group', { name: 'Suggested questions' });
  await user.type(input, 'Prices{Enter}');
  await within(screen.getByRole('log')).findByText(/Something went wrong/);
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
});

test('the suggestions and their group are named in German on the German page', async () => {
  await askFirst(
    [{ reply: 'Was meinen Sie?', choices: [{ label: 'Preise', ask: 'Was kostet eine Website?' }] }],
    '/de',
  );
  const group = screen.getByRole('group', { name: 'Vorgeschlagene Fragen' });
  expect(within(group).getByRole('button', { name: 'Preise' })).toBeInTheDocument();
});

test('the suggestions stay outside the live log, which holds only the conversation', async () => {
  const { log } = await askFirst([UNSURE]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Prices' })).toBeVisible());
  expect(within(log).queryByRole('button')).not.toBeInTheDocument();
});

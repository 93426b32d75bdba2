import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatResponse } from '../shared/api-contract';
import { fakeApi, jsonResponse, requestsTo } from '../test/fake-api';
import { renderAppAt } from '../test/render-app';

/** How long the whole page may take to appear the first time (see askOnPage). */
const FIRST_RENDER_MS = 20_000;
jest.setTimeout(45_000);

const QUESTION = 'What is his favourite colour?';
const NOT_ON_SITE: ChatResponse = {
  reply: "The site doesn't say. I can pass your question on to Charles.",
  handoff: { message: QUESTION },
};

/**
 * The whole page (the chat and the contact form are features of their own, put together by
 * the app); the visitor asks and gets `answer`.
 */
async function askOnPage(answer: ChatResponse, url = '/en', question = QUESTION) {
  const api = fakeApi((path) =>
    path === '/api/chat-personal' ? jsonResponse(answer) : jsonResponse({ success: true }),
  );
  const user = userEvent.setup();
  await renderAppAt(url);
  // The whole app, its lazy sections included, renders first here: on a loaded CI machine with a
  // cold transform cache that took over 5 s (a clean-clone run failed both tests on it).
  await screen.findByRole(
    'form',
    { name: /get in touch|kontakt aufnehmen/i },
    { timeout: FIRST_RENDER_MS },
  );
  const toggle = await screen.findByRole('button', {
    name: /chat with the ai assistant|mit dem ki-assistenten chatten/i,
  });
  await user.click(toggle);
  await user.type(
    await screen.findByRole('textbox', {
      name: /your message to the assistant|ihre nachricht an den assistenten/i,
    }),
    `${question}{Enter}`,
  );
  await within(screen.getByRole('log')).findByText(answer.reply);
  return { api, user, toggle };
}

const handoffButton = () => screen.getByRole('button', { name: 'Send this question to Charles' });

function fields() {
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    phone: screen.getByRole('textbox', { name: 'Phone' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
  };
}

test('a reply that cannot answer offers to send the question to Charles, saying nothing is sent yet', async () => {
  await askOnPage(NOT_ON_SITE);
  expect(handoffButton()).toHaveAccessibleDescription(
    'Your question goes into the contact form; you send it from there.',
  );
});

test('the handoff button closes the chat', async () => {
  const { user, toggle } = await askOnPage(NOT_ON_SITE);
  await user.click(handoffButton());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the handoff fills the message field with the question, and the counter follows', async () => {
  const { user } = await askOnPage(NOT_ON_SITE);
  await user.click(handoffButton());
  expect(fields().message).toHaveValue(QUESTION);
  expect(screen.getByText(`${QUESTION.length} / 2000 characters`)).toBeInTheDocument();
});

test('the handoff focuses the first empty required field: the name on an empty form', async () => {
  const { user } = await askOnPage(NOT_ON_SITE);
  await user.click(handoffButton());
  expect(fields().name).toHaveFocus();
});

test('with the name filled in, the handoff focuses the email', async () => {
  const { user } = await askOnPage(NOT_ON_SITE);
  await user.type(fields().name, 'Ada Lovelace');
  await user.click(screen.getByRole('button', { name: /chat with the ai assistant/i }));
  await user.click(handoffButton());
  expect(fields().email).toHaveFocus();
});

test('with every field filled in, the handoff focuses the message', async () => {
  const { user } = await askOnPage(NOT_ON_SITE);
  const { name, email, phone } = fields();
  await user.type(name, 'Ada Lovelace');
  await user.type(email, 'ada@example.org');
  await user.type(phone, '+49 30 1234567');
  await user.click(screen.getByRole('button', { name: /chat with the ai assistant/i }));
  await user.click(handoffButton());
  expect(fields().message).toHaveFocus();
});

test('the handoff sends nothing: the message goes out once, when the visitor presses Send', async () => {
  const { api, user } = await askOnPage(NOT_ON_SITE);
  await user.click(handoffButton());
  expect(requestsTo(api, '/api/sendEmail')).toHaveLength(0);

  const { name, email, phone } = fields();
  await user.type(name, 'Ada Lovelace');
  await user.type(email, 'ada@example.org');
  await user.type(phone, '+49 30 1234567');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  await waitFor(() => expect(requestsTo(api, '/api/sendEmail')).toHaveLength(1));
  expect(requestsTo(api, '/api/sendEmail')[0]?.body).toMatchObject({
    name: 'Ada Lovelace',
    message: QUESTION,
  });
});

test('the filled message stays editable', async () => {
  const { user } = await askOnPage(NOT_ON_SITE);
  await user.click(handoffButton());
  const { message } = fields();
  await user.type(message, ' Just curious.');
  expect(message).toHaveValue(`${QUESTION} Just curious.`);
  expect(screen.getByText(`${QUESTION.length + 14} / 2000 characters`)).toBeInTheDocument();
});

test('a reply without a handoff offers none', async () => {
  await askOnPage({ reply: 'Websites and web apps.' });
  expect(screen.queryByRole('button', { name: /send this question/i })).not.toBeInTheDocument();
});

test('German: "Diese Frage an Charles senden" fills the German form', async () => {
  const frage = 'Was ist seine Lieblingsfarbe?';
  const { user } = await askOnPage(
    { reply: 'Dazu steht auf der Website nichts.', handoff: { message: frage } },
    '/de',
    frage,
  );
  const button = screen.getByRole('button', { name: 'Diese Frage an Charles senden' });
  expect(button).toHaveAccessibleDescription(
    'Ihre Frage kommt ins Kontaktformular; senden Sie sie dort selbst ab.',
  );
  await user.click(button);
  expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveValue(frage);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  expect(screen.getByText(`${frage.length} / 2000 Zeichen`)).toBeInTheDocument();
});

test("from another page the handoff opens the home page's contact form with the question", async () => {
  fakeApi(() => jsonResponse(NOT_ON_SITE));
  const user = userEvent.setup();
  await renderAppAt('/en/privacy');
  await user.click(screen.getByRole('button', { name: 'Chat with the AI assistant' }));
  await user.type(
    await screen.findByRole('textbox', { name: 'Your message to the assistant' }),
    `${QUESTION}{Enter}`,
  );
  await user.click(await screen.findByRole('button', { name: 'Send this question to Charles' }));

  const form = await screen.findByRole('form', { name: 'Get in touch' });
  expect(window.location.pathname + window.location.hash).toBe('/en#contact');
  await waitFor(() =>
    expect(within(form).getByRole('textbox', { name: 'Message' })).toHaveValue(QUESTION),
  );
  expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

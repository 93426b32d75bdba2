import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeApi, jsonResponse, requestsTo } from '../test/fake-api';
import { renderWithI18n } from '../test/render-with-i18n';
import { ContactSection } from './contact-section';

const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  phone: '+49 30 1234567',
  message: 'I need a website for my bakery.',
};

async function renderContact(url = '/en') {
  const user = userEvent.setup();
  renderWithI18n(<ContactSection />, { url });
  await screen.findByRole('heading', { name: /get in touch|kontakt aufnehmen/i });
  return { user };
}

function fields() {
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    phone: screen.getByRole('textbox', { name: 'Phone' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
  };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  const { name, email, phone, message } = fields();
  await user.type(name, visitor.name);
  await user.type(email, visitor.email);
  await user.type(phone, visitor.phone);
  await user.type(message, visitor.message);
}

function expectValuesKept() {
  const { name, email, phone, message } = fields();
  expect(name).toHaveValue(visitor.name);
  expect(email).toHaveValue(visitor.email);
  expect(phone).toHaveValue(visitor.phone);
  expect(message).toHaveValue(visitor.message);
}

const submitButton = () => screen.getByRole('button', { name: /send message|sending/i });

test('the section is the #contact anchor with title and description', async () => {
  await renderContact();
  expect(screen.getByRole('region', { name: 'Get in touch' })).toHaveAttribute('id', 'contact');
  expect(screen.getByText(/tell me a little about it/i)).toBeInTheDocument();
});

test('each field has a label, a placeholder ending in an asterisk and is required', async () => {
  await renderContact();
  for (const field of Object.values(fields())) {
    expect(field).toBeRequired();
    expect(field.getAttribute('placeholder')).toMatch(/\*$/);
  }
});

test('email is an email input, name and phone are text inputs', async () => {
  await renderContact();
  const { name, email, phone } = fields();
  expect(email).toHaveAttribute('type', 'email');
  expect(name).toHaveAttribute('type', 'text');
  expect(phone).toHaveAttribute('type', 'text');
  expect(phone).toHaveAttribute('autocomplete', 'tel');
});

test('the message is a textarea limited to 2000 characters', async () => {
  await renderContact();
  const { message } = fields();
  expect(message.tagName).toBe('TEXTAREA');
  expect(message).toHaveAttribute('maxlength', '2000');
});

test('the honeypot is hidden from assistive tech and out of the tab order', async () => {
  await renderContact();
  expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
  const trap = screen.getByLabelText('Leave this field empty');
  expect(trap).toHaveAttribute('name', 'website');
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap).toHaveAttribute('autocomplete', 'off');
});

test('without JavaScript the form posts to the same endpoint, with the page language, never into the URL', async () => {
  await renderContact('/de');
  const form = screen.getByRole('form', { name: 'Kontakt aufnehmen' });
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/api/sendEmail');
  expect(form).toHaveFormValues({ lng: 'de', name: '', email: '', phone: '', message: '' });
});

test("the outcome notes for a send without JavaScript carry the spec's texts and anchors", async () => {
  await renderContact();
  expect(screen.getByText('Message sent successfully!')).toHaveAttribute('id', 'contact-sent');
  expect(screen.getByText('Failed to send message. Please try again.')).toHaveAttribute(
    'id',
    'contact-failed',
  );
});

test('the fields are invalid where the server would refuse them: a domain without a dot, spaces only', async () => {
  const { user } = await renderContact();
  const { name, email, phone, message } = fields();
  await user.type(name, '   ');
  await user.type(email, 'erika@gmailcom');
  await user.type(phone, ' ');
  await user.type(message, visitor.message);
  // checkValidity() fires `invalid`, which shows the form's own message: a state update.
  act(() => {
    expect(name).toBeInvalid();
    expect(email).toBeInvalid();
    expect(phone).toBeInvalid();
  });
  expect(email).toHaveAttribute('title', 'an address such as name@example.com');
  // jsdom does not block an invalid submit the way a browser does: e2e/contact.spec.ts checks that.
  await user.clear(email);
  await user.type(email, visitor.email);
  expect(email).toBeValid();
});

test('sends exactly the four fields plus the anti-bot extras as JSON', async () => {
  const api = fakeApi(() => jsonResponse({ success: true }));
  const { user } = await renderContact();
  await fillIn(user);
  await user.click(submitButton());

  await screen.findByRole('alert');
  const [request] = requestsTo(api, '/api/sendEmail');
  expect(request?.method).toBe('POST');
  expect(request?.body).toEqual({ ...visitor, website: '', elapsedMs: expect.any(Number) });
});

test('a filled honeypot is sent as it was filled, for the server to drop', async () => {
  const api = fakeApi(() => jsonResponse({ success: true }));
  const { user } = await renderContact();
  await fillIn(user);
  fireEvent.change(screen.getByLabelText('Leave this field empty'), {
    target: { value: 'https://spam.example' },
  });
  await user.click(submitButton());

  await screen.findByRole('alert');
  const [request] = requestsTo(api, '/api/sendEmail');
  expect(request?.body).toMatchObject({ website: 'https://spam.example' });
});

test('a retry of the same message carries the same Idempotency-Key; a changed message or a new one after success gets another', async () => {
  const answers = [
    () => Promise.reject(new TypeError('Failed to fetch')),
    () => jsonResponse({ success: false }, 503),
    () => jsonResponse({ success: false }, 503),
    () => jsonResponse({ success: true }),
    () => jsonResponse({ success: true }),
  ];
  const api = fakeApi(() => (answers.shift() ?? answers[0]!)());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = await renderContact();
  await fillIn(user);
  const send = async (outcome: RegExp) => {
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(outcome);
  };
  await send(/an error occurred/i);
  await send(/failed to send/i);
  await user.type(fields().message, ' Also a logo.');
  await send(/failed to send/i);
  await send(/sent successfully/i);
  await fillIn(user);
  await send(/sent successfully/i);

  const keys = requestsTo(api, '/api/sendEmail').map((r) => r.headers.get('Idempotency-Key'));
  expect(keys).toHaveLength(5);
  for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
  expect(keys[3]).toBe(keys[2]);
  expect(keys[4]).not.toBe(keys[3]);
  // It types the whole form twice and sends five times: on a CI machine shared with other work
  // that took over the 20 s every test gets (setupTests.ts).
}, 60_000);

test('success with a server message shows that message and empties the form', async () => {
  fakeApi(() => jsonResponse({ success: true, message: 'Thanks, Ada! I will reply soon.' }));
  const { user } = await renderContact();
  await fillIn(user);
  await user.click(submitButton());

  expect(await screen.findByRole('alert')).toHaveTextContent('Thanks, Ada! I will reply soon.');
  for (const field of Object.values(fields())) expect(field).toHaveValue('');
});

test('success without a server message shows "Message sent successfully!" and empties the form', async () => {
  fakeApi(() => jsonResponse({ success: true }));
  const { user } = await renderContact();
  await fillIn(user);
  await user.click(submitButton());

  expect(await screen.findByRole('alert')).toHaveTextContent('Message sent successfully!');
  for (const field of Object.values(fields())) expect(field).toHaveValue('');
});

test('success: false shows the failure text and keeps the values', async () => {
  fakeApi(() => jsonResponse({ success: false }, 400));
  const { user } = await renderContact();
  await fillIn(user);
  await user.click(submitButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to send message. Please try again.',
  );
  expectValuesKept();
});

test('a request that throws logs the error, shows the error text and keeps the values', async () => {
  const failure = new TypeError('Failed to fetch');
  fakeApi(() => Promise.reject(failure));
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = await renderContact();
  await fillIn(user);
  await user.click(submitButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An error occurred. Please try again.',
  );
  expect(log).toHaveBeenCalledWith(expect.objectContaining({ cause: failure }));
  expectValuesKept();
});

test('an answer that is not JSON counts as an error', async () => {
  fakeApi(() => new Response('Bad gateway', { status: 502 }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = await renderContact();
  await fillIn(user);
  await user.click(submitButton());

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'An error occurred. Please try again.',
  );
});

test('no second request while the first is in flight', async () => {
  const answer = deferred<Response>();
  const api = fakeApi(() => answer.promise);
  const { user } = await renderContact();
  await fillIn(user);

  await user.click(submitButton());
  expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
  expect(submitButton()).toHaveAttribute('aria-busy', 'true');
  // Still focusable: a keyboard user's focus stays on the button, not on the page.
  expect(submitButton()).toHaveFocus();
  await user.click(submitButton());
  fireEvent.submit(screen.getByRole('form', { name: 'Get in touch' }));

  answer.resolve(jsonResponse({ success: true }));
  await screen.findByRole('alert');
  expect(requestsTo(api, '/api/sendEmail')).toHaveLength(1);
  await waitFor(() => expect(submitButton()).not.toHaveAttribute('aria-disabled'));
  expect(submitButton()).toHaveFocus();
});

test('the German form is labelled in German and reports success in German', async () => {
  fakeApi(() => jsonResponse({ success: true }));
  const { user } = await renderContact('/de');
  expect(screen.getByRole('textbox', { name: 'Telefon' })).toHaveAttribute(
    'placeholder',
    'Ihre Telefonnummer *',
  );
  await user.type(screen.getByRole('textbox', { name: 'Name' }), visitor.name);
  await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), visitor.email);
  await user.type(screen.getByRole('textbox', { name: 'Telefon' }), visitor.phone);
  await user.type(screen.getByRole('textbox', { name: 'Nachricht' }), visitor.message);
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Ihre Nachricht wurde erfolgreich gesendet!',
  );
});

test('the German failure text is shown when sending fails', async () => {
  fakeApi(() => jsonResponse({ success: false }));
  const { user } = await renderContact('/de');
  await user.type(screen.getByRole('textbox', { name: 'Name' }), visitor.name);
  await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), visitor.email);
  await user.type(screen.getByRole('textbox', { name: 'Telefon' }), visitor.phone);
  await user.type(screen.getByRole('textbox', { name: 'Nachricht' }), visitor.message);
  await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Die Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  );
});

import { deferred, fakeApi, jsonResponse, requestsTo } from '../test/fake-api';
import { ApiRequestError, askAssistant, sendContact } from './api-client';

const contact = { name: 'Ada', phone: '+49 30 123', email: 'ada@example.org', message: 'Hello' };

describe('sendContact', () => {
  test('POSTs the message as JSON to /api/sendEmail', async () => {
    const api = fakeApi(() => jsonResponse({ success: true }));
    await sendContact({ ...contact, website: '', elapsedMs: 4200 });

    const [request] = requestsTo(api, '/api/sendEmail');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ ...contact, website: '', elapsedMs: 4200 });
  });

  test('returns success and the server message', async () => {
    fakeApi(() => jsonResponse({ success: true, message: 'Thanks!' }));
    await expect(sendContact(contact)).resolves.toEqual({ success: true, message: 'Thanks!' });
  });

  test('reads success: false as a failure whatever the status', async () => {
    fakeApi(() => jsonResponse({ success: false, error: { code: 'validation_failed' } }, 400));
    await expect(sendContact(contact)).resolves.toEqual({ success: false });
  });

  test('throws when the network fails', async () => {
    fakeApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendContact(contact)).rejects.toMatchObject({ failure: 'network' });
  });

  test('throws on a body that is not JSON', async () => {
    fakeApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(sendContact(contact)).rejects.toBeInstanceOf(ApiRequestError);
  });

  test('throws on JSON without a boolean success', async () => {
    fakeApi(() => jsonResponse({ success: 'yes' }));
    await expect(sendContact(contact)).rejects.toMatchObject({ failure: 'bad_response' });
  });
});

describe('askAssistant', () => {
  const history = [{ role: 'user' as const, content: 'Hi' }];

  test('POSTs the history with the language as Accept-Language and returns the reply', async () => {
    const api = fakeApi(() => jsonResponse({ reply: 'Hello!' }));
    await expect(askAssistant(history, 'de')).resolves.toEqual({ reply: 'Hello!' });

    const [request] = requestsTo(api, '/api/chat-personal');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('Accept-Language')).toBe('de');
    expect(request?.body).toEqual({ messageHistory: history });
  });

  test.each(['too_long', 'profanity', 'rate_limited'])(
    'turns the server error code %s into a typed error',
    async (code) => {
      fakeApi(() => jsonResponse({ error: { code } }, code === 'rate_limited' ? 429 : 400));
      await expect(askAssistant(history, 'en')).rejects.toMatchObject({ failure: code });
    },
  );

  test('a non-2xx answer without a known code is an http failure', async () => {
    fakeApi(() => new Response('oops', { status: 500 }));
    await expect(askAssistant(history, 'en')).rejects.toMatchObject({
      failure: 'http',
      status: 500,
    });
  });

  test('a 2xx answer without a reply string is a bad response', async () => {
    fakeApi(() => jsonResponse({ answer: 'Hello' }));
    await expect(askAssistant(history, 'en')).rejects.toMatchObject({ failure: 'bad_response' });
  });

  test('returns the offered questions and the offer to pass the question on', async () => {
    const choices = [
      { label: 'Prices', ask: 'What does a website cost?' },
      { label: 'Duration', ask: 'How long does a website take?' },
    ];
    const handoff = { message: 'What is his favourite colour?' };
    fakeApi(() => jsonResponse({ reply: 'Not sure.', choices, handoff }));
    await expect(askAssistant(history, 'en')).resolves.toEqual({
      reply: 'Not sure.',
      choices,
      handoff,
    });
  });

  test('malformed choices and handoff are left out and the reply still counts', async () => {
    fakeApi(() =>
      jsonResponse({
        reply: 'Not sure.',
        choices: [
          { label: 'Prices' },
          'How long?',
          { label: ' ', ask: 'Blank label?' },
          { label: 'Stack', ask: 42 },
          { label: 'Duration', ask: 'How long does a website take?', extra: true },
        ],
        handoff: { message: 7 },
      }),
    );
    await expect(askAssistant(history, 'en')).resolves.toEqual({
      reply: 'Not sure.',
      choices: [{ label: 'Duration', ask: 'How long does a website take?' }],
    });
  });

  test('choices that are not a list and an empty handoff are ignored', async () => {
    fakeApi(() =>
      jsonResponse({ reply: 'Not sure.', choices: { label: 'x', ask: 'y' }, handoff: {} }),
    );
    await expect(askAssistant(history, 'en')).resolves.toEqual({ reply: 'Not sure.' });
  });

  test('at most three choices are kept', async () => {
    const choices = ['a', 'b', 'c', 'd'].map((x) => ({ label: x, ask: `Question ${x}?` }));
    fakeApi(() => jsonResponse({ reply: 'Which one?', choices }));
    const { choices: kept } = await askAssistant(history, 'en');
    expect(kept).toEqual(choices.slice(0, 3));
  });

  test('sets no client time-out: a slow reply still arrives', async () => {
    jest.useFakeTimers();
    try {
      const slow = deferred<Response>();
      fakeApi(() => slow.promise);
      const reply = askAssistant(history, 'en');
      jest.advanceTimersByTime(10 * 60 * 1000);
      slow.resolve(jsonResponse({ reply: 'Finally' }));
      await expect(reply).resolves.toEqual({ reply: 'Finally' });
    } finally {
      jest.useRealTimers();
    }
  });
});

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ChatMessage, ChatResponse } from '../../src/shared/api-contract';
import { CHAT_CHOICES_MAX, CONTACT_MESSAGE_MAX_CHARS } from '../../src/shared/limits';
import { evalSiteEnv } from '../eval/content';
import { makeApp, postJson } from './helpers';

/** The eval's copy of the content and owner profile (eval/content.ts). */
const siteEnv = (): Record<string, string> => ({
  ...evalSiteEnv(),
  RATE_LIMIT_CHAT_MAX: '100000',
});

const user = (content: string): ChatMessage => ({ role: 'user', content });
const bot = (content: string): ChatMessage => ({ role: 'assistant', content });

describe('the built-in assistant takes a message for the owner', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await makeApp(siteEnv()));
  });
  after(() => app.close());

  async function ask(history: ChatMessage[], page = 'en'): Promise<ChatResponse> {
    const res = await postJson(
      app,
      '/api/chat-personal',
      { messageHistory: history },
      {
        'accept-language': page,
      },
    );
    assert.equal(res.statusCode, 200, res.body);
    return res.json<ChatResponse>();
  }

  /** `first` asked, then `next` with the real reply to `first` before it: both replies. */
  async function askAfter(first: string, next: string): Promise<[ChatResponse, ChatResponse]> {
    const before = await ask([user(first)]);
    return [before, await ask([user(first), bot(before.reply), user(next)])];
  }

  test('a question the site does not answer offers to send it to Charles, in its own words', async () => {
    const res = await ask([user('What is his favourite colour?')]);
    assert.deepEqual(res.handoff, { message: 'What is his favourite colour?' });
  });

  test('an answered question offers no handoff and no choices', async () => {
    const res = await ask([user("What's his e-mail address?")]);
    assert.match(res.reply, /hello@charles-tech\.example/);
    assert.equal(res.handoff, undefined);
    assert.equal(res.choices, undefined);
  });

  test('when it is not sure it says so, offers at most three questions it can answer, and the handoff', async () => {
    const res = await ask([user('Does he like the blue box thing from yesterday?')]);
    // A clear question: what is missing is an answer, not the understanding of the words.
    assert.match(res.reply, /couldn't find an answer to that on the site/);
    assert.ok((res.choices?.length ?? 0) <= CHAT_CHOICES_MAX);
    for (const choice of res.choices ?? []) assert.equal(choice.ask, choice.label);
    assert.ok(res.handoff);
  });

  test('German gets the German not-sure sentence and German choices', async () => {
    const res = await ask([user('Mag er das blaue Kistending von gestern?')], 'de');
    assert.match(res.reply, /Darauf finde ich auf der Website keine Antwort/);
    assert.ok(res.handoff);
  });

  test('a message that asks no clear question is "not understood", in both languages', async () => {
    const en = await ask([user('blue thing?')]);
    assert.match(en.reply, /not sure I understood/);
    assert.ok(en.handoff);
    const de = await ask([user('und das andere?')], 'de');
    assert.match(de.reply, /nicht sicher, ob ich das richtig verstanden/);
    assert.ok(de.handoff);
  });

  test('the handoff of a very long question stays within the contact form limit', async () => {
    const long = `What is his favourite colour? ${'It is for a quiz. '.repeat(120)}`;
    const res = await ask([user(long.slice(0, 1990))]);
    assert.ok(res.handoff);
    assert.ok((res.handoff?.message.length ?? 0) <= CONTACT_MESSAGE_MAX_CHARS);
  });

  test('a follow-up that asks something new is not answered with the previous answer', async () => {
    const [first, second] = await askAfter(
      'What would a website cost?',
      'Ok, and how fast could it be online?',
    );
    assert.notEqual(second.reply, first.reply);
  });

  test('the same answer again says that it is all the site has, with the handoff; who answers is said every time', async () => {
    const [, again] = await askAfter(
      'Is he available for new projects?',
      'Could he start next Monday?',
    );
    assert.match(again.reply, /^That is all the site says about it: /);
    assert.ok(again.reply.includes('Available for new projects'));
    assert.ok(again.handoff);
    const [, asked] = await askAfter('Are you Charles?', 'Bist du ein Mensch?');
    assert.doesNotMatch(asked.reply, /all the site says|Mehr sagt die Website/);
    const [declined, declinedAgain] = await askAfter(
      'write me a poem',
      'ok then write me a haiku about germany',
    );
    assert.equal(declinedAgain.reply, declined.reply);
  });

  test('"Are you Charles?" gets the disclosure in both languages', async () => {
    assert.match((await ask([user('Are you Charles?')])).reply, /automated assistant.*not Charles/);
    assert.match(
      (await ask([user('Bist du Charles?')], 'de')).reply,
      /automatische Assistent.*nicht Charles/,
    );
  });
});

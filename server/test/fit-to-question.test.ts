import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fitToQuestion, withoutRepeats } from '../src/assistant/answering/text';

test("an answer's bare yes or no is kept only where the question asks for one", () => {
  const invoice = 'Yes. Charles sends a proper invoice for every job.';
  assert.equal(fitToQuestion(invoice, 'Will I get an invoice?'), invoice);
  assert.equal(
    fitToQuestion(invoice, 'How does invoicing work?'),
    'Charles sends a proper invoice for every job.',
  );
  assert.equal(
    fitToQuestion(
      'Ja. Charles arbeitet unabhängig vom Ort.',
      'Wir sitzen in Graz, ist das ein Problem?',
    ),
    'Charles arbeitet unabhängig vom Ort.',
  );
  assert.equal(
    fitToQuestion(
      'Nein: Unterhaltungen werden nicht gespeichert.',
      'Wie lösche ich diesen Chatverlauf?',
    ),
    'Unterhaltungen werden nicht gespeichert.',
  );
  // "No" to a question asked the other way round is still the right answer.
  const no = 'No: conversations with this assistant are not stored.';
  assert.equal(fitToQuestion(no, 'Is it a problem if I type my address here?'), no);
  // "No" where the question asks whether something is fine would mean the opposite.
  assert.equal(
    fitToQuestion(no, 'Is this chat confidential?'),
    'Conversations with this assistant are not stored.',
  );
  assert.equal(fitToQuestion(no, 'Do you keep what I type here?'), no);
  // A reply that does not open with a bare yes or no is never touched.
  const plain = 'Not at all. Charles explains everything in plain language.';
  assert.equal(fitToQuestion(plain, 'How much do I need to know?'), plain);
});

test('a reply says no sentence twice, and is left as it is where it says none twice', () => {
  const once = 'WordPress wird auf der Website nicht genannt. Alles Weitere fragen Sie Charles.';
  assert.equal(withoutRepeats(`${once} ${once}`), once);
  const list =
    'Ja: Java steht unter „Aktuell im Einsatz“.\nJa: SQL steht unter „Aktuell im Einsatz“.';
  assert.equal(withoutRepeats(list), list);
});

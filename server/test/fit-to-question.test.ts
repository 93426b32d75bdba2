import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fitToQuestion, pointerless, withoutRepeats } from '../src/assistant/answering/text';

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

test('a second sentence that only sends the visitor to the contact form is left out', () => {
  const price =
    'The site doesn’t list prices. For a quote, describe your project in the [contact form](#contact).';
  const services =
    'The services on the site include “Websites & web apps”. Charles can tell you more about your case: send him your question through the [contact form](#contact).';
  assert.equal(
    withoutRepeats(`${price} ${services}`, '#contact'),
    `${price} The services on the site include “Websites & web apps”.`,
  );
  // One that names another way to reach him stays, and so does the first pointer.
  const reach = 'The quickest way is the [contact form](#contact), or e-mail hello@example.com.';
  assert.equal(withoutRepeats(`${price} ${reach}`, '#contact'), `${price} ${reach}`);
  assert.equal(withoutRepeats(services, '#contact'), services);
  // Without the link to look for, only word-for-word repeats go.
  assert.equal(withoutRepeats(`${price} ${services}`), `${price} ${services}`);
});

test('a sentence that only gives an address again is left out', () => {
  const project = 'Physio am Park, a client website. Online at https://www.physio-am-park.example.';
  assert.equal(
    withoutRepeats(`${project} Physio am Park is online at https://www.physio-am-park.example.`),
    project,
  );
  // A new address, or an address with more to say, stays.
  const other = `${project} The code is at https://github.com/example.`;
  assert.equal(withoutRepeats(other), other);
  const more = `${project} You can see there how patients request an appointment online at https://www.physio-am-park.example.`;
  assert.equal(withoutRepeats(more), more);
});

test('"is the site lost?" is not answered with a bare yes', () => {
  const yes = 'Ja, Charles übernimmt auch bestehende Websites.';
  assert.equal(
    fitToQuestion(yes, 'Keiner hat mehr die Zugangsdaten. Ist die Seite jetzt verloren?'),
    'Charles übernimmt auch bestehende Websites.',
  );
  assert.equal(fitToQuestion(yes, 'Übernimmt er auch bestehende Websites?'), yes);
});

test('an answer is compared without its sentences that only point to the contact form', () => {
  const answer =
    'The site doesn’t list prices. For a quote, describe your project in the [contact form](#contact).';
  assert.equal(pointerless(answer, '#contact'), 'The site doesn’t list prices.');
  // One with an address of its own stays; one that is nothing but a pointer is itself.
  const reach = 'The quickest way is the [contact form](#contact), or e-mail hello@example.com.';
  assert.equal(pointerless(reach, '#contact'), reach);
  const only = 'Please ask Charles directly via the [contact form](#contact).';
  assert.equal(pointerless(only, '#contact'), only);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asksIdentity } from '../src/assistant/understanding/identity';

test('who answers is asked in many ways; questions about the owner or the site are none of them', () => {
  for (const message of [
    'am I chatting with Charles right now?',
    'Are you Charles?',
    'Is this a bot?',
    'wait, is this actually charles typing?',
    'Is Charles himself typing these answers?',
    'so who writes your answers then',
    'who am I talking to?',
    'Bist du echt?',
    'Wer antwortet hier?',
    'Sind Sie Herr Bauer persönlich?',
    'Moment, bist du jetzt eigentlich Charles selbst?',
    'bin ich grad mit nem menschen am schreiben?',
    'Mit wem schreibe ich gerade?',
    'Ist das hier ChatGPT?',
    'Tippt hier gerade wirklich Herr Bauer?',
    'charles is that you?? long time no see',
    'Bist du das, Charles?',
    // Not being someone, said back as a question.
    'Ach, Sie sind gar nicht Charles?',
    "so you're not a real person?",
    'bist du kein Mensch?',
  ]) {
    assert.equal(asksIdentity(message), true, message);
  }
  for (const message of [
    'Is Charles a student?',
    'Can I talk to Charles directly?',
    'Kann ich mit Charles sprechen?',
    'is this site hosted in Germany?',
    'is that real?',
    'Are you available next week?',
    'Sind Sie auch am Wochenende erreichbar?',
    'bist du dir sicher?',
    'is this the only project?',
    'is that you on the photo?',
    'Charles, is that your project?',
    "He's not a real developer?",
    'Sie sind nicht erreichbar?',
    "you're not very helpful",
  ]) {
    assert.equal(asksIdentity(message), false, message);
  }
});

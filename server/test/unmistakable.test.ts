import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unmistakable } from '../src/assistant/understanding/unmistakable';

test('questions whose wording leaves no doubt name their topic', () => {
  const cases: Array<[string, ReturnType<typeof unmistakable>]> = [
    ['Wir eröffnen am 1. März ein Café. Schafft Charles bis dahin eine Website?', 'owner.timeline'],
    ['need a simple 3 page site for my plumbing business before april, doable?', 'owner.timeline'],
    [
      'ich brauch bis freitag ne einfache landingpage für ne messe. schafft er das?',
      'owner.timeline',
    ],
    ['can i see something he built', 'projects'],
    ['na dann beweis es. was hat er schon gebaut?', 'projects'],
    ["where's the best place to see his work then", 'projects'],
    ["so Charles can't see what I asked here?", 'chatStored'],
    ['so is this convo being saved somewhere', 'chatStored'],
    ['Und wer liest das hier gerade mit? Charles live?', 'chatStored'],
    [
      'Hi, we are a small NGO in Vienna. Does Charles work with organisations in Austria?',
      'owner.remote',
    ],
    ['do you guys work with canadian businesses too?', 'owner.remote'],
    ['bietet er einen 24/7 notdienst?', 'owner.urgentHelp'],
    ['Wenn meine Website mal ausfällt, wie schnell ist er dann da?', 'owner.urgentHelp'],
    [
      "Hi, I sent a message through the form yesterday and haven't heard anything. Did it arrive?",
      'unreachable',
    ],
    ['Hi, hab letzte Woche übers Formular geschrieben und noch nix gehört', 'unreachable'],
    ['kann ich dir hier einfach meine anfrage reinschreiben und du gibst sie weiter?', 'relay'],
    ['Moin! Na, wat geiht?', 'howAreYou'],
    ['Servus! Wia gehts da denn so?', 'howAreYou'],
  ];
  for (const [message, topic] of cases) assert.equal(unmistakable(message), topic, message);
});

test('questions that only share a word with them name nothing', () => {
  for (const message of [
    'How long does a website take?',
    'ok wie gehts jetzt weiter',
    'Was kostet eine Website bis fünf Seiten?',
    'what projects has he done',
    'Is the contact form stored?',
    'Does he speak French?',
    'What happens if my site goes down?',
    'I sent you a message',
    'how are you doing with all those client projects, do you have time for mine? we are a bakery',
  ]) {
    assert.equal(unmistakable(message), undefined, message);
  }
});

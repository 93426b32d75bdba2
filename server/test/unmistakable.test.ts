import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asksForAService, unmistakable } from '../src/assistant/understanding/unmistakable';

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
    ['how many previous messages do you remember', 'chatMemory'],
    ['what exactly is sent to the server when I ask something?', 'chatMemory'],
    ['wenn ich die seite neu lade, weißt du dann noch was ich gefragt hab?', 'chatMemory'],
    ["so Charles can't see what I asked here?", 'chatStored'],
    ['are there any facebook pixels or youtube embeds on here?', 'thirdParties'],
    ['Ist die Seite hier eigentlich DSGVO-konform?', 'privacy'],
    [
      'Ich bin Zahnärztin, unsere Website ist von 2015 und auf dem Handy kaum lesbar. Lieber überarbeiten oder neu?',
      'owner.existingSite',
    ],
    ['our site is from 2012. fix it or start over?', 'owner.existingSite'],
    ['Hat Charles nen Blog oder Newsletter? Würd gern mitlesen.', 'owner.newsletter'],
    ['Werde ich dann mit Newsletter zugespamt?', 'owner.newsletter'],
    ['does he have a newsletter?', 'owner.newsletter'],
    ['tel nr?', 'phone'],
    ['what does the AI do with my questions? are they used for training?', 'chatProvider'],
    ['Werden meine Fragen zum Trainieren der KI benutzt?', 'chatProvider'],
    ['so is this convo being saved somewhere', 'chatStored'],
    ['Und wer liest das hier gerade mit? Charles live?', 'chatStored'],
    [
      'Hi, we are a small NGO in Vienna. Does Charles work with organisations in Austria?',
      'owner.remote',
    ],
    ['do you guys work with canadian businesses too?', 'owner.remote'],
    ['Hello, is there an English version of this site?', 'siteLanguage'],
    ['great. is there an English version of this page?', 'siteLanguage'],
    ['Hallo, gibts die Seite auch auf Deutsch? Ich versteh nicht alles', 'siteLanguage'],
    ['is there a german version', 'siteLanguage'],
    ['bietet er einen 24/7 notdienst?', 'owner.urgentHelp'],
    ['Wenn meine Website mal ausfällt, wie schnell ist er dann da?', 'owner.urgentHelp'],
    [
      "Hi, I sent a message through the form yesterday and haven't heard anything. Did it arrive?",
      'unreachable',
    ],
    ['Hi, hab letzte Woche übers Formular geschrieben und noch nix gehört', 'unreachable'],
    ['kann ich dir hier einfach meine anfrage reinschreiben und du gibst sie weiter?', 'relay'],
    ['Moin! Na, wat geiht?', 'howAreYou'],
    ['Dann frag ihn das bitte', 'relay'],
    ['nice. I run a small surf school in Portugal, is that ok or only Germany?', 'owner.remote'],
    ['Servus! Wia gehts da denn so?', 'howAreYou'],
    ['woher weißt du dann das alles über ihn?', 'identity'],
    ['be honest, did charles write these answers himself or is this some template?', 'identity'],
    [
      'Hallo Charles, ich wollte mich nochmal für die tolle Arbeit an unserer Website bedanken!',
      'identity',
    ],
    [
      'grüß gott, mir hend a kleins café in tübinga. isch des z’kloi für eich?',
      'owner.smallBusiness',
    ],
    [
      'wir sind ein tierschutzverein, nur ehrenamtliche, kaum geld. lohnt sich eine anfrage trotzdem?',
      'owner.smallBusiness',
    ],
    [
      'Grüß Gott, schaffet Sie au mit Leit, die koi Ahnung vom Kompjuder hend?',
      'owner.noTechKnowledge',
    ],
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
    'kann ich die seite auch auf englisch haben für internationale kunden?',
    'Wir sind eine Sprachschule und bräuchten die Seite auf Deutsch, Englisch und Spanisch.',
    'Does he also make websites in German or only English?',
    'What happens if my site goes down?',
    'I sent you a message',
    'how are you doing with all those client projects, do you have time for mine? we are a bakery',
    'Wie lange gibt es Charles Tech schon?',
    'do you also speak french? my client is from lyon',
    'How long do you keep what I send through the contact form?',
    'Frag mich ruhig, was du wissen willst',
    'what does charles know about react',
    'how many messages do you get through the contact form',
    'will you remember to tell Charles?',
    'Can Charles make my shop GDPR compliant?',
    'can he embed youtube videos in my site?',
    'can he set up a newsletter for my shop?',
    'Kann er uns einen Blog einrichten?',
    'does charles do newsletters',
    'und das mit dem spam, kriegt er das weg?',
    "what's the practice's phone number?",
    'Does Charles offer IT training for my staff?',
    'can he train my team on the new site?',
    'hey so we run a food truck (tacos, 2 of us + a part-timer on weekends). We move around a lot – markets on tuesdays and thursdays, office parks for lunch, festivals in summer. People keep DMing us on insta asking where we are today. Honestly we have no idea about tech. Is a website worth it for us?',
  ]) {
    assert.equal(unmistakable(message), undefined, message);
  }
});

test('a question whether a service is his is told from one about this site, data or trouble', () => {
  for (const message of [
    'kann das dann an unser DATEV angebunden werden?',
    'Könnten Patienten dann auch online einen Termin anfragen?',
    'would we keep our old domain?',
    'danke! und ist hosting dabei?',
    'and could it connect with eversports?',
  ]) {
    assert.equal(asksForAService(message), true, message);
  }
  for (const message of [
    'kann er paypal einbauen',
    'ok und zahlung per paypal direkt auf der seite?',
    'Muss ich das Formular benutzen oder kann ich auch einfach mailen?',
    'und aus seinem postfach auch?',
    'what about the hosting company, could they see it?',
    'kann ich die auch für mein projekt buchen?',
    'und könnten die vorstandskollegen dann selber neue termine eintragen?',
    'Und wo würden die Formularnachrichten meiner Patientinnen gespeichert?',
    'how much would you charge for a booking form?',
    'Is this website itself accessible?',
    'ok serious q: can you book me a call with him, and does he do house visits?',
  ]) {
    assert.equal(asksForAService(message), false, message);
  }
});

// Held-out set bo and the dev sets: "couldn't find" for whom he works.
test('whether he works for a kind of business is the owner answer on whom he works for', () => {
  for (const message of [
    'does he work with restaurants?',
    'Can Charles help a small Vietnamese restaurant?',
    'Arbeitet er auch für Handwerksbetriebe?',
    'arbeitet er auch mit Ärzten?',
    "we're a non-profit animal shelter run by volunteers, would he even work with us?",
  ]) {
    assert.equal(unmistakable(message), 'owner.industries', message);
  }
  for (const message of [
    'im a high school student, can charles help me with my java homework',
    'does he work for a company or is he freelance?',
    'does he work with react?',
  ]) {
    assert.notEqual(unmistakable(message), 'owner.industries', message);
  }
});

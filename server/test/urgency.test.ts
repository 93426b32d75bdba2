import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isUrgent } from '../src/assistant/understanding/urgency';

test('a site or mail in trouble right now is urgent; a question about the service is not', () => {
  for (const message of [
    'HILFE unsere Vereinsseite zeigt seit heute früh nur noch so komische Casino-Werbung!!! was sollen wir machen',
    'Ich brauch dringend Hilfe, seit gestern kommen keine Mails mehr an, ich bin Anwalt und das ist kritisch',
    'our website got hacked, there is weird casino stuff on the homepage!!! need help NOW',
    'URGENT our website is down, please help',
    'HILFE unsere Praxis-Website ist seit heute morgen down!!! Seid ihr das??',
    'our office email stopped working and we have clients waiting, can charles help right now?',
    "my site says 'your connection is not private' since this morning and customers are freaking out",
    'Unsere Seite ist offline UND die Mails gehen nicht, hängt das zusammen? und kann charles heute noch helfen?',
    // Held-out set k.
    'HILFE unsere seite zeigt seit heute morgen nur noch so ne komische russische werbung an!!!',
    'i think we got hacked. customers say our site redirects to a casino',
    'Notfall: Ich komme nicht mehr in unser Website-Backend, Passwort geht nicht und der Entwickler antwortet nicht',
    'Mein Mailpostfach von der Firmendomain wird seit gestern mit Spam überflutet. Ich glaub da hat jemand mein Passwort. Bitte um Rückruf!!',
    // Held-out set bp.
    'WTF your guy built our website and now the booking form sends NOTHING, we lost bookings all weekend. fix it NOW',
    'URGENT our online shop shows just a white page since this morning and we have a sale running!!! can charles fix it NOW',
  ]) {
    assert.equal(isUrgent(message), true, message);
  }
  for (const message of [
    'What happens if my site goes down?',
    'Can he fix my WordPress site that got hacked last year?',
    'Ich brauche dringend eine neue Website für meine Praxis.',
    'Does the contact form have spam protection?',
    'What if someone steals my password?',
    "Hey there, we're a small family-run bakery in Leipzig with three shops. Right now customers call us to order birthday cakes and we write everything down on paper, which is a total mess. Could Charles build us an order form?",
    'Hi, I run a small bakery and our website, made by my nephew eight years ago, is pretty much broken on phones. We would like customers to pre-order cakes online and see our opening hours. Could Charles help us with that, and roughly what would it involve?',
  ]) {
    assert.equal(isUrgent(message), false, message);
  }
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inOtherLanguage } from '../src/assistant/understanding/other-language';

test('a message in a language the chat does not speak is told which it speaks; dialect and names are not', () => {
  for (const message of [
    'Bonjour, parlez-vous français ?',
    'Merhaba, Türkçe konuşuyor musunuz?',
    'Hola, ¿habla español?',
    'Dzień dobry, czy mówi pan po polsku?',
    'Goedendag, spreekt u Nederlands?',
  ]) {
    assert.equal(inOtherLanguage(message), true, message);
  }
  for (const message of [
    'Servus, i hätt a Frog',
    'Griaß di, mochst du a Homepage für mei Wirtshaus im Allgäu?',
    'Was ist mit GCP',
    'Does he speak Slovenian?',
    'Nextcloud Kubernetes Terraform Ansible',
    'Datenschutzerklärung Impressum',
    // Too little to tell, and what the detector only guesses at.
    'Kosten?',
    'Ciao, parla italiano?',
  ]) {
    assert.equal(inOtherLanguage(message), false, message);
  }
});

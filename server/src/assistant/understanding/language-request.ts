/**
 * A request, addressed to the assistant, for another language: "kannst ma des a auf englisch
 * sagn", "Geht das auch auf Deutsch?", "could you reply in German from now on?", "Könntest du
 * mir die Leistungen auf Englisch auflisten?". A question about the owner's work in a language
 * ("Kann er Websites auf Englisch machen?", "Does he speak German?") is none: it names no
 * request to the assistant, only a language.
 */
import type { Language } from '../../../../src/shared/languages';

/** "auf Englisch", "in English", "ins Deutsche". */
const IN_LANGUAGE: Record<Language, RegExp> = {
  en: /\b(auf|in|ins)\s+(englisch\w*|english)\b/i,
  de: /\b(auf|in|ins)\s+(deutsch\w*|german)\b/i,
};

/** Words that ask the assistant to say, write or switch something, or ask whether it can. */
const ASKS_THE_ASSISTANT =
  /\b(sag\w*|say|repeat|wiederhol\w*|reply|respond|answer|antwort\w*|schreib\w*|write|list|auflist\w*|translat\w*|übersetz\w*|erklär\w*|explain|tell|gib|geben|give|switch|wechsel\w*|umstell\w*|continue|weiter|please|bitte|can you|could you|kannst|könntest|können sie|könnten sie|geht das|ginge das)\b/i;

/** The language a message asks the assistant to use, if it asks for one. */
export function languageRequest(message: string): Language | undefined {
  if (!ASKS_THE_ASSISTANT.test(message)) return undefined;
  const asked = (Object.keys(IN_LANGUAGE) as Language[]).filter((lang) =>
    IN_LANGUAGE[lang].test(message),
  );
  // "auf Deutsch und danach auf Englisch": the last one named is the one to continue in.
  if (asked.length !== 1) return undefined;
  return asked[0];
}

/** The message without the words that name the language ("die Kontaktdaten auf Englisch" → "die Kontaktdaten"). */
export function withoutLanguageRequest(message: string): string {
  return Object.values(IN_LANGUAGE)
    .reduce((text, pattern) => text.replace(new RegExp(pattern.source, 'gi'), ' '), message)
    .replace(/\s+/g, ' ')
    .trim();
}

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../src/shared/languages';

/** The visitor's preferred supported language from Accept-Language, by q-value. */
export function languageFromHeader(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lng: tag.trim().toLowerCase().split('-')[0], weight, index };
    })
    .filter((r) => Number.isFinite(r.weight) && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((r) => r.lng).find(isLanguage);
}

/**
 * The language of a reply: the one the newest message is written in; for a message that
 * shows none ("ok", "?", an emoji), the one the visitor wrote in before; then the page's
 * (Accept-Language, which the browser sets to the page language); then the site's default.
 * Detecting a message's language is the assistant's job (assistant/understanding/language.ts).
 */
export function replyLanguage(
  message: Language | undefined,
  earlier: ReadonlyArray<Language | undefined>,
  page: Language | undefined,
): Language {
  return message ?? earlier.find((lang) => lang !== undefined) ?? page ?? DEFAULT_LANGUAGE;
}

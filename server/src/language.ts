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

const GERMAN = new Set(
  'der die das und ist ich du er sie wie was wer wo wann warum welche welcher kann können ihn ihm mit für nicht ein eine hallo danke bitte über sprichst spricht kennt macht arbeitet auch noch gibt es hat sind mich mir dir auf zu von bei im'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the and is are i you he she how what who where when why which can could him his with for not a an hello hi thanks thank please about speak does do works also there have has me my your on to of at in'.split(
    ' ',
  ),
);

/** A rough guess from the words of a message; undefined when it cannot tell. */
export function detectLanguage(text: string): Language | undefined {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  let de = /[äöüß]/.test(text.toLowerCase()) ? 2 : 0;
  let en = 0;
  for (const w of words) {
    if (GERMAN.has(w)) de++;
    if (ENGLISH.has(w)) en++;
  }
  if (de === en) return undefined;
  return de > en ? 'de' : 'en';
}

/** Header first, then the message itself, then the site's default. */
export function replyLanguage(header: string | undefined, text: string): Language {
  return languageFromHeader(header) ?? detectLanguage(text) ?? DEFAULT_LANGUAGE;
}

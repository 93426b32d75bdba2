/** The parts of nlp.js (no type declarations of its own) the assistant's classifier uses. */
declare module '@nlpjs/core' {
  export interface Container {
    use(plugin: unknown): void;
    registerConfiguration(tag: string, settings: Record<string, unknown>, overwrite: boolean): void;
    get(name: 'nlp', settings?: Record<string, unknown>): import('@nlpjs/nlp').NlpInstance;
  }
  export function containerBootstrap(): Promise<Container>;
}

declare module '@nlpjs/nlp' {
  export interface NlpEntity {
    entity: string;
    option?: string;
    sourceText: string;
    utteranceText: string;
    accuracy: number;
    start: number;
    end: number;
  }
  export interface NluResult {
    classifications: Array<{ intent: string; score: number }>;
  }
  export interface NlpInstance {
    settings: Record<string, unknown>;
    addLanguage(locales: string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    addNerRuleOptionTexts(locale: string, entity: string, option: string, texts: string[]): void;
    export(minified: boolean): string;
    import(json: string): void;
    nluManager: {
      addLanguage(locales: string[]): void;
      train(): Promise<void>;
      process(input: {
        locale: string;
        utterance: string;
        settings?: { spellCheck: boolean };
      }): Promise<NluResult>;
    };
    ner: {
      process(input: { locale: string; text: string; threshold: number }): Promise<{
        entities: NlpEntity[];
      }>;
    };
  }
  export const Nlp: unknown;
}

declare module '@nlpjs/lang-en-min' {
  export const LangEn: unknown;
}

declare module '@nlpjs/lang-de' {
  export const LangDe: unknown;
}

declare module '@nlpjs/lang-en-min' {
  export class StemmerEn {
    stemWord(word: string): string;
  }
  export class StopwordsEn {
    isStopword(word: string): boolean;
  }
}

declare module '@nlpjs/lang-de' {
  export class StemmerDe {
    stemWord(word: string): string;
  }
  export class StopwordsDe {
    isStopword(word: string): boolean;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { ChatChoice, ChatHandoff, ChatMessage } from '../../../src/shared/api-contract';
import type { Language } from '../../../src/shared/languages';
import { NO_TELEMETRY, type ChatSource, type Telemetry } from '../metrics/telemetry';
import type { ChatBudget } from './budget';
import type { BuiltInAssistant, Outcome } from './engine';
import { handoffFor } from './handoff';
import { askProvider, systemPrompt, type ProviderSettings } from './provider';

export interface AssistantReply {
  reply: string;
  lang: Language;
  /** fallback: the built-in engine answered because the model failed or its budget is spent. */
  source: ChatSource;
  outcome: Outcome;
  choices?: ChatChoice[];
  handoff?: ChatHandoff;
}

/**
 * The provider when one is configured and today's budget allows, else the built-in engine,
 * which may still be loading when the first chat comes (built-in-loader.ts): it is waited for.
 */
export class Assistant {
  constructor(
    private readonly builtIn: () => Promise<BuiltInAssistant>,
    private readonly budget: ChatBudget,
    private readonly provider: ProviderSettings | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly telemetry: Pick<Telemetry, 'modelCall'> = NO_TELEMETRY,
  ) {}

  /** `page` is the language of the page the visitor is on; the reply follows the visitor. */
  async reply(history: ChatMessage[], page: Language | undefined): Promise<AssistantReply> {
    const engine = await this.builtIn();
    const builtIn = await engine.answer(history, page);
    if (this.provider && (await this.budgetAllows())) {
      const lang = builtIn.lang;
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const system = systemPrompt(lang, engine.facts);
        const { reply, handoff } = await askProvider(this.provider, system, history);
        this.telemetry.modelCall('ok', seconds());
        // The model marks what the facts do not answer; the built-in reading of the message
        // catches what it leaves unmarked.
        const passOn = handoff || builtIn.outcome !== 'answered';
        return {
          reply,
          lang,
          source: 'model',
          outcome: passOn ? 'handoff' : 'answered',
          ...(passOn ? { handoff: builtIn.handoff ?? handoffFor(history) } : {}),
        };
      } catch (error) {
        const reason =
          error instanceof Error
            ? error.name === 'AbortError'
              ? 'timeout'
              : error.message
            : 'unknown';
        this.telemetry.modelCall(reason === 'timeout' ? 'timeout' : 'error', seconds());
        this.log.warn({ reason }, 'chat provider failed; answering with the built-in assistant');
      }
    }
    return { ...builtIn, source: this.provider ? 'fallback' : 'built_in' };
  }

  /** A budget that cannot be counted (the database is down) is a spent one: the built-in answers. */
  private async budgetAllows(): Promise<boolean> {
    try {
      return await this.budget.tryConsume();
    } catch (error) {
      this.log.error(
        { err: error },
        'chat budget unavailable; answering with the built-in assistant',
      );
      return false;
    }
  }
}

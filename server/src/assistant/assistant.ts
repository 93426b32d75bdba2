import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage } from '../../../src/shared/api-contract';
import type { Language } from '../../../src/shared/languages';
import type { OwnerProfile } from '../../../src/shared/owner';
import type { ChatBudget } from './budget';
import type { BuiltInAssistant } from './engine';
import { askProvider, systemPrompt, type ProviderSettings } from './provider';

export interface AssistantReply {
  reply: string;
  source: 'builtin' | 'provider';
}

/** The provider when one is configured and today's budget allows, else the built-in engine. */
export class Assistant {
  constructor(
    private readonly builtIn: BuiltInAssistant,
    private readonly owner: OwnerProfile,
    private readonly budget: ChatBudget,
    private readonly provider: ProviderSettings | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  async reply(history: ChatMessage[], lang: Language): Promise<AssistantReply> {
    const last = history.at(-1)?.content ?? '';
    if (this.provider && (await this.budgetAllows())) {
      try {
        const system = systemPrompt(lang, this.owner, this.builtIn.contentFor(lang));
        return { reply: await askProvider(this.provider, system, history), source: 'provider' };
      } catch (error) {
        const reason =
          error instanceof Error
            ? error.name === 'AbortError'
              ? 'timeout'
              : error.message
            : 'unknown';
        this.log.warn({ reason }, 'chat provider failed; answering with the built-in assistant');
      }
    }
    return { reply: this.builtIn.answer(last, lang), source: 'builtin' };
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

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, type ChatMessage, type ChatResponse } from '../../../src/shared/api-contract';
import { checkChatInput, historyToSend } from '../../../src/shared/chat-rules';
import { CHAT_MESSAGE_MAX_CHARS } from '../../../src/shared/limits';
import type { Assistant } from '../assistant/assistant';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import { languageFromHeader } from '../language';
import { NO_TELEMETRY, type Telemetry } from '../metrics/telemetry';
import { chatResponseSchema, chatSchema } from '../schemas';
import { requireJson } from './json-only';

export const CHAT_BODY_LIMIT = 64 * 1024;

/** The browser's own rules, from src/shared, on every message that is used. */
function checkHistory(history: ChatMessage[]): void {
  const last = history.at(-1);
  if (!last || last.role !== 'user')
    throw new HttpError(400, 'validation_failed', ['messageHistory']);
  for (const message of [last, ...history.slice(0, -1).reverse()]) {
    if (message.role === 'user') {
      const verdict = checkChatInput(message.content);
      if (verdict === 'empty') throw new HttpError(400, 'validation_failed', ['messageHistory']);
      if (verdict !== 'ok') throw new HttpError(400, verdict);
    } else if (message.content.trim() === '' || message.content.length > CHAT_MESSAGE_MAX_CHARS) {
      throw new HttpError(400, 'validation_failed', ['messageHistory']);
    }
  }
}

const OUTCOMES = { answered: 'answered', notSure: 'not_sure', handoff: 'handoff' } as const;

export function chatRoutes(
  app: FastifyInstance,
  config: Config,
  assistant: Assistant,
  telemetry: Pick<Telemetry, 'chatReply'> = NO_TELEMETRY,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.chat,
    {
      schema: { body: chatSchema, response: { 200: chatResponseSchema } },
      bodyLimit: CHAT_BODY_LIMIT,
      onRequest: requireJson,
      config: {
        rateLimit: { max: config.rateLimits.chat.max, timeWindow: config.rateLimits.chat.windowMs },
      },
    },
    async (request): Promise<ChatResponse> => {
      // Longer histories (up to CHAT_HISTORY_ACCEPT_MAX) are accepted; only the newest 8 are used.
      const history = historyToSend(request.body.messageHistory);
      checkHistory(history);
      // The browser sends the page's language; the reply follows the language the visitor writes in.
      const page = languageFromHeader(request.headers['accept-language']);
      const { reply, source, lang, outcome, choices, handoff } = await assistant.reply(
        history,
        page,
      );
      request.log.info({ source, lang, outcome }, 'chat answered');
      telemetry.chatReply(source, OUTCOMES[outcome]);
      return { reply, ...(choices?.length ? { choices } : {}), ...(handoff ? { handoff } : {}) };
    },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PATHS, type ContactResponse } from '../../../src/shared/api-contract';
import type { Config } from '../config';
import { HttpError } from '../http-error';
import type { Outbox } from '../outbox';
import { contactSchema, fieldsOf } from '../schemas';
import {
  FORM_TYPE,
  isFormPost,
  pageLanguage,
  redirectToOutcome,
  registerFormParser,
} from './contact-form';
import { requireMediaType } from './json-only';

export const CONTACT_BODY_LIMIT = 16 * 1024;

/** Only a filled honeypot or a too-fast fill marks a bot; the four spec fields alone are fine. */
function isBot(body: unknown, minFillMs: number): boolean {
  if (!body || typeof body !== 'object') return false;
  const website: unknown = Reflect.get(body, 'website');
  const elapsed: unknown = Reflect.get(body, 'elapsedMs');
  const honeypot = typeof website === 'string' ? website.trim() !== '' : Boolean(website);
  const tooFast = typeof elapsed === 'number' && Number.isFinite(elapsed) && elapsed < minFillMs;
  return honeypot || tooFast;
}

export function contactRoutes(
  app: FastifyInstance,
  config: Config,
  outbox: Outbox,
  onStored: () => void,
): void {
  registerFormParser(app);
  app.post(
    API_PATHS.sendEmail,
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      onRequest: requireMediaType('application/json', FORM_TYPE),
      config: {
        rateLimit: {
          max: config.rateLimits.contact.max,
          timeWindow: config.rateLimits.contact.windowMs,
        },
      },
    },
    async (request, reply): Promise<ContactResponse | FastifyReply> => {
      const form = isFormPost(request);
      // Bots get the same answer as people and nothing is stored or sent.
      if (isBot(request.body, config.contact.minFillMs)) {
        request.log.info('contact: bot signal, message dropped');
        return form ? redirectToOutcome(request, reply, 'sent') : { success: true };
      }
      const parsed = contactSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, 'validation_failed', fieldsOf(parsed.error));
      const { name, email, phone, message } = parsed.data;
      const language = pageLanguage(request);
      const row = outbox.insert({ name, email, phone, message, language });
      request.log.info({ outboxId: row.id }, 'contact message stored');
      onStored();
      return form ? redirectToOutcome(request, reply, 'sent') : { success: true };
    },
  );
}

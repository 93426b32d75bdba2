import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from '../../../src/shared/api-contract';
import {
  CONTACT_EMAIL_MAX_CHARS,
  CONTACT_MESSAGE_MAX_CHARS,
  CONTACT_NAME_MAX_CHARS,
  CONTACT_PHONE_MAX_CHARS,
} from '../../../src/shared/limits';
import type { Config } from '../config';
import { HttpError, unavailable } from '../http-error';
import type { IdempotencyKey, NewContactMessage, OutboxStore } from '../storage/contract';
import type { WriteHealth } from '../write-health';
import { contactResponseSchema, contactSchema } from '../schemas';
import {
  FORM_TYPE,
  isFormPost,
  pageLanguage,
  redirectToOutcome,
  refuseForeignFormPosts,
  registerFormParser,
} from './contact-form';
import { requireMediaType } from './json-only';

/**
 * The longest valid message in the costliest encoding a browser uses: a form post
 * percent-encodes each UTF-8 byte, 9 bytes for one character of CJK or '€' (JSON's \uXXXX is
 * 6), plus room for the field names, the honeypot and the language.
 */
export const CONTACT_BODY_LIMIT =
  9 *
    (CONTACT_NAME_MAX_CHARS +
      CONTACT_EMAIL_MAX_CHARS +
      CONTACT_PHONE_MAX_CHARS +
      CONTACT_MESSAGE_MAX_CHARS) +
  1024;

/** Only a filled honeypot or a too-fast fill marks a bot; the four spec fields alone are fine. */
function isBot(body: unknown, minFillMs: number): boolean {
  if (!body || typeof body !== 'object') return false;
  const website: unknown = Reflect.get(body, 'website');
  const elapsed: unknown = Reflect.get(body, 'elapsedMs');
  const honeypot = typeof website === 'string' ? website.trim() !== '' : Boolean(website);
  const tooFast = typeof elapsed === 'number' && Number.isFinite(elapsed) && elapsed < minFillMs;
  return honeypot || tooFast;
}

/**
 * The submission's Idempotency-Key with a digest of the message it came with: a repeat of
 * the key with the same message is a retry; with another message, a client error.
 */
function idempotencyOf(
  request: FastifyRequest,
  msg: NewContactMessage,
): IdempotencyKey | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(400, 'validation_failed', [IDEMPOTENCY_KEY_HEADER]);
  }
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([msg.name, msg.email, msg.phone, msg.message]))
    .digest('base64url');
  return { key, fingerprint };
}

export function contactRoutes(
  app: FastifyInstance,
  config: Config,
  outbox: OutboxStore,
  writes: WriteHealth,
  onStored: () => void,
): void {
  registerFormParser(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.sendEmail,
    {
      schema: { body: contactSchema, response: { 200: contactResponseSchema } },
      bodyLimit: CONTACT_BODY_LIMIT,
      onRequest: requireMediaType('application/json', FORM_TYPE),
      // After the body is read: the refusal lands on the failure note of the page's own
      // language (the form's lng field), not the browser's. Bots get the same answer as
      // people, before the schema could tell them what it refuses; nothing is stored or sent.
      preValidation: [
        refuseForeignFormPosts,
        async (request, reply) => {
          if (!isBot(request.body, config.contact.minFillMs)) return;
          request.log.info('contact: bot signal, message dropped');
          return isFormPost(request)
            ? redirectToOutcome(request, reply, 'sent')
            : reply.send({ success: true });
        },
      ],
      config: {
        rateLimit: {
          max: config.rateLimits.contact.max,
          timeWindow: config.rateLimits.contact.windowMs,
        },
      },
    },
    async (request, reply) => {
      const form = isFormPost(request);
      const { name, email, phone, message } = request.body;
      const msg = { name, email, phone, message, language: pageLanguage(request) };
      const idempotency = idempotencyOf(request, msg);
      let outcome;
      try {
        outcome = await outbox.insert(msg, idempotency);
        // Only a new row proves the store takes writes; a replay or a conflict wrote nothing.
        if (outcome.kind === 'stored') writes.succeeded();
      } catch (error) {
        writes.failed(error);
        // Not committed, so not acknowledged: the visitor keeps the text and can send again.
        throw unavailable(error);
      }
      if (outcome.kind === 'conflict') throw new HttpError(422, 'idempotency_conflict');
      if (outcome.kind === 'replayed') {
        request.log.info(
          { outboxId: outcome.row.id },
          'contact: repeated submission, already stored',
        );
      } else {
        request.log.info({ outboxId: outcome.row.id }, 'contact message stored');
        onStored();
      }
      return form ? redirectToOutcome(request, reply, 'sent') : { success: true as const };
    },
  );
}

import { z } from 'zod';
import {
  CONTACT_EMAIL_MAX_CHARS,
  CONTACT_MESSAGE_MAX_CHARS,
  CONTACT_NAME_MAX_CHARS,
  CONTACT_PHONE_MAX_CHARS,
} from '../../src/shared/limits';
import { EMAIL_ADDRESS } from '../../src/shared/contact-rules';

/**
 * Control characters (C0 and C1), line/paragraph separators and the bidirectional overrides
 * and isolates, which could make a name or address display as something else (in the mail
 * and in `npm run inbox`): never in a one-line field.
 */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
/** In the message, line breaks and tabs are fine; other C0 and C1 control characters are not. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MESSAGE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A string of whole characters: a lone surrogate cannot be stored or sent as UTF-8. */
const text = () => z.string().refine((s) => !/\p{Cs}/u.test(s), 'not valid Unicode');

const oneLine = (max: number, min: number) =>
  text()
    .trim()
    .min(min)
    .max(max)
    .refine((s) => !LINE_BREAKING.test(s), 'no control characters');

/**
 * The API's bodies and answers, one source: the routes carry them as their Fastify schemas
 * (fastify-type-provider-zod validates a body before the handler runs and checks each answer).
 */

/** The server's contact schema: unknown fields are dropped, strings trimmed. */
export const contactSchema = z.object({
  name: oneLine(CONTACT_NAME_MAX_CHARS, 1),
  email: text()
    .trim()
    .max(CONTACT_EMAIL_MAX_CHARS)
    .refine((s) => !LINE_BREAKING.test(s), 'no control characters')
    // The form's own pattern (src/shared/contact-rules.ts), so both refuse the same addresses.
    .pipe(z.email({ pattern: EMAIL_ADDRESS })),
  phone: oneLine(CONTACT_PHONE_MAX_CHARS, 0).optional().default(''),
  message: text()
    .trim()
    .min(1)
    .max(CONTACT_MESSAGE_MAX_CHARS)
    .refine((s) => !MESSAGE_CONTROL.test(s), 'no control characters'),
  website: z.unknown().optional(),
  elapsedMs: z.unknown().optional(),
  /** The page's language, sent by the form without JavaScript (its note is on that page). */
  lng: z.unknown().optional(),
});

/** The longest history accepted; only the newest CHAT_HISTORY_LIMIT messages are used. */
export const CHAT_HISTORY_ACCEPT_MAX = 20;

export const chatSchema = z.object({
  messageHistory: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        // Only shape here; the messages actually used get the full rules in the route.
        content: text(),
      }),
    )
    .min(1)
    .max(CHAT_HISTORY_ACCEPT_MAX),
});

/** What POST /api/sendEmail answers when the message was stored (or a bot was turned away). */
export const contactResponseSchema = z.object({ success: z.literal(true) });

/** What POST /api/chat-personal answers: the spec's `reply`, and the offers beside it. */
export const chatResponseSchema = z.object({
  reply: z.string(),
  choices: z.array(z.object({ label: z.string(), ask: z.string() })).optional(),
  handoff: z.object({ message: z.string() }).optional(),
});

/**
 * What the "send this question to Charles" button puts into the contact form: the visitor's
 * own words, never the assistant's. A follow-up ("and for a dental practice?") means little
 * alone, so the question it continues comes along.
 */
import type { ChatHandoff, ChatMessage } from '../../../src/shared/api-contract';
import { CONTACT_MESSAGE_MAX_CHARS } from '../../../src/shared/limits';

/** `continues`: the newest question was read as a follow-up of the one before. */
export function handoffFor(history: readonly ChatMessage[], continues = false): ChatHandoff {
  const asked = history.filter((m) => m.role === 'user').map((m) => m.content.trim());
  const last = asked.at(-1) ?? '';
  const before = asked.at(-2);
  const turns = before && continues ? [before, last] : [last];
  let message = turns.join('\n\n');
  if (message.length > CONTACT_MESSAGE_MAX_CHARS) {
    message = `${message.slice(0, CONTACT_MESSAGE_MAX_CHARS - 1).trimEnd()}…`;
  }
  return { message };
}

import {
  API_PATHS,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  type ChatChoice,
  type ChatHandoff,
  type ChatMessage,
  type ChatResponse,
  type ContactRequest,
  type ErrorCode,
} from '../shared/api-contract';
import { CHAT_CHOICES_MAX } from '../shared/limits';

/** The page's only door to the server: every fetch in the browser goes through here. */

/** Why a request failed: a server error code, or what went wrong on the way. */
export type RequestFailure = ErrorCode | 'network' | 'http' | 'bad_response';

export class ApiRequestError extends Error {
  readonly failure: RequestFailure;
  readonly status: number | undefined;

  constructor(failure: RequestFailure, status?: number, options?: ErrorOptions) {
    super(`Request failed: ${failure}${status === undefined ? '' : ` (HTTP ${status})`}`, options);
    this.name = 'ApiRequestError';
    this.failure = failure;
    this.status = status;
  }
}

export interface ContactResult {
  success: boolean;
  message?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string with more than spaces in it. */
function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

async function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  try {
    // No client time-out: the spec asks for none, and the server bounds its own work.
    return await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiRequestError('network', undefined, { cause: error });
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new ApiRequestError(response.ok ? 'bad_response' : 'http', response.status, {
      cause: error,
    });
  }
}

/**
 * Sends the contact form. A JSON answer with a boolean `success` is the outcome,
 * whatever the status; anything else (no connection, no JSON, no `success`) throws.
 * `idempotencyKey` names the submission: a retry with the same key is stored once.
 */
export async function sendContact(
  body: ContactRequest,
  idempotencyKey?: string,
): Promise<ContactResult> {
  const response = await postJson(
    API_PATHS.sendEmail,
    body,
    idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {},
  );
  const data = await readJson(response);
  if (!isRecord(data) || typeof data.success !== 'boolean') {
    throw new ApiRequestError('bad_response', response.status);
  }
  return typeof data.message === 'string' && data.message.trim() !== ''
    ? { success: data.success, message: data.message }
    : { success: data.success };
}

/** The offered questions of the contract's shape, at most CHAT_CHOICES_MAX; others are dropped. */
function readChoices(value: unknown): ChatChoice[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((item): ChatChoice[] =>
      isRecord(item) && isText(item.label) && isText(item.ask)
        ? [{ label: item.label, ask: item.ask }]
        : [],
    )
    .slice(0, CHAT_CHOICES_MAX);
}

function readHandoff(value: unknown): ChatHandoff | undefined {
  return isRecord(value) && isText(value.message) ? { message: value.message } : undefined;
}

/**
 * Asks the assistant for the next reply, in the visitor's language, with the questions it
 * offers and its offer to pass the question on when it gave them. A malformed extra is left
 * out: the reply itself still counts.
 * Throws an ApiRequestError whose `failure` is the server's error code when it gave one.
 */
export async function askAssistant(
  messageHistory: readonly ChatMessage[],
  language: string,
): Promise<ChatResponse> {
  const response = await postJson(
    API_PATHS.chat,
    { messageHistory },
    { 'Accept-Language': language },
  );
  const data = await readJson(response);
  if (!response.ok) {
    const code = isRecord(data) && isRecord(data.error) ? data.error.code : undefined;
    throw new ApiRequestError(isErrorCode(code) ? code : 'http', response.status);
  }
  if (!isRecord(data) || !isText(data.reply)) {
    throw new ApiRequestError('bad_response', response.status);
  }
  const choices = readChoices(data.choices);
  const handoff = readHandoff(data.handoff);
  return {
    reply: data.reply,
    ...(choices.length > 0 ? { choices } : {}),
    ...(handoff ? { handoff } : {}),
  };
}

import {
  API_PATHS,
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  type ChatMessage,
  type ContactRequest,
  type ErrorCode,
} from '../shared/api-contract';

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

/**
 * Asks the assistant for the next reply, in the visitor's language.
 * Throws an ApiRequestError whose `failure` is the server's error code when it gave one.
 */
export async function askAssistant(
  messageHistory: readonly ChatMessage[],
  language: string,
): Promise<string> {
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
  if (!isRecord(data) || typeof data.reply !== 'string' || data.reply.trim() === '') {
    throw new ApiRequestError('bad_response', response.status);
  }
  return data.reply;
}

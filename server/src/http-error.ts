import type { ErrorCode } from '../../src/shared/api-contract';

/** A client-facing error: a status and a code from ERROR_CODES, never a sentence. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly fields?: string[],
    /** Sent as Retry-After (seconds), for a 503 the client may try again after. */
    readonly retryAfterS?: number,
    options?: ErrorOptions,
  ) {
    super(code, options);
    this.name = 'HttpError';
  }
}

/** Seconds a client is told to wait when storage or the server is briefly unavailable. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** 503 with Retry-After: the write was not committed; nothing was acknowledged. */
export function unavailable(cause?: unknown): HttpError {
  return new HttpError(503, 'unavailable', undefined, UNAVAILABLE_RETRY_AFTER_S, { cause });
}

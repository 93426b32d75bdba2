import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '../../src/shared/api-contract';

/**
 * An Error without a stack. An answer to a client (a refused body, a rate limit) is not a
 * fault: nobody reads its stack, and capturing one cost more than the rest of a refused request.
 */
export function stacklessError(message: string, options?: ErrorOptions): Error {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  const error = new Error(message, options);
  Error.stackTraceLimit = limit;
  return error;
}

/**
 * A client-facing error: a status and a code from ERROR_CODES, never a sentence. Without a
 * stack (see stacklessError); a 5xx is logged with its cause, which keeps its own.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly fields?: string[],
    /** Sent as Retry-After (seconds), for a 503 the client may try again after. */
    readonly retryAfterS?: number,
    options?: ErrorOptions,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(code, options);
    Error.stackTraceLimit = limit;
    this.name = 'HttpError';
  }
}

/** Seconds a client is told to wait when storage or the server is briefly unavailable. */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** 503 with Retry-After: the write was not committed; nothing was acknowledged. */
export function unavailable(cause?: unknown): HttpError {
  return new HttpError(503, 'unavailable', undefined, UNAVAILABLE_RETRY_AFTER_S, { cause });
}

/** Fastify's and our errors as a status and a code; anything unexpected is a 500. */
export function classify(error: FastifyError | HttpError): { status: number; error: ApiError } {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      error: { code: error.code, fields: error.fields?.length ? error.fields : undefined },
    };
  }
  // A body its route's schema refuses: the fields it is about, as the form shows them.
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => issue.instancePath.split('/')[1] ?? '');
    const named = [...new Set(fields.filter(Boolean))];
    return {
      status: 400,
      error: { code: 'validation_failed', fields: named.length ? named : undefined },
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, error: { code: 'unsupported_media_type' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, error: { code: 'payload_too_large' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, error: { code: 'invalid_json' } };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, error: { code: 'rate_limited' } };
  // A body in an encoding this server does not take (Content-Encoding: zstd, say).
  if (status === 415) return { status, error: { code: 'unsupported_media_type' } };
  // What the static files refuse (a dotfile, a way out of build/) is simply not there.
  if (status === 403 || status === 404) return { status, error: { code: 'not_found' } };
  if (error instanceof SyntaxError) return { status: 400, error: { code: 'invalid_json' } };
  if (status >= 400 && status < 500) return { status, error: { code: 'validation_failed' } };
  return { status: 500, error: { code: 'internal' } };
}

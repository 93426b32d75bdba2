import type { ErrorCode } from '../../src/shared/api-contract';

/** A client-facing error: a status and a code from ERROR_CODES, never a sentence. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly fields?: string[],
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

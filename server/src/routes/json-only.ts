import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

/** The request's media type, lower-cased, without parameters ('' when there is none). */
export function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Refuses, before the body is read, any request whose media type is not one of `types`. */
export function requireMediaType(...types: string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!types.includes(mediaTypeOf(request))) throw new HttpError(415, 'unsupported_media_type');
  };
}

/** JSON-only routes: anything but application/json is refused before the body is read. */
export const requireJson = requireMediaType('application/json');

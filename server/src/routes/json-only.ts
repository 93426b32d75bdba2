import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

/** The request's media type, lower-cased, without parameters ('' when there is none). */
export function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** JSON-only routes: anything but application/json is refused before the body is read. */
export async function requireJson(request: FastifyRequest): Promise<void> {
  if (mediaTypeOf(request) !== 'application/json')
    throw new HttpError(415, 'unsupported_media_type');
}

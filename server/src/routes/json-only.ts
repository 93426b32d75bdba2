import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';

/** JSON-only routes: anything but application/json is refused before the body is read. */
export async function requireJson(request: FastifyRequest): Promise<void> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'unsupported_media_type');
}

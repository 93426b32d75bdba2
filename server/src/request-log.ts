/**
 * One log line per request, written when it is answered: method, path, status and time.
 * Fastify's default is two ('incoming request', then 'request completed'), and at the info
 * level those lines were about a quarter of the server's CPU per page request (docs/benchmarks.md,
 * Footprint). Errors, stream failures and the rest are logged as Fastify logs them.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../../src/shared/api-contract';
import type { Db } from '../db';
import type { Outbox } from '../outbox';

export function healthRoutes(
  app: FastifyInstance,
  db: Db,
  outbox: Outbox,
  smtpConfigured: boolean,
) {
  app.get(API_PATHS.health, async (request, reply) => {
    const smtp = smtpConfigured ? 'configured' : 'not_configured';
    try {
      db.prepare('SELECT 1').get();
      return { status: 'ok', db: 'ok', outbox: outbox.counts(), smtp };
    } catch (error) {
      request.log.error({ err: error }, 'health: database check failed');
      return reply.code(503).send({ status: 'error', db: 'error', outbox: null, smtp });
    }
  });
}

import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { API_PATHS } from '../../../src/shared/api-contract';
import type { Storage } from '../storage/contract';
import type { WriteHealth } from '../write-health';

export interface HealthInfo {
  smtpConfigured: boolean;
  /** Where the rate limiter keeps its counters: Redis when given, else this process's memory. */
  redis: Redis | undefined;
}

/**
 * 200 only while the database takes writes: every call commits a probe row, and a contact
 * message that could not be stored marks the instance unhealthy for a while (WriteHealth).
 * A load balancer then stops sending visitors here until it recovers.
 */
export function healthRoutes(
  app: FastifyInstance,
  storage: Storage,
  writes: WriteHealth,
  info: HealthInfo,
) {
  app.get(API_PATHS.health, async (request, reply) => {
    const smtp = info.smtpConfigured ? 'configured' : 'not_configured';
    // Redis down is not a reason to take the instance out: limits then count per instance.
    const stores = info.redis
      ? {
          database: storage.kind,
          rateLimit: info.redis.status === 'ready' ? 'redis' : 'memory (redis unreachable)',
        }
      : { database: storage.kind, rateLimit: 'memory' };
    try {
      await storage.probeWrite();
      if (writes.recentlyFailed()) throw new Error('the last contact message could not be stored');
      return { status: 'ok', db: 'ok', stores, outbox: await storage.outbox.counts(), smtp };
    } catch (error) {
      request.log.error({ err: error }, 'health: database cannot take writes');
      return reply.code(503).send({ status: 'error', db: 'error', stores, outbox: null, smtp });
    }
  });
}

import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { API_PATHS } from '../../../src/shared/api-contract';
import type { BuiltInState } from '../assistant/built-in-loader';
import type { Storage } from '../storage/contract';
import type { WriteHealth } from '../write-health';

export interface HealthInfo {
  smtpConfigured: boolean;
  /** Where the rate limiter keeps its counters: Redis when given, else this process's memory. */
  redis: Redis | undefined;
  /** The built-in assistant: still loading (chats wait for it), ready, or failed to load. */
  assistant: () => BuiltInState;
}

/**
 * Runs `probe` for each caller, but never two at once: callers that arrive while one runs share
 * the next, which starts after they asked. A flood of health checks on a slow database thus
 * holds one connection, never the whole pool that contact posts need.
 */
export function oneAtATime(probe: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = (): Promise<void> => {
    const run: Promise<void> = probe().finally(() => {
      if (running === run) running = undefined;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}

/**
 * 200 only while the database takes writes: every call commits a probe row after testing for
 * a message's worth of room (shared with the calls that arrive while it runs). A load balancer
 * stops sending visitors here while it fails, and sends them again from its first success.
 */
export function healthRoutes(
  app: FastifyInstance,
  storage: Storage,
  writes: WriteHealth,
  info: HealthInfo,
) {
  const probeWrite = oneAtATime(() => storage.probeWrite());
  app.get(API_PATHS.health, async (request, reply) => {
    const smtp = info.smtpConfigured ? 'configured' : 'not_configured';
    // Redis down is not a reason to take the instance out: limits then count per instance.
    const stores = info.redis
      ? {
          database: storage.kind,
          rateLimit: info.redis.status === 'ready' ? 'redis' : 'memory (redis unreachable)',
        }
      : { database: storage.kind, rateLimit: 'memory' };
    const assistant = info.assistant();
    try {
      await probeWrite();
      writes.succeeded();
      const outbox = await storage.outbox.counts();
      // Still loading is fine (a chat waits for it); an assistant that cannot load is a fault.
      const status = assistant === 'failed' ? 'error' : 'ok';
      const body = { status, db: 'ok', stores, outbox, smtp, assistant };
      return assistant === 'failed' ? reply.code(503).send(body) : body;
    } catch (error) {
      writes.failed(error);
      request.log.error({ err: error }, 'health: database cannot take writes');
      const body = { status: 'error', db: 'error', stores, outbox: null, smtp, assistant };
      return reply.code(503).send(body);
    }
  });
}

/**
 * Rate limits shared by every instance of the server: @fastify/rate-limit's own Redis store
 * keeps the counters in Redis (REDIS_URL), so a client's sixth contact post is refused
 * whichever instance answers it.
 *
 * When Redis does not answer, limits neither fail open (anyone could flood the form) nor
 * closed (nobody could write): each instance counts in its own memory until Redis is back.
 * A client then gets at most the limit per instance, and the site stays up.
 */
import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import { Redis } from 'ioredis';
import type { RateLimitMemory } from './rate-limit-store';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

const NAMESPACE = 'site-rate-limit-';

/**
 * What Redis keeps instead of the client's address: a keyed hash, the same on every instance
 * (keyed with the Redis URL they share), so Redis and its snapshots never hold an IP address.
 */
export function pseudonymousKey(ip: string, secret: string): string {
  return createHmac('sha256', `rate-limit:${secret}`).update(ip).digest('base64url').slice(0, 22);
}

/** A client for counters: fail fast (the local memory takes over), reconnect in the background. */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      'redis unreachable: rate limits are counted per instance until it is back',
    );
  });
  redis.on('ready', () => {
    if (down) log.info('redis is back: rate limits are shared again');
    down = false;
  });
  return redis;
}

export function sharedRateLimitStore(
  redis: Redis,
  memory: RateLimitMemory,
): FastifyRateLimitStoreCtor {
  const LocalStore = memory.storeClass();
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      options: StoreOptions,
      private readonly shared = new RedisStore(
        options.continueExceeding ?? false,
        options.exponentialBackoff ?? false,
        redis,
        NAMESPACE,
      ),
      private readonly local: FastifyRateLimitStore = new LocalStore({}),
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void {
      const window = timeWindow ?? 60_000;
      this.shared.incr(
        key,
        (error, result) => {
          if (!error) return callback(null, result);
          const localIncr: (k: string, cb: IncrCallback, w: number) => void = this.local.incr.bind(
            this.local,
          );
          localIncr(key, callback, window);
        },
        window,
        max ?? Number.MAX_SAFE_INTEGER,
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes its merged route settings here, which its type does not declare.
      const flag = (name: keyof StoreOptions) => Reflect.get(routeOptions, name) === true;
      return new SharedStore(
        {
          continueExceeding: flag('continueExceeding'),
          exponentialBackoff: flag('exponentialBackoff'),
        },
        this.shared.child(routeOptions),
        this.local.child(routeOptions),
      );
    }
  }
  return SharedStore;
}

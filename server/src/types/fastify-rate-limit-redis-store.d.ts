// @fastify/rate-limit's own Redis store (INCR and PEXPIRE in one Lua script), which its
// typings do not declare.
declare module '@fastify/rate-limit/store/RedisStore' {
  import type { Redis } from 'ioredis';

  type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

  class RedisStore {
    constructor(
      continueExceeding: boolean,
      exponentialBackoff: boolean,
      redis: Redis,
      key?: string,
    );
    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void;
    child(routeOptions: unknown): RedisStore;
  }
  export = RedisStore;
}

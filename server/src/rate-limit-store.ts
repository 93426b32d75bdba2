import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

interface Hits {
  count: number;
  resetAt: number;
}

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Entries per route before the oldest is dropped: bounds memory under a flood of addresses. */
const MAX_ENTRIES_PER_ROUTE = 10_000;
const FALLBACK_WINDOW_MS = 60_000;

/**
 * The rate limiter's memory: clients (IP addresses, IPv6 /64s) with a hit count, in memory
 * only, never on disk.
 * Unlike the plugin's default LRU (which keeps an address until it is pushed out), an
 * entry is forgotten as soon as its window ends: on the next hit to it, and by `sweep()`,
 * which `start()` runs every minute.
 */
export class RateLimitMemory {
  private readonly routes = new Set<Map<string, Hits>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly now: () => number = Date.now) {}

  /** The store class for @fastify/rate-limit's `store` option; every store shares this memory. */
  storeClass(): FastifyRateLimitStoreCtor {
    const memory = this;
    return class WindowedStore implements FastifyRateLimitStore {
      private readonly hits = memory.track(new Map<string, Hits>());

      incr(key: string, callback: IncrCallback, timeWindow?: number): void {
        callback(null, memory.hit(this.hits, key, timeWindow ?? FALLBACK_WINDOW_MS));
      }

      child(): FastifyRateLimitStore {
        return new WindowedStore();
      }
    };
  }

  /** Drops every entry whose window has ended; returns how many were dropped. */
  sweep(): number {
    const t = this.now();
    let dropped = 0;
    for (const hits of this.routes) {
      for (const [key, entry] of hits) {
        if (entry.resetAt <= t) {
          hits.delete(key);
          dropped++;
        }
      }
    }
    return dropped;
  }

  /** Whether any route still remembers this key (an IP address). */
  remembers(key: string): boolean {
    return [...this.routes].some((hits) => hits.has(key));
  }

  size(): number {
    return [...this.routes].reduce((sum, hits) => sum + hits.size, 0);
  }

  start(intervalMs = 60_000): void {
    this.stop();
    this.timer = setInterval(() => this.sweep(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private track(hits: Map<string, Hits>): Map<string, Hits> {
    this.routes.add(hits);
    return hits;
  }

  private hit(hits: Map<string, Hits>, key: string, windowMs: number) {
    const t = this.now();
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= t) {
      hits.delete(key); // re-inserted below, so Map order stays oldest-window-first
      entry = { count: 0, resetAt: t + windowMs };
      if (hits.size >= MAX_ENTRIES_PER_ROUTE) {
        const oldest = hits.keys().next();
        if (!oldest.done) hits.delete(oldest.value);
      }
      hits.set(key, entry);
    }
    entry.count++;
    return { current: entry.count, ttl: entry.resetAt - t };
  }
}

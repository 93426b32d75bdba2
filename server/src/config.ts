import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import {
  DEFAULT_CONTACT_RETENTION_DAYS,
  ownerFromEnv,
  parseRetentionDays,
  privacyFromEnv,
  type OwnerProfile,
  type PrivacySettings,
} from '../../src/shared/owner';

/** The webhook bodies the alerts can send (alerts/webhook.ts formats each). */
export const ALERT_FORMATS = ['json', 'slack', 'discord', 'ntfy'] as const;
export type AlertFormat = (typeof ALERT_FORMATS)[number];

type Env = Record<string, string | undefined>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The repository root: the nearest folder above this file with a package.json (works from src and dist). */
export function findRootDir(start: string = __dirname): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/**
 * The environment as the server sees it: `.env`, then `.env.local` on top, then the real
 * process environment on top of both (a variable set in the environment always wins).
 */
export function readEnvFiles(rootDir: string, processEnv: Env = process.env): Env {
  const fromFile = (name: string): Env => {
    const file = path.join(rootDir, name);
    return fs.existsSync(file) ? parseEnv(fs.readFileSync(file, 'utf8')) : {};
  };
  return { ...fromFile('.env'), ...fromFile('.env.local'), ...processEnv };
}

/** Whether a URL's user or password part is valid percent-encoding. */
function decodes(part: string): boolean {
  try {
    decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());
const int = (fallback: number, min = 0) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).default(fallback));
/** Node's timers wait at most 2^31 - 1 ms (24.8 days); a longer wait fires after 1 ms. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
/** A duration in ms that some timer waits for. */
const timerMs = (fallback: number, min = 0) =>
  int(fallback, min).pipe(
    z.number().max(MAX_TIMER_MS, `at most ${MAX_TIMER_MS} ms (about 24 days), a timer's limit`),
  );
const emailAddress = z.preprocess(blankToUndefined, z.email().optional());
/**
 * How many reverse proxies of ours stand in front: X-Forwarded-For is believed for exactly
 * that many hops, so a client cannot pick its own address (and rate-limit key) by sending
 * the header itself. `true` means one, the usual nginx in front.
 */
const proxyHops = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .toLowerCase()
    .default('false')
    .transform((value, context) => {
      if (['false', '0', 'no', 'off'].includes(value)) return false;
      if (['true', 'yes', 'on'].includes(value)) return 1;
      if (/^[1-9]$/.test(value)) return Number(value);
      context.addIssue({
        code: 'custom',
        message: 'expected false, true (one proxy in front) or the number of proxies (1-9)',
      });
      return z.NEVER;
    }),
);

const envSchema = z.object({
  PORT: int(3000, 0).pipe(z.number().max(65535)),
  HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data')),
  STATIC_DIR: z.preprocess(blankToUndefined, z.string().default('./build')),
  LOCALES_DIR: z.preprocess(blankToUndefined, z.string().default('./src/locales')),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: proxyHops,
  REQUEST_TIMEOUT_MS: timerMs(30_000, 1),
  SHUTDOWN_TIMEOUT_MS: timerMs(10_000, 0),

  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
      .refine((url) => {
        const { username, password } = new URL(url);
        return decodes(username) && decodes(password);
      }, 'user and password must be percent-encoded (a % in a password is %25)')
      .optional(),
  ),
  SMTP_TIMEOUT_MS: timerMs(10_000, 1),
  CONTACT_TO: emailAddress,
  CONTACT_FROM: emailAddress,
  CONTACT_MIN_FILL_MS: int(1500, 0),
  DELIVERY_RETRY_BASE_MS: timerMs(30_000, 1),
  DELIVERY_RETRY_MAX_MS: int(6 * 60 * 60 * 1000, 1),
  DELIVERY_GIVE_UP_AFTER_MS: int(3 * 24 * 60 * 60 * 1000, 0),
  DELIVERY_POLL_MS: timerMs(60_000, 10),
  DELIVERY_LEASE_MS: timerMs(120_000, 100),
  DATABASE_MAX_MB: int(0, 0),
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  REDIS_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),

  // Shared with the browser build (.env): the privacy notice states the same number.
  REACT_APP_CONTACT_RETENTION_DAYS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .refine((v) => v === undefined || parseRetentionDays(v) !== undefined, {
        error: 'must be a whole number of days from 1 to 3650',
      }),
  ),

  RATE_LIMIT_CONTACT_MAX: int(5, 1),
  // The limiter keeps client IPs in memory for one window: at most a day, as the notice says.
  RATE_LIMIT_CONTACT_WINDOW_MS: int(10 * 60 * 1000, 1).pipe(z.number().max(DAY_MS)),
  RATE_LIMIT_CHAT_MAX: int(20, 1),
  RATE_LIMIT_CHAT_WINDOW_MS: int(60 * 1000, 1).pipe(z.number().max(DAY_MS)),

  CHAT_API_KEY: optionalString,
  CHAT_BASE_URL: z.preprocess(
    blankToUndefined,
    z
      .url({ protocol: /^https?$/ })
      // fetch() refuses such a URL, and the error would carry the credentials into the log.
      .refine((url) => {
        const { username, password } = new URL(url);
        return !username && !password;
      }, 'must not contain a user or password: the key goes in CHAT_API_KEY')
      .optional(),
  ),
  CHAT_MODEL: z.preprocess(blankToUndefined, z.string().default('gpt-4o-mini')),
  CHAT_TIMEOUT_MS: timerMs(15_000, 1),
  CHAT_DAILY_BUDGET: int(500, 0),
  CHAT_MAX_OUTPUT_TOKENS: int(300, 1),

  ALERT_WEBHOOK_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  ALERT_WEBHOOK_FORMAT: z.preprocess(
    blankToUndefined,
    z.enum(ALERT_FORMATS, { error: `one of ${ALERT_FORMATS.join(', ')}` }).default('json'),
  ),
  ALERT_PENDING_AFTER_MS: int(60 * 60 * 1000, 1_000),
  METRICS_PORT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  METRICS_HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
});

export interface Config {
  port: number;
  host: string;
  rootDir: string;
  dataDir: string;
  staticDir: string;
  localesDir: string;
  logLevel: string;
  /** false, or how many proxy hops X-Forwarded-For is believed for. */
  trustProxy: false | number;
  requestTimeoutMs: number;
  shutdownTimeoutMs: number;
  smtp: { url: string | undefined; timeoutMs: number };
  contact: { to: string; from: string; minFillMs: number };
  delivery: {
    retryBaseMs: number;
    retryMaxMs: number;
    giveUpAfterMs: number;
    pollMs: number;
    leaseMs: number;
  };
  /** PostgreSQL when `url` is set, else SQLite in dataDir (capped at maxSizeMb MiB; 0: none). */
  database: { url: string | undefined; maxSizeMb: number };
  /** Rate-limit counters in Redis when set, else in this process's memory. */
  redisUrl: string | undefined;
  rateLimits: {
    contact: { max: number; windowMs: number };
    chat: { max: number; windowMs: number };
  };
  /** Undefined: the built-in assistant only. */
  provider:
    | { apiKey: string | undefined; baseUrl: string; model: string; maxOutputTokens: number }
    | undefined;
  chat: { timeoutMs: number; dailyBudget: number };
  owner: OwnerProfile;
  /** Retention and what the privacy notice names (shared REACT_APP_* variables). */
  privacy: PrivacySettings;
  /** Undefined: no alerts. */
  alerts: { webhookUrl: string; format: AlertFormat; pendingAfterMs: number } | undefined;
  /** Prometheus text on its own port; undefined: off. */
  metrics: { port: number; host: string } | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment once; every wrong variable is named in the error. */
export function loadConfig(env: Env, rootDir: string = findRootDir()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const owner = ownerFromEnv(env);
  const to = e.CONTACT_TO ?? (z.email().safeParse(owner.email).success ? owner.email : undefined);
  const from = e.CONTACT_FROM ?? to;
  if (e.SMTP_URL && (!to || !from)) {
    throw new ConfigError([
      'CONTACT_TO: required when SMTP_URL is set (or set REACT_APP_EMAIL to a valid address)',
    ]);
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(['METRICS_PORT: must differ from PORT (metrics are never public)']);
  }
  const resolve = (p: string) => path.resolve(rootDir, p);
  const providerOn = e.CHAT_API_KEY !== undefined || e.CHAT_BASE_URL !== undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    rootDir,
    dataDir: resolve(e.DATA_DIR),
    staticDir: resolve(e.STATIC_DIR),
    localesDir: resolve(e.LOCALES_DIR),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    smtp: { url: e.SMTP_URL, timeoutMs: e.SMTP_TIMEOUT_MS },
    contact: { to: to ?? '', from: from ?? '', minFillMs: e.CONTACT_MIN_FILL_MS },
    delivery: {
      retryBaseMs: e.DELIVERY_RETRY_BASE_MS,
      retryMaxMs: e.DELIVERY_RETRY_MAX_MS,
      giveUpAfterMs: e.DELIVERY_GIVE_UP_AFTER_MS,
      pollMs: e.DELIVERY_POLL_MS,
      leaseMs: e.DELIVERY_LEASE_MS,
    },
    database: { url: e.DATABASE_URL, maxSizeMb: e.DATABASE_MAX_MB },
    redisUrl: e.REDIS_URL,
    rateLimits: {
      contact: { max: e.RATE_LIMIT_CONTACT_MAX, windowMs: e.RATE_LIMIT_CONTACT_WINDOW_MS },
      chat: { max: e.RATE_LIMIT_CHAT_MAX, windowMs: e.RATE_LIMIT_CHAT_WINDOW_MS },
    },
    provider: providerOn
      ? {
          apiKey: e.CHAT_API_KEY,
          baseUrl: (e.CHAT_BASE_URL ?? 'https://api.openai.com/v1').replace(/\/+$/, ''),
          model: e.CHAT_MODEL,
          maxOutputTokens: e.CHAT_MAX_OUTPUT_TOKENS,
        }
      : undefined,
    chat: { timeoutMs: e.CHAT_TIMEOUT_MS, dailyBudget: e.CHAT_DAILY_BUDGET },
    owner,
    privacy: {
      ...privacyFromEnv(env),
      contactRetentionDays:
        parseRetentionDays(e.REACT_APP_CONTACT_RETENTION_DAYS) ?? DEFAULT_CONTACT_RETENTION_DAYS,
    },
    alerts: e.ALERT_WEBHOOK_URL
      ? {
          webhookUrl: e.ALERT_WEBHOOK_URL,
          format: e.ALERT_WEBHOOK_FORMAT,
          pendingAfterMs: e.ALERT_PENDING_AFTER_MS,
        }
      : undefined,
    metrics:
      e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}

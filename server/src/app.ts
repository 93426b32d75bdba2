import type { Server } from 'node:http';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { API_PATHS, type ApiError } from '../../src/shared/api-contract';
import { SUPPORTED_LANGUAGES } from '../../src/shared/languages';
import { Assistant } from './assistant/assistant';
import { ChatBudget } from './assistant/budget';
import { BuiltInLoader, LOAD_DELAY_MS } from './assistant/built-in-loader';
import { compileFacts } from './assistant/knowledge/compile';
import { AlertMonitor } from './alerts/monitor';
import { AlertWebhook } from './alerts/webhook';
import { rateLimitClient } from './client-key';
import type { Config } from './config';
import { DeliveryWorker } from './delivery-worker';
import { classify, HttpError, stacklessError, unavailable } from './http-error';
import { NO_TELEMETRY, type Telemetry } from './metrics/telemetry';
import { createMailer } from './mailer';
import { RateLimitMemory } from './rate-limit-store';
import { OneLinePerRequest } from './request-log';
import { RetentionSweeper } from './retention';
import { chatRoutes } from './routes/chat';
import { isFormPost, redirectToOutcome } from './routes/contact-form';
import { contactRoutes } from './routes/contact';
import { healthRoutes } from './routes/health';
import { answerOtherMethods, trackRouteMethods } from './routes/method-not-allowed';
import { registerSecurityHeaders, securityHeaders } from './security-headers';
import { CACHE_CONTROL } from './cache-rules';
import { PageStore, sendPage } from './pages';
import { registerStatic } from './static';
import { openStorage } from './storage/open-storage';
import { WriteHealth } from './write-health';

/** A request's route template for metrics (never the path a visitor typed). */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/** Stands in for Fastify's JSON-schema compilers: zod's replace them before any route needs one. */
function noJsonSchemas(): never {
  throw new Error('the routes validate with zod: no JSON-schema compiler is loaded');
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

export interface AppOptions {
  /** The clock for retention and the rate limiter's memory (tests simulate time with it). */
  now?: () => number;
  /** Where the log goes (default stdout); tests read what the server logs. */
  logStream?: { write(line: string): void };
}

/** Builds the whole service from a config; never listens (server.ts does). */
export async function buildApp(
  config: Config,
  { now = Date.now, logStream }: AppOptions = {},
): Promise<FastifyInstance> {
  const proxyHops = config.trustProxy;
  // The pages in memory; the hashes of their inline blocks go into every response's CSP.
  // First: incomplete content stops the start (ContentError) before anything is opened.
  const facts = compileFacts({
    localesDir: config.localesDir,
    owner: config.owner,
    privacy: config.privacy,
    providerConfigured: config.provider !== undefined,
  });
  const pages = new PageStore(config.staticDir);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      // Requests are logged by method, path and status only: no bodies, addresses or IPs.
      serializers: {
        req: (req: { method?: string; url?: string }) => ({
          method: req.method,
          path: req.url?.split('?')[0],
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      redact: ['req.headers', 'body', 'email', 'name', 'message'],
    },
    logController: new OneLinePerRequest(),
    // Believe X-Forwarded-* for the configured number of proxy hops only (hop 0 is the socket's peer).
    trustProxy: proxyHops === false ? false : (_address: string, hop: number) => hop < proxyHops,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2,
    keepAliveTimeout: 5_000,
    bodyLimit: 64 * 1024,
    // A URL that is not even valid (/api/%zz) gets the same error shape and headers as any
    // other bad request, and its text is not echoed back.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const body: { error: ApiError } = { error: { code: 'validation_failed' } };
      // Sent before any hook can run: the security headers go on here.
      return (reply as FastifyReply)
        .headers({ ...securityHeaders(pages.cspHashes()), 'cache-control': CACHE_CONTROL.api })
        .code(status)
        .send(body);
    },
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // Our own hook answers requests that arrive while closing: 503, Retry-After, our error shape.
    return503OnClosing: false,
    // Routes validate with zod (schemas.ts), never with JSON schemas: naming these keeps Fastify
    // from loading ajv and fast-json-stringify (about 100 ms and 7 MB of every start).
    schemaController: {
      compilersFactory: { buildValidator: noJsonSchemas, buildSerializer: noJsonSchemas },
    },
    // classify() reads a refused body's `validation`, never this error's text or stack.
    schemaErrorFormatter: () => stacklessError('the body does not match its schema'),
  });
  app.removeContentTypeParser('text/plain');
  // The routes' zod schemas (schemas.ts) validate bodies and check answers.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeMethods = trackRouteMethods(app);

  const storage = await openStorage(config, {
    now,
    onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost; reconnecting'),
  });
  const writes = new WriteHealth();
  // prom-client is loaded only when metrics are wanted.
  const promModule = config.metrics ? await import('./metrics/prometheus') : undefined;
  const prometheus = promModule
    ? new promModule.PrometheusTelemetry(storage.outbox, now)
    : undefined;
  const telemetry: Telemetry = prometheus ?? NO_TELEMETRY;
  const smtpConfigured = config.smtp.url !== undefined;
  const webhook = config.alerts
    ? new AlertWebhook({
        url: config.alerts.webhookUrl,
        format: config.alerts.format,
        log: app.log,
        onOutcome: (alert, sent) => telemetry.alert(alert.event, alert.status, sent),
      })
    : undefined;
  const alerts =
    config.alerts && webhook
      ? new AlertMonitor({
          incidents: storage.incidents,
          outbox: storage.outbox,
          probeWrite: () => storage.probeWrite(),
          writes,
          send: (alert) => webhook.send(alert),
          pendingAfterMs: config.alerts.pendingAfterMs,
          watchQueue: smtpConfigured,
          log: app.log,
          now,
        })
      : undefined;
  const mailer = config.smtp.url
    ? await createMailer(config.smtp.url, config.smtp.timeoutMs, config.contact)
    : undefined;
  const worker = mailer
    ? new DeliveryWorker(
        storage.outbox,
        mailer.send,
        config.delivery,
        app.log,
        now,
        alerts ? [alerts, telemetry] : [telemetry],
      )
    : undefined;
  if (!mailer) {
    // The built-in default, not a fault: said once, plainly, at info level.
    app.log.info(
      'contact messages are stored and listed by `npm run inbox`; set SMTP_URL to have them e-mailed too',
    );
  }

  const retention = new RetentionSweeper(
    storage,
    config.privacy.contactRetentionDays,
    app.log,
    now,
  );
  const rateLimitMemory = new RateLimitMemory(now);
  // ioredis is loaded only when REDIS_URL is set.
  const shared = config.redisUrl ? await import('./rate-limit-shared') : undefined;
  const redis =
    shared && config.redisUrl ? shared.connectRedis(config.redisUrl, app.log) : undefined;

  const budget = new ChatBudget(storage.budget, config.chat.dailyBudget, now);
  const provider = config.provider
    ? { ...config.provider, timeoutMs: config.chat.timeoutMs }
    : undefined;
  const builtIn = new BuiltInLoader(facts, config.rootDir);
  const assistant = new Assistant(() => builtIn.get(), budget, provider, app.log, telemetry);
  if (provider && !config.privacy.chatProviderName) {
    app.log.warn(
      'a chat provider is configured but REACT_APP_CHAT_PROVIDER_NAME is empty: the privacy notice does not name it',
    );
  }

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A request that reaches a closing server is refused with a 503 it can retry elsewhere.
  // Hooks on every request take a callback: an async one costs a promise per request.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    done(unavailable());
  });

  if (promModule && prometheus && config.metrics) {
    const { host, port } = config.metrics;
    app.addHook('onResponse', async (request, reply) => {
      telemetry.request(
        routeOf(request),
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
    // Beside the site's own port, never on it; started when the site listens.
    let metricsServer: Server | undefined;
    app.addHook('onListen', async () => {
      metricsServer = await promModule.serveMetrics(prometheus, host, port);
      app.log.info({ host, port }, 'metrics at /metrics');
    });
    app.addHook('onClose', async () => {
      const server = metricsServer;
      if (!server) return;
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections(); // a scraper's kept-alive connection must not hold shutdown
      await closed;
    });
  }

  registerSecurityHeaders(app, () => pages.cspHashes());
  app.addHook('onSend', (request, reply, payload, done) => {
    if (pathOf(request).startsWith('/api/')) reply.header('cache-control', CACHE_CONTROL.api);
    done(null, payload);
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's default quality (11) costs far too much CPU per response.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(rateLimit, {
    global: false,
    keyGenerator:
      shared && redis
        ? (request) => shared.pseudonymousKey(rateLimitClient(request.ip), config.redisUrl ?? '')
        : (request) => rateLimitClient(request.ip),
    store:
      shared && redis
        ? shared.sharedRateLimitStore(redis, rateLimitMemory)
        : rateLimitMemory.storeClass(),
    errorResponseBuilder: (request) => {
      telemetry.rateLimited(routeOf(request));
      return new HttpError(429, 'rate_limited');
    },
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const { status, error: body } = classify(error);
    if (error instanceof HttpError && error.retryAfterS !== undefined) {
      reply.header('retry-after', String(error.retryAfterS));
    }
    if (status === 503 && error instanceof HttpError && error.cause !== undefined) {
      telemetry.storageUnavailable(routeOf(request));
    }
    if (status >= 500) {
      const cause = error instanceof HttpError ? error.cause : error;
      request.log.error({ err: cause ?? error, code: body.code }, 'request failed');
    } else {
      request.log.info({ code: body.code, status }, 'request rejected');
    }
    const isContact = pathOf(request) === API_PATHS.sendEmail;
    // The page's form without JavaScript gets its page back, with the note for a failure.
    if (isContact && isFormPost(request)) return redirectToOutcome(request, reply, 'failed');
    return reply.code(status).send(isContact ? { success: false, error: body } : { error: body });
  });

  // Pages are answered from memory (PageStore): /de, /en and everything below them;
  // other paths without a language reach the not-found handler, which redirects them.
  for (const lng of SUPPORTED_LANGUAGES) {
    app.get(`/${lng}`, (request, reply) => sendPage(request, reply, pages));
    app.get(`/${lng}/*`, (request, reply) => sendPage(request, reply, pages));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (path === '/api' || path.startsWith('/api/') || !isPageRequest) {
      return reply.code(404).send({ error: { code: 'not_found' } });
    }
    return sendPage(request, reply, pages);
  });

  contactRoutes(app, config, storage.outbox, writes, () => worker?.wake());
  chatRoutes(app, config, assistant, telemetry);
  healthRoutes(app, storage, writes, {
    smtpConfigured: mailer !== undefined,
    redis,
    assistant: () => builtIn.state,
  });
  await registerStatic(app, config.staticDir);
  answerOtherMethods(app, routeMethods, { isUnknown: (path) => /^\/api(\/|$)/.test(path) });

  app.addHook('onReady', async () => {
    void retention.start();
    rateLimitMemory.start();
    worker?.start();
    alerts?.start();
    builtIn.startAfter(LOAD_DELAY_MS, (error) => {
      app.log.error({ err: error }, 'chat fails until a restart');
    });
  });
  app.addHook('onClose', async () => {
    retention.stop();
    rateLimitMemory.stop();
    redis?.disconnect();
    await builtIn.idle();
    await worker?.stop(config.shutdownTimeoutMs);
    alerts?.stop();
    await webhook?.stop(Math.min(2_000, config.shutdownTimeoutMs));
    mailer?.close();
    await storage.close();
  });
  return app;
}

/**
 * The Telemetry as Prometheus metrics (prom-client), served as text on METRICS_HOST:METRICS_PORT,
 * a port of its own that the public never reaches. The queue's gauges are read from the
 * database at each scrape, so every instance reports the shared queue.
 */
import http from 'node:http';
import client from 'prom-client';
import type { OutboxStore } from '../storage/contract';
import type { ChatOutcome, ChatSource, ModelResult, Telemetry } from './telemetry';

export class PrometheusTelemetry implements Telemetry {
  readonly registry = new client.Registry();
  private readonly httpDuration: client.Histogram<'route' | 'method' | 'status_code'>;
  private readonly rateLimits: client.Counter<'route'>;
  private readonly storage503: client.Counter<'route'>;
  private readonly deliveries: client.Counter<'outcome'>;
  private readonly alerts: client.Counter<'event' | 'status' | 'result'>;
  private readonly chatReplies: client.Counter<'source' | 'outcome'>;
  private readonly modelDuration: client.Histogram<'result'>;

  constructor(outbox: OutboxStore, now: () => number = Date.now) {
    const registers = [this.registry];
    client.collectDefaultMetrics({ register: this.registry });
    new client.Gauge({
      name: 'site_outbox_messages',
      help: 'Contact messages in the outbox by state (pending includes those being sent).',
      labelNames: ['state'],
      registers,
      async collect() {
        try {
          const counts = await outbox.counts();
          for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
        } catch {
          this.reset(); // absent rather than stale while the database does not answer
        }
      },
    });
    new client.Gauge({
      name: 'site_outbox_oldest_pending_age_seconds',
      help: 'How long the longest-waiting undelivered message has waited (0: none waits).',
      registers,
      async collect() {
        try {
          const oldest = await outbox.oldestPendingAt();
          this.set(oldest === undefined ? 0 : Math.max(0, (now() - oldest) / 1000));
        } catch {
          this.reset();
        }
      },
    });
    this.httpDuration = new client.Histogram({
      name: 'site_http_request_duration_seconds',
      help: 'Time to answer a request, by route template, method and status.',
      labelNames: ['route', 'method', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
      registers,
    });
    this.rateLimits = new client.Counter({
      name: 'site_rate_limited_total',
      help: 'Requests refused by the rate limit (429), by route.',
      labelNames: ['route'],
      registers,
    });
    this.storage503 = new client.Counter({
      name: 'site_storage_unavailable_total',
      help: 'Requests answered 503 because the database did not take the write.',
      labelNames: ['route'],
      registers,
    });
    this.deliveries = new client.Counter({
      name: 'site_deliveries_total',
      help: 'Delivery attempts by outcome: delivered, retry (back in the queue), failed (given up).',
      labelNames: ['outcome'],
      registers,
    });
    this.alerts = new client.Counter({
      name: 'site_alerts_total',
      help: 'Alerts posted to the webhook, by event, status (firing, resolved) and result (sent, lost).',
      labelNames: ['event', 'status', 'result'],
      registers,
    });
    this.chatReplies = new client.Counter({
      name: 'site_chat_replies_total',
      help: 'Assistant replies by source (built_in, model, fallback: the model failed or its budget is spent) and outcome.',
      labelNames: ['source', 'outcome'],
      registers,
    });
    this.modelDuration = new client.Histogram({
      name: 'site_chat_model_duration_seconds',
      help: 'Time the model provider took, by result (ok, error, timeout).',
      labelNames: ['result'],
      buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30],
      registers,
    });
  }

  request(route: string, method: string, statusCode: number, seconds: number): void {
    this.httpDuration.observe({ route, method, status_code: String(statusCode) }, seconds);
  }

  rateLimited(route: string): void {
    this.rateLimits.inc({ route });
  }

  storageUnavailable(route: string): void {
    this.storage503.inc({ route });
  }

  chatReply(source: ChatSource, outcome: ChatOutcome): void {
    this.chatReplies.inc({ source, outcome });
  }

  modelCall(result: ModelResult, seconds: number): void {
    this.modelDuration.observe({ result }, seconds);
  }

  alert(event: string, status: string, sent: boolean): void {
    this.alerts.inc({ event, status, result: sent ? 'sent' : 'lost' });
  }

  delivered(): void {
    this.deliveries.inc({ outcome: 'delivered' });
  }

  retrying(): void {
    this.deliveries.inc({ outcome: 'retry' });
  }

  failedForGood(): void {
    this.deliveries.inc({ outcome: 'failed' });
  }
}

/** GET /metrics on its own server; anything else is a 404. Resolves once it listens. */
export async function serveMetrics(
  telemetry: PrometheusTelemetry,
  host: string,
  port: number,
): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url?.split('?')[0] !== '/metrics' || request.method !== 'GET') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    telemetry.registry.metrics().then(
      (text) =>
        response.writeHead(200, { 'content-type': telemetry.registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

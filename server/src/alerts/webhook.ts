/**
 * Alerts reach the owner through a webhook in the shape his tool reads: our own JSON, Slack's
 * and Discord's incoming webhooks, or ntfy (plain text with a title header). Posting happens
 * in the background, one alert after the other so that "resolved" never overtakes its alert;
 * a failed post is retried a few times and then logged. Nothing waits for it.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AlertFormat } from '../config';

export type AlertEvent =
  'smtp_rejected' | 'delivery_stalled' | 'delivery_failed' | 'storage_refused';

/** Counts, ages, error classes and outbox ids only: never a name, an address or a text. */
export interface AlertFigures {
  pending?: number;
  failed?: number;
  oldestPendingAgeS?: number;
  errorClass?: string;
  outboxIds?: number[];
}

export interface Alert {
  event: AlertEvent;
  status: 'firing' | 'resolved';
  title: string;
  text: string;
  figures: AlertFigures;
  at: number;
}

export interface WebhookRequest {
  headers: Record<string, string>;
  body: string;
}

const DISCORD_MAX_CHARS = 2000;

export function formatAlert(alert: Alert, format: AlertFormat): WebhookRequest {
  const line = `${alert.title}: ${alert.text}`;
  const json = { 'content-type': 'application/json' };
  switch (format) {
    case 'slack':
      return { headers: json, body: JSON.stringify({ text: line }) };
    case 'discord':
      return { headers: json, body: JSON.stringify({ content: line.slice(0, DISCORD_MAX_CHARS) }) };
    case 'ntfy':
      return {
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          // Header values are Latin-1 on the wire: the titles are plain ASCII on purpose.
          title: alert.title,
          tags: alert.status === 'firing' ? 'warning' : 'white_check_mark',
          priority: alert.status === 'firing' ? 'high' : 'default',
        },
        body: alert.text,
      };
    case 'json':
      return {
        headers: json,
        body: JSON.stringify({
          event: alert.event,
          status: alert.status,
          title: alert.title,
          text: alert.text,
          at: new Date(alert.at).toISOString(),
          ...alert.figures,
        }),
      };
  }
}

export interface WebhookOptions {
  url: string;
  format: AlertFormat;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** Waits before the second, third, … attempt; the attempts end with the list. */
  retryDelaysMs?: number[];
  timeoutMs?: number;
  /** Told of each alert once its posting ended, sent or not (metrics count them). */
  onOutcome?: (alert: Alert, sent: boolean) => void;
}

export class AlertWebhook {
  private queue: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: WebhookOptions) {}

  /** Queues the alert; returns at once. */
  send(alert: Alert): void {
    this.queue = this.queue.then(() => this.post(alert));
  }

  /** Lets queued alerts go out for up to `timeoutMs` (a "resolved" at shutdown, say). */
  async stop(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.queue,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      }),
    ]);
    clearTimeout(timer);
    this.stopped = true;
  }

  private async post(alert: Alert): Promise<void> {
    const {
      url,
      format,
      log,
      retryDelaysMs = [2_000, 10_000, 60_000],
      timeoutMs = 10_000,
    } = this.options;
    const request = formatAlert(alert, format);
    let lastProblem = '';
    for (let attempt = 0; attempt <= retryDelaysMs.length && !this.stopped; attempt++) {
      if (attempt > 0) await delay(retryDelaysMs[attempt - 1] ?? 0);
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) {
          log.info({ alert: alert.event, status: alert.status }, 'alert sent');
          this.options.onOutcome?.(alert, true);
          return;
        }
        lastProblem = `HTTP ${response.status}`;
        // A 4xx other than 408/429 will not change by asking again.
        if (response.status < 500 && response.status !== 408 && response.status !== 429) break;
      } catch (error) {
        lastProblem = error instanceof Error ? error.name : 'error';
      }
    }
    log.error(
      { alert: alert.event, status: alert.status, problem: lastProblem, text: alert.text },
      'alert webhook failed; the alert is lost (see the text here)',
    );
    this.options.onOutcome?.(alert, false);
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

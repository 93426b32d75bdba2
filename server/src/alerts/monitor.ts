/**
 * Decides when the owner must hear of trouble, once per incident and not per retry: a mail
 * server that refuses a message for good (5xx: a revoked password, a rejected recipient) at
 * once, while the message stays queued; a message waiting longer than ALERT_PENDING_AFTER_MS;
 * a message given up; a database that refuses writes. Each incident is resolved when the
 * trouble ends, with a second alert. The database decides which instance speaks (one row per
 * kind, see IncidentStore); when the database itself cannot answer, this instance speaks.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveryObserver } from '../delivery-worker';
import type { IncidentStore, OutboxRow, OutboxStore } from '../storage/contract';
import { errorCode, type WriteHealth } from '../write-health';
import type { Alert, AlertEvent, AlertFigures } from './webhook';

export interface MonitorOptions {
  incidents: IncidentStore;
  outbox: OutboxStore;
  probeWrite: () => Promise<void>;
  writes: WriteHealth;
  send: (alert: Alert) => void;
  pendingAfterMs: number;
  /** False without SMTP: messages then wait for `npm run inbox` by design, not by fault. */
  watchQueue: boolean;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** An SMTP error as a class ("EENVELOPE 550"), without the server's text (it may hold an address). */
export function smtpErrorClass(error: unknown): string {
  const code = error && typeof error === 'object' ? Reflect.get(error, 'responseCode') : undefined;
  return (
    [errorCode(error), typeof code === 'number' ? String(code) : undefined]
      .filter((part) => part && part !== 'unknown')
      .join(' ') || 'unknown'
  );
}

/** 5xx from the mail server: retrying alone will not help, someone must change something. */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = error && typeof error === 'object' ? Reflect.get(error, 'responseCode') : undefined;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function duration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return `${Math.round(ms / 1000)} s`;
  if (minutes < 120) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours} h` : `${Math.round(hours / 24)} days`;
}

const TITLES: Record<AlertEvent, string> = {
  smtp_rejected: 'Contact form: the mail server refuses messages',
  delivery_stalled: 'Contact form: messages are waiting',
  delivery_failed: 'Contact form: a message was given up',
  storage_refused: 'Contact form: the database refuses writes',
};

const RESOLVED_TITLES: Record<AlertEvent, string> = {
  smtp_rejected: 'Contact form: the mail server takes messages again',
  delivery_stalled: 'Contact form: no message is waiting long any more',
  delivery_failed: 'Contact form: messages are delivered again',
  storage_refused: 'Contact form: the database takes writes again',
};

export class AlertMonitor implements DeliveryObserver {
  /** Kinds this instance opened without the database's say (it could not answer). */
  private readonly openedAlone = new Set<AlertEvent>();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private readonly now: () => number;

  constructor(private readonly o: MonitorOptions) {
    this.now = o.now ?? Date.now;
    o.writes.onChange((failing) => {
      if (failing) {
        void this.open('storage_refused', async () => ({
          text: `Writes fail (${failing.code}): visitors who send the form are told it could not be sent, and nothing new is stored. Free disk space or check the database.`,
          figures: { errorClass: failing.code },
        }));
      } else {
        void this.resolve('storage_refused', async () => ({
          text: 'Writes succeed again; the contact form works.',
          figures: {},
        }));
      }
    });
  }

  /** Checks the queue's age (and a failing database) every `min(1 min, ALERT_PENDING_AFTER_MS / 4)`. */
  start(): void {
    const every = Math.max(250, Math.min(60_000, Math.floor(this.o.pendingAfterMs / 4)));
    this.timer = setInterval(() => void this.tick(), every);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  delivered(): void {
    void this.resolve('smtp_rejected', async () => ({
      text: 'A message was delivered.',
      figures: await this.queueFigures(),
    }));
    void this.resolve('delivery_failed', async () => {
      const figures = await this.queueFigures();
      return {
        text: `A message was delivered. ${figures.failed ?? 0} given-up message(s) remain; \`npm run inbox\` lists them and \`npm run inbox retry all\` sends them again.`,
        figures,
      };
    });
    void this.checkQueue();
  }

  retrying(row: OutboxRow, error: unknown): void {
    if (!isPermanentSmtpError(error)) return;
    const errorClass = smtpErrorClass(error);
    void this.open('smtp_rejected', async () => ({
      text: `It answered ${errorClass} for message ${row.id} (attempt ${row.attempts}). The message stays queued and is tried again; check SMTP_URL (user, password), CONTACT_TO and CONTACT_FROM.`,
      figures: { ...(await this.queueFigures()), errorClass, outboxIds: [row.id] },
    }));
  }

  failedForGood(row: OutboxRow, error: unknown): void {
    const errorClass = smtpErrorClass(error);
    void this.open('delivery_failed', async () => ({
      text: `Message ${row.id} was not delivered after ${row.attempts} attempts (last: ${errorClass}) and is kept as failed: \`npm run inbox show ${row.id}\` shows it, \`npm run inbox retry ${row.id}\` sends it again.`,
      figures: { ...(await this.queueFigures()), errorClass, outboxIds: [row.id] },
    }));
  }

  /** One pass of the periodic check; exposed for tests. */
  async tick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = true;
    try {
      if (this.o.writes.failing()) {
        try {
          await this.o.probeWrite();
          this.o.writes.succeeded();
        } catch (error) {
          this.o.writes.failed(error);
        }
      }
      await this.checkQueue();
    } finally {
      this.ticking = false;
    }
  }

  private async checkQueue(): Promise<void> {
    if (!this.o.watchQueue) return;
    let oldest: number | undefined;
    try {
      oldest = await this.o.outbox.oldestPendingAt();
    } catch (error) {
      this.o.writes.failed(error);
      return;
    }
    const age = oldest === undefined ? 0 : this.now() - oldest;
    if (age >= this.o.pendingAfterMs) {
      await this.open('delivery_stalled', async () => {
        const figures = await this.queueFigures();
        return {
          text: `The oldest undelivered message has waited ${duration(age)} (${figures.pending ?? 0} waiting). Check the mail server; \`npm run inbox\` lists the messages.`,
          figures,
        };
      });
    } else {
      await this.resolve('delivery_stalled', async () => ({
        text: `No message has waited longer than ${duration(this.o.pendingAfterMs)}.`,
        figures: await this.queueFigures(),
      }));
    }
  }

  private async queueFigures(): Promise<AlertFigures> {
    try {
      const [counts, oldest] = await Promise.all([
        this.o.outbox.counts(),
        this.o.outbox.oldestPendingAt(),
      ]);
      return {
        pending: counts.pending,
        failed: counts.failed,
        oldestPendingAgeS:
          oldest === undefined ? 0 : Math.max(0, Math.round((this.now() - oldest) / 1000)),
      };
    } catch {
      return {};
    }
  }

  private async open(
    event: AlertEvent,
    describe: () => Promise<Pick<Alert, 'text' | 'figures'>>,
  ): Promise<void> {
    let mine: boolean;
    try {
      mine = await this.o.incidents.open(event, this.now());
    } catch {
      // The database cannot say who speaks: better one alert per instance than none.
      mine = !this.openedAlone.has(event);
      this.openedAlone.add(event);
    }
    if (!mine) return;
    const { text, figures } = await describe();
    this.o.send({ event, status: 'firing', title: TITLES[event], text, figures, at: this.now() });
  }

  private async resolve(
    event: AlertEvent,
    describe: () => Promise<Pick<Alert, 'text' | 'figures'>>,
  ): Promise<void> {
    let mine = this.openedAlone.delete(event);
    try {
      mine = (await this.o.incidents.resolve(event, this.now())) || mine;
    } catch (error) {
      this.o.log.warn({ err: error, alert: event }, 'alerts: could not record a resolved incident');
    }
    if (!mine) return;
    const { text, figures } = await describe();
    this.o.send({
      event,
      status: 'resolved',
      title: RESOLVED_TITLES[event],
      text,
      figures,
      at: this.now(),
    });
  }
}

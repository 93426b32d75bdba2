import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { OutboxRow } from './storage/contract';

export type SendMail = (row: OutboxRow) => Promise<void>;

const SUBJECT_NAME_MAX = 80;

/** A visitor's name made safe for a header: no control or format characters, bounded. */
export function safeHeaderText(text: string, max = SUBJECT_NAME_MAX): string {
  const flat = text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * SMTP_URL (smtp:// or smtps://user:pass@host:port) to nodemailer options with timeouts.
 * smtp:// with a password insists on STARTTLS (the password never crosses the network in
 * the clear, even when someone strips the server's STARTTLS offer), except to a relay on
 * this machine; `?requireTLS=false` or `?ignoreTLS=true` say otherwise explicitly.
 */
export function smtpOptions(url: string, timeoutMs: number): SMTPTransport.Options {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  const flag = (name: string) => u.searchParams.get(name);
  const ignoreTLS = flag('ignoreTLS') === 'true';
  const requireTLS =
    flag('requireTLS') !== null
      ? flag('requireTLS') === 'true'
      : !secure && !ignoreTLS && u.password !== '' && !LOOPBACK.has(u.hostname);
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    requireTLS,
    ignoreTLS,
    auth: u.username
      ? { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) }
      : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

export interface MailSettings {
  to: string;
  from: string;
}

export function buildMail(row: OutboxRow, settings: MailSettings) {
  const name = safeHeaderText(row.name) || 'unknown';
  const received = new Date(row.createdAt).toISOString();
  const text = [
    `Name:     ${row.name}`,
    `Email:    ${row.email}`,
    `Phone:    ${row.phone || '-'}`,
    `Language: ${row.language}`,
    `Received: ${received}`,
    '',
    'Message:',
    row.message,
    '',
    '--',
    `Sent by the website's contact form. Reply to this e-mail to answer ${name}.`,
  ].join('\n');
  return {
    from: { name: 'Website contact form', address: settings.from },
    to: settings.to,
    replyTo: { name, address: row.email },
    subject: `Contact form: ${name}`,
    messageId: row.messageId,
    date: new Date(row.createdAt),
    text,
  };
}

/** An SMTP error as a short text without any e-mail address in it (it is stored). */
export function describeSendError(error: unknown): string {
  const e = error instanceof Error ? error : new Error(String(error));
  const extra = e as Error & { code?: unknown; responseCode?: unknown };
  const parts = [
    typeof extra.code === 'string' ? extra.code : undefined,
    typeof extra.responseCode === 'number' ? String(extra.responseCode) : undefined,
    e.message.replace(/[^\s<>"',;:]+@[^\s<>"',;:]+/g, '<address>'),
  ].filter(Boolean);
  return parts.join(' ').slice(0, 300);
}

export interface Mailer {
  send: SendMail;
  close(): void;
}

/** Loads nodemailer, which a server without SMTP_URL never needs. */
export async function createMailer(
  url: string,
  timeoutMs: number,
  settings: MailSettings,
): Promise<Mailer> {
  const nodemailer = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpOptions(url, timeoutMs));
  return {
    async send(row) {
      await transport.sendMail(buildMail(row, settings));
    },
    close() {
      transport.close();
    },
  };
}

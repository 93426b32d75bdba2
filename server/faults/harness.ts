/**
 * The fault-injection suite's tools: the real server as a child process (so it can be killed),
 * a real SMTP sink, bursts of contact posts that each carry a tag, and the ledger that compares
 * what was acknowledged with what was stored and what reached the mailbox.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Storage } from '../src/storage/contract';
import { openPostgresStorage } from '../src/storage/postgres';
import { openSqliteStorage } from '../src/storage/sqlite';
import { fakeSite, freePort, tempDir, type ReceivedMail } from '../test/helpers';

const ROOT = path.resolve(__dirname, '../..');
const SERVER = path.join(ROOT, 'server/src/server.ts');

export interface RunningServer {
  port: number;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

/** A site folder (fake build, the real locales) and a data folder for one case. */
export function caseFolders(dataDir?: string) {
  const root = tempDir('faults-');
  fakeSite(root, { prerendered: true });
  return { root, dataDir: dataDir ?? path.join(root, 'data') };
}

export async function startServer(
  root: string,
  env: Record<string, string>,
  port?: number,
): Promise<RunningServer> {
  const listenPort = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      STATIC_DIR: path.join(root, 'build'),
      DATA_DIR: path.join(root, 'data'),
      LOCALES_DIR: path.join(ROOT, 'src/locales'),
      CONTACT_TO: 'owner@example.org',
      CONTACT_FROM: 'website@example.org',
      CONTACT_MIN_FILL_MS: '0',
      RATE_LIMIT_CONTACT_MAX: '100000',
      RATE_LIMIT_CHAT_MAX: '100000',
      DELIVERY_RETRY_BASE_MS: '100',
      DELIVERY_RETRY_MAX_MS: '1000',
      DELIVERY_POLL_MS: '500',
      DELIVERY_LEASE_MS: '3000',
      SMTP_TIMEOUT_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '3000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${listenPort}`;
  const answers = () =>
    fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    );
  const server = { port: listenPort, child, exited, output: () => output };
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    if (await answers()) return server;
    await sleep(50);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${output}`);
}

export interface PostResult {
  tag: string;
  status: number | 'network-error';
  acknowledged: boolean;
}

/** A contact message whose text carries `tag`, about `size` characters long. */
export function messageFor(tag: string, size = 200) {
  return {
    name: `Fault ${tag}`,
    email: 'visitor@example.com',
    phone: '',
    message: `${tag} ${'x'.repeat(Math.max(0, size - tag.length - 1))}`,
  };
}

/**
 * Posts `count` tagged messages, `concurrency` at a time, each with its own Idempotency-Key.
 * `onAcknowledged` sees the running count of "sent" answers (to kill the server mid-burst).
 */
export interface BurstOptions {
  concurrency?: number;
  size?: number;
  onAcknowledged?: (n: number) => void;
  /** More instances: message i goes to ports[i % n]; a failed try goes on to the next one. */
  ports?: number[];
  /** Tries per message (with the same Idempotency-Key), as a load balancer retrying would. */
  tries?: number;
  /** A client address per message (X-Forwarded-For, for a server with TRUST_PROXY). */
  clientOf?: (index: number) => string;
}

export async function burst(
  port: number,
  prefix: string,
  count: number,
  options: BurstOptions = {},
): Promise<PostResult[]> {
  const results: PostResult[] = [];
  let next = 0;
  let acknowledged = 0;
  const ports = options.ports ?? [port];
  const post = async (index: number, tag: string, attempt: number): Promise<PostResult> => {
    const target = ports[(index + attempt) % ports.length] ?? port;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'idempotency-key': `key-${tag}-0123456789`,
    };
    if (options.clientOf) headers['x-forwarded-for'] = options.clientOf(index);
    try {
      const response = await fetch(`http://127.0.0.1:${target}/api/sendEmail`, {
        method: 'POST',
        headers,
        body: JSON.stringify(messageFor(tag, options.size)),
      });
      const body: unknown = await response.json().catch(() => undefined);
      const ok =
        response.status === 200 &&
        typeof body === 'object' &&
        body !== null &&
        Reflect.get(body, 'success') === true;
      return { tag, status: response.status, acknowledged: ok };
    } catch {
      return { tag, status: 'network-error', acknowledged: false };
    }
  };
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const tag = `${prefix}-${String(index).padStart(4, '0')}`;
      let result = await post(index, tag, 0);
      for (let attempt = 1; attempt < (options.tries ?? 1) && !result.acknowledged; attempt++) {
        if (result.status !== 'network-error' && result.status !== 503) break;
        result = await post(index, tag, attempt);
      }
      results.push(result);
      if (result.acknowledged) options.onAcknowledged?.(++acknowledged);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 10 }, worker));
  return results;
}

/** The tags of every message in the store: SQLite in `dataDir`, or the PostgreSQL at a URL. */
export async function storedTags(dataDirOrUrl: string): Promise<Set<string>> {
  const storage: Storage = dataDirOrUrl.startsWith('postgres://')
    ? await openPostgresStorage(dataDirOrUrl, { messageIdHost: 'x' })
    : openSqliteStorage(dataDirOrUrl, { messageIdHost: 'x' });
  try {
    return new Set(
      (await storage.outbox.list(1_000_000)).map((row) => row.message.split(' ')[0] ?? ''),
    );
  } finally {
    await storage.close();
  }
}

/** Tag → the Message-IDs of the mails that carried it. */
export function deliveries(mails: ReceivedMail[]): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  for (const mail of mails) {
    const tag = /^Name: +Fault (\S+)$/m.exec(mail.body.replace(/\r/g, ''))?.[1];
    if (!tag) continue;
    byTag.set(tag, [...(byTag.get(tag) ?? []), mail.headers.get('message-id') ?? '']);
  }
  return byTag;
}

export interface Ledger {
  name: string;
  posted: number;
  acknowledged: number;
  refused: number;
  stored: number;
  delivered: number;
  lost: string[];
  undelivered: string[];
  duplicates: number;
  badDuplicates: string[];
}

/** What happened to every acknowledged message. */
export function ledger(
  name: string,
  results: PostResult[],
  stored: Set<string>,
  mails: ReceivedMail[],
): Ledger {
  const acked = results.filter((r) => r.acknowledged).map((r) => r.tag);
  const delivered = deliveries(mails);
  const duplicates = [...delivered.values()].filter((ids) => ids.length > 1);
  return {
    name,
    posted: results.length,
    acknowledged: acked.length,
    refused: results.filter((r) => !r.acknowledged).length,
    stored: acked.filter((tag) => stored.has(tag)).length,
    delivered: acked.filter((tag) => delivered.has(tag)).length,
    lost: acked.filter((tag) => !stored.has(tag) && !delivered.has(tag)),
    undelivered: acked.filter((tag) => !delivered.has(tag)),
    duplicates: duplicates.reduce((sum, ids) => sum + ids.length - 1, 0),
    badDuplicates: [...delivered].filter(([, ids]) => new Set(ids).size > 1).map(([tag]) => tag),
  };
}

/** Waits until every acknowledged tag has reached the mailbox, or the time is up. */
export async function awaitDelivery(
  results: PostResult[],
  mails: ReceivedMail[],
  timeoutMs: number,
): Promise<void> {
  const acked = results.filter((r) => r.acknowledged).map((r) => r.tag);
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const delivered = deliveries(mails);
    if (acked.every((tag) => delivered.has(tag))) return;
    await sleep(100);
  }
}

export function printLedger(l: Ledger, extra = ''): void {
  console.log(
    `[faults] ${l.name.padEnd(34)} posted ${String(l.posted).padStart(4)}  acknowledged ${String(
      l.acknowledged,
    ).padStart(4)}  refused ${String(l.refused).padStart(4)}  stored ${String(l.stored).padStart(
      4,
    )}  delivered ${String(l.delivered).padStart(4)}  lost ${l.lost.length}  duplicates ${
      l.duplicates
    } (different Message-ID: ${l.badDuplicates.length})${extra ? `  ${extra}` : ''}`,
  );
}

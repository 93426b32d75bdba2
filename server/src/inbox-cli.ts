/**
 * `npm run inbox`                 lists stored contact messages and their delivery state
 * `npm run inbox -- show <id>`    prints one message in full
 * `npm run inbox -- retry <id|all>` puts failed (or all undelivered) messages back in the queue;
 *                                 a running server picks them up on its next pass.
 * `npm run inbox -- delete <id>`  deletes one message (any state) once you have handled it.
 * Delivered messages are deleted by the server after REACT_APP_CONTACT_RETENTION_DAYS; failed
 * and undelivered ones stay until you delete them here.
 */
import { ConfigError, findRootDir, loadConfig, readEnvFiles } from './config';
import type { OutboxRow, Storage } from './storage/contract';
import { openStorage } from './storage/open-storage';

function when(ms: number | null): string {
  return ms === null ? '-' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
}

/** A message number as the stores keep it (a positive integer), else undefined. */
function messageNumber(arg: string | undefined): number | undefined {
  if (arg === undefined || !/^[1-9][0-9]{0,15}$/.test(arg)) return undefined;
  const id = Number(arg);
  return Number.isSafeInteger(id) ? id : undefined;
}

const USAGE = 'Usage: npm run inbox [-- list | show <id> | retry <id|all> | delete <id>]';

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Without SMTP nothing is ever sent: "stored" says that, where "pending" would read as stuck. */
function stateOf(row: OutboxRow, smtpConfigured: boolean): string {
  return row.state === 'pending' && !smtpConfigured ? 'stored' : row.state;
}

function printList(rows: OutboxRow[], smtpConfigured: boolean): void {
  if (rows.length === 0) {
    console.log('No contact messages stored.');
    return;
  }
  for (const r of rows) {
    const due = r.state === 'pending' && smtpConfigured ? ` next ${when(r.nextAttemptAt)}` : '';
    const err = r.lastError ? ` last error: ${oneLine(r.lastError, 80)}` : '';
    console.log(
      `#${r.id} ${stateOf(r, smtpConfigured).padEnd(9)} ${when(r.createdAt)} attempts ${r.attempts}${due}${err}\n` +
        `    ${oneLine(r.name, 40)} <${r.email}>: ${oneLine(r.message, 70)}`,
    );
  }
}

async function run(storage: Storage, smtpConfigured: boolean): Promise<number> {
  const { outbox } = storage;
  const [command = 'list', arg] = process.argv.slice(2);
  if (command === 'list') {
    printList(await outbox.list(200), smtpConfigured);
    const c = await outbox.counts();
    if (smtpConfigured) {
      console.log(`\n${c.pending} pending, ${c.delivered} delivered, ${c.failed} failed`);
    } else {
      console.log(
        `\n${c.pending} stored; no SMTP configured, so nothing is sent (set SMTP_URL to have ` +
          `them delivered)${c.delivered + c.failed > 0 ? `; ${c.delivered} delivered, ${c.failed} failed earlier` : ''}`,
      );
    }
    return 0;
  }
  const id = messageNumber(arg);
  if (command === 'show' && id !== undefined) {
    const row = await outbox.get(id);
    if (!row) {
      console.error(`No message #${arg}.`);
      return 1;
    }
    console.log(JSON.stringify(row, null, 2));
    return 0;
  }
  if (command === 'retry' && (arg === 'all' || id !== undefined)) {
    console.log(`${await outbox.requeue(id ?? 'all')} message(s) queued for delivery.`);
    return 0;
  }
  if (command === 'delete' && id !== undefined) {
    if (!(await outbox.delete(id))) {
      console.error(`No message #${arg}.`);
      return 1;
    }
    console.log(`Message #${id} deleted.`);
    // Gone from the files too, not only from the table (see Storage.scrubDeleted).
    await storage.scrubDeleted().catch(() => {
      console.error(
        'The database was busy (a backup reading it?), so its files may keep a copy until the ' +
          "server's next retention pass, within the hour, removes it.",
      );
    });
    return 0;
  }
  console.error(USAGE);
  return 1;
}

async function main(): Promise<number> {
  const rootDir = findRootDir();
  const config = loadConfig(readEnvFiles(rootDir), rootDir);
  const storage = await openStorage(config);
  try {
    return await run(storage, config.smtp.url !== undefined);
  } finally {
    await storage.close();
  }
}

// `npm run inbox | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  },
);

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
import { openDatabase } from './db';
import { hostOf, Outbox, type OutboxRow } from './outbox';

function when(ms: number | null): string {
  return ms === null ? '-' : new Date(ms).toISOString().replace('T', ' ').slice(0, 19);
}

function oneLine(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function printList(rows: OutboxRow[]): void {
  if (rows.length === 0) {
    console.log('No contact messages stored.');
    return;
  }
  for (const r of rows) {
    const due = r.state === 'pending' ? ` next ${when(r.nextAttemptAt)}` : '';
    const err = r.lastError ? ` last error: ${oneLine(r.lastError, 80)}` : '';
    console.log(
      `#${r.id} ${r.state.padEnd(9)} ${when(r.createdAt)} attempts ${r.attempts}${due}${err}\n` +
        `    ${oneLine(r.name, 40)} <${r.email}>: ${oneLine(r.message, 70)}`,
    );
  }
}

function main(): number {
  const rootDir = findRootDir();
  const config = loadConfig(readEnvFiles(rootDir), rootDir);
  const db = openDatabase(config.dataDir);
  try {
    const outbox = new Outbox(db, hostOf(config.contact.from));
    const [command = 'list', arg] = process.argv.slice(2);
    if (command === 'list') {
      printList(outbox.list(200));
      const c = outbox.counts();
      console.log(`\n${c.pending} pending, ${c.delivered} delivered, ${c.failed} failed`);
      if (!config.smtp.url) console.log('SMTP_URL is not set: nothing is being sent.');
      return 0;
    }
    if (command === 'show' && arg) {
      const row = outbox.get(Number(arg));
      if (!row) {
        console.error(`No message #${arg}.`);
        return 1;
      }
      console.log(JSON.stringify(row, null, 2));
      return 0;
    }
    if (command === 'retry' && arg) {
      const target = arg === 'all' ? 'all' : Number(arg);
      if (target !== 'all' && !Number.isInteger(target)) {
        console.error('Usage: npm run inbox -- retry <id|all>');
        return 1;
      }
      console.log(`${outbox.requeue(target)} message(s) queued for delivery.`);
      return 0;
    }
    if (command === 'delete' && arg) {
      const id = Number(arg);
      if (!Number.isInteger(id)) {
        console.error('Usage: npm run inbox -- delete <id>');
        return 1;
      }
      if (!outbox.delete(id)) {
        console.error(`No message #${arg}.`);
        return 1;
      }
      console.log(`Message #${id} deleted.`);
      return 0;
    }
    console.error('Usage: npm run inbox [-- list | show <id> | retry <id|all> | delete <id>]');
    return 1;
  } finally {
    db.close();
  }
}

// `npm run inbox | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}

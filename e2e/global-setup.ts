import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startMailbox } from './mailbox';
import { E2E_PORT } from './playwright.config';

const root = path.resolve(__dirname, '..');
const SMTP_PORT = E2E_PORT + 1;
// The server's own hard stop comes after SHUTDOWN_TIMEOUT_MS (10 s) plus 5 s; past that it hangs.
const STOP_TIMEOUT_MS = 15_000;

/** Throws if anything listens on the port: the suite must test the server it starts, not a stray one. */
async function assertPortFree(port: number): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${port} is already in use (a server left from an earlier run?): stop it or set E2E_PORT to a free port`,
            )
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', resolve);
  });
  await new Promise((resolve) => probe.close(resolve));
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopServer(child: ChildProcess): Promise<void> {
  // An exited child emits no second 'exit': waiting for one would hang the run.
  if (hasExited(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timeout = sleep(STOP_TIMEOUT_MS, 'timeout', { ref: false });
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Starts the owner's mailbox and the production server; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const file of ['build/index.html', 'server/dist/server/src/server.js']) {
    if (!fs.existsSync(path.join(root, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` before the e2e suite`);
    }
  }
  await assertPortFree(E2E_PORT);
  const stopMailbox = await startMailbox(SMTP_PORT);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const server = spawn(process.execPath, ['server/dist/server/src/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      CONTACT_TO: 'owner@example.test',
      CONTACT_FROM: 'website@example.test',
      DELIVERY_POLL_MS: '200',
      RATE_LIMIT_CONTACT_MAX: '1000',
      RATE_LIMIT_CHAT_MAX: '1000',
      CHAT_API_KEY: '',
      CHAT_BASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${E2E_PORT}`;
  let up = false;
  // Once our server has exited (bad config, EADDRINUSE), whatever answers on the port is not ours.
  for (let i = 0; i < 150 && !up && !hasExited(server); i += 1) {
    up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!up) await sleep(100);
  }
  if (!up || hasExited(server)) {
    const failure = hasExited(server)
      ? `the production server exited during start-up (code ${server.exitCode}, signal ${server.signalCode}): see its output above`
      : `the production server did not answer on ${base}`;
    await stopServer(server);
    await stopMailbox();
    throw new Error(failure);
  }
  return async () => {
    await stopServer(server);
    await stopMailbox();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startMailbox } from './mailbox';
import { E2E_PORT } from './playwright.config';

const root = path.resolve(__dirname, '..');
const SMTP_PORT = E2E_PORT + 1;

/** Starts the owner's mailbox and the production server; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  for (const file of ['build/index.html', 'server/dist/server/src/server.js']) {
    if (!fs.existsSync(path.join(root, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` before the e2e suite`);
    }
  }
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
  for (let i = 0; i < 150 && !up; i += 1) {
    up = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!up) await sleep(100);
  }
  if (!up) {
    server.kill('SIGKILL');
    await stopMailbox();
    throw new Error(`the production server did not answer on ${base}`);
  }
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await stopMailbox();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

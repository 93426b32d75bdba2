/**
 * What an operator sees of a server process from outside: the time from spawning it to its
 * first healthy /api/health answer, the time to its first chat reply, and its resident memory
 * once it has answered a few requests and settled. Measured for the compiled server exactly as
 * `npm run serve` starts it and for a bare node:http server started the same way, each several
 * times, so that the figures are medians with their ranges from one run on one machine.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

/** How long a started server is left alone before its memory is read. */
const SETTLE_MS = 2_000;
const POLL_MS = 5;
const START_TIMEOUT_MS = 30_000;

/** One bare node:http server: health and everything else answer the same small JSON. */
const BARE_SERVER = `require('node:http')
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  })
  .listen(Number(process.env.PORT), process.env.HOST);`;

export interface Start {
  /** From spawn to the first 200 from /api/health. */
  healthyMs: number;
  /** From spawn to the first chat reply (asked as soon as health said 200). */
  chatMs: number | undefined;
  /** VmRSS after the requests below and SETTLE_MS of quiet. */
  rssMb: number;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kb) / 1024;
}

async function request(url: string, init?: RequestInit): Promise<number | undefined> {
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return response.status;
  } catch {
    return undefined;
  }
}

const chatInit: RequestInit = {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'accept-language': 'en' },
  body: JSON.stringify({ messageHistory: [{ role: 'user', content: 'What are his skills?' }] }),
};

/** Starts `args` with node, measures it once, stops it. */
async function measureOnce(args: string[], rootDir: string, isApp: boolean): Promise<Start> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-footprint-'));
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: rootDir,
    // Defaults otherwise (.env applies): no SMTP, no model provider, SQLite in DATA_DIR.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      CHAT_API_KEY: '',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    let healthyMs: number | undefined;
    while (healthyMs === undefined) {
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited at start`);
      if (performance.now() - started > START_TIMEOUT_MS) throw new Error('never healthy');
      if ((await request(`${base}/api/health`)) === 200) healthyMs = performance.now() - started;
      else await sleep(POLL_MS);
    }
    let chatMs: number | undefined;
    if (isApp) {
      const status = await request(`${base}/api/chat-personal`, chatInit);
      if (status !== 200) throw new Error(`first chat answered ${status}`);
      chatMs = performance.now() - started;
    }
    for (const page of ['/de', '/en', '/api/health', '/de', '/en']) await request(`${base}${page}`);
    await sleep(SETTLE_MS);
    const pid = child.pid;
    if (pid === undefined) throw new Error('no pid');
    return { healthyMs, chatMs, rssMb: residentMb(pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median =
    sorted.length % 2
      ? (sorted[Math.floor(mid)] ?? 0)
      : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return { median, min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 };
}

export interface FootprintRow {
  server: string;
  healthyMs: Spread;
  chatMs: Spread | undefined;
  rssMb: Spread;
}

/** node's arguments in package.json's `serve` script ("node --flag server/dist/…/server.js"). */
function serveArgs(rootDir: string): string[] {
  const manifest = z
    .object({ scripts: z.object({ serve: z.string() }) })
    .parse(JSON.parse(fs.readFileSync(path.join(rootDir, 'package.json'), 'utf8')));
  const [command, ...args] = manifest.scripts.serve.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`the serve script does not start node: ${command}`);
  const compiled = args.at(-1) ?? '';
  if (!fs.existsSync(path.join(rootDir, compiled))) {
    throw new Error(`${compiled} is missing: run \`npm run build\``);
  }
  return args;
}

/**
 * `starts` starts of the compiled server (as `npm run serve` starts it) and of the bare server,
 * alternating so that both see the same machine.
 */
export async function footprint(rootDir: string, starts: number): Promise<FootprintRow[]> {
  const args = serveArgs(rootDir);
  const app: Start[] = [];
  const bare: Start[] = [];
  for (let i = 0; i < starts; i++) {
    bare.push(await measureOnce(['-e', BARE_SERVER], rootDir, false));
    app.push(await measureOnce(args, rootDir, true));
  }
  const row = (server: string, runs: Start[]): FootprintRow => {
    const chats = runs.flatMap((r) => (r.chatMs === undefined ? [] : [r.chatMs]));
    return {
      server,
      healthyMs: spread(runs.map((r) => r.healthyMs)),
      chatMs: chats.length ? spread(chats) : undefined,
      rssMb: spread(runs.map((r) => r.rssMb)),
    };
  };
  return [row('bare node:http (baseline)', bare), row('npm run serve', app)];
}

export function formatFootprint(rows: FootprintRow[], starts: number): string {
  const ms = (s: Spread) => `${Math.round(s.median)} (${Math.round(s.min)}–${Math.round(s.max)})`;
  const mb = (s: Spread) => `${s.median.toFixed(1)} (${s.min.toFixed(1)}–${s.max.toFixed(1)})`;
  return [
    `\nFootprint, median (range) of ${starts} starts each:`,
    `| Server | start to healthy ms | start to first chat reply ms | idle RSS MB |`,
    `|---|---:|---:|---:|`,
    ...rows.map(
      (r) =>
        `| ${r.server} | ${ms(r.healthyMs)} | ${r.chatMs ? ms(r.chatMs) : '–'} | ${mb(r.rssMb)} |`,
    ),
  ].join('\n');
}

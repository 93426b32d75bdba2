/**
 * `npm run bench`: autocannon against the real app on a loopback port, with a temp DATA_DIR and
 * the real build/, next to a bare node:http handler as the baseline.
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10) tune the run; BENCH_STARTS
 * (default 5) is how many times the compiled server and a bare one are started for the
 * footprint rows (server/bench/footprint.ts).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CASES } from '../eval/cases';
import { offlineConfig } from '../eval/run';
import { buildApp } from '../src/app';
import { BuiltInAssistant } from '../src/assistant/engine';
import { compileFacts } from '../src/assistant/knowledge/compile';
import { findRootDir, type loadConfig } from '../src/config';
import { postgresBinDir, startPostgres } from '../test/services';
import { footprint, formatFootprint } from './footprint';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
/** The steady load the durable-contact goal is stated for (p99 ≤ 25 ms at 200 req/s). */
const FIXED_RATE = 200;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const starts = Number(process.env.BENCH_STARTS ?? 5);

interface Row {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** One raw response (status line aside): its headers and its bytes as sent, not decoded. */
function rawResponse(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: http.OutgoingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** The assistant loads in the background after listen: a chat waits for it, not the rows. */
async function assistantLoaded(app: FastifyInstance): Promise<void> {
  await app.inject({
    method: 'POST',
    url: '/api/chat-personal',
    payload: { messageHistory: [{ role: 'user', content: 'hi' }] },
  });
}

/** A steady open-loop load (server/bench/paced-load.mjs, in its own process). */
async function paced(route: string, url: string, body: string): Promise<Row> {
  const script = path.join(__dirname, 'paced-load.mjs');
  const out = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [script, url, String(FIXED_RATE), String(Math.max(seconds, 10)), body],
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
  });
  const result = z
    .object({ rps: z.number(), p50: z.number(), p99: z.number(), failed: z.number() })
    .parse(JSON.parse(out));
  return { route, rps: result.rps, p50: result.p50, p99: result.p99, non2xx: result.failed };
}

async function run(route: string, opts: autocannon.Options): Promise<Row> {
  const result = await autocannon({ duration: seconds, connections, ...opts });
  return {
    route,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Every eval question (with its earlier turns as history), answered in-process, timed one by one. */
async function builtInLatency(config: ReturnType<typeof loadConfig>): Promise<{
  p50: number;
  p99: number;
  max: number;
  n: number;
}> {
  const engine = await BuiltInAssistant.create(
    compileFacts({
      localesDir: config.localesDir,
      owner: config.owner,
      privacy: config.privacy,
      providerConfigured: false,
    }),
  );
  const times: number[] = [];
  // Each question once: a repeat would be answered from the reader's cache of earlier messages.
  for (let round = 0; round < 1; round++) {
    for (const c of CASES) {
      const history = [...(c.before ?? []), c.ask].flatMap((content, i, all) =>
        i < all.length - 1
          ? [
              { role: 'user' as const, content },
              { role: 'assistant' as const, content: 'An earlier answer.' },
            ]
          : [{ role: 'user' as const, content }],
      );
      const started = performance.now();
      await engine.answer(history, c.page);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Number((times[Math.floor(q * (times.length - 1))] ?? 0).toFixed(3));
  return { p50: at(0.5), p99: at(0.99), max: at(1), n: times.length };
}

async function main(): Promise<void> {
  const rootDir = findRootDir();
  if (!fs.existsSync(path.join(rootDir, 'build/index.html'))) {
    console.error('build/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  // First, while nothing else of the bench runs: processes started and measured from outside.
  console.log(`Footprint: ${starts} starts each of the compiled server and a bare one…`);
  const footprintRows = await footprint(rootDir, starts);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const config = offlineConfig(dataDir, { RATE_LIMIT_CONTACT_MAX: '100000000' });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  await assistantLoaded(app);

  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
  // The page as the app sends it, from a bare handler: autocannon, in this same process, reads
  // every body into a string, which for 13 kB of brotli costs more than serving it does; this
  // row shows the most any page row here can reach.
  const browser = { 'accept-encoding': 'gzip, deflate, br' };
  const page = await rawResponse(`${appUrl}/de`, browser);
  const barePage = http.createServer((_req, res) => {
    res.writeHead(200, page.headers);
    res.end(page.body);
  });
  await new Promise<void>((r) => barePage.listen(0, '127.0.0.1', r));
  const barePageUrl = `http://127.0.0.1:${(barePage.address() as AddressInfo).port}`;

  const json = { 'content-type': 'application/json', 'accept-language': 'en' };
  const contact = {
    name: 'Bench Mark',
    email: 'bench@example.com',
    phone: '',
    message: 'A message to measure durable commits.',
  };
  const rows: Row[] = [];
  console.log(`${seconds} s per route, ${connections} connections…`);
  rows.push(await run('bare node:http (baseline)', { url: bareUrl }));
  rows.push(
    await run(`bare node:http sending GET /de's bytes (${page.body.length} B br)`, {
      url: barePageUrl,
      headers: browser,
    }),
  );
  rows.push(
    await run('POST /api/sendEmail accepted (durable)', {
      url: `${appUrl}/api/sendEmail`,
      method: 'POST',
      headers: json,
      body: JSON.stringify(contact),
    }),
  );
  rows.push(
    await run('POST /api/sendEmail rejected (400)', {
      url: `${appUrl}/api/sendEmail`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...contact, email: 'nope' }),
    }),
  );
  rows.push(
    await run('POST /api/chat-personal built-in', {
      url: `${appUrl}/api/chat-personal`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ messageHistory: [{ role: 'user', content: 'What are his skills?' }] }),
    }),
  );
  const followUp = [
    { role: 'user', content: 'Welche Projekte hat er gemacht?' },
    { role: 'assistant', content: 'Das Portfolio zeigt ein Projekt: Physio am Park.' },
    { role: 'user', content: 'Womit wurde es gebaut?' },
    {
      role: 'assistant',
      content: 'Die Website nennt für Physio am Park diese Schlagworte: React.',
    },
    { role: 'user', content: 'Und was kostet so eine Website?' },
    { role: 'assistant', content: 'Die Website nennt keine Preise.' },
    { role: 'user', content: 'und wie erreiche ich ihn am besten?' },
  ];
  rows.push(
    await run('POST /api/chat-personal built-in, 7-message history', {
      url: `${appUrl}/api/chat-personal`,
      method: 'POST',
      headers: json,
      body: JSON.stringify({ messageHistory: followUp }),
    }),
  );
  rows.push(
    await run('GET /de (br, as browsers ask)', {
      url: `${appUrl}/de`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    }),
  );
  const accepted = (url: string) => ({
    url: `${url}/api/sendEmail`,
    method: 'POST' as const,
    headers: json,
    body: JSON.stringify(contact),
  });
  const steady = (name: string, url: string) =>
    paced(
      `POST /api/sendEmail accepted, steady ${FIXED_RATE} req/s, ${name}`,
      `${url}/api/sendEmail`,
      JSON.stringify(contact),
    );
  // Steady-rate rows alternate between the stores, three rounds each, so that both see the
  // same machine (the first round also absorbs the checkpoints left by the bursts above).
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

  // The same app on PostgreSQL (a throwaway server with fsync on, as in production).
  const postgres = postgresBinDir() ? await startPostgres({ durable: true }) : undefined;
  if (postgres) {
    const pgConfig = {
      ...config,
      database: { ...config.database, url: await postgres.createDatabase() },
    };
    const pgApp = await buildApp(pgConfig);
    await pgApp.listen({ port: 0, host: '127.0.0.1' });
    await assistantLoaded(pgApp);
    const pgUrl = `http://127.0.0.1:${(pgApp.server.address() as AddressInfo).port}`;
    rows.push(await run('POST /api/sendEmail accepted (durable), PostgreSQL', accepted(pgUrl)));
    for (let round = 1; round <= rounds; round++) {
      rows.push(await steady(`SQLite, round ${round}`, appUrl));
      rows.push(await steady(`PostgreSQL, round ${round}`, pgUrl));
    }
    await pgApp.close();
    await postgres.stop();
  } else {
    console.log('PostgreSQL is not installed (apt-get install postgresql): its rows are skipped');
    for (let round = 1; round <= rounds; round++) {
      rows.push(await steady(`SQLite, round ${round}`, appUrl));
    }
  }

  await app.close();
  bare.close();
  barePage.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const latency = await builtInLatency(config);
  const base = rows[0]?.rps ?? 1;
  console.log(`\n| Route | req/s | p50 ms | p99 ms | vs baseline | non-2xx |`);
  console.log(`|---|---:|---:|---:|---:|---:|`);
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / base).toFixed(2)} | ${r.non2xx} |`,
    );
  }
  console.log(
    `\nBuilt-in answer in-process (${latency.n} answers: every eval question once, history included): ` +
      `p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
  );
  console.log(formatFootprint(footprintRows, starts));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench`: autocannon against the real app on a loopback port, with a temp DATA_DIR and
 * the real build/, next to a bare node:http handler as the baseline.
 * BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default 10) tune the run.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { findRootDir, loadConfig, readEnvFiles } from '../src/config';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  route: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
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

async function main(): Promise<void> {
  const rootDir = findRootDir();
  if (!fs.existsSync(path.join(rootDir, 'build/index.html'))) {
    console.error('build/index.html is missing: run `npm run build` first.');
    process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
  const config = loadConfig(
    {
      ...readEnvFiles(rootDir, {}),
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SMTP_URL: '',
      CHAT_API_KEY: '',
      CHAT_BASE_URL: '',
      RATE_LIMIT_CONTACT_MAX: '100000000',
      RATE_LIMIT_CHAT_MAX: '100000000',
    },
    rootDir,
  );
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
  const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

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
  rows.push(
    await run('GET /de (br, as browsers ask)', {
      url: `${appUrl}/de`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    }),
  );

  await app.close();
  bare.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const base = rows[0]?.rps ?? 1;
  console.log(`\n| Route | req/s | p50 ms | p99 ms | vs baseline | non-2xx |`);
  console.log(`|---|---:|---:|---:|---:|---:|`);
  for (const r of rows) {
    console.log(
      `| ${r.route} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / base).toFixed(2)} | ${r.non2xx} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

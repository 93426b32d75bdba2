import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Starts nginx and Caddy with the configs docs/deploy.md gives, as written: the block after
 * `<!-- recipe: NAME -->` is taken from the docs and only the port, `/srv/site` and the API's
 * address are replaced. Everything else they need (pid file, logs, temp folders) lives in a
 * temp folder, like Debian's own nginx.conf would hold it.
 */

const root = path.resolve(__dirname, '..');
export const DEPLOY_DOC = path.join(root, 'docs/deploy.md');

/** The fenced block right after `<!-- recipe: name -->` in docs/deploy.md. */
export function recipeFromDocs(name: string): string {
  const doc = fs.readFileSync(DEPLOY_DOC, 'utf8');
  const marker = `<!-- recipe: ${name} -->`;
  const at = doc.indexOf(marker);
  if (at < 0) throw new Error(`docs/deploy.md has no ${marker}`);
  const block = /```[a-z]*\n([\s\S]*?)\n```/.exec(doc.slice(at + marker.length));
  if (!block?.[1]) throw new Error(`docs/deploy.md: no code block after ${marker}`);
  return block[1];
}

/** Replaces `from` (which must occur) everywhere in `text`. */
function substitute(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`the documented config no longer contains ${from}`);
  return text.split(from).join(to);
}

export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
}

export interface RunningProxy {
  origin: string;
  config: string;
  stop: () => Promise<void>;
}

async function waitForPort(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${log()}`);
    const up = await new Promise<boolean>((resolve) => {
      const request = http.get(`${origin}/robots.txt`, (response) => {
        response.resume();
        resolve(true);
      });
      request.on('error', () => resolve(false));
    });
    if (up) return;
    await sleep(100);
  }
  throw new Error(`${origin} did not answer:\n${log()}`);
}

function stopper(child: ChildProcess, dir: string): () => Promise<void> {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * nginx with docs/deploy.md's site file, inside a main config shaped like Debian's; `siteRoot`
 * stands for /srv/site (the project, whose build/ it serves).
 */
export async function startNginx(apiPort: number, siteRoot = root): Promise<RunningProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipe-nginx-'));
  const port = await freePort();
  let site = recipeFromDocs('nginx');
  site = substitute(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  site = substitute(site, '/srv/site', siteRoot);
  site = substitute(site, 'server 127.0.0.1:3000;', `server 127.0.0.1:${apiPort};`);
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'include /etc/nginx/modules-enabled/*.conf;',
      // As root, workers would otherwise run as nobody, who may not read a checkout in /root.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      'include /etc/nginx/mime.types;',
      'default_type application/octet-stream;',
      'sendfile on;',
      'access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
      `include ${path.join(dir, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const args = ['-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const check = spawnSync('nginx', ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0)
    throw new Error(`nginx -t refused the documented config:\n${check.stderr}`);
  const child = spawn('nginx', args, { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const log = () => fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
  await waitForPort(origin, child, log);
  return { origin, config: site, stop: stopper(child, dir) };
}

/** Caddy with docs/deploy.md's Caddyfile, served over plain HTTP on a loopback port (`siteRoot` as for nginx). */
export async function startCaddy(apiPort: number, siteRoot = root): Promise<RunningProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipe-caddy-'));
  const port = await freePort();
  let site = recipeFromDocs('caddy');
  site = substitute(site, 'www.charles-tech.example {', `http://127.0.0.1:${port} {`);
  site = substitute(site, '/srv/site', siteRoot);
  site = substitute(site, 'reverse_proxy 127.0.0.1:3000', `reverse_proxy 127.0.0.1:${apiPort}`);
  fs.writeFileSync(path.join(dir, 'site.Caddyfile'), site);
  // The global options a system service has elsewhere: no admin endpoint, storage in the temp folder.
  fs.writeFileSync(
    path.join(dir, 'Caddyfile'),
    `{\n\tadmin off\n\tstorage file_system ${path.join(dir, 'storage')}\n}\nimport ${path.join(dir, 'site.Caddyfile')}\n`,
  );
  const env = { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir };
  const args = ['--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'];
  const check = spawnSync('caddy', ['validate', ...args], { encoding: 'utf8', env });
  if (check.status !== 0)
    throw new Error(`caddy validate refused the documented config:\n${check.stderr}`);
  let output = '';
  const child = spawn('caddy', ['run', ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const origin = `http://127.0.0.1:${port}`;
  await waitForPort(origin, child, () => output);
  return { origin, config: site, stop: stopper(child, dir) };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request with no decoding of the body: the bytes on the wire, for size comparisons. */
export function rawRequest(
  url: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

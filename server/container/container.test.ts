/**
 * `npm run test:container` (root, Debian's podman, podman-compose and debootstrap): builds the
 * Dockerfile on a stand-in for its base image, runs the image as a visitor and an operator meet
 * it, then runs compose.yaml (two instances on PostgreSQL and Redis behind Caddy). Prints the
 * build time, the image size, start and stop times; build and container logs land in
 * e2e-results/container/. Every run starts from nothing (its own podman storage, removed at the
 * end); CONTAINER_TEST_DIR=/some/dir keeps the storage there and reuses its images, for working
 * on the test itself.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, test } from 'node:test';
import { z } from 'zod';
import { API_PATHS, IDEMPOTENCY_KEY_HEADER } from '../../src/shared/api-contract';
import { freePort, startSmtp, VALID_CONTACT } from '../test/helpers';
import { Podman } from './podman';
import { BASE_IMAGES, buildBaseImage, buildServiceImages } from './stand-ins';

const ROOT = path.resolve(__dirname, '../..');
const IMAGE = 'charles-tech-site';
const CADDY_IMAGE = 'charles-tech-caddy';
const SIZE_GOAL_MB = 300;
/** The server's SHUTDOWN_TIMEOUT_MS default: a clean stop must fit inside it. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
const MB = 1_000_000;

const KEPT_DIR = process.env.CONTAINER_TEST_DIR;
const podman = Podman.create(
  KEPT_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'container-test-')),
  path.join(ROOT, 'e2e-results/container'),
);
const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const figure = (line: string) => console.log(`container: ${line}`);

const healthSchema = z.object({
  status: z.string(),
  stores: z.object({ database: z.string(), rateLimit: z.string() }),
  outbox: z.object({ pending: z.number(), delivered: z.number(), failed: z.number() }).nullable(),
});
const chatSchema = z.object({ reply: z.string().min(1) });

async function health(base: string) {
  const response = await fetch(`${base}${API_PATHS.health}`);
  return { status: response.status, body: healthSchema.parse(await response.json()) };
}

/** Milliseconds until /api/health answers 200 (connection refusals are waited out). */
async function untilHealthy(base: string, limitMs = 90_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(`${base}${API_PATHS.health}`)).status === 200) {
        return performance.now() - started;
      }
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > limitMs) throw new Error(`${base} not healthy in time`);
    await sleep(100);
  }
}

function postContact(base: string, message: string) {
  return fetch(`${base}${API_PATHS.sendEmail}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body: JSON.stringify({ ...VALID_CONTACT, message }),
  });
}

async function askChat(base: string, question: string) {
  const response = await fetch(`${base}${API_PATHS.chat}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ messageHistory: [{ role: 'user', content: question }] }),
  });
  assert.equal(response.status, 200);
  return chatSchema.parse(await response.json());
}

/** A word of its own per message, to find that message in the SMTP sink. */
const marker = () => `marker${randomUUID().slice(0, 8)}`;

async function waitForMail(mails: { raw: string }[], text: string, limitMs = 20_000) {
  const started = performance.now();
  while (!mails.some((mail) => mail.raw.includes(text))) {
    if (performance.now() - started > limitMs) throw new Error(`no mail with ${text}`);
    await sleep(100);
  }
}

/** Saves a container's output next to the build logs. */
async function saveLogs(name: string): Promise<void> {
  const { stdout, stderr } = await podman.podman(['logs', name], { allowFailure: true });
  fs.writeFileSync(podman.log(`${name}.log`), stdout + stderr);
}

before(
  async () => {
    if (KEPT_DIR) await podman.removeContainers();
    if (!(KEPT_DIR && (await podman.imageExists(BASE_IMAGES.node)))) {
      const base = await buildBaseImage(podman, podman.dir);
      figure(`stand-in base image (debootstrap, Node) in ${seconds(base)}`);
    }
    const npmCache = path.join(os.homedir(), '.npm');
    const [app, services] = await Promise.all([
      podman.build(
        [
          // The production dependencies and the build are stages of their own: side by side.
          '--jobs=2',
          // The tarballs this machine's `npm ci` just fetched (the Dockerfile's --prefer-offline).
          ...(fs.existsSync(npmCache) ? ['--volume', `${npmCache}:/root/.npm`] : []),
          '--tag',
          IMAGE,
          ROOT,
        ],
        'build.log',
      ),
      KEPT_DIR && (await podman.imageExists(BASE_IMAGES.caddy)) ? 0 : buildServiceImages(podman),
    ]);
    figure(
      `image built in ${seconds(app.ms)} (stand-ins for postgres, redis, caddy in ${seconds(services)})`,
    );
  },
  { timeout: 20 * 60_000 },
);

after(async () => {
  if (!KEPT_DIR) await podman.destroy();
  figure(
    `all of it (stand-ins, builds, checks, clean-up) in ${seconds(performance.now() - started)}`,
  );
});

describe('the image', () => {
  test(`is at most ${SIZE_GOAL_MB} MB on the stand-in Node base`, async () => {
    const size = await podman.imageSize(IMAGE);
    const baseSize = await podman.imageSize(BASE_IMAGES.node);
    figure(
      `image ${(size / MB).toFixed(0)} MB (base ${(baseSize / MB).toFixed(0)} MB, ` +
        `app layers ${((size - baseSize) / MB).toFixed(0)} MB)`,
    );
    assert.ok(size <= SIZE_GOAL_MB * MB, `${(size / MB).toFixed(0)} MB`);
  });

  test('holds production dependencies, build/ and server/dist: no compiler, dev dependency or .git', async () => {
    const { stdout } = await podman.podman([
      'run',
      '--rm',
      '--network=none',
      IMAGE,
      'sh',
      '-c',
      'ls -A /app; command -v gcc cc g++ make python3; ' +
        'ls -d node_modules/react-scripts node_modules/typescript node_modules/tsx 2>/dev/null; true',
    ]);
    assert.deepEqual(stdout.trim().split('\n'), [
      '.env',
      'build',
      'node_modules',
      'package.json',
      'server',
      'src',
    ]);
  });
});

// The single container and the compose project share nothing (host network on a free port vs.
// their own bridge network, one SMTP server each): side by side, to keep CI short. Within each,
// one test after the other (node:test's subtests would inherit the concurrency).
describe('at work', { concurrency: true }, () => {
  describe('one container on a volume (SQLite), SMTP on the host', { concurrency: 1 }, () => {
    const volume = 'site-data';
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    const names: string[] = [];

    /** Starts the image on the volume with host networking; its base URL and time to healthy. */
    async function start(name: string, env: Record<string, string>) {
      const port = await freePort();
      const envArgs = Object.entries({ PORT: String(port), HOST: '127.0.0.1', ...env }).flatMap(
        ([key, value]) => ['--env', `${key}=${value}`],
      );
      names.push(name);
      const base = `http://127.0.0.1:${port}`;
      await podman.podman([
        'run',
        '--detach',
        '--name',
        name,
        '--network=host',
        ...envArgs,
        '--volume',
        `${volume}:/data`,
        IMAGE,
      ]);
      return { base, startMs: await untilHealthy(base) };
    }

    async function stop(name: string) {
      const stopped = await podman.podman(['stop', '--time', '30', name]);
      const { stdout } = await podman.podman(['inspect', name, '--format', '{{.State.ExitCode}}']);
      await saveLogs(name);
      return { ms: stopped.ms, exitCode: Number(stdout.trim()) };
    }

    let first: { base: string; startMs: number };
    before(async () => {
      smtp = await startSmtp();
      first = await start('site-1', { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      figure(`start to healthy ${seconds(first.startMs)} (podman run returned to first 200)`);
    });
    after(async () => {
      for (const name of names) await saveLogs(name);
      await smtp.close();
    });

    test('answers /api/health with 200 on SQLite in /data', async () => {
      const { status, body } = await health(first.base);
      assert.equal(status, 200);
      assert.equal(body.stores.database, 'sqlite');
    });

    test('serves the prerendered English page', async () => {
      const response = await fetch(`${first.base}/en/`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type') ?? '', /^text\/html/);
      assert.match(await response.text(), /<html lang="en"/);
    });

    test('answers a chat question', async () => {
      const { reply } = await askChat(first.base, 'How soon could my website be online?');
      assert.ok(reply.length > 20, reply);
    });

    test('delivers a contact message to the SMTP server on the host', async () => {
      const text = marker();
      assert.equal(
        (await postContact(first.base, `${text}\nIch brauche eine Website.`)).status,
        200,
      );
      await waitForMail(smtp.mails, text);
    });

    test('runs as the unprivileged node user (uid 1000), with node itself as PID 1 and the small young generation of npm run serve', async () => {
      assert.equal((await podman.podman(['exec', 'site-1', 'id', '-u'])).stdout.trim(), '1000');
      const { stdout } = await podman.podman(['exec', 'site-1', 'cat', '/proc/1/cmdline']);
      const argv = stdout.split('\0');
      assert.equal(argv[0], 'node');
      assert.ok(argv.includes('--max-semi-space-size=4'), argv.join(' '));
    });

    test('passes its own HEALTHCHECK', async () => {
      const check = await podman.podman(['healthcheck', 'run', 'site-1'], { allowFailure: true });
      assert.equal(check.code, 0, check.stderr);
    });

    test(`stops on SIGTERM with exit code 0 within the shutdown timeout (${SHUTDOWN_TIMEOUT_MS / 1000} s)`, async () => {
      const { ms, exitCode } = await stop('site-1');
      figure(`SIGTERM to exit ${seconds(ms)} (podman stop, exit code ${exitCode})`);
      assert.equal(exitCode, 0);
      assert.ok(ms < SHUTDOWN_TIMEOUT_MS, seconds(ms));
    });

    test('keeps a message taken while SMTP is unreachable; the next container on the volume delivers it', async () => {
      const unreachable = `smtp://127.0.0.1:${await freePort()}`;
      const quickRetries = { DELIVERY_RETRY_BASE_MS: '500', DELIVERY_POLL_MS: '500' };
      const second = await start('site-2', { SMTP_URL: unreachable, ...quickRetries });
      const text = marker();
      assert.equal((await postContact(second.base, `${text}\nBitte melden Sie sich.`)).status, 200);
      await sleep(1500);
      assert.equal((await health(second.base)).body.outbox?.pending, 1);
      const inbox = await podman.podman([
        'exec',
        'site-2',
        'node',
        'server/dist/server/src/inbox-cli.js',
        'list',
      ]);
      // Waiting for its next attempt, or in the middle of one (with retries every 500 ms).
      assert.match(inbox.stdout, new RegExp(`(pending|sending) .*\\n.*${text}`));
      assert.equal((await stop('site-2')).exitCode, 0);
      await podman.podman(['rm', 'site-2']);

      const third = await start('site-3', {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        ...quickRetries,
      });
      await waitForMail(smtp.mails, text);
      assert.equal((await health(third.base)).body.outbox?.pending, 0);
      await stop('site-3');
    });
  });

  describe(
    'compose.yaml: two instances on PostgreSQL and Redis, Caddy in front',
    { concurrency: 1 },
    () => {
      const project = 'sitetest';
      const composeFile = path.join(ROOT, 'compose.yaml');
      const container = (service: string) => `${project}_${service}_1`;
      const services = ['postgres', 'redis', 'app1', 'app2', 'caddy'];
      let smtp: Awaited<ReturnType<typeof startSmtp>>;
      let env: Record<string, string>;
      let base: string;

      /** What an app container itself answers on its port (asked from inside it). */
      async function fromInside(
        service: string,
        urlPath: string,
        header?: string,
      ): Promise<string> {
        const read = header ? `r.headers.get(${JSON.stringify(header)})` : 'r.text()';
        const script = `fetch('http://127.0.0.1:3000${urlPath}').then(async (r) => console.log(await ${read}))`;
        const { stdout } = await podman.podman(['exec', container(service), 'node', '-e', script]);
        return stdout.trim();
      }

      before(
        async () => {
          const caddy = await podman.build(
            ['--target', 'web', '--tag', CADDY_IMAGE, ROOT],
            'build.log',
          );
          figure(`Caddy image (target web, the same build's layers) in ${seconds(caddy.ms)}`);
          // The containers reach the host through the bridge (host.containers.internal).
          smtp = await startSmtp(0, '0.0.0.0');
          const httpPort = await freePort();
          env = {
            POSTGRES_PASSWORD: randomUUID(),
            SMTP_URL: `smtp://host.containers.internal:${smtp.port}`,
            HTTP_PORT: String(httpPort),
            HTTPS_PORT: String(await freePort()),
          };
          base = `http://127.0.0.1:${httpPort}`;
          const up = await podman.compose(
            ['-p', project, '-f', composeFile, 'up', '-d', '--no-build'],
            env,
            {
              logFile: podman.log('compose.log'),
            },
          );
          figure(
            `compose up: healthy through Caddy ${seconds(up.ms + (await untilHealthy(base)))} after starting`,
          );
        },
        { timeout: 5 * 60_000 },
      );

      after(async () => {
        for (const service of services) await saveLogs(container(service));
        await podman.compose(['-p', project, '-f', composeFile, 'down', '-v'], env ?? {}, {
          logFile: podman.log('compose.log'),
          allowFailure: true,
        });
        // CNI network files are global, not in this run's storage.
        await podman.podman(['network', 'rm', '--force', `${project}_default`], {
          allowFailure: true,
        });
        await smtp?.close();
      });

      test('both app instances run on PostgreSQL and Redis', async () => {
        for (const service of ['app1', 'app2']) {
          const { stores } = healthSchema.parse(
            JSON.parse(await fromInside(service, API_PATHS.health)),
          );
          assert.deepEqual(stores, { database: 'postgres', rateLimit: 'redis' }, service);
        }
      });

      test("Caddy sends the build's pages precompressed, with the same CSP as the app", async () => {
        const response = await fetch(`${base}/en/`, { headers: { 'accept-encoding': 'br' } });
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-encoding'), 'br');
        assert.match(await response.text(), /<html lang="en"/);
        const csp = response.headers.get('content-security-policy');
        assert.match(csp ?? '', /sha256-/);
        assert.equal(csp, await fromInside('app1', '/en/', 'content-security-policy'));
      });

      test('answers a chat question through Caddy', async () => {
        const { reply } = await askChat(base, 'Wie schnell kann meine Website online sein?');
        assert.ok(reply.length > 20, reply);
      });

      test('a contact message through Caddy reaches the SMTP server on the host', async () => {
        const text = marker();
        assert.equal((await postContact(base, `${text}\nIch brauche eine Website.`)).status, 200);
        await waitForMail(smtp.mails, text);
      });

      test('with app1 stopped (SIGTERM), app2 alone answers every request', async () => {
        const stopped = await podman.podman(['stop', '--time', '20', container('app1')]);
        figure(`compose: app1 stopped on SIGTERM in ${seconds(stopped.ms)}`);
        for (let i = 0; i < 6; i += 1) {
          assert.equal((await health(base)).status, 200);
        }
        const text = marker();
        assert.equal((await postContact(base, `${text}\nNoch eine Frage.`)).status, 200);
        await waitForMail(smtp.mails, text);
      });
    },
  );
});

/**
 * No image registry is reachable from these machines, so the images the Dockerfile and
 * compose.yaml name are made here, under those names: node:20-bookworm-slim from debootstrap's
 * bookworm (slimmed as debian:bookworm-slim is) plus this machine's Node laid out as the official
 * image has it, and postgres, redis and caddy from Debian's packages on top of it
 * (stand-ins.Containerfile). Built once per run; nothing is kept between runs.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Podman } from './podman';
import { run } from './podman';

/** The image names the Dockerfile's ARG defaults and compose.yaml use. */
export const BASE_IMAGES = {
  node: 'docker.io/library/node:20-bookworm-slim',
  postgres: 'docker.io/library/postgres:15-bookworm',
  redis: 'docker.io/library/redis:7-bookworm',
  caddy: 'docker.io/library/caddy:2',
} as const;

/**
 * Inside a build npm reaches the registry only with this machine's CA bundle; it goes to a path
 * of its own, since an `apt-get install ca-certificates` in a build rewrites the standard one.
 */
const CA_IN_IMAGE = '/etc/ssl/host-ca/ca-certificates.crt';
const HOST_CA = '/etc/ssl/certs/ca-certificates.crt';

/** What debian:bookworm-slim leaves out (its dpkg excludes): docs, man pages, translations. */
const SLIM_EXCLUDES = ['usr/share/doc', 'usr/share/man', 'usr/share/info', 'usr/share/locale'];

function emptyDir(dir: string): void {
  for (const entry of fs.readdirSync(dir)) fs.rmSync(path.join(dir, entry), { recursive: true });
}

async function importRootfs(podman: Podman, rootfs: string, image: string, changes: string[]) {
  const tar = `tar -C '${rootfs}' -c . | podman import ${changes
    .map((change) => `--change '${change}'`)
    .join(' ')} - '${image}'`;
  await run('sh', ['-c', tar], podman.env, { logFile: podman.log('stand-ins.log') });
}

/** Node, npm, corepack and the headers under /usr/local, the `node` user with uid 1000. */
function addNode(rootfs: string): void {
  const local = path.join(rootfs, 'usr/local');
  fs.copyFileSync(process.execPath, path.join(local, 'bin/node'));
  fs.chmodSync(path.join(local, 'bin/node'), 0o755);
  const globalModules = path.resolve(path.dirname(process.execPath), '../lib/node_modules');
  fs.cpSync(globalModules, path.join(local, 'lib/node_modules'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  const links: Array<[string, string]> = [
    ['npm', '../lib/node_modules/npm/bin/npm-cli.js'],
    ['npx', '../lib/node_modules/npm/bin/npx-cli.js'],
    ['corepack', '../lib/node_modules/corepack/dist/corepack.js'],
  ];
  for (const [link, target] of links) {
    fs.symlinkSync(target, path.join(local, 'bin', link));
  }
  const headers = path.resolve(path.dirname(process.execPath), '../include/node');
  fs.cpSync(headers, path.join(local, 'include/node'), { recursive: true });
  // The official image keeps only this architecture's OpenSSL headers.
  const archs = path.join(local, 'include/node/openssl/archs');
  for (const arch of fs.existsSync(archs) ? fs.readdirSync(archs) : []) {
    if (arch !== 'linux-x86_64') fs.rmSync(path.join(archs, arch), { recursive: true });
  }
  fs.mkdirSync(path.dirname(path.join(rootfs, CA_IN_IMAGE)), { recursive: true });
  fs.copyFileSync(HOST_CA, path.join(rootfs, CA_IN_IMAGE));
}

/** debootstrap's bookworm, slimmed, with Node: node:20-bookworm-slim. Returns the milliseconds. */
export async function buildBaseImage(podman: Podman, workDir: string): Promise<number> {
  const started = performance.now();
  const rootfs = path.join(workDir, 'rootfs');
  const log = podman.log('stand-ins.log');
  await run('debootstrap', ['--variant=minbase', 'bookworm', rootfs], podman.env, {
    logFile: log,
  });
  emptyDir(path.join(rootfs, 'var/lib/apt/lists'));
  for (const deb of fs.readdirSync(path.join(rootfs, 'var/cache/apt/archives'))) {
    if (deb.endsWith('.deb')) fs.rmSync(path.join(rootfs, 'var/cache/apt/archives', deb));
  }
  for (const dir of SLIM_EXCLUDES) emptyDir(path.join(rootfs, dir));
  addNode(rootfs);
  for (const args of [
    ['groupadd', '--gid', '1000', 'node'],
    ['useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node'],
  ]) {
    await run('chroot', [rootfs, ...args], podman.env, { logFile: log });
  }
  await importRootfs(podman, rootfs, BASE_IMAGES.node, [
    'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    `ENV NODE_EXTRA_CA_CERTS=${CA_IN_IMAGE}`,
    `ENV npm_config_cafile=${CA_IN_IMAGE}`,
    // node-gyp compiles against these headers instead of downloading them.
    'ENV npm_config_nodedir=/usr/local',
    'CMD ["node"]',
  ]);
  fs.rmSync(rootfs, { recursive: true, force: true });
  return performance.now() - started;
}

/** postgres, redis and caddy from Debian's packages (one apt run, three tagged targets). */
export async function buildServiceImages(podman: Podman): Promise<number> {
  const started = performance.now();
  const file = path.join(__dirname, 'stand-ins.Containerfile');
  for (const target of ['postgres', 'redis', 'caddy'] as const) {
    await podman.build(
      ['--target', target, '--tag', BASE_IMAGES[target], '--file', file, __dirname],
      'stand-ins.log',
    );
  }
  return performance.now() - started;
}

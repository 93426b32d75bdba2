/**
 * Podman as these machines need it (STACK-NOTES "Containers"): runc, cgroupfs and no default
 * ulimits, given through CONTAINERS_CONF. The storage (images, layers, volumes) lives in a
 * folder of its own for one run, so nothing is reused from an earlier run or left behind for the
 * machine's other podman users; only CNI network files are global, and each run removes its own.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface Result {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

export interface RunOptions {
  /** Appends stdout and stderr here instead of keeping them (for long build output). */
  logFile?: string;
  /** A failure (non-zero exit) is returned instead of thrown. */
  allowFailure?: boolean;
  timeoutMs?: number;
}

/** Runs a command; throws with the output's tail when it fails (unless allowed). */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: RunOptions = {},
): Promise<Result> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = options.logFile ? fs.openSync(options.logFile, 'a') : undefined;
    if (log !== undefined) fs.writeSync(log, `\n$ ${command} ${args.join(' ')}\n`);
    let stdout = '';
    let stderr = '';
    // Logged output still keeps its last 4 kB for the error message.
    const keep = (text: string, chunk: Buffer) =>
      log === undefined ? text + chunk.toString() : (text + chunk.toString()).slice(-4096);
    child.stdout.on('data', (chunk: Buffer) => {
      if (log !== undefined) fs.writeSync(log, chunk);
      stdout = keep(stdout, chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (log !== undefined) fs.writeSync(log, chunk);
      stderr = keep(stderr, chunk);
    });
    const timer = options.timeoutMs
      ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs)
      : undefined;
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (log !== undefined) fs.closeSync(log);
      const result = { code: code ?? 128, stdout, stderr, ms: performance.now() - started };
      if (result.code === 0 || options.allowFailure) return resolve(result);
      const where = options.logFile ? ` (log: ${options.logFile})` : '';
      reject(
        new Error(
          `${command} ${args.slice(0, 4).join(' ')} … exited ${code ?? signal}${where}\n` +
            `${stderr.slice(-2000)}\n${stdout.slice(-1000)}`,
        ),
      );
    });
  });
}

export class Podman {
  readonly env: NodeJS.ProcessEnv;

  private constructor(
    readonly dir: string,
    readonly logDir: string,
  ) {
    this.env = {
      ...process.env,
      CONTAINERS_CONF: path.join(dir, 'containers.conf'),
      CONTAINERS_STORAGE_CONF: path.join(dir, 'storage.conf'),
    };
  }

  /** Podman with its configuration and storage in `dir`; command logs go to `logDir`. */
  static create(dir: string, logDir: string): Podman {
    fs.mkdirSync(dir, { recursive: true });
    fs.rmSync(logDir, { recursive: true, force: true });
    fs.mkdirSync(logDir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'containers.conf'),
      [
        '[containers]',
        'default_ulimits = []',
        '[engine]',
        'cgroup_manager = "cgroupfs"',
        'runtime = "runc"',
        '',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'storage.conf'),
      [
        '[storage]',
        'driver = "overlay"',
        `graphroot = "${path.join(dir, 'storage')}"`,
        `runroot = "${path.join(dir, 'run')}"`,
        '',
      ].join('\n'),
    );
    return new Podman(dir, logDir);
  }

  podman(args: string[], options: RunOptions = {}): Promise<Result> {
    return run('podman', args, this.env, options);
  }

  /**
   * `podman build` with what these machines need: no registry (`--pull=never`), the host's
   * network, Docker's format (OCI images drop HEALTHCHECK) and this process's open-file limit
   * (a build's RUN gets 1024 without default_ulimits, and `npm ci` runs out; more than the
   * hard limit is refused).
   */
  async build(args: string[], logName: string): Promise<Result> {
    const { stdout } = await run('sh', ['-c', 'ulimit -Hn'], this.env);
    const nofile = stdout.trim();
    return this.podman(
      [
        'build',
        '--pull=never',
        '--network=host',
        '--format=docker',
        '--ulimit',
        `nofile=${nofile}:${nofile}`,
        ...args,
      ],
      { logFile: this.log(logName) },
    );
  }

  /** podman-compose with the same configuration and storage, and `env` for the compose file. */
  compose(args: string[], env: Record<string, string>, options: RunOptions = {}): Promise<Result> {
    return run('podman-compose', args, { ...this.env, ...env }, options);
  }

  log(name: string): string {
    return path.join(this.logDir, name);
  }

  async imageExists(image: string): Promise<boolean> {
    return (await this.podman(['image', 'exists', image], { allowFailure: true })).code === 0;
  }

  /** The image's size in bytes, as `podman images` counts it (all layers, base included). */
  async imageSize(image: string): Promise<number> {
    const { stdout } = await this.podman(['image', 'inspect', image, '--format', '{{.Size}}']);
    return Number(stdout.trim());
  }

  /** Removes every container and volume in this storage. */
  async removeContainers(): Promise<void> {
    await this.podman(['rm', '--all', '--force', '--time', '0'], { allowFailure: true });
    await this.podman(['volume', 'prune', '--force'], { allowFailure: true });
  }

  /** Removes every image, container and volume of this run, then the storage folder. */
  async destroy(): Promise<void> {
    await this.removeContainers();
    await this.podman(['rmi', '--all', '--force'], { allowFailure: true });
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

import fs from 'node:fs';
import { buildApp } from './app';
import { ContentError } from './assistant/knowledge/compile';
import { ConfigError, findRootDir, loadConfig, MAX_TIMER_MS, readEnvFiles } from './config';

async function main(): Promise<void> {
  const rootDir = findRootDir();
  let config;
  try {
    config = loadConfig(readEnvFiles(rootDir), rootDir);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    // Incomplete content is the owner's to fix, named file by file: no stack trace.
    if (error instanceof ContentError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (!fs.existsSync(config.staticDir)) {
    // `npm start` runs the API alone on purpose (react-scripts serves the pages): no alarm there.
    const development = process.env.NODE_ENV === 'development';
    app.log[development ? 'info' : 'warn'](
      development
        ? 'API only: the dev server serves the pages'
        : `${config.staticDir} does not exist: run \`npm run build\` first (the API works, pages answer 404)`,
    );
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight work');
    // A hard stop in case something hangs past the shutdown timeout.
    setTimeout(
      () => process.exit(1),
      Math.min(config.shutdownTimeoutMs + 5_000, MAX_TIMER_MS),
    ).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  // Every background job catches its own errors; this is the last net, so that a missed one is
  // logged instead of ending the process (and, under a restarting supervisor, looping).
  process.on('unhandledRejection', (reason: unknown) => {
    app.log.error({ err: reason }, 'unhandled rejection (a bug: please report it)');
  });
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

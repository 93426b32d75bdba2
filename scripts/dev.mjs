#!/usr/bin/env node
// `npm start`: translations (watched), the API on 127.0.0.1:3001 (tsx watch) and react-scripts'
// dev server on :3000, which proxies /api to the API ("proxy" in package.json). One Ctrl-C
// stops all three. Built-in defaults: no SMTP (messages kept in ./data), built-in assistant.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `node scripts/dev.mjs` without npm still finds tsx and react-scripts.
const PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`;

const { result } = concurrently(
  [
    {
      name: 'locales',
      command: 'node scripts/build-locales.mjs --watch',
      cwd: root,
      prefixColor: 'gray',
    },
    {
      name: 'api',
      command: 'tsx watch --clear-screen=false server/src/server.ts',
      env: { PATH, PORT: '3001', HOST: '127.0.0.1', NODE_ENV: 'development' },
      prefixColor: 'cyan',
    },
    {
      name: 'web',
      command: 'node scripts/react-scripts.mjs start',
      // Loopback only; CRA's host check breaks with a proxy on machines without a private LAN
      // address, and a loopback-bound dev server does not need it.
      env: {
        PATH,
        PORT: '3000',
        HOST: '127.0.0.1',
        BROWSER: 'none',
        DANGEROUSLY_DISABLE_HOST_CHECK: 'true',
      },
      prefixColor: 'magenta',
    },
  ],
  { cwd: root, killOthersOn: ['failure', 'success'], prefix: 'name', restartTries: 0 },
);

result.then(
  () => process.exit(0),
  () => process.exit(0),
);

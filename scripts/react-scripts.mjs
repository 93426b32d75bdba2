#!/usr/bin/env node
// `react-scripts build|start` with the advice that does not apply here left out of its output:
// - build: "serve -s build" (no /api, and every path answered with the empty shell instead of
//   the prerendered pages); scripts/build-done.mjs says what to run instead.
// - start: the notice that HOST is set (scripts/dev.mjs binds the dev server to loopback on
//   purpose) and webpack-dev-server's deprecation warnings about react-scripts' own options.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { root } from './env.mjs';

const [command = 'build', ...args] = process.argv.slice(2);
/** First and last line of each block to leave out. */
const BLOCKS = {
  build: [[/^The project was built assuming/, /cra\.link\/deployment/]],
  start: [[/^Attempting to bind to HOST environment variable/, /cra\.link\/advanced-config/]],
};

const bin = path.join(root, 'node_modules/.bin/react-scripts');
const child = spawn(bin, [command, ...args], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-deprecation`.trim(),
  },
});

let skipUntil;
let blankLines = 0;
readline.createInterface({ input: child.stdout }).on('line', (line) => {
  const text = line.trim();
  const block = skipUntil ? undefined : BLOCKS[command]?.find(([first]) => first.test(text));
  if (block) skipUntil = block[1];
  if (skipUntil) {
    blankLines = 0;
    if (skipUntil.test(text)) skipUntil = undefined;
  } else if (text === '') {
    blankLines += 1;
  } else {
    console.log(`${'\n'.repeat(blankLines)}${line}`);
    blankLines = 0;
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

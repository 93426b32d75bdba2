#!/usr/bin/env node
// `react-scripts build --stats`, with its closing advice left out: it suggests `serve -s build`,
// which has no /api and answers every path with the empty shell instead of the prerendered
// pages. scripts/build-done.mjs says what to run instead once the whole build is done.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { root } from './env.mjs';

const bin = path.join(root, 'node_modules/.bin/react-scripts');
const child = spawn(bin, ['build', '--stats'], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'inherit'],
});

// From "The project was built assuming it is hosted at /." to the deployment link.
let skipping = false;
let blankLines = 0;
readline.createInterface({ input: child.stdout }).on('line', (line) => {
  if (/^The project was built assuming/.test(line.trim())) skipping = true;
  if (skipping) {
    blankLines = 0;
    if (/cra\.link\/deployment/.test(line)) skipping = false;
  } else if (line.trim() === '') {
    blankLines += 1;
  } else {
    console.log(`${'\n'.repeat(blankLines)}${line}`);
    blankLines = 0;
  }
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

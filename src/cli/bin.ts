#!/usr/bin/env node
// The only code that touches `process`: argv in, exit code out.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './run-cli.js';

// Both builds of this file (dist/cli-main.cjs, run with __dirname, and the ES module dist/cli-esm.js)
// sit beside the helper thread's script.
const distDir = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));
const analysisWorker = join(distDir, 'analysis-worker.cjs');

runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), analysisWorker }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`skillpack: internal error (please report it): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 70;
  },
);

#!/usr/bin/env node
// The only code that touches `process`: argv in, exit code out.
import { runCli } from './run-cli.js';

/** A signal that arrived while build wrote: the process ends with its conventional code once the writes are done. */
function deferSignals(): void {
  for (const [signal, number] of [['SIGINT', 2], ['SIGTERM', 15]] as const) {
    process.on(signal, () => {
      process.exitCode = 128 + number;
      process.exit();
    });
  }
}

runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), deferSignals }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`skillpack: internal error (please report it): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 70;
  },
);

#!/usr/bin/env node
// The CLI entry: argv, stdio and signals in, exit code out.
import { escapeControls } from '../runtime/quote-text.js';
import { exitCodes } from './io.js';
import { runCli } from './run-cli.js';

const ask = async (question: string): Promise<string> => {
  // Loaded on the first question only (`init` at a terminal): every other run starts without it.
  const { createInterface } = await import('node:readline/promises');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await prompt.question(question);
  } finally {
    prompt.close();
  }
};
const confirm = async (question: string): Promise<boolean> => !/^\s*n/i.test(await ask(question));

const interrupt = new AbortController();
// Only `build --watch` stops on Ctrl-C by itself (exit 0); every other command keeps Node's default.
const watching = process.argv.includes('--watch');
if (watching) process.once('SIGINT', () => interrupt.abort());

let signalsDeferred = false;
/** A signal that arrived while build wrote: the process ends with its conventional code once the writes are done. */
function deferSignals(): void {
  if (signalsDeferred) return;
  signalsDeferred = true;
  // Under --watch, Ctrl-C already ends the loop between builds (the handler above).
  for (const [signal, number] of watching
    ? ([['SIGTERM', 15]] as const)
    : ([
        ['SIGINT', 2],
        ['SIGTERM', 15],
      ] as const)) {
    process.on(signal, () => {
      process.exitCode = 128 + number;
      process.exit();
    });
  }
}

runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  deferSignals,
  signal: interrupt.signal,
  ...(process.stdin.isTTY === true ? { confirm, ask } : {}),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      // Escaped: the error may quote what a server or a file said (docs/security.md "Output formats").
      `skillpack: internal error (please report it): ${escapeControls(error instanceof Error ? (error.stack ?? error.message) : String(error))}\n`,
    );
    process.exitCode = exitCodes.internal;
  },
);

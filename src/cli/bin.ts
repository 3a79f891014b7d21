#!/usr/bin/env node
// The only code that touches `process`: argv in, exit code out.
import { createInterface } from 'node:readline/promises';
import { runCli } from './run-cli.js';

const confirm = async (question: string): Promise<boolean> => {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return !/^\s*n/i.test(await prompt.question(question));
  } finally {
    prompt.close();
  }
};

runCli(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd(), ...(process.stdin.isTTY === true ? { confirm } : {}) }).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`skillpack: internal error (please report it): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 70;
  },
);

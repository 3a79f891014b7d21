// dist/skills-server.js: the reference skills server with this repository's catalog compiled in.
// Self-contained (esbuild inlines everything) and reads no file at run time, so it runs under
// `node --experimental-permission --allow-fs-read=<this file>` (SPEC-NOTES §3 "Embedded only").
//   node dist/skills-server.js [--http HOST:PORT]
import { parseArgs } from 'node:util';
import { catalog } from '../../generated/skills.js';
import { runSkillsServer } from './run-skills-server.js';

const usage = 'usage: node skills-server.js [--http HOST:PORT]\n';

async function main(): Promise<number> {
  let http: string | undefined;
  try {
    const { values } = parseArgs({
      options: { http: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help === true) {
      process.stdout.write(usage);
      return 0;
    }
    http = values.http;
  } catch (error) {
    process.stderr.write(`skills-server: ${(error as Error).message}\n${usage}`);
    return 2;
  }
  return runSkillsServer(catalog, {
    http,
    env: process.env,
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    label: 'skills-server',
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`skills-server: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 70;
  },
);

// The CLI as a function: parse arguments, run one command, return its exit code. Known errors
// become exit 2 with a clear message; anything else is a bug and is rethrown.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UserError } from '../diagnostics/user-error.js';
import { describeValue } from '../config/describe-value.js';
import { escapeControls } from '../runtime/quote-text.js';
import { version } from '../version.js';
import { runBuild } from './commands/build.js';
import { runBuildWatch } from './commands/build-watch.js';
import { runCheck } from './commands/check.js';
import { runExplain } from './commands/explain.js';
import { runExplainProfile } from './commands/explain-profile.js';
import { runLint } from './commands/lint.js';
import { runServeCommand } from './commands/serve.js';
import { defaultFormat, formatNames, type FormatName } from './format/index.js';
import { commandHelp, helpText } from './help.js';
import { exitCodes, type CliIo } from './io.js';

const commands = ['init', 'build', 'check', 'lint', 'explain', 'serve', 'verify', 'diff', 'attest'] as const;
type Command = (typeof commands)[number];

const allowed: Record<Command, readonly string[]> = {
  init: ['yes', 'root'],
  build: ['config', 'format', 'watch'],
  check: ['config', 'staged', 'format'],
  lint: ['config', 'staged', 'format'],
  explain: ['list', 'profile'],
  serve: ['config', 'http'],
  attest: ['config', 'output', 'source-commit', 'archives'],
  diff: ['config', 'base', 'format', 'require-version-bump'],
  verify: ['stdio', 'http', 'index', 'env', 'header', 'expect', 'statement', 'legacy', 'timeout', 'max-pages', 'max-bytes', 'format'],
};

const options = {
  config: { type: 'string' },
  staged: { type: 'boolean' },
  format: { type: 'string' },
  http: { type: 'string' },
  list: { type: 'boolean' },
  stdio: { type: 'string' },
  env: { type: 'string', multiple: true },
  header: { type: 'string', multiple: true },
  expect: { type: 'string' },
  index: { type: 'string' },
  statement: { type: 'string' },
  legacy: { type: 'string' },
  timeout: { type: 'string' },
  'max-pages': { type: 'string' },
  'max-bytes': { type: 'string' },
  base: { type: 'string' },
  'require-version-bump': { type: 'boolean' },
  output: { type: 'string' },
  'source-commit': { type: 'string' },
  archives: { type: 'boolean' },
  profile: { type: 'string' },
  yes: { type: 'boolean', short: 'y' },
  root: { type: 'string' },
  watch: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} satisfies ParseArgsConfig['options'];

function usage(io: CliIo, message: string): number {
  io.stderr.write(`skillpack: ${escapeControls(message)}\nRun \`skillpack --help\` for usage.\n`);
  return exitCodes.usage;
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true; strict: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    return usage(io, (error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.version === true) {
    io.stdout.write(`${version}\n`);
    return exitCodes.ok;
  }
  const [name, ...rest] = positionals;
  const helpFor = name === 'help' ? rest[0] : values.help === true ? name : undefined;
  if (helpFor !== undefined && commandHelp[helpFor] !== undefined) {
    io.stdout.write(commandHelp[helpFor]);
    return exitCodes.ok;
  }
  if (values.help === true || name === undefined || name === 'help') {
    (name === undefined && values.help !== true ? io.stderr : io.stdout).write(helpText);
    return name === undefined && values.help !== true ? exitCodes.usage : exitCodes.ok;
  }
  if (!(commands as readonly string[]).includes(name)) return usage(io, `unknown command ${describeValue(name)}`);
  const command = name as Command;
  for (const key of Object.keys(values)) {
    if (!allowed[command].includes(key)) return usage(io, `--${key} does not apply to \`${command}\``);
  }
  let format: FormatName = defaultFormat(io);
  if (values.format !== undefined && command !== 'diff') {
    if (!(formatNames as readonly string[]).includes(values.format)) return usage(io, `--format must be one of ${formatNames.join(', ')}`);
    format = values.format as FormatName;
  }
  if (command !== 'lint' && command !== 'explain' && rest.length > 0)
    return usage(io, `\`${command}\` takes no arguments (got ${describeValue(rest[0] ?? '')})`);
  if (command === 'explain' && rest.length > 1) return usage(io, '`explain` takes one rule id');
  if (command === 'explain' && values.profile !== undefined && (rest.length > 0 || values.list === true))
    return usage(io, '`explain --profile NAME` takes no rule id and no --list');

  const configFile = values.config;
  const staged = values.staged === true;
  try {
    // What runs git is loaded only when used (--staged, `init`): a plain `lint` or `check` starts
    // without node:child_process.
    const git = staged ? await import('./open-index.js') : undefined;
    const openIndex = git?.openIndex;
    switch (command) {
      case 'init':
        return await (await import('./commands/init.js')).runInit({ yes: values.yes === true, root: values.root }, io);
      case 'build':
        if (values.watch === true) return await runBuildWatch({ configFile, format }, io);
        io.deferSignals?.();
        return runBuild({ configFile, format }, io);
      case 'check':
        return runCheck({ configFile, staged, openIndex, lineEndingHint: git?.lineEndingHint, format }, io);
      case 'lint':
        return runLint({ configFile, staged, openIndex, format, only: rest }, io);
      case 'explain':
        if (values.profile !== undefined) return runExplainProfile(values.profile, io);
        return runExplain(rest[0], values.list === true, io);
      case 'serve':
        return await runServeCommand({ configFile, http: values.http }, io);
      // Loaded on use, like serve, so the lint/hook path never parses them.
      case 'attest':
        return await (
          await import('./commands/attest.js')
        ).runAttest({ configFile, output: values.output, sourceCommit: values['source-commit'], archives: values.archives === true }, io);
      case 'diff':
        return await (
          await import('./commands/diff.js')
        ).runDiff(
          { configFile, base: values.base, format: values.format, requireVersionBump: values['require-version-bump'] === true },
          io,
        );
      case 'verify': {
        const { stdio, http, env = [], header: headers = [], expect, statement, legacy, timeout: timeoutMs } = values;
        if (values.index !== undefined) {
          if (stdio !== undefined || http !== undefined)
            throw new UserError('usage', '--index checks a channel, not a server: leave out --stdio and --http');
          return await (await import('./commands/verify-index.js')).runVerifyIndex({ index: values.index, expect, timeoutMs, format }, io);
        }
        return await (
          await import('./commands/verify.js')
        ).runVerify(
          {
            stdio,
            http,
            env,
            headers,
            expect,
            statement,
            legacy,
            timeoutMs,
            maxPages: values['max-pages'],
            maxBytes: values['max-bytes'],
            format,
          },
          io,
        );
      }
    }
  } catch (error) {
    if (error instanceof UserError) {
      io.stderr.write(`skillpack ${command}: ${error.message}\n`);
      return exitCodes.usage;
    }
    // A failed system call (EACCES, ENOSPC, EIO…) is about the machine, not a bug: say which and exit 2.
    if (isSystemError(error)) {
      io.stderr.write(`skillpack ${command}: ${escapeControls(error.message)}\n`);
      return exitCodes.usage;
    }
    throw error;
  }
}

function isSystemError(error: unknown): error is NodeJS.ErrnoException {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === 'string' &&
    typeof (error as NodeJS.ErrnoException).syscall === 'string'
  );
}

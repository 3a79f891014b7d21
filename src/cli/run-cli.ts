// The CLI as a function: parse arguments, run one command, return its exit code. Known errors
// become exit 2 with a clear message; anything else is a bug and is rethrown.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ConfigError } from '../config/config-error.js';
import { version } from '../version.js';
import { runBuild } from './commands/build.js';
import { runCheck } from './commands/check.js';
import { runExplain } from './commands/explain.js';
import { runExplainProfile } from './commands/explain-profile.js';
import { runLint } from './commands/lint.js';
import { runServeCommand } from './commands/serve.js';
import { defaultFormat, formatNames, type FormatName } from './format/index.js';
import { helpText } from './help.js';
import { exitCodes, type CliIo } from './io.js';

const commands = ['build', 'check', 'lint', 'explain', 'serve'] as const;
type Command = (typeof commands)[number];

const allowed: Record<Command, readonly string[]> = {
  build: ['config', 'format'],
  check: ['config', 'staged', 'format'],
  lint: ['config', 'staged', 'format'],
  explain: ['list', 'profile'],
  serve: ['config', 'http'],
};

const options = {
  config: { type: 'string' },
  staged: { type: 'boolean' },
  format: { type: 'string' },
  http: { type: 'string' },
  list: { type: 'boolean' },
  profile: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} satisfies ParseArgsConfig['options'];

function usage(io: CliIo, message: string): number {
  io.stderr.write(`skillpack: ${message}\nRun \`skillpack --help\` for usage.\n`);
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
  if (values.help === true || name === undefined || name === 'help') {
    (name === undefined && values.help !== true ? io.stderr : io.stdout).write(helpText);
    return name === undefined && values.help !== true ? exitCodes.usage : exitCodes.ok;
  }
  if (!(commands as readonly string[]).includes(name)) return usage(io, `unknown command "${name}"`);
  const command = name as Command;
  for (const key of Object.keys(values)) {
    if (!allowed[command].includes(key)) return usage(io, `--${key} does not apply to \`${command}\``);
  }
  let format: FormatName = defaultFormat(io);
  if (values.format !== undefined) {
    if (!(formatNames as readonly string[]).includes(values.format)) return usage(io, `--format must be one of ${formatNames.join(', ')}`);
    format = values.format as FormatName;
  }
  if (command !== 'lint' && command !== 'explain' && rest.length > 0) return usage(io, `\`${command}\` takes no arguments (got "${rest[0]}")`);
  if (command === 'explain' && rest.length > 1) return usage(io, '`explain` takes one rule id');
  if (command === 'explain' && values.profile !== undefined && (rest.length > 0 || values.list === true)) return usage(io, '`explain --profile NAME` takes no rule id and no --list');

  const configFile = values.config;
  const staged = values.staged === true;
  try {
    switch (command) {
      case 'build':
        return runBuild({ configFile, format }, io);
      case 'check':
        return runCheck({ configFile, staged, format }, io);
      case 'lint':
        return runLint({ configFile, staged, format, only: rest }, io);
      case 'explain':
        if (values.profile !== undefined) return runExplainProfile(values.profile, io);
        return runExplain(rest[0], values.list === true, io);
      case 'serve':
        return await runServeCommand({ configFile, http: values.http }, io);
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr.write(`skillpack ${command}: ${error.message}\n`);
      return exitCodes.usage;
    }
    throw error;
  }
}

// Every command has its own `--help` (and `skillpack help COMMAND`): its synopsis, options and exit
// codes, never the general help; the documents it names are in the package's `files`.
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { commandHelp, helpText } from '../../src/cli/help.js';
import { runCliProcess } from '../support/cli.js';

const commands = ['init', 'build', 'check', 'lint', 'explain', 'serve', 'verify', 'diff', 'attest'];

describe('per-command help', () => {
  it.each(commands)('skillpack %s --help', (command) => {
    const run = runCliProcess([command, '--help'], process.cwd());
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(commandHelp[command]);
    expect(run.stdout.startsWith(`skillpack ${command}`)).toBe(true);
    expect(run.stdout).not.toBe(helpText);
    expect(run.stdout).toMatch(/^Exit codes: /m);
    expect(runCliProcess(['help', command], process.cwd()).stdout).toBe(run.stdout);
  });

  it('names only documents the package ships', () => {
    const shipped = packageJson.files.filter((f) => !f.startsWith('!'));
    const named = [
      ...[helpText, ...Object.values(commandHelp)].join('\n').matchAll(/(?:node_modules\/skillpack\/)?(docs\/[a-z-]+\.md)/g),
    ].map((m) => m[1] as string);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((doc) => !shipped.some((f) => doc === f || doc.startsWith(`${f}/`)))).toEqual([]);
  });
});

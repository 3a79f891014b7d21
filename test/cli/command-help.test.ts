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

  // A document the help names in the package must ship; one linked online (https://…/docs/verify.md) need not.
  it('names only documents the package ships, or links them online', () => {
    const shipped = packageJson.files.filter((f) => !f.startsWith('!'));
    const text = [helpText, ...Object.values(commandHelp)].join('\n');
    expect([...text.matchAll(/docs\/[a-z-]+\.md/g)].length).toBeGreaterThan(0);
    const inPackage = [...text.matchAll(/(?<!https?:\/\/\S*)(?:node_modules\/skillpack\/)?(docs\/[a-z-]+\.md)/g)].map(
      (m) => m[1] as string,
    );
    expect(inPackage.filter((doc) => !shipped.some((f) => doc === f || doc.startsWith(`${f}/`)))).toEqual([]);
    const online = [...text.matchAll(/https:\/\/\S*?(docs\/[a-z-]+\.md)/g)].map((m) => m[0]);
    for (const url of online) expect(url).toMatch(/^https:\/\/github\.com\/skillpack\/skillpack\/blob\/main\/docs\//);
  });
});

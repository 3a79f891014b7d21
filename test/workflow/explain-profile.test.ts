// `skillpack explain --profile NAME`: every rule with its severity in the profile and whether it is
// locked, the limits, and the file types with how each ships.
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/io.js';
import { runCli } from '../../src/cli/run-cli.js';
import { allRules } from '../../src/rules/index.js';

function capture(): { io: CliIo; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  const stream = (write: (s: string) => void) =>
    ({ write: (chunk: string | Uint8Array) => (write(String(chunk)), true) }) as unknown as CliIo['stdout'];
  return {
    io: { stdout: stream((s) => (out += s)), stderr: stream((s) => (err += s)), env: {}, cwd: process.cwd() },
    out: () => out,
    err: () => err,
  };
}

const row = (text: string, id: string): string | undefined => text.split('\n').find((line) => line.trimStart().startsWith(`${id} `));

describe('explain --profile', () => {
  it('recommended: provenance off, allowed-tools a warning, every well-known type with text or blob', async () => {
    const { io, out } = capture();
    expect(await runCli(['explain', '--profile', 'skillpack:recommended'], io)).toBe(0);
    const text = out();
    for (const rule of allRules) expect(row(text, rule.meta.id), rule.meta.id).toBeDefined();
    expect(row(text, 'frontmatter/metadata-publisher')).toMatch(/ off\s+\(rule default error\)$/);
    expect(row(text, 'frontmatter/allowed-tools')).toMatch(/ warning\s+\(rule default error\)$/);
    expect(row(text, 'filesystem/symlink')).toMatch(/ error\s+locked$/);
    expect(row(text, '.png')).toMatch(/image\/png\s+blob$/);
    expect(row(text, '.py')).toMatch(/text\/x-python\s+text$/);
    expect(row(text, 'fileBytes')).toMatch(/1048576$/);
  });

  it('strict: every rule at its own severity, three file types', async () => {
    const { io, out } = capture();
    expect(await runCli(['explain', '--profile', 'skillpack:strict'], io)).toBe(0);
    const text = out();
    expect(row(text, 'frontmatter/allowed-tools')).toMatch(/ error\s*$/);
    expect(row(text, 'body/provenance')).toMatch(/ error\s*$/);
    expect(row(text, '.md')).toBeDefined();
    expect(row(text, '.png')).toBeUndefined();
  });

  it('refuses an unknown profile and a rule id alongside', async () => {
    const unknown = capture();
    expect(await runCli(['explain', '--profile', 'skillpack:all'], unknown.io)).toBe(2);
    expect(unknown.err()).toContain('the built-in profiles are skillpack:recommended, skillpack:strict');
    const both = capture();
    expect(await runCli(['explain', 'filesystem/symlink', '--profile', 'skillpack:strict'], both.io)).toBe(2);
  });
});

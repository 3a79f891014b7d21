// `skillpack explain RULE-ID` for every rule the linter can report: what, why, how to fix, an
// example and the docs link, which resolves to a section of docs/rules.md.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { ruleAnchor, ruleDocsUrl } from '../../src/rules/docs-url.js';
import { allRules } from '../../src/rules/index.js';
import { ruleWhy } from '../../src/rules/rule-docs.js';

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

const doc = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
const anchors = new Set(
  doc
    .split('\n')
    .filter((l) => l.startsWith('## '))
    .map((l) => ruleAnchor(l.slice(3).trim())),
);

describe('explain', () => {
  it.each(allRules.map((r) => [r.meta.id, r] as const))('%s', async (id, rule) => {
    const { io, out, err } = capture();
    expect(await runCli(['explain', id], io)).toBe(0);
    expect(err()).toBe('');
    const text = out();
    expect(text.startsWith(`${id} (${rule.meta.severity}`)).toBe(true);
    for (const part of [
      rule.meta.docs.summary,
      `Why: ${ruleWhy(rule.meta)}`,
      `How to fix: ${rule.meta.docs.fix}`,
      `Example: ${rule.meta.docs.example}`,
      `Docs: ${ruleDocsUrl(id)}`,
    ]) {
      expect(text).toContain(part);
    }
    expect(anchors.has(ruleAnchor(id))).toBe(true);
  });

  it('lists every rule id with --list', async () => {
    const { io, out } = capture();
    expect(await runCli(['explain', '--list'], io)).toBe(0);
    expect(
      out()
        .trimEnd()
        .split('\n')
        .map((l) => l.split(/\s+/)[0]),
    ).toEqual(allRules.map((r) => r.meta.id));
  });

  it('refuses an unknown id with exit 2 and suggestions', async () => {
    const { io, err } = capture();
    expect(await runCli(['explain', 'filesystem/symlinks'], io)).toBe(2);
    expect(err()).toContain('no rule "filesystem/symlinks"');
    expect(err()).toContain('explain --list');
  });
});

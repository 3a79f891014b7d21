// No configuration the schema accepts may make build or check fail with an internal error (exit 70):
// every rule at every severity, over a catalog full of findings, from the rules' defaults and from a
// config that switches every unlocked rule off (so whatever the rules would refuse reaches the build,
// which names it with a generated/left-out error). README "Locked rules"; DESIGN "Profiles and files".
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import type { CliIo } from '../../src/cli/io.js';
import { allRules } from '../../src/rules/index.js';
import { tempDir, writeTree } from '../support/disk.js';
import { realSkillsTree, tinyPng } from '../support/real-skills.js';

const severities = ['off', 'info', 'warning', 'error'] as const;

function capture(cwd: string): { io: CliIo; out: () => string } {
  let out = '';
  const stream = { write: (chunk: string | Uint8Array) => ((out += String(chunk)), true) } as unknown as CliIo['stdout'];
  return { io: { stdout: stream, stderr: stream, env: {}, cwd }, out: () => out };
}

/** Findings for nearly every unlocked rule, and nothing a locked rule refuses. */
function troubledTree(): Record<string, string | Uint8Array> {
  const ok = (name: string, extra = '') => `---\nname: ${name}\ndescription: Checks ${name}.\n${extra}---\n# ${name}\n`;
  return {
    ...realSkillsTree(),
    'skills/anchors/SKILL.md': '---\nname: anchors\ndescription: &d Uses an anchor.\nlicense: *d\n---\nbody\n',
    'skills/wrong-name/SKILL.md': ok('other-name'),
    'skills/no-front/SKILL.md': '# No frontmatter\n',
    'skills/unclosed/SKILL.md': '---\nname: unclosed\ndescription: never closed\n',
    'skills/empty-description/SKILL.md': '---\nname: empty-description\ndescription: ""\n---\nbody\n',
    'skills/numbers/SKILL.md': ok('numbers', 'version: 1.0\nallowed-tools: [1, 2]\nmetadata:\n  n: 2\n'),
    'skills/odd/SKILL.md': `${ok('odd', 'argument-hint: "[x]"\nallowed-tools: []\n')}<!-- hidden -->\nSee [gone](references/gone.md), [out](tests/a.md) and /etc/passwd and ../x.md.\nZero\u200bwidth.\n`,
    'skills/odd/data.foo': 'plain text of an undeclared type\n',
    'skills/odd/notes.txt': 'a\u0000b\n',
    'skills/odd/bad.json': '{ nope',
    'skills/odd/run.sh': '#!/bin/sh\necho hi\n',
    'skills/odd/image.png': tinyPng(),
    'skills/odd/blob.bin': new Uint8Array([0xff, 0xfe, 0x00, 0x01]),
    'skills/odd/tests/a.md': '# excluded\n',
  };
}

const skills = [
  'pdf-forms',
  'latex-report',
  'plain-notes',
  'anchors',
  'wrong-name',
  'no-front',
  'unclosed',
  'empty-description',
  'numbers',
  { path: 'odd', exclude: ['tests/**'] },
];
const unlockedOff = Object.fromEntries(allRules.filter((r) => !r.meta.guardsSafety).map((r) => [r.meta.id, 'off']));

describe.each([
  ["the rules' defaults", {}],
  ['every unlocked rule off', unlockedOff],
] as const)('every rule at every severity, from %s', (_label, base) => {
  const { dir, cleanup } = tempDir();
  afterAll(cleanup);
  writeTree(dir, troubledTree());

  it('build and check exit 0, 1 or 2, never with an internal error', async () => {
    const failures: string[] = [];
    let built = 0;
    for (const rule of allRules) {
      for (const severity of severities) {
        const config = {
          root: 'skills',
          output: 'generated/skills.ts',
          publisher: 'acme',
          skills,
          rules: { ...base, [rule.meta.id]: severity },
        };
        writeFileSync(join(dir, 'skillpack.config.json'), JSON.stringify(config));
        for (const command of ['build', 'check']) {
          const { io, out } = capture(dir);
          try {
            const code = await runCli([command], io);
            if (![0, 1, 2].includes(code)) failures.push(`${command} ${rule.meta.id}=${severity}: exit ${code}`);
            if (code === 2 && !(rule.meta.guardsSafety && severity !== 'error'))
              failures.push(`${command} ${rule.meta.id}=${severity}: exit 2 ${out()}`);
            if (command === 'build' && (code === 0 || out().includes('generated/left-out'))) built += 1;
          } catch (error) {
            failures.push(`${command} ${rule.meta.id}=${severity}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // From the all-off base the build must really run (and name what it cannot ship), not stop at lint.
    if (Object.keys(base).length > 0) expect(built).toBeGreaterThan(0);
  }, 300_000);
});

describe('what the build cannot ship when the rules that refuse it are off', () => {
  const { dir, cleanup } = tempDir();
  afterAll(cleanup);
  writeTree(dir, troubledTree());

  it('names every unservable skill and file with its reason, as errors', async () => {
    writeFileSync(
      join(dir, 'skillpack.config.json'),
      JSON.stringify({ root: 'skills', output: 'generated/skills.ts', publisher: 'acme', skills, rules: unlockedOff }),
    );
    const { io, out } = capture(dir);
    expect(await runCli(['build', '--format', 'json'], io), out()).toBe(1);
    const leftOut = (JSON.parse(out()) as { diagnostics: { ruleId: string; file: string; message: string }[] }).diagnostics.filter(
      (d) => d.ruleId === 'generated/left-out',
    );
    const reasons = Object.fromEntries(leftOut.map((l) => [l.file, l.message]));
    expect(reasons['skills/anchors/SKILL.md']).toContain('cannot ship: the whole skill: SKILL.md has no frontmatter');
    expect(reasons['skills/no-front/SKILL.md']).toContain('the whole skill');
    expect(reasons['skills/unclosed/SKILL.md']).toContain('the whole skill');
    expect(reasons['skills/wrong-name/SKILL.md']).toContain('"name" is not "wrong-name"');
    expect(reasons['skills/empty-description/SKILL.md']).toContain('"description" is not a non-empty string');
    // version: 1.0 reads as the integer 1 in YAML 1.2 core: with schema-independence off it is served so.
    expect(reasons['skills/numbers/SKILL.md']).toBeUndefined();
    expect(reasons['skills/odd/SKILL.md']).toBeUndefined();
    // An unlisted type ships under recommended: as text when it reads as text, else as a blob.
    expect(reasons['skills/odd/data.foo']).toBeUndefined();
    expect(reasons['skills/odd/blob.bin']).toBeUndefined();
    expect(reasons['skills/odd/run.sh']).toContain('does not opt in with "scripts": true');
    expect(reasons['skills/odd/tests/a.md']).toBeUndefined();
  });
});

// Severity settings end to end: per rule and per path in the config; rules that guard safety can be
// raised but never switched off or downgraded (the config is refused with exit 2).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { tempDir, writeConfig, writeTree } from '../support/disk.js';
import { validSkillMd } from '../support/fixture.js';
import { cleanEnv, runSkillpack, type Run } from './git.js';

interface Found {
  ruleId: string;
  severity: string;
  file: string;
}

let dir: string;
let cleanup: () => void;
beforeEach(() => {
  ({ dir, cleanup } = tempDir());
  writeTree(dir, {
    'skills/a/SKILL.md': validSkillMd('a'),
    'skills/a/run.sh': 'echo a\n',
    'skills/legacy/SKILL.md': validSkillMd('legacy'),
    'skills/legacy/run.sh': 'echo legacy\n',
  });
});
afterEach(() => cleanup());

const skills = [
  { path: 'a', tools: [] },
  { path: 'legacy', tools: [] },
];
const lint = (settings: Record<string, unknown>): Run & { found: Found[] } => {
  writeConfig(dir, { skills, ...settings });
  const run = runSkillpack(['lint', '--format', 'json'], dir, cleanEnv());
  const found = run.stdout === '' ? [] : (JSON.parse(run.stdout) as { diagnostics: Found[] }).diagnostics;
  return { ...run, found };
};
const mediaTypes = (found: Found[]): string[] =>
  found.filter((f) => f.ruleId === 'content/media-type').map((f) => `${f.file} ${f.severity}`);

describe('severity settings', () => {
  it('keeps the defaults without settings', () => {
    const run = lint({});
    expect(run.code).toBe(1);
    expect(mediaTypes(run.found)).toEqual(['skills/a/run.sh error', 'skills/legacy/run.sh error']);
  });

  it('downgrades a rule that does not guard safety everywhere', () => {
    const run = lint({ rules: { 'content/media-type': 'warning' } });
    expect(run.code).toBe(0);
    expect(mediaTypes(run.found)).toEqual(['skills/a/run.sh warning', 'skills/legacy/run.sh warning']);
  });

  it('sets it per path, the last matching override winning', () => {
    const run = lint({
      overrides: [
        { files: ['skills/legacy/**'], rules: { 'content/media-type': 'warning' } },
        { files: ['skills/legacy/*.sh'], rules: { 'content/media-type': 'off' } },
      ],
    });
    expect(run.code).toBe(1);
    expect(mediaTypes(run.found)).toEqual(['skills/a/run.sh error']);
  });

  it('lets an override raise again what `rules` lowered', () => {
    const run = lint({
      rules: { 'content/media-type': 'off' },
      overrides: [{ files: ['skills/a/**'], rules: { 'content/media-type': 'error' } }],
    });
    expect(mediaTypes(run.found)).toEqual(['skills/a/run.sh error']);
  });

  it('raises a warning rule to an error', () => {
    writeTree(dir, { 'skills/a/run.sh': '', 'skills/legacy/run.sh': '' });
    const warningRule = allRules.find((r) => r.meta.id === 'body/length');
    expect(warningRule?.meta.severity).toBe('warning');
    const longBody = Array.from({ length: 600 }, (_, i) => `Line ${i}.`).join('\n');
    writeTree(dir, {
      'skills/a/SKILL.md': validSkillMd('a', {
        body: `Origin and limits: this skill is published by skillpack for its test suite; it is read-only guidance and grants no permissions.\n\n${longBody}`,
      }),
    });
    const plain = lint({ rules: { 'content/media-type': 'off' } });
    expect(plain.found.filter((f) => f.ruleId === 'body/length').map((f) => f.severity)).toEqual(['warning']);
    expect(plain.code).toBe(0);
    const raised = lint({ rules: { 'content/media-type': 'off', 'body/length': 'error' } });
    expect(raised.found.filter((f) => f.ruleId === 'body/length').map((f) => f.severity)).toEqual(['error']);
    expect(raised.code).toBe(1);
  });

  const safetyRules = allRules.filter((r) => r.meta.guardsSafety).map((r) => r.meta.id);
  it.each(['filesystem/symlink', 'filesystem/special-file', 'secret/github-token', 'bounds/file-size', 'allowlist/unlisted-skill'])(
    'refuses to switch off or downgrade %s, per rule or per path',
    (id) => {
      expect(safetyRules).toContain(id);
      for (const settings of [
        { rules: { [id]: 'off' } },
        { rules: { [id]: 'warning' } },
        { overrides: [{ files: ['skills/legacy/**'], rules: { [id]: 'info' } }] },
      ]) {
        const run = lint(settings);
        expect(run.code, JSON.stringify(settings)).toBe(2);
        expect(run.stdout).toBe('');
        expect(run.stderr).toContain(`"${id}" is locked`);
        expect(run.stderr).not.toMatch(/\n\s+at /);
      }
    },
  );

  it('accepts a safety rule set to its own severity', () => {
    const run = lint({ rules: { 'filesystem/symlink': 'error', 'content/media-type': 'off' } });
    expect(run.code, run.stderr).toBe(0);
  });

  it('refuses an unknown rule id', () => {
    const run = lint({ rules: { 'content/no-such-rule': 'off' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no such rule');
  });
});

// content/executable: scripts ship only where the skill's entry opts in with "scripts": true.
import { contentExecutable } from '../../../src/rules/content/executable.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const base = { 'skills/a/SKILL.md': validSkillMd('a') };
const config = (entry: Record<string, unknown> = {}) => ({
  extends: 'skillpack:recommended',
  files: { types: { run: 'text/plain' } },
  skills: [{ path: 'a', tools: [], ...entry }],
});
const script = (path: string, evidence: string) => ({
  messageId: 'script',
  data: { file: `skills/a/${path}`, evidence, skill: 'a' },
  file: `skills/a/${path}`,
  line: 1,
  column: 1,
});

ruleTester(contentExecutable, {
  valid: [
    {
      name: 'scripts where the entry opts in',
      tree: { ...base, 'skills/a/scripts/fill.py': 'import sys\n', 'skills/a/s.sh': 'x\n' },
      config: config({ scripts: true }),
    },
    {
      name: 'Markdown with a shell sample, CSV and YAML',
      tree: {
        ...base,
        'skills/a/notes.md': '# Run\n\n```sh\n#!/bin/sh\nmake test\n```\n',
        'skills/a/data.csv': 'a,b\n',
        'skills/a/import.yaml': 'import: x\n',
      },
      config: config(),
    },
  ],
  invalid: [
    {
      name: 'a Python script',
      tree: { ...base, 'skills/a/scripts/fill.py': 'import sys\n' },
      config: config(),
      errors: [script('scripts/fill.py', 'extension ".py"')],
    },
    {
      name: 'a shell script',
      tree: { ...base, 'skills/a/scripts/check.sh': 'set -eu\n' },
      config: config(),
      errors: [script('scripts/check.sh', 'extension ".sh"')],
    },
    {
      name: 'a #! first line in a .txt',
      tree: { ...base, 'skills/a/notes.txt': '#!/usr/bin/env node\nconsole.log(1)\n' },
      config: config(),
      errors: [script('notes.txt', 'a "#!" first line')],
    },
  ],
});

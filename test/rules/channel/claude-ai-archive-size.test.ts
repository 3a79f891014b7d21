import { channelClaudeAiArchiveSize, maxUploadBytes } from '../../../src/rules/channel/claude-ai-archive-size.js';
import { zipBytes } from '../../../src/targets/zip-archive.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const zip = { targets: [{ type: 'zip', output: 'dist/skills' }], extends: 'skillpack:recommended' };
const part = 1024 * 1024 - 1;

/** A skill with `count` references of just under 1 MiB each (the per-file bound). */
function bulky(count: number): Record<string, string> {
  const tree: Record<string, string> = { 'skills/demo/SKILL.md': validSkillMd('demo') };
  for (let i = 0; i < count; i += 1) tree[`skills/demo/references/part-${i}.md`] = 'a'.repeat(part);
  return tree;
}

/** The size of the archive the zip target writes for that skill, built for real. */
function archiveSize(tree: Record<string, string>): number {
  const entries = Object.entries(tree).map(([file, text]) => ({
    path: file.slice('skills/demo/'.length),
    bytes: new TextEncoder().encode(text),
    mode: 0o644 as const,
  }));
  return zipBytes(entries, 'demo/').length;
}

ruleTester(channelClaudeAiArchiveSize, {
  valid: [
    { name: 'a small skill', tree: { 'skills/demo/SKILL.md': validSkillMd('demo') }, config: zip },
    { name: 'seven MiB of references', tree: bulky(7), config: zip },
    { name: 'nine MiB without a zip target', tree: bulky(9), config: { extends: 'skillpack:recommended' } },
  ],
  invalid: [
    {
      name: 'nine MiB of references with a zip target',
      tree: bulky(9),
      config: zip,
      errors: [
        {
          messageId: 'tooLarge',
          data: { skill: 'demo', size: archiveSize(bulky(9)), limit: maxUploadBytes },
          file: 'skills/demo/SKILL.md',
          line: 1,
          column: 1,
        },
      ],
    },
  ],
});

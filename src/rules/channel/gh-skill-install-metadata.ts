// `gh skill install` records where a skill came from in its frontmatter (`metadata.github-repo`,
// `github-ref`, `github-tree-sha`, `github-path`, `github-pinned`), and `gh skill publish` checks that
// no such install metadata is committed ("Install metadata (metadata.github-*) is stripped if present";
// `--fix` strips it: https://cli.github.com/manual/gh_skill_publish, read 2026-12-06). Active only
// when the config lists the `gh-skill` channel (docs/publishing.md).
import { defineRule } from '../rule.js';
import { isPlainObject, keyPosition } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';
import { hasChannel } from './targets.js';

export const channelGhSkillInstallMetadata = defineRule({
  meta: {
    id: 'channel/gh-skill-install-metadata',
    severity: 'error',
    guardsSafety: false,
    messages: {
      installKey: 'Metadata key "{key}" is install metadata `gh skill install` writes; remove it (gh skill publish --fix does).',
    },
  },
  check({ catalog, report }) {
    if (!hasChannel(catalog.config, 'gh-skill')) return;
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      const metadata = parsed.frontmatter?.['metadata'];
      if (!isPlainObject(metadata)) continue;
      for (const key of Object.keys(metadata)) {
        if (!key.startsWith('github-')) continue;
        const { line, column } = keyPosition(parsed, `metadata.${key}`);
        report({ messageId: 'installKey', data: { key }, file: skillMd.file, line, column });
      }
    }
  },
});

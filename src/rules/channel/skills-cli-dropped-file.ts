// The `skills` CLI (npm `skills`, vercel-labs/skills) copies a skill's directory on install but leaves
// out every file named `metadata.json` and everything under a `.git`, `__pycache__` or `__pypackages__`
// directory (src/installer.ts, `EXCLUDE_FILES` and `EXCLUDE_DIRS`, the same sets its snapshot hashing
// skips; read in skills 1.7.4, the release test/targets/skills-cli.test.ts installs, 2026-12-06). A file
// the server serves would then be missing from the installed copy. Active only with the `skills-cli` channel.
import { defineRule } from '../rule.js';
import { hasChannel } from './targets.js';

const droppedNames: ReadonlySet<string> = new Set(['metadata.json']);
const droppedDirs: ReadonlySet<string> = new Set(['.git', '__pycache__', '__pypackages__']);

export const channelSkillsCliDroppedFile = defineRule({
  meta: {
    id: 'channel/skills-cli-dropped-file',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      dropped: 'The skills CLI does not install "{path}" ({reason}); rename or exclude it.',
    },
  },
  check({ catalog, report }) {
    if (!hasChannel(catalog.config, 'skills-cli')) return;
    for (const skill of catalog.skills) {
      for (const file of skill.files) {
        const segments = file.path.split('/');
        const name = segments[segments.length - 1]!;
        const dir = segments.slice(0, -1).find((segment) => droppedDirs.has(segment));
        if (dir === undefined && !droppedNames.has(name)) continue;
        const reason = dir === undefined ? `it skips every file named ${name}` : `it skips every ${dir} directory`;
        report({ messageId: 'dropped', data: { path: file.path, reason }, file: file.file });
      }
    }
  },
});

// Reported by `build` and `check` (not by linting sources): every file a config target holds is exactly
// what `build` writes from the current skills, and a published snapshot never changes (README "Publish
// everywhere").
import { defineReportedRule } from '../rule.js';

export const generatedStaleTarget = defineReportedRule({
  meta: {
    id: 'generated/stale-target',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'Every file of a configured target (plugin manifests, the well-known index, archives and their checksums) is what `skillpack build` writes from the current skills, and a published versioned snapshot is never rewritten.',
      fix: 'Run `npx skillpack build` and commit the regenerated target files with the source change. To publish changed skills after a snapshot went out, raise "version" (in the config or package.json) first.',
      example: 'skills/review/SKILL.md changed but public/.well-known/agent-skills/index.json still carries the old digest.',
    },
    messages: {
      missing: 'The {target} target\'s file "{file}" does not exist; run `{fix}` and commit it.',
      stale: 'The {target} target\'s file "{file}" is not what the build writes from the current skills; run `{fix}` and commit the result.',
      published:
        'The {target} target\'s snapshot file "{file}" was already published with other content, and a versioned snapshot never changes; raise "version" (in the config or package.json), then run `{fix}` and commit the new snapshot.',
      unusable: 'The {target} target\'s file "{file}" {problem}; remove it, then run `{fix}`.',
      nameClash:
        'The {target} target names each skill by its name alone, and {paths} are all named "{name}"; rename one of these skills or remove the target.',
    },
  },
  reportedBy:
    '`skillpack build` and `skillpack check`, comparing every file of the configured targets with what build would write (src/targets/compare-targets.ts)',
});

// Reported by `build` and `check` (not by linting sources): every file a config target holds is exactly
// what `build` writes from the current skills, and a published snapshot never changes (README "Publish
// everywhere").
import { defineReportedRule } from '../rule.js';

export const generatedStaleTarget = defineReportedRule({
  meta: {
    id: 'generated/stale-target',
    severity: 'error',
    guardsSafety: true,
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

// An override's `files` pattern that matches no file the walk found: the override never applies,
// most often because of a typo or a moved directory (docs/rules.md "config/unmatched-override").
import { relative, sep } from 'node:path';
import { compileGlob } from '../../config/glob.js';
import { defineRule } from '../rule.js';
import { allEntries } from '../support/all-entries.js';

export const configUnmatchedOverride = defineRule({
  meta: {
    id: 'config/unmatched-override',
    severity: 'warning',
    guardsSafety: false,
    messages: {
      unmatched: 'The pattern "{pattern}" at {where} matches no file; correct it (paths are relative to the config file) or remove it.',
    },
  },
  check({ catalog, report, memo }) {
    const { config } = catalog;
    if (config.overrides.length === 0) return;
    const files = allEntries(catalog, memo).map((entry) => entry.file);
    files.push(config.output);
    if (config.secretAllowlist !== undefined) files.push(config.secretAllowlist);
    const file = relative(config.baseDir, config.configFile).split(sep).join('/');
    config.overrides.forEach((override, i) => {
      override.files.forEach((pattern, j) => {
        const matcher = compileGlob(pattern);
        if (!files.some((f) => matcher.test(f)))
          report({ messageId: 'unmatched', data: { pattern, where: `$.overrides[${i}].files[${j}]` }, file });
      });
    });
  },
});

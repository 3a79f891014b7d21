// Anchors and aliases are refused: an alias bomb of a few hundred bytes expands to gigabytes of JSON,
// and hosts resolve aliases differently (SPEC-NOTES §2). Aliases are never expanded here.
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlAnchorAlias = findingRule(
  {
    id: 'frontmatter/yaml-anchor-alias',
    severity: 'error',
    guardsSafety: false,
    messages: {
      anchor:
        'Anchor "{detail}": anchors and aliases are refused (they can expand enormously and hosts resolve them differently). Remove the anchor and write values out in full.',
      alias: 'Alias "{detail}" (used {uses} time(s)): aliases are refused and never expanded. Replace each use with the value itself.',
    },
  },
  { 'yaml/anchor': 'anchor', 'yaml/alias': 'alias' },
);

// The frontmatter bound (SPEC-NOTES §3: 16 KiB), for the raw YAML (checked before parsing) and for
// the compact JSON we publish.
import { findingRule } from '../support/finding-rule.js';

export const frontmatterSize = findingRule(
  {
    id: 'frontmatter/size',
    severity: 'error',
    guardsSafety: true,
    messages: {
      raw: 'The frontmatter YAML is {bytes} bytes, over the {limit}-byte limit, so it was not parsed. Move long text into the body or a reference file.',
      json: 'The frontmatter is {bytes} bytes as compact JSON, over the {limit}-byte limit; shorten the values.',
    },
  },
  { 'size/raw': 'raw', 'size/json': 'json' },
);

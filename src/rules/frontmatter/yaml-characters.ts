// Characters YAML forbids or parsers treat differently: NUL, control characters, unpaired
// surrogates, and U+2028/U+2029 (line breaks to YAML 1.1 readers only), raw or produced by escapes;
// surrogate pairs written as escapes; and tabs where PyYAML refuses them.
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlCharacters = findingRule(
  {
    id: 'frontmatter/yaml-characters',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary:
        'The frontmatter contains no NUL, control characters (other than tab and line breaks), unpaired surrogates or U+2028/U+2029, written directly or through escapes; no surrogate pair written as two \\u escapes; and no tab outside quoted scalars, block scalar content and comments.',
      fix: 'Remove the character. For a line break in a value use a block scalar (|) or "\\n" in a double-quoted string; write an emoji itself (or as one \\U0001F600 escape); replace tabs with spaces, or quote a value that must contain one.',
      example: 'description: "Reads\\x07 the PR" → description: "Reads the PR"',
    },
    messages: {
      nul: 'NUL (U+0000) in the frontmatter ({detail}); C-based parsers stop reading there. Remove it.',
      control: 'Control character {codePoint} in the frontmatter ({detail}); YAML forbids it and parsers handle it differently. Remove it.',
      loneSurrogate:
        'Unpaired surrogate {codePoint} in the frontmatter ({detail}); it is not a Unicode character and encoders replace or reject it. Remove it.',
      lineSeparator:
        '{codePoint} in the frontmatter ({detail}); YAML 1.1 readers treat it as a line break, YAML 1.2 readers do not. Use an ordinary line break or remove it.',
      tab: 'A tab in the frontmatter {detail}: PyYAML and other YAML 1.1 readers refuse tabs used as spacing and cannot read the block. Replace it with spaces (or quote the value if it must contain a tab).',
      escapedSurrogate:
        'The escape "{detail}" writes one half of a surrogate pair: JavaScript readers join the two escapes into one character, PyYAML keeps two invalid halves. Write the character itself{replacement}.',
    },
  },
  {
    'char/nul': 'nul',
    'char/control': 'control',
    'char/lone-surrogate': 'loneSurrogate',
    'char/line-separator': 'lineSeparator',
    'char/tab': 'tab',
    'char/escaped-surrogate': 'escapedSurrogate',
  },
);

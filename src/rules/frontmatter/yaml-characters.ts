// Characters YAML forbids or parsers treat differently: NUL, control characters, unpaired
// surrogates, and U+2028/U+2029 (line breaks to YAML 1.1 readers only), raw or produced by escapes;
// surrogate pairs written as escapes; and tabs where PyYAML refuses them.
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlCharacters = findingRule(
  {
    id: 'frontmatter/yaml-characters',
    severity: 'error',
    guardsSafety: false,
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

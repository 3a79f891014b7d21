// Characters YAML forbids or parsers treat differently: NUL, control characters, unpaired
// surrogates, and U+2028/U+2029 (line breaks to YAML 1.1 readers only). Raw or produced by escapes.
import { findingRule } from './support/finding-rule.js';

export const yamlCharacters = findingRule(
  {
    id: 'frontmatter/yaml-characters',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'The frontmatter contains no NUL, control characters (other than tab and line breaks), unpaired surrogates or U+2028/U+2029, written directly or through escapes.',
      why: 'YAML forbids most control characters and parsers react differently (error, strip, keep); C-based parsers stop at NUL; unpaired surrogates are not Unicode and get replaced; YAML 1.1 readers treat U+2028/U+2029 as line breaks and YAML 1.2 readers do not.',
      fix: 'Remove the character. For a line break in a value use a block scalar (|) or "\\n" in a double-quoted string.',
      example: 'description: "Reads\\x07 the PR" → description: "Reads the PR"',
    },
    messages: {
      nul: 'NUL (U+0000) in the frontmatter ({detail}); C-based parsers stop reading there. Remove it.',
      control: 'Control character {codePoint} in the frontmatter ({detail}); YAML forbids it and parsers handle it differently. Remove it.',
      loneSurrogate: 'Unpaired surrogate {codePoint} in the frontmatter ({detail}); it is not a Unicode character and encoders replace or reject it. Remove it.',
      lineSeparator: '{codePoint} in the frontmatter ({detail}); YAML 1.1 readers treat it as a line break, YAML 1.2 readers do not. Use an ordinary line break or remove it.',
    },
  },
  { 'char/nul': 'nul', 'char/control': 'control', 'char/lone-surrogate': 'loneSurrogate', 'char/line-separator': 'lineSeparator' },
);

// The opening line is exactly `---`: no language tag (`---js` is evaluated as code by gray-matter),
// no extra dashes, nothing after it (SPEC-NOTES §2).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterOpeningDelimiter = findingRule(
  {
    id: 'frontmatter/opening-delimiter',
    severity: 'error',
    guardsSafety: false,
    messages: {
      language:
        'The opening line is "---{detail}", a language-tagged block that some loaders evaluate as code; skillpack never parses it. Open the frontmatter with a line that is exactly "---" and write plain YAML.',
      extraDashes: 'The opening line is "{detail}", not exactly "---"; hosts do not recognise it as frontmatter. Use exactly three dashes.',
      trailingWhitespace:
        'The opening "---" is followed by whitespace ({detail}); hosts that match the line exactly see no frontmatter. Remove the trailing whitespace.',
      trailingText:
        'The opening "---" is followed by {detail}; the line must be exactly "---" with an LF or CRLF ending. Move the text into the YAML or delete it.',
    },
  },
  {
    'delimiter/language': 'language',
    'delimiter/extra-dashes': 'extraDashes',
    'delimiter/trailing-whitespace': 'trailingWhitespace',
    'delimiter/trailing-text': 'trailingText',
  },
);

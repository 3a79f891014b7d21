// The YAML parser's own errors and warnings (strict mode), plus the structural refusals found before
// composing: nesting or value counts beyond the bounds, extra documents, a block that is not a map,
// and scalar shapes the parser accepts but PyYAML reads otherwise (see quoted-scalars.ts, scan-tokens.ts).
import { findingRule } from '../support/finding-rule.js';

export const frontmatterYamlSyntax = findingRule(
  {
    id: 'frontmatter/yaml-syntax',
    severity: 'error',
    guardsSafety: false,
    messages: {
      error: 'YAML error: {detail}. Fix the YAML here; double-quoting the value ("…") usually resolves it.',
      warning:
        'YAML warning: {detail}. Hosts may read this differently; rewrite it so the parser reports nothing (double-quote the value).',
      tooDeep:
        'The frontmatter nests collections more than {limit} levels deep, so it was not parsed. The profile needs only top-level fields and one "metadata" map of strings.',
      tooManyNodes:
        'The frontmatter holds {nodes} YAML values, more than the {limit} this profile accepts, so it was not parsed further. Keep to the profile\'s fields and a short "metadata" map of strings.',
      multipleDocuments:
        'The frontmatter holds a second YAML document here; hosts read only one. Remove the document marker and keep a single map of fields.',
      quoteUnclosed:
        'This quoted value has no closing {detail} before a line that is not indented; parsers disagree on where it ends (one reads the next line as a new key, another as part of the value). Close the quote on the same line, or indent its continuation lines.',
      quoteEscapedBreak:
        'This double-quoted value has a "\\" line continuation followed by an empty line; YAML 1.1 readers keep a line feed there and others fold it to a space. Remove the empty line or write "\\n" where a line break is meant.',
      continuationIndent:
        'This line continues a plain (unquoted) value but is not indented past its key; some parsers join it to the value and PyYAML refuses the block. Indent it further, or write the value in double quotes.',
      notMapping: 'The frontmatter is {detail}, not a map of fields; write "name: …", "description: …" lines.',
    },
  },
  {
    'yaml/error': 'error',
    'yaml/warning': 'warning',
    'yaml/too-deep': 'tooDeep',
    'yaml/too-many-nodes': 'tooManyNodes',
    'yaml/multiple-documents': 'multipleDocuments',
    'yaml/quote-unclosed': 'quoteUnclosed',
    'yaml/quote-escaped-break': 'quoteEscapedBreak',
    'yaml/continuation-indent': 'continuationIndent',
    'yaml/not-mapping': 'notMapping',
  },
  // The parser flags every ": " of a plain value ("Per turn: read. Then: write.") and every token
  // after an unexpected one (`[a] [b]`); quoting the value fixes them all, so a line reports its first error.
  { oncePerLine: true },
);

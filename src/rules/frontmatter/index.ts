// Frontmatter, body, reference and hidden-instruction rules (the skill-format profile, issue 3).
import type { Rule } from '../rule.js';
import { ambiguousDelimiter } from './ambiguous-delimiter.js';
import { bodyEmpty } from './body-empty.js';
import { bodyLength } from './body-length.js';
import { bodyProvenance } from './body-provenance.js';
import { bodyToolsMentioned } from './body-tools-mentioned.js';
import { bom } from './bom.js';
import { compatibility } from './compatibility.js';
import { description } from './description.js';
import { descriptionWhitespace } from './description-whitespace.js';
import { empty } from './empty.js';
import { hiddenHtmlComment } from './hidden-html-comment.js';
import { hiddenInvisibleUnicode } from './hidden-invisible-unicode.js';
import { leadingBlankLines } from './leading-blank-lines.js';
import { license } from './license.js';
import { metadata } from './metadata.js';
import { metadataDistribution } from './metadata-distribution.js';
import { metadataPublisher } from './metadata-publisher.js';
import { metadataReservedKey } from './metadata-reserved-key.js';
import { missing } from './missing.js';
import { name } from './name.js';
import { nameMatchesDirectory } from './name-matches-directory.js';
import { openingDelimiter } from './opening-delimiter.js';
import { referenceAbsolute } from './reference-absolute.js';
import { referenceDepth } from './reference-depth.js';
import { referenceEscapesSkill } from './reference-escapes-skill.js';
import { referenceUnresolved } from './reference-unresolved.js';
import { schemaIndependence } from './schema-independence.js';
import { size } from './size.js';
import { unclosed } from './unclosed.js';
import { unknownField } from './unknown-field.js';
import { yamlAnchorAlias } from './yaml-anchor-alias.js';
import { yamlCharacters } from './yaml-characters.js';
import { yamlDirective } from './yaml-directive.js';
import { yamlDuplicateKey } from './yaml-duplicate-key.js';
import { yamlKey } from './yaml-key.js';
import { yamlMergeKey } from './yaml-merge-key.js';
import { yamlProtoKey } from './yaml-proto-key.js';
import { yamlSyntax } from './yaml-syntax.js';
import { yamlTag } from './yaml-tag.js';

export const frontmatterRules: readonly Rule[] = [
  // Splitting.
  bom,
  leadingBlankLines,
  missing,
  openingDelimiter,
  unclosed,
  empty,
  ambiguousDelimiter,
  size,
  // YAML.
  yamlSyntax,
  yamlDirective,
  yamlAnchorAlias,
  yamlTag,
  yamlMergeKey,
  yamlDuplicateKey,
  yamlKey,
  yamlProtoKey,
  yamlCharacters,
  schemaIndependence,
  // Fields.
  unknownField,
  name,
  nameMatchesDirectory,
  description,
  descriptionWhitespace,
  license,
  compatibility,
  metadata,
  metadataReservedKey,
  metadataPublisher,
  metadataDistribution,
  // Body.
  bodyProvenance,
  bodyLength,
  bodyEmpty,
  bodyToolsMentioned,
  // References.
  referenceUnresolved,
  referenceEscapesSkill,
  referenceAbsolute,
  referenceDepth,
  // Hidden instructions.
  hiddenInvisibleUnicode,
  hiddenHtmlComment,
];

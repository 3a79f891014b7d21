// The registry of every rule the linter can report, in a stable order: packaging (allowlist identity,
// file-system hazards, bounds, content types), then the skill format (frontmatter, body, references,
// hidden instructions), then secrets, then the generated module.
import { miscasedMarker } from './allowlist/miscased-marker.js';
import { missingSkill } from './allowlist/missing-skill.js';
import { nestedSkill } from './allowlist/nested-skill.js';
import { unlistedSkill } from './allowlist/unlisted-skill.js';
import { bodyEmpty } from './body/empty.js';
import { bodyLength } from './body/length.js';
import { bodyProvenance } from './body/provenance.js';
import { bodyToolsMentioned } from './body/tools-mentioned.js';
import { catalogSize } from './bounds/catalog-size.js';
import { fileSize } from './bounds/file-size.js';
import { pathCollision } from './bounds/path-collision.js';
import { pathBounds } from './bounds/path.js';
import { skillSize } from './bounds/skill-size.js';
import { executable } from './content/executable.js';
import { invalidUtf8 } from './content/invalid-utf8.js';
import { jsonSyntax } from './content/json-syntax.js';
import { mediaType } from './content/media-type.js';
import { nulByte } from './content/nul-byte.js';
import { hiddenFile } from './filesystem/hidden-file.js';
import { specialFile } from './filesystem/special-file.js';
import { symlink } from './filesystem/symlink.js';
import { unreadableFile } from './filesystem/unreadable-file.js';
import { allowedTools } from './frontmatter/allowed-tools.js';
import { ambiguousDelimiter } from './frontmatter/ambiguous-delimiter.js';
import { bom } from './frontmatter/bom.js';
import { compatibility } from './frontmatter/compatibility.js';
import { descriptionWhitespace } from './frontmatter/description-whitespace.js';
import { description } from './frontmatter/description.js';
import { empty } from './frontmatter/empty.js';
import { leadingBlankLines } from './frontmatter/leading-blank-lines.js';
import { license } from './frontmatter/license.js';
import { metadataDistribution } from './frontmatter/metadata-distribution.js';
import { metadataPublisher } from './frontmatter/metadata-publisher.js';
import { metadataReservedKey } from './frontmatter/metadata-reserved-key.js';
import { metadata } from './frontmatter/metadata.js';
import { missing } from './frontmatter/missing.js';
import { nameMatchesDirectory } from './frontmatter/name-matches-directory.js';
import { name } from './frontmatter/name.js';
import { openingDelimiter } from './frontmatter/opening-delimiter.js';
import { schemaIndependence } from './frontmatter/schema-independence.js';
import { size } from './frontmatter/size.js';
import { unclosed } from './frontmatter/unclosed.js';
import { unknownField } from './frontmatter/unknown-field.js';
import { hostField } from './frontmatter/host-field.js';
import { yamlAnchorAlias } from './frontmatter/yaml-anchor-alias.js';
import { yamlCharacters } from './frontmatter/yaml-characters.js';
import { yamlDirective } from './frontmatter/yaml-directive.js';
import { yamlDuplicateKey } from './frontmatter/yaml-duplicate-key.js';
import { yamlKey } from './frontmatter/yaml-key.js';
import { yamlMergeKey } from './frontmatter/yaml-merge-key.js';
import { yamlProtoKey } from './frontmatter/yaml-proto-key.js';
import { yamlSyntax } from './frontmatter/yaml-syntax.js';
import { yamlTag } from './frontmatter/yaml-tag.js';
import { staleModule } from './generated/stale-module.js';
import { leftOut } from './generated/left-out.js';
import { staleTarget } from './generated/stale-target.js';
import { claudeAiArchiveSize } from './channel/claude-ai-archive-size.js';
import { claudeAiDescription } from './channel/claude-ai-description.js';
import { claudeAiName } from './channel/claude-ai-name.js';
import { codexDescriptions } from './channel/codex-description-budget.js';
import { cursorIgnoredField } from './channel/cursor-ignored-field.js';
import { ghSkillAllowedTools } from './channel/gh-skill-allowed-tools.js';
import { ghSkillInstallMetadata } from './channel/gh-skill-install-metadata.js';
import { ghSkillLayout } from './channel/gh-skill-layout.js';
import { openCodeIgnoredField } from './channel/opencode-ignored-field.js';
import { skillsCliDroppedFile } from './channel/skills-cli-dropped-file.js';
import { unmatchedOverride } from './config/unmatched-override.js';
import { hiddenHtmlComment } from './hidden/html-comment.js';
import { hiddenInvisibleUnicode } from './hidden/invisible-unicode.js';
import { referenceAbsolute } from './reference/absolute.js';
import { referenceDepth } from './reference/depth.js';
import { referenceEscapesSkill } from './reference/escapes-skill.js';
import { referenceOutsideSkill } from './reference/outside-skill.js';
import { referenceUnresolved } from './reference/unresolved.js';
import type { Rule } from './rule.js';
import { secretRules } from './secret/index.js';

/** Allowlist identity, file-system hazards, bounds and content types. */
export const packagingRules: readonly Rule[] = [
  unlistedSkill,
  missingSkill,
  miscasedMarker,
  nestedSkill,
  symlink,
  specialFile,
  hiddenFile,
  unreadableFile,
  pathBounds,
  pathCollision,
  fileSize,
  skillSize,
  catalogSize,
  mediaType,
  executable,
  invalidUtf8,
  nulByte,
  jsonSyntax,
];

/** Frontmatter, body, reference and hidden-instruction rules (the skill format). */
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
  hostField,
  allowedTools,
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
  referenceOutsideSkill,
  referenceEscapesSkill,
  referenceAbsolute,
  referenceDepth,
  // Hidden instructions.
  hiddenInvisibleUnicode,
  hiddenHtmlComment,
];

/**
 * What the channels a config publishes to (its `targets` and `channels`) refuse or ignore; each is quiet
 * without its channel (README "Publish everywhere").
 */
export const channelRules: readonly Rule[] = [
  claudeAiName,
  claudeAiDescription,
  claudeAiArchiveSize,
  codexDescriptions,
  ghSkillLayout,
  ghSkillAllowedTools,
  ghSkillInstallMetadata,
  skillsCliDroppedFile,
  cursorIgnoredField,
  openCodeIgnoredField,
];

export const allRules: readonly Rule[] = [
  ...packagingRules,
  ...frontmatterRules,
  ...channelRules,
  ...secretRules,
  staleModule,
  staleTarget,
  leftOut,
  unmatchedOverride,
];

const byId = new Map(allRules.map((rule) => [rule.meta.id, rule]));

export function findRule(id: string): Rule | undefined {
  return byId.get(id);
}

// The registry of every rule the linter can report, in a stable order: packaging (allowlist identity,
// file-system hazards, bounds, content types), then the skill format (frontmatter, body, references,
// hidden instructions), then secrets, then the generated module.
import { allowlistMiscasedMarker } from './allowlist/miscased-marker.js';
import { allowlistMissingSkill } from './allowlist/missing-skill.js';
import { allowlistNestedSkill } from './allowlist/nested-skill.js';
import { allowlistUnlistedSkill } from './allowlist/unlisted-skill.js';
import { bodyEmpty } from './body/empty.js';
import { bodyLength } from './body/length.js';
import { bodyProvenance } from './body/provenance.js';
import { bodyToolsMentioned } from './body/tools-mentioned.js';
import { boundsCatalogSize } from './bounds/catalog-size.js';
import { boundsFileSize } from './bounds/file-size.js';
import { boundsPathCollision } from './bounds/path-collision.js';
import { boundsPath } from './bounds/path.js';
import { boundsSkillSize } from './bounds/skill-size.js';
import { contentExecutable } from './content/executable.js';
import { contentInvalidUtf8 } from './content/invalid-utf8.js';
import { contentJsonSyntax } from './content/json-syntax.js';
import { contentMediaType } from './content/media-type.js';
import { contentNulByte } from './content/nul-byte.js';
import { filesystemHiddenFile } from './filesystem/hidden-file.js';
import { filesystemSpecialFile } from './filesystem/special-file.js';
import { filesystemSymlink } from './filesystem/symlink.js';
import { filesystemUnreadableFile } from './filesystem/unreadable-file.js';
import { frontmatterAllowedTools } from './frontmatter/allowed-tools.js';
import { frontmatterAmbiguousDelimiter } from './frontmatter/ambiguous-delimiter.js';
import { frontmatterBom } from './frontmatter/bom.js';
import { frontmatterCompatibility } from './frontmatter/compatibility.js';
import { frontmatterDescriptionWhitespace } from './frontmatter/description-whitespace.js';
import { frontmatterDescription } from './frontmatter/description.js';
import { frontmatterEmpty } from './frontmatter/empty.js';
import { frontmatterLeadingBlankLines } from './frontmatter/leading-blank-lines.js';
import { frontmatterLicense } from './frontmatter/license.js';
import { frontmatterMetadataDistribution } from './frontmatter/metadata-distribution.js';
import { frontmatterMetadataPublisher } from './frontmatter/metadata-publisher.js';
import { frontmatterMetadataReservedKey } from './frontmatter/metadata-reserved-key.js';
import { frontmatterMetadata } from './frontmatter/metadata.js';
import { frontmatterMissing } from './frontmatter/missing.js';
import { frontmatterNameMatchesDirectory } from './frontmatter/name-matches-directory.js';
import { frontmatterName } from './frontmatter/name.js';
import { frontmatterOpeningDelimiter } from './frontmatter/opening-delimiter.js';
import { frontmatterSchemaIndependence } from './frontmatter/schema-independence.js';
import { frontmatterSize } from './frontmatter/size.js';
import { frontmatterUnclosed } from './frontmatter/unclosed.js';
import { frontmatterUnknownField } from './frontmatter/unknown-field.js';
import { frontmatterHostField } from './frontmatter/host-field.js';
import { frontmatterYamlAnchorAlias } from './frontmatter/yaml-anchor-alias.js';
import { frontmatterYamlCharacters } from './frontmatter/yaml-characters.js';
import { frontmatterYamlDirective } from './frontmatter/yaml-directive.js';
import { frontmatterYamlDuplicateKey } from './frontmatter/yaml-duplicate-key.js';
import { frontmatterYamlKey } from './frontmatter/yaml-key.js';
import { frontmatterYamlMergeKey } from './frontmatter/yaml-merge-key.js';
import { frontmatterYamlProtoKey } from './frontmatter/yaml-proto-key.js';
import { frontmatterYamlSyntax } from './frontmatter/yaml-syntax.js';
import { frontmatterYamlTag } from './frontmatter/yaml-tag.js';
import { generatedStaleModule } from './generated/stale-module.js';
import { generatedLeftOut } from './generated/left-out.js';
import { generatedStaleTarget } from './generated/stale-target.js';
import { channelClaudeAiArchiveSize } from './channel/claude-ai-archive-size.js';
import { channelClaudeAiDescription } from './channel/claude-ai-description.js';
import { channelClaudeAiName } from './channel/claude-ai-name.js';
import { channelCodexDescriptionBudget } from './channel/codex-description-budget.js';
import { channelCursorIgnoredField } from './channel/cursor-ignored-field.js';
import { channelGhSkillAllowedTools } from './channel/gh-skill-allowed-tools.js';
import { channelGhSkillInstallMetadata } from './channel/gh-skill-install-metadata.js';
import { channelGhSkillLayout } from './channel/gh-skill-layout.js';
import { channelOpencodeIgnoredField } from './channel/opencode-ignored-field.js';
import { channelSkillsCliDroppedFile } from './channel/skills-cli-dropped-file.js';
import { configUnmatchedOverride } from './config/unmatched-override.js';
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
  allowlistUnlistedSkill,
  allowlistMissingSkill,
  allowlistMiscasedMarker,
  allowlistNestedSkill,
  filesystemSymlink,
  filesystemSpecialFile,
  filesystemHiddenFile,
  filesystemUnreadableFile,
  boundsPath,
  boundsPathCollision,
  boundsFileSize,
  boundsSkillSize,
  boundsCatalogSize,
  contentMediaType,
  contentExecutable,
  contentInvalidUtf8,
  contentNulByte,
  contentJsonSyntax,
];

/** Frontmatter, body, reference and hidden-instruction rules (the skill format). */
export const frontmatterRules: readonly Rule[] = [
  // Splitting.
  frontmatterBom,
  frontmatterLeadingBlankLines,
  frontmatterMissing,
  frontmatterOpeningDelimiter,
  frontmatterUnclosed,
  frontmatterEmpty,
  frontmatterAmbiguousDelimiter,
  frontmatterSize,
  // YAML.
  frontmatterYamlSyntax,
  frontmatterYamlDirective,
  frontmatterYamlAnchorAlias,
  frontmatterYamlTag,
  frontmatterYamlMergeKey,
  frontmatterYamlDuplicateKey,
  frontmatterYamlKey,
  frontmatterYamlProtoKey,
  frontmatterYamlCharacters,
  frontmatterSchemaIndependence,
  // Fields.
  frontmatterUnknownField,
  frontmatterHostField,
  frontmatterAllowedTools,
  frontmatterName,
  frontmatterNameMatchesDirectory,
  frontmatterDescription,
  frontmatterDescriptionWhitespace,
  frontmatterLicense,
  frontmatterCompatibility,
  frontmatterMetadata,
  frontmatterMetadataReservedKey,
  frontmatterMetadataPublisher,
  frontmatterMetadataDistribution,
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
 * without its channel (docs/publishing.md).
 */
export const channelRules: readonly Rule[] = [
  channelClaudeAiName,
  channelClaudeAiDescription,
  channelClaudeAiArchiveSize,
  channelCodexDescriptionBudget,
  channelGhSkillLayout,
  channelGhSkillAllowedTools,
  channelGhSkillInstallMetadata,
  channelSkillsCliDroppedFile,
  channelCursorIgnoredField,
  channelOpencodeIgnoredField,
];

export const allRules: readonly Rule[] = [
  ...packagingRules,
  ...frontmatterRules,
  ...channelRules,
  ...secretRules,
  generatedStaleModule,
  generatedStaleTarget,
  generatedLeftOut,
  configUnmatchedOverride,
];

const byId = new Map(allRules.map((rule) => [rule.meta.id, rule]));

export function findRule(id: string): Rule | undefined {
  return byId.get(id);
}

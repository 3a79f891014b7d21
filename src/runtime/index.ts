// skillpack/runtime — public API. Zero dependencies and no `node:` imports: it serves an emitted
// catalog from memory wherever a server runs. Everything exported here is supported surface.

export type {
  CatalogBlobFile,
  CatalogFile,
  CatalogFileEntry,
  CatalogFileFacts,
  CatalogSkill,
  CatalogTextFile,
  FrontmatterValue,
  SkillCatalog,
  SkillMediaType,
  SplitCatalogSkill,
  SplitSkillCatalog,
} from './types.js';
export type {
  DirectoryResource,
  GetSkillResult,
  ListedResource,
  ListResourcesResult,
  ListResourceTemplatesResult,
  ListSkillsResult,
  ModernResultFields,
  ProtocolEra,
  ReadResourceDirectoryResult,
  ReadResourceResult,
  SkillEntry,
  SkillResourceEntry,
  TextResourceContents,
  BlobResourceContents,
  ResourceContents,
} from './wire-types.js';
export { fileBytes } from './file-bytes.js';

export {
  createSkillServer,
  createSplitSkillServer,
  skillMethods,
  type SkillMethod,
  type SkillRequestContext,
  type SkillServer,
  type SkillServerOptions,
  type SkillsOutcome,
  type SplitSkillServer,
} from './skill-server.js';
export type { ToolSurface } from './visibility.js';
export { parseSkillUri, explainSkillUriProblem, type ParsedSkillUri, type SkillUriProblem } from './skill-uri.js';
export { parseSkillsFlag, skillsFlagName, type SkillsFlag } from './skills-flag.js';
export { invalidParamsCode, methodNotFoundCode, internalErrorCode, type WireError, type WireErrorCode } from './wire-error.js';
export { CatalogError } from './catalog-error.js';
export { skillsExtensionId } from './extension-id.js';
export {
  cacheTtlMs,
  maxCursorBytes,
  maxUriBytes,
  maxUriSegments,
  maxSegmentBytes,
  modernProtocolVersions,
  resourcesPageSize,
  skillsPageSize,
} from './bounds.js';

// Packaging rules: allowlist identity, file-system hazards, bounds and content types.
import type { Rule } from '../rule.js';
import { catalogSize } from './catalog-size.js';
import { fileSize } from './file-size.js';
import { hiddenFile } from './hidden-file.js';
import { invalidUtf8 } from './invalid-utf8.js';
import { jsonSyntax } from './json-syntax.js';
import { mediaType } from './media-type.js';
import { miscasedMarker } from './miscased-marker.js';
import { missingSkill } from './missing-skill.js';
import { nestedSkill } from './nested-skill.js';
import { nulByte } from './nul-byte.js';
import { pathBounds } from './path-bounds.js';
import { pathCollision } from './path-collision.js';
import { skillSize } from './skill-size.js';
import { specialFile } from './special-file.js';
import { symlink } from './symlink.js';
import { unlistedSkill } from './unlisted-skill.js';
import { unreadableFile } from './unreadable-file.js';

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
  invalidUtf8,
  nulByte,
  jsonSyntax,
];

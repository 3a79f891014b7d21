// The serving bounds the brief fixes (SPEC-NOTES §3 "Bounds"), in one place for the runtime.

export const skillScheme = 'skill://';
export const maxUriBytes = 1024;
export const maxUriSegments = 16;
export const maxSegmentBytes = 128;
export const maxCursorBytes = 2051;

export const skillsPageSize = 32;
export const resourcesPageSize = 128;

export const maxCatalogSkills = 256;
export const maxCatalogBytes = 32 * 1024 * 1024;
export const maxSkillFiles = 512;
export const maxSkillBytes = 16 * 1024 * 1024;
export const maxFileBytes = 1024 * 1024;

/** Cache fields every 2026-07-28 result carries (SPEC-NOTES §3 "Refusals"). */
export const cacheTtlMs = 60_000;
export const cacheScope = 'private';

/** Protocol revisions of the modern era (SPEC-NOTES §1 "Protocol eras"). */
export const modernProtocolVersions: readonly string[] = Object.freeze(['2026-07-28']);

// At most 256 skills and 32 MiB per catalog (SPEC-NOTES §3), or the config's stricter limits.
import { maxRootEntries } from '../../load/load-catalog.js';
import { defineRule } from '../rule.js';

export const boundsCatalogSize = defineRule({
  meta: {
    id: 'bounds/catalog-size',
    severity: 'error',
    guardsSafety: true,
    messages: {
      tooManySkills: 'The catalog lists {count} skills, over the limit of {limit}; remove entries from "skills".',
      tooManyBytes: 'The catalog holds {size} bytes, over the limit of {limit}; remove or shrink skills.',
      walkTruncated: 'The skills root holds more than {limit} entries; stopped walking it. Remove what is not a skill.',
    },
  },
  check({ catalog, report }) {
    const { catalogSkills, catalogBytes } = catalog.config.limits;
    const file = catalog.config.configFile
      .slice(catalog.config.baseDir.length + 1)
      .split('\\')
      .join('/');
    if (catalog.skills.length > catalogSkills)
      report({ messageId: 'tooManySkills', data: { count: catalog.skills.length, limit: catalogSkills }, file });
    const seen = new Set<string>();
    let bytes = 0;
    for (const skill of catalog.skills) {
      for (const entry of skill.entries) {
        if (entry.kind !== 'file' || seen.has(entry.file)) continue;
        seen.add(entry.file);
        bytes += entry.size;
      }
    }
    if (bytes > catalogBytes) report({ messageId: 'tooManyBytes', data: { size: bytes, limit: catalogBytes }, file: catalog.config.root });
    if (catalog.walkTruncated) report({ messageId: 'walkTruncated', data: { limit: maxRootEntries }, file: catalog.config.root });
  },
});

// The check shared by the channels that read a documented set of SKILL.md fields and ignore the rest
// (Cursor, OpenCode): a field the spec or a host defines (`allowed-tools`, the host fields of
// src/rules/support/host-fields.ts) that the channel does not read is reported, once per skill and field.
// Fields nobody defines are frontmatter/unknown-field's, so one problem stays one finding.
import type { RepositoryChannel } from '../../config/targets-config.js';
import type { LoadedCatalog } from '../../load/model.js';
import type { Report } from '../rule.js';
import { keyPosition } from '../support/fields.js';
import { hostFields } from '../support/host-fields.js';
import { parsedSkills } from '../support/skill-files.js';
import { hasChannel } from './targets.js';

export function reportIgnoredFields(
  catalog: LoadedCatalog,
  channel: RepositoryChannel,
  readFields: ReadonlySet<string>,
  report: (report: Report<'ignored'>) => void,
): void {
  if (!hasChannel(catalog.config, channel)) return;
  for (const { skillMd, parsed } of parsedSkills(catalog)) {
    if (parsed.frontmatter === undefined) continue;
    for (const field of Object.keys(parsed.frontmatter)) {
      if (readFields.has(field) || (field !== 'allowed-tools' && !hostFields.has(field))) continue;
      const { line, column } = keyPosition(parsed, field);
      report({ messageId: 'ignored', data: { field }, file: skillMd.file, line, column });
    }
  }
}

// A frontmatter field a host defines (Claude Code's disable-model-invocation, argument-hint, …) is the
// publisher's business: the MCP Skills extension serves the frontmatter verbatim, the hosts that define
// the field act on it and the others ignore it. `recommended` warns, `strict` refuses it (DESIGN
// "Profiles and files"; the table with its sources is src/rules/support/host-fields.ts).
import { defineRule } from '../rule.js';
import { hostFields, hostNames } from '../support/host-fields.js';
import { keyPosition } from '../support/fields.js';
import { parsedSkills } from '../support/skill-files.js';

export const frontmatterHostField = defineRule({
  meta: {
    id: 'frontmatter/host-field',
    severity: 'error',
    guardsSafety: false,
    messages: {
      hostField:
        'Frontmatter field "{field}" is defined by {hosts}, not by the Agent Skills spec: {hosts} act on it, other hosts ignore it. It is served as written; keep it if your users\' hosts read it, or remove it for a skill every host treats alike.',
    },
  },
  check({ catalog, report }) {
    for (const { skillMd, parsed } of parsedSkills(catalog)) {
      if (parsed.frontmatter === undefined) continue;
      for (const field of Object.keys(parsed.frontmatter)) {
        const hosts = hostFields.get(field);
        if (hosts === undefined) continue;
        const { line, column } = keyPosition(parsed, field);
        report({ messageId: 'hostField', data: { field, hosts: hostNames(hosts) }, file: skillMd.file, line, column });
      }
    }
  },
});

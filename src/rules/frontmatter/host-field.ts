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
    docs: {
      summary:
        "A top-level frontmatter field that a host defines beyond the Agent Skills spec (Claude Code's disable-model-invocation, argument-hint, user-invocable, model, context, agent, hooks, …; Copilot's and Cursor's invocation fields; OpenHands' triggers) is reported with the hosts that read it. skillpack:recommended reports it as a warning and serves it as written; skillpack:strict refuses it.",
      fix: 'Keep the field if the hosts your users run read it (under skillpack:strict, set "frontmatter/host-field": "warning" in "rules" to allow it); remove it for a skill every host should treat alike.',
      example:
        'disable-model-invocation: true → a warning naming Claude Code, GitHub Copilot in VS Code and Cursor; served as the JSON boolean true',
    },
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

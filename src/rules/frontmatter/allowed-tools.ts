// `allowed-tools` is an Agent Skills field (experimental): accepted, shape-checked, and reported
// because hosts must not honour it for skills that come over MCP (SPEC-NOTES §2; a warning in
// skillpack:recommended, an error in skillpack:strict).
import { defineRule } from '../rule.js';
import { kindOf } from '../support/fields.js';
import { presentFields } from '../support/present-fields.js';

/**
 * The tool names of an `allowed-tools` string, for the message: separated by whitespace or commas
 * (hosts also accept `Read, Grep`), except inside parentheses, where a permission pattern keeps
 * its spaces (`Bash(git rev-parse *)` is one tool).
 */
export function toolNames(value: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth += 1;
    else if (char === ')' && depth > 0) depth -= 1;
    if (depth === 0 && (char === ',' || /\s/.test(char))) {
      if (current !== '') names.push(current);
      current = '';
    } else current += char;
  }
  if (current !== '') names.push(current);
  return names;
}

export const frontmatterAllowedTools = defineRule({
  meta: {
    id: 'frontmatter/allowed-tools',
    severity: 'error',
    guardsSafety: false,
    messages: {
      present:
        '"allowed-tools" ({tools}) is not honoured for skills served over MCP: hosts must not pre-approve tools for them. The config entry\'s "tools" decide visibility; keep the field only for hosts that load the skill from disk, or remove it.',
      list: '"allowed-tools" is a YAML list; the Agent Skills spec defines one space-separated string, which hosts that follow it read. Write "allowed-tools: {joined}". Hosts must not honour it for skills served over MCP either way.',
      spacedList:
        '"allowed-tools" is a YAML list whose entries hold spaces ("{entry}"), which the spec\'s space-separated string cannot carry. Hosts must not honour it for skills served over MCP: keep the list only for the host that loads the skill from disk, or remove it.',
      shape:
        '"allowed-tools" is {kind}; the Agent Skills spec defines a space-separated string of tool names ("allowed-tools: Read Grep"). Rewrite it, or remove it.',
    },
  },
  check({ catalog, report }) {
    for (const { value, file, keyAt } of presentFields(catalog, 'allowed-tools')) {
      const at = { file, ...keyAt };
      if (typeof value === 'string' && value.trim() !== '') {
        report({ messageId: 'present', data: { tools: toolNames(value).join(', ') }, ...at });
      } else if (
        Array.isArray(value) &&
        value.length > 0 &&
        value.every((item) => typeof item === 'string' && item.trim() !== '' && !/\s/.test(item))
      ) {
        report({ messageId: 'list', data: { joined: value.join(' ') }, ...at });
      } else if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.trim() !== '')) {
        // `Bash(node *)`: a host's permission pattern with a space in it has no space-separated form.
        const entry = (value as string[]).find((item) => /\s/.test(item)) ?? '';
        report({ messageId: 'spacedList', data: { entry }, ...at });
      } else {
        report({ messageId: 'shape', data: { kind: typeof value === 'string' ? 'an empty string' : kindOf(value) }, ...at });
      }
    }
  },
});

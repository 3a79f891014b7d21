// The frontmatter fields hosts define beyond the Agent Skills spec, as data: each field, the hosts that
// read it, and for each host the documentation page that defines it and the date it was read
// (DESIGN "Profiles and files": a field a host defines is served as written; a field no host defines is
// often a typo). Codex documents no SKILL.md field beyond the spec's name and description (its extras
// live in agents/openai.yaml: https://developers.openai.com/codex/skills, read 2026-12-06).

export interface HostSource {
  readonly host: string;
  /** The host's own page that defines the field. */
  readonly docs: string;
  /** When the page was read (YYYY-MM-DD). */
  readonly read: string;
}

const claudeCode: HostSource = {
  host: 'Claude Code',
  docs: 'https://code.claude.com/docs/en/skills#frontmatter-reference',
  read: '2026-12-06',
};
const vsCodeCopilot: HostSource = {
  host: 'GitHub Copilot in VS Code',
  docs: 'https://code.visualstudio.com/docs/copilot/customization/agent-skills',
  read: '2026-12-06',
};
const cursor: HostSource = { host: 'Cursor', docs: 'https://cursor.com/docs/context/skills', read: '2026-12-06' };
const cursorRules: HostSource = { host: 'Cursor (project rules)', docs: 'https://cursor.com/docs/context/rules', read: '2026-12-06' };
const openHands: HostSource = { host: 'OpenHands', docs: 'https://docs.openhands.dev/overview/skills', read: '2026-12-06' };
const openHandsMicroagents: HostSource = {
  host: 'OpenHands (microagents)',
  docs: 'https://docs.openhands.dev/openhands/usage/microagents/microagents-keyword',
  read: '2026-12-06',
};

/** Field name (exactly as hosts spell it) → the hosts that define it. */
export const hostFields: ReadonlyMap<string, readonly HostSource[]> = new Map<string, readonly HostSource[]>([
  ['argument-hint', [claudeCode, vsCodeCopilot]],
  ['arguments', [claudeCode]],
  ['disable-model-invocation', [claudeCode, vsCodeCopilot, cursor]],
  ['user-invocable', [claudeCode, vsCodeCopilot]],
  ['when_to_use', [claudeCode]],
  ['model', [claudeCode]],
  ['effort', [claudeCode]],
  ['context', [claudeCode]],
  ['agent', [claudeCode, openHandsMicroagents]],
  ['hooks', [claudeCode]],
  ['paths', [claudeCode, openHands]],
  ['shell', [claudeCode]],
  ['triggers', [openHands, openHandsMicroagents]],
  ['alwaysApply', [cursorRules]],
  ['globs', [cursorRules]],
]);

/** "Claude Code and Cursor" for a message. */
export function hostNames(sources: readonly HostSource[]): string {
  const names = sources.map((s) => s.host);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// Host placeholders for the skill's own directory, as hosts document them (docs/rules.md,
// "reference/unresolved"): what follows one is a path from the skill root.

/**
 * OpenClaw's `{baseDir}` (also written `{{baseDir}}` in published skills) and Claude Code's
 * `${CLAUDE_SKILL_DIR}` (also written `$CLAUDE_SKILL_DIR`), bare or percent-encoded in a link; and a
 * `SKILL_DIR` placeholder (`<SKILL_DIR>`, `${SKILL_DIR}`, `$SKILL_DIR`, `{SKILL_DIR}`), which
 * placeholder-paths.ts reads as a reference (the blank always, a variable only in a file that
 * defines it as the skill's directory).
 */
export const hostPlaceholder =
  /^(?:\{\{baseDir\}\}|\{baseDir\}|%7B%7BbaseDir%7D%7D|%7BbaseDir%7D|\$\{CLAUDE_SKILL_DIR\}|\$CLAUDE_SKILL_DIR|%24%7BCLAUDE_SKILL_DIR%7D|<SKILL[_-]DIR>|\$\{SKILL[_-]DIR\}|\$SKILL[_-]DIR|\{SKILL[_-]DIR\})\//i;

/**
 * A placeholder for the root of the plugin the skill belongs to: Claude Code's `${CLAUDE_PLUGIN_ROOT}`
 * (also `$CLAUDE_PLUGIN_ROOT`, percent-encoded in a link) and the `PLUGIN_ROOT` forms plugins write
 * (`${PLUGIN_ROOT}`, `$PLUGIN_ROOT`, `<PLUGIN_ROOT>`), also with a shell default
 * (`${CLAUDE_PLUGIN_ROOT:-.agents}`). What follows one is a path from the plugin root,
 * outside the skill: a host serving the skill over MCP cannot read it (docs/rules.md,
 * "reference/outside-skill").
 */
export const pluginRootPlaceholder =
  /^(?:\$\{(?:CLAUDE_)?PLUGIN_ROOT(?::-[A-Za-z0-9._-]{0,100})?\}|\$(?:CLAUDE_)?PLUGIN_ROOT|%24%7B(?:CLAUDE_)?PLUGIN_ROOT%7D|<PLUGIN[_-]ROOT>)\//i;

/**
 * The shell default of a plugin-root placeholder (`${CLAUDE_PLUGIN_ROOT:-.agents}/…`): the directory
 * the path is read from when no plugin root is set, a project path (group 1); undefined without one.
 */
export function pluginRootFallback(placeholder: string): string | undefined {
  const fallback = /:-([^}]*)\}\/$/.exec(placeholder)?.[1]?.replace(/\/+$/, '');
  return fallback === undefined || fallback === '' || fallback === '.' ? undefined : fallback;
}

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

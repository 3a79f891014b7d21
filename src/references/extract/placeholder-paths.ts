// Paths written from a placeholder for the skill directory (`{baseDir}/x.md`,
// `${CLAUDE_SKILL_DIR}/../other/x.md`, `<SKILL_DIR>/scripts/x.py`): the placeholder says the path is
// the skill's own, so it names a skill file whatever its first directory, in prose, a code span or a
// command block (docs/rules.md, "reference/unresolved"). A path written from the plugin root
// (`${CLAUDE_PLUGIN_ROOT}/scripts/x.sh`) is read the same way, as a file outside the skill.
import type { MarkdownDocument } from '../../load/markdown/document.js';
import type { Reference } from '../reference.js';
import { pluginRootPlaceholder } from '../resolve/host-placeholder.js';
import { pathTargetEnd, placeOf } from './place.js';
import { lineEndNear, lineStartNear } from '../line-window.js';

/** A host placeholder right before a path's `/` (skill-directory-paths.ts leaves such paths to this file). */
export const placeholderBefore =
  /(?:\{\{baseDir\}\}|\{baseDir\}|\$\{CLAUDE_SKILL_DIR\}|\$CLAUDE_SKILL_DIR|\$\{(?:CLAUDE_)?PLUGIN_ROOT(?::-[A-Za-z0-9._-]{0,100})?\}|\$(?:CLAUDE_)?PLUGIN_ROOT|<PLUGIN[_-]ROOT>)$/i;
/**
 * A path after a host placeholder for the skill directory or the plugin root (host-placeholder.ts);
 * a `$PLUGIN_ROOT` variable counts only as a whole name (not the end of `$MY_PLUGIN_ROOT`).
 */
const placeholderPath =
  /(?:\{\{baseDir\}\}|\{baseDir\}|\$\{CLAUDE_SKILL_DIR\}|\$CLAUDE_SKILL_DIR|\$\{(?:CLAUDE_)?PLUGIN_ROOT(?::-[A-Za-z0-9._-]{0,100})?\}|\$(?:CLAUDE_)?PLUGIN_ROOT(?![A-Za-z0-9_])|<PLUGIN[_-]ROOT>)\/[A-Za-z0-9._~/%+-]{1,1000}/gi;
/**
 * What follows the placeholder when it names only a directory: the skill's (`{baseDir}/`,
 * `{baseDir}/scripts/`) or one above it (`${CLAUDE_SKILL_DIR}/../..`, the plugin root handed to a
 * command as an argument); the files under it are named where the text names them.
 */
const directoryAfterPlaceholder = /^[^/]*\/(?:(?:\.\/)?(?:(?:references|scripts|assets)\/?)?|\.\.(?:\/\.\.)*\/?)$/;
/**
 * A `node_modules` segment: the directory a package manager fills at install time (`npm install
 * --prefix "${CLAUDE_SKILL_DIR}/../.."`), never a file a publisher writes or ships.
 */
const installedPackages = /(?:^|\/)node_modules(?:\/|$)/;
/**
 * Paths written from a host placeholder for the skill directory, in prose, code spans and command
 * blocks: the placeholder says the path is the skill's own, so it is checked whatever its first
 * directory (`${CLAUDE_SKILL_DIR}/practices.md`, `{{baseDir}}/scripts/x.py`), and a `..` in it
 * leaves the skill. Patterns and placeholders after it (`{baseDir}/scripts/*`, `…/<id>.yaml`) and a
 * bare directory (`{baseDir}/scripts/`) are not references.
 */
function placeholderReferences(text: string, document: MarkdownDocument, bodyOffset: number, refs: Reference[]): void {
  placeholderPath.lastIndex = 0;
  for (let match = placeholderPath.exec(text); match !== null; match = placeholderPath.exec(text)) {
    pushPlaceholderPath(text, document, bodyOffset, match.index, match.index + match[0].length, refs);
  }
}

/**
 * Before a frontmatter path on its line: a tool-permission list (`allowed-tools: Bash(…`, or a list
 * item `- Bash(…`). A plugin-root command there is one a disk host may pre-approve (which
 * frontmatter/allowed-tools already says MCP hosts ignore), not a file for the model to read; the
 * body line that runs it is the reference. A skill-directory path there stays checked: a host would
 * pre-approve a script the skill does not ship.
 */
const permissionPattern = /(?:^|\n)\s*(?:allowed[-_]tools\s*:.*|-\s*)[A-Za-z]+\([^)\n]*$/i;

const isPluginRootPath = (text: string, at: number): boolean => pluginRootPlaceholder.test(text.slice(at, at + 130));

function inPermissionPattern(text: string, at: number): boolean {
  return permissionPattern.test(text.slice(lineStartNear(text, at), at));
}

/** A path written from a skill-directory placeholder (at..matchEnd), kept unless it is a bare directory or ignored. */
function pushPlaceholderPath(
  text: string,
  document: MarkdownDocument,
  bodyOffset: number,
  at: number,
  matchEnd: number,
  refs: Reference[],
  fromUndefinedSkillDir = false,
): void {
  const targetEnd = pathTargetEnd(text, matchEnd);
  if (targetEnd === -1) return;
  if (at < bodyOffset && isPluginRootPath(text, at) && inPermissionPattern(text, at)) return;
  const target = text.slice(at, targetEnd);
  if (directoryAfterPlaceholder.test(target) || installedPackages.test(target)) return;
  const place = placeOf(document, bodyOffset, at);
  if (place === 'ignored') return;
  const lastSegment = target.slice(target.lastIndexOf('/') + 1);
  const tentative = place === 'prose' && !lastSegment.includes('.');
  if (fromUndefinedSkillDir) refs.push({ target, offset: at, kind: 'path', tentative, fromUndefinedSkillDir });
  else refs.push({ target, offset: at, kind: 'path', tentative });
}

/** A `SKILL_DIR` placeholder and the path after it (`<SKILL_DIR>/scripts/x.py`, `$SKILL_DIR/guide.md`). */
const skillDirPath = /(?:<SKILL[_-]DIR>|\$\{SKILL[_-]DIR\}|\{SKILL[_-]DIR\}|(?<![A-Za-z0-9_])\$SKILL[_-]DIR)\/[A-Za-z0-9._~/%+-]{1,1000}/gi;
/** Where a text names `SKILL_DIR`: the line around it is read for a definition. */
const skillDirName = /SKILL[_-]DIR/gi;
/** The definition's words: the skill's (or this SKILL.md's) directory, folder or root. */
const skillDirMeaning =
  /\b(?:this|the|current) skill(?:'s)?(?: own)? (?:dir|directory|folder|root|base|path)\b|\b(?:directory|folder) (?:of|containing|that contains|holding) (?:this|the) (?:skill|SKILL\.md)\b/i;

/**
 * Does the text define a `SKILL_DIR` placeholder as the skill's own directory ("where SKILL_DIR is
 * this skill's directory", "`<SKILL_DIR>`: the folder containing this SKILL.md")? Only then do
 * paths written from it name the skill's files: an undefined `$SKILL_DIR` may be the user's variable.
 */
function definesSkillDir(text: string): boolean {
  skillDirName.lastIndex = 0;
  for (let match = skillDirName.exec(text); match !== null; match = skillDirName.exec(text)) {
    const around = text.slice(lineStartNear(text, match.index, 160), lineEndNear(text, match.index, 160));
    if (skillDirMeaning.test(around)) return true;
  }
  return false;
}

/**
 * Paths written from a `SKILL_DIR` placeholder, in prose, code spans and command blocks, read like
 * the documented host placeholders: the blank `<SKILL_DIR>` (`<skill_dir>`, `<skill-dir>`) names the
 * skill's directory by itself; a variable (`$SKILL_DIR`, `${SKILL_DIR}`, `{SKILL_DIR}`) where the
 * file defines it as the skill's directory, and otherwise only where the file's own use shows it:
 * another path written from it names a file the skill has (`{SKILL_DIR}/scripts/scan.sh` beside
 * `{SKILL_DIR}/references/missing.md`), which references-of.ts checks once the paths are resolved;
 * an undefined variable none of whose paths land in the skill may be the user's own.
 */
function skillDirReferences(text: string, document: MarkdownDocument, bodyOffset: number, refs: Reference[]): void {
  let defined: boolean | undefined;
  skillDirPath.lastIndex = 0;
  for (let match = skillDirPath.exec(text); match !== null; match = skillDirPath.exec(text)) {
    const at = match.index;
    const undefinedVariable = text.charCodeAt(at) !== 60 && !(defined ??= definesSkillDir(text));
    pushPlaceholderPath(text, document, bodyOffset, at, at + match[0].length, refs, undefinedVariable);
  }
}

/** Either placeholder name, in any case (`CLAUDE_SKILL_DIR` holds `SKILL_DIR`): most texts name neither. */
const placeholderName = /PLUGIN[_-]ROOT|SKILL[_-]DIR/i;

/**
 * Paths written from a host placeholder (placeholderReferences), then from a `SKILL_DIR` one
 * (skillDirReferences). A text that names neither placeholder and has no `baseDir}` is passed over
 * after one search for the names and one for `Dir}` (rarer in prose than the `b` of `baseDir}`).
 */
export function placeholderPathReferences(text: string, document: MarkdownDocument, bodyOffset: number, refs: Reference[]): void {
  if (!placeholderName.test(text)) {
    if (text.includes('Dir}') && text.includes('baseDir}')) placeholderReferences(text, document, bodyOffset, refs);
    return;
  }
  if (text.includes('baseDir}') || text.includes('CLAUDE_SKILL_DIR') || text.search(/PLUGIN[_-]ROOT/i) !== -1)
    placeholderReferences(text, document, bodyOffset, refs);
  if (text.search(/SKILL[_-]DIR/i) !== -1) skillDirReferences(text, document, bodyOffset, refs);
}

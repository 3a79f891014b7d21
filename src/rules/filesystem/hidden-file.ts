// Dotfiles and dot-directories are reported, never silently dropped: `.env`, `.git/`, `.DS_Store`
// are the classic ways secrets and junk reach a package.
import { defineRule } from '../rule.js';
import { allEntries } from '../support/all-entries.js';

/**
 * A host's, editor's or CI's settings directory: at a repository's top level it is the repository's,
 * and at the top of a plugin's directory it is the plugin's (`.cursor/` beside `.cursor-plugin/`).
 */
const hostDirectories = new Set([
  '.agents',
  '.claude',
  '.codex',
  '.cursor',
  '.devcontainer',
  '.github',
  '.gitlab',
  '.opencode',
  '.vscode',
  '.windsurf',
]);

/** Does `directory` hold a plugin manifest (`plugin.json`, or one in a host's manifest directory)? */
function isPluginRoot(inProject: (path: string) => boolean, directory: string): boolean {
  return ['plugin.json', '.claude-plugin/plugin.json', '.codex-plugin/plugin.json', '.cursor-plugin/plugin.json'].some((manifest) =>
    inProject(`${directory}/${manifest}`),
  );
}

export const filesystemHiddenFile = defineRule({
  meta: {
    id: 'filesystem/hidden-file',
    severity: 'error',
    guardsSafety: true,
    messages: {
      file: '"{file}" is a hidden file; skills never ship dotfiles. Delete it, or rename it without the leading `.` if it is content.',
      directory: '"{file}" is a hidden directory and was not walked; delete it, or rename it without the leading `.` if it is content.',
    },
  },
  check({ catalog, report, memo }) {
    const inSomeSkill = (file: string): boolean => catalog.skills.some((skill) => file.startsWith(`${skill.dir}/`));
    for (const entry of allEntries(catalog, memo)) {
      // The name (after the last `/`) starts with `.`.
      if (entry.file.charCodeAt(entry.file.lastIndexOf('/') + 1) !== 0x2e) continue;
      // A host's plugin manifest directory (`.claude-plugin/plugin.json`, `.codex-plugin/plugin.json`)
      // beside the skills of a plugin is the plugin's, outside every skill: nothing in it ships, and
      // deleting it would unmake the plugin (docs/rules.md, "filesystem/hidden-file").
      if (entry.kind === 'directory' && catalog.inProject?.(`${entry.file}/plugin.json`) === true && !inSomeSkill(entry.file)) continue;
      // A host's or CI's settings directory at the top of a plugin's directory, outside every skill,
      // is the plugin's as the same directory at a repository's top is the repository's: nothing in it
      // ships (docs/rules.md, "filesystem/hidden-file"). Any other hidden entry there is still reported.
      const slash = entry.file.lastIndexOf('/');
      if (
        entry.kind === 'directory' &&
        slash > 0 &&
        hostDirectories.has(entry.file.slice(slash + 1)) &&
        !inSomeSkill(entry.file) &&
        catalog.inProject !== undefined &&
        isPluginRoot(catalog.inProject, entry.file.slice(0, slash))
      )
        continue;
      // A hidden entry directly under the skills root belongs to what holds the skills: the
      // repository's `.git/`, `.github/`, `.gitignore` and hosts' `.claude/` when skills sit at a
      // repository's top level, a directory's `.gitkeep` or `.DS_Store` otherwise. The root is never a
      // skill (a skill path has no `.` segment), so such an entry is outside every skill and ships
      // nothing; one nested in a plugin or a skill, or a directory that holds a SKILL.md (a skill hidden
      // by its dot), is still reported (docs/rules.md).
      if (
        !entry.path.includes('/') &&
        !inSomeSkill(entry.file) &&
        !(entry.kind === 'directory' && catalog.inProject?.(`${entry.file}/SKILL.md`) === true)
      )
        continue;
      report({ messageId: entry.kind === 'directory' ? 'directory' : 'file', data: { file: entry.file }, file: entry.file });
    }
  },
});

// filesystem/hidden-file: no dotfile or dot-directory ships (on disk: test/fs/hostile-tree.test.ts).
import { filesystemHiddenFile } from '../../../src/rules/filesystem/hidden-file.js';
import { validSkillMd } from '../../support/fixture.js';
import { ruleTester } from '../../support/rule-tester.js';

const a = { 'skills/a/SKILL.md': validSkillMd('a') };

ruleTester(filesystemHiddenFile, {
  valid: [
    { name: 'a dot inside a name', tree: { ...a, 'skills/a/notes.v2.md': 'x' } },
    // OS debris is excluded by default (DESIGN "Profiles and files"); the invalid table holds it with the list off.
    { name: '.DS_Store, excluded by default', tree: { ...a, 'skills/a/.DS_Store': 'junk', 'skills/a/x/Thumbs.db': 'junk' } },
    {
      // The plugin's manifest directory beside its skills is outside every skill: nothing in it ships.
      name: "a plugin's manifest directory outside every skill",
      tree: { 'skills/tools/.claude-plugin/plugin.json': '{}', 'skills/tools/skills/a/SKILL.md': validSkillMd('a') },
      config: { skills: [{ path: 'tools/skills/a', tools: [] }] },
    },
    {
      // Skills at a repository's top level: the repository's own tool directories sit beside them, outside every skill.
      name: "a repository's hidden directories directly under the skills root",
      tree: { ...a, 'skills/.github/workflows/ci.yml': 'on: push', 'skills/.claude/settings.json': '{}' },
    },
    {
      // The same repository's own hidden files beside its skills, and a directory's junk or keep-file.
      name: "a repository's hidden files directly under the skills root",
      tree: {
        ...a,
        'skills/.gitignore': 'node_modules/',
        'skills/.gitattributes': '* text=auto',
        'skills/.npmrc': 'registry=x',
        'skills/.gitkeep': '',
      },
    },
    {
      // A host's settings directory at the top of a plugin's directory is the plugin's, as at a repository's top.
      name: "a host's settings directory at the top of a plugin's directory",
      tree: {
        'skills/tools/.cursor-plugin/plugin.json': '{}',
        'skills/tools/.cursor/README.md': 'x',
        'skills/tools/skills/a/SKILL.md': validSkillMd('a'),
      },
      config: { skills: [{ path: 'tools/skills/a', tools: [] }] },
    },
  ],
  invalid: [
    {
      // Beside the case above: a directory under the root that a dot hides from the walk while it holds a skill.
      name: 'a skill hidden by its dot directly under the skills root',
      tree: { ...a, 'skills/.wip/SKILL.md': validSkillMd('wip') },
      errors: [{ messageId: 'directory', data: { file: 'skills/.wip' }, file: 'skills/.wip', line: 1, column: 1 }],
    },
    {
      // Beside the root's own entries above: a hidden file at the top of a plugin's directory, outside every skill, is still reported.
      name: "a hidden file at the top of a plugin's directory",
      tree: { 'skills/tools/.npmrc': 'registry=x', 'skills/tools/skills/a/SKILL.md': validSkillMd('a') },
      config: { skills: [{ path: 'tools/skills/a', tools: [] }] },
      errors: [{ messageId: 'file', data: { file: 'skills/tools/.npmrc' }, file: 'skills/tools/.npmrc', line: 1, column: 1 }],
    },
    {
      // Beside the root's own entries above: a hidden file directly in a skill ships with nothing yet sits in it.
      name: 'a hidden file directly in a skill',
      tree: { ...a, 'skills/a/.npmrc': 'registry=x' },
      errors: [{ messageId: 'file', data: { file: 'skills/a/.npmrc' }, file: 'skills/a/.npmrc', line: 1, column: 1 }],
    },
    {
      name: 'a dotfile',
      tree: { ...a, 'skills/a/.env.example': 'junk' },
      errors: [{ messageId: 'file', data: { file: 'skills/a/.env.example' }, file: 'skills/a/.env.example', line: 1, column: 1 }],
    },
    {
      name: '.DS_Store with "excludeDefaults": false',
      tree: { ...a, 'skills/a/.DS_Store': 'junk' },
      config: { excludeDefaults: false },
      errors: [{ messageId: 'file', data: { file: 'skills/a/.DS_Store' }, file: 'skills/a/.DS_Store', line: 1, column: 1 }],
    },
    {
      // Beside the manifest directory and the root's own directories above: a dot-directory nested outside every skill that holds no plugin manifest is still reported.
      name: 'a dot-directory outside every skill that is no plugin manifest',
      tree: { 'skills/tools/.cache/plugin.lock': 'x', 'skills/tools/skills/a/SKILL.md': validSkillMd('a') },
      config: { skills: [{ path: 'tools/skills/a', tools: [] }] },
      errors: [{ messageId: 'directory', data: { file: 'skills/tools/.cache' }, file: 'skills/tools/.cache', line: 1, column: 1 }],
    },
    {
      // Beside the plugin's settings directory above: the same directory in a directory that holds no plugin manifest is still reported.
      name: "a host's settings directory nested outside every skill, in no plugin",
      tree: { 'skills/tools/.cursor/README.md': 'x', 'skills/tools/skills/a/SKILL.md': validSkillMd('a') },
      config: { skills: [{ path: 'tools/skills/a', tools: [] }] },
      errors: [{ messageId: 'directory', data: { file: 'skills/tools/.cursor' }, file: 'skills/tools/.cursor', line: 1, column: 1 }],
    },
    {
      // Beside the plugin's settings directory above: any other hidden directory at the top of the plugin is still reported.
      name: "a cache directory at the top of a plugin's directory",
      tree: {
        'skills/tools/.cursor-plugin/plugin.json': '{}',
        'skills/tools/.cache/state.json': '{}',
        'skills/tools/skills/a/SKILL.md': validSkillMd('a'),
      },
      config: { skills: [{ path: 'tools/skills/a', tools: [] }] },
      errors: [{ messageId: 'directory', data: { file: 'skills/tools/.cache' }, file: 'skills/tools/.cache', line: 1, column: 1 }],
    },
    {
      // Beside the plugin's settings directory above: inside a skill it ships with the skill.
      name: "a host's settings directory inside a skill",
      tree: { ...a, 'skills/a/.cursor/rules.md': 'x' },
      errors: [{ messageId: 'directory', data: { file: 'skills/a/.cursor' }, file: 'skills/a/.cursor', line: 1, column: 1 }],
    },
    {
      // A manifest directory inside a skill ships with it: still reported.
      name: 'a plugin manifest directory inside a skill',
      tree: { ...a, 'skills/a/.claude-plugin/plugin.json': '{}' },
      errors: [{ messageId: 'directory', data: { file: 'skills/a/.claude-plugin' }, file: 'skills/a/.claude-plugin', line: 1, column: 1 }],
    },
    {
      name: 'a dot-directory, not walked',
      tree: { ...a, 'skills/a/.git/config': '[core]' },
      errors: [{ messageId: 'directory', data: { file: 'skills/a/.git' }, file: 'skills/a/.git', line: 1, column: 1 }],
    },
  ],
});

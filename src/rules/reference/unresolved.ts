// Every relative link or path reference in a skill's Markdown resolves to a file of the same skill
// (docs/rules.md, reference rules). What counts as a reference is defined in src/references/.
import type { LoadedSkill } from '../../load/model.js';
import { defineRule } from '../rule.js';
import { forEachReference } from '../support/each-reference.js';
import { whereOutsideSkill } from '../../references/resolve/outside-skill.js';
import { isRepositoryConventionPath } from '../../references/resolve/project-file.js';
import { resolveReference } from '../../references/resolve/resolve-reference.js';
import { indexFiles, type SkillFileIndex } from '../../references/resolve/skill-file-index.js';

export const referenceUnresolved = defineRule({
  meta: {
    id: 'reference/unresolved',
    severity: 'error',
    guardsSafety: false,
    docs: {
      summary:
        "Every reference in SKILL.md and the skill's other .md files (a relative link in prose, or a path starting with references/, scripts/ or assets/ in prose, a code span or a command block) names a file (or directory) that ships with the skill.",
      why: 'Hosts can read only the files listed in the skill\'s manifest; a reference to a missing, misspelled, mis-cased or hidden file sends the model looking for something that is not there. Links resolve against the file\'s own directory; paths may also be written from the skill root (the Agent Skills convention), and either reading is accepted. What is a reference (the same for every reference rule): in prose — paragraphs, headings, lists, block quotes, tables, HTML blocks and the SKILL.md frontmatter — Markdown links and images, link reference definitions and autolinks as CommonMark reads them (link text may wrap across lines; escapes and entities are applied), and paths starting with references/, scripts/ or assets/, bare or in a code span (except a Markdown link written as code, `[text](references/x.md)`, and a string literal of a code sample in a code span: `_.source = "./scripts/env.sh"`, `require(\'./assets/font.otf\')` show the user\'s code; a quoted command argument such as `python "scripts/x.py"` still counts). A bare Markdown file name in prose or a code span (see REFERENCE.md) counts only when it names a file of the skill in another case (reference.md), and is then reported with that hint; a bare name that matches nothing (README.md of the user\'s repository) is not a reference. A code span that is nothing but a file path under another directory the skill ships (`templates/viewer.html` when templates/ exists) is a reference as well, unless an example introduces it (e.g. `wiki/api/x.md`); a path under a directory the skill does not have (`docs/adr/0001.md`) is the user\'s. A code span that is nothing but a parent path to a Markdown file (`../shared/guide.md`) is a reference too (reported by reference/escapes-skill), and so is one that opens a list item in prose (`- ../../shared/guide.md — Guide`, a References list written as text). In a command block (a fenced block with no info string or a shell one — bash, sh, zsh, console, powershell… — or an indented block) only those skill-directory paths count (python scripts/x.py). Every other code block (a language sample, a ````markdown example, a JSON, XML or SARIF payload, a fill-in template) is about the user\'s project: nothing in it is a reference, neither links nor paths nor file: URLs. Markdown files that are templates for the user\'s documents (under assets/ or templates/, or named *template*) hold the user\'s sample links, so only their references that name the skill\'s own files count: a dead link to a file the skill has under another path or case ("Back to the guide" as `../style_guide.md` while the guide is references/style_guide.md) is reported with that file as the hint. {baseDir}/… (OpenClaw, also written {{baseDir}}/…) and ${CLAUDE_SKILL_DIR}/… (Claude Code) resolve from the skill root, and a path written from one of them names a skill file whatever its first directory (`${CLAUDE_SKILL_DIR}/guide.md`, python3 {baseDir}/helper.py in a command block), in prose, a code span or a command block; so does `<SKILL_DIR>/…`, and `$SKILL_DIR/…` where its line defines it as the skill\'s directory. A path written from the plugin root (`${CLAUDE_PLUGIN_ROOT}/…`, `${PLUGIN_ROOT}/…`, `<PLUGIN_ROOT>/…`) names a file outside the skill: reference/outside-skill reports it where the plugin has it, and it is reported here where no plugin root of the project has it (a skill that is itself the plugin root reads it from the skill root). A path through the skill\'s own directory (`skills/pdf/scripts/x.py`) is read from the skill root. Deliberately ignored: the user\'s repository tooling — a `scripts/…` path in a skill that ships no scripts/ and says it works in the user\'s repository (`npm run`, `git diff`, "the repository", or a description about the user\'s code) and does not claim scripts as its own ("helper scripts available", "bundled scripts"), and a path the prose calls a repository script, unless it is written through the skill\'s own directory (`plugins/x/skills/adr/scripts/new.py` in the skill adr) or another skill or the plugin has the file (then reference/outside-skill reports it); other skills keep every dead script reported; a skill-directory path shown under an explicit "Example:" label (on its line, in a list led in by a paragraph that opens with it, or in a quoted sample conversation under a heading that names examples) that names no file, which illustrates the reader\'s own future skill, and likewise a path right after an inline "e.g." or "for example" ("code rewritten every time (e.g., `scripts/rotate_pdf.py`)") unless its line says the skill bundles, includes, provides or ships the file (links stay references); a path the text says is written ("installed skills are tracked in `assets/registry.json`", "the script saves `assets/chart.png`", also 写入 `…`): a state or output file created at run time, and every other mention of that path in the same file; a file the project has outside the skill — in another skill of the catalog, at the plugin root, or read from the project root (the directory of skillpack.config.json) elsewhere in the repository — which reference/outside-skill reports with where it is (a references/… path always means the skill\'s own document and stays reported here, a skill at the project root has no such outside, and `..` paths stay reference/escapes-skill findings); likewise a path under a repository\'s conventional top directory (docs/, src/, lib/, test/, packages/, apps/, .github/, .cursor/, .claude/, …) that neither the skill nor the project has, or a repository root file (AGENTS.md, CLAUDE.md, CONTRIBUTING.md, package.json, Makefile, …), in a skill below the project root: a skill copied out of its repository (a collection, a vendored copy) still names that repository\'s files, which no skill directory holds (a skill that has docs/ itself, or a project that has docs/, keeps a missing docs/ file reported); a path inside an HTML comment block (a generator banner such as <!-- AUTO-GENERATED by scripts/sync.py -->: a note to maintainers; the comment itself is hidden/html-comment\'s); patterns and placeholders (scripts/*.py, references/<topic>.md, a definition whose destination is [Results] or {name}.md), bare directory names ("put detail in references/"), a directory path ending in "/" that names nothing of the skill (`scripts/glm-proxy/`), and a bare prose path with no extension ("the scripts/tools folder") unless it names a file or directory of the skill or the same name with an extension exists (then it is reported with that hint). A backticked or command path without extension is always checked (`scripts/analyze` when the file is scripts/analyze.py).',
      fix: "Correct the path (it is case-sensitive; the message names the skill's file it most likely means: another case, an extension, the same file name in another directory), add the missing file to the skill, or remove the reference. A reference to a file that exists but does not ship (matched by `exclude`, or outside the files policy) gets its own message: ship the file or drop the reference.",
      example: 'See [the checklist](references/checklist.md) while the file is references/review-checklist.md',
    },
    messages: {
      more: '{count} more unresolved references in this file beyond the first {limit}; fix them all.',
      unresolved: '"{target}" does not resolve to a file of this skill (looked for "{path}").{hint} Fix the path or add the file.',
      notShipped: '"{target}" is {why}; the model cannot read it. Ship the file ({how}), or remove the reference.',
    },
  },
  check(context) {
    const { catalog } = context;
    // Per skill, built on first use: the files no package holds (refused by the files policy, or excluded).
    const refusedBySkill = new Map<LoadedSkill, ReadonlySet<string>>();
    const excludedBySkill = new Map<LoadedSkill, SkillFileIndex>();
    forEachReference(context, 'more', (ref, { skill, file, report }) => {
      const { resolution } = ref;
      // A file that is there but never ships is named as such, not as missing (DESIGN "Profiles and files").
      if (resolution.kind === 'resolved') {
        let refused = refusedBySkill.get(skill);
        if (refused === undefined)
          refusedBySkill.set(skill, (refused = new Set(skill.files.filter((f) => f.type === undefined).map((f) => f.path))));
        if (refused.has(resolution.path))
          report('notShipped', {
            target: ref.target,
            why: 'outside the files policy, so it is not in the package',
            how: 'see the content/media-type finding on it',
          });
        return;
      }
      if (resolution.kind !== 'unresolved') return;
      if (skill.excluded.length > 0) {
        let excluded = excludedBySkill.get(skill);
        if (excluded === undefined) excludedBySkill.set(skill, (excluded = indexFiles(skill.excluded)));
        if (resolveReference(ref.target, file.path, excluded).kind === 'resolved') {
          report('notShipped', {
            target: ref.target,
            why: 'excluded from the package by the config\'s "exclude"',
            how: 'narrow the "exclude" pattern that matches it',
          });
          return;
        }
      }
      // A file the project has outside the skill is reference/outside-skill's; a repository's file by
      // convention (docs/, src/, package.json) in a skill copied out of its repository is the user's.
      if (
        whereOutsideSkill(context.memo, catalog, skill, ref.target) !== undefined ||
        isRepositoryConventionPath(catalog, skill, ref.target)
      )
        return;
      report('unresolved', { target: ref.target, path: resolution.path, hint: resolution.hint });
    });
  },
});

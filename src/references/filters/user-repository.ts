// Whether a `scripts/…` path that names no file of the skill is the user's own repository tooling
// rather than a script the skill forgot to ship (docs/rules.md, "reference/unresolved"). Some
// skills are instructions for working inside the user's checkout: they run the project's own
// `node scripts/check.mjs` and ship no scripts/ directory at all. A skill that ships scripts/, whose
// text never points at the user's repository, or that claims scripts as its own ("helper scripts
// available", "bundled scripts") still gets every dead `scripts/…` reported: forgetting to ship a
// script is the most common true dead reference.
import type { LoadedSkill } from '../../load/model.js';
import { memoSlot, type RunMemo } from '../../load/run-memo.js';
import type { SkillFileIndex } from '../resolve/skill-file-index.js';
import { lineStartNear } from '../line-window.js';

/**
 * Words that say the skill works in the user's repository: its package scripts and git state
 * (`npm run`, `npx`, `git diff`), or the repository, codebase or project named as the place.
 */
const userRepositoryWords =
  /\bnpm run\b|\bnpx\s|\bgit (?:diff|status|worktree|ls-files)\b|\b(?:your|the user's|this|the|a) (?:repo|repository|codebase)\b|\brepo(?:sitory)? root\b|\bfull repo\b|\bin your project\b|\bproject root\b/i;
/**
 * A description that says the skill works on the user's code ("audits code against a plan",
 * "code-derived", "across a repo"); a product name such as "Claude Code" or "VS Code" is not one.
 */
const codeDescription =
  /\b(?:codebase|repo|repository|source code|source tree)\b|\bcode-(?:derived|based|level)\b|\b(?:audit|review|analy[sz]e|scan|refactor)(?:s|ing)?\b[^.]{0,30}\bcode\b(?! skills?\b)|\bcode (?:review|audit|quality|changes?)\b/i;
/** Prose right before a path that calls it the repository's own: "a repository script (`./scripts/x.sh`)". */
const repositoryScriptBefore = /\b(?:repo|repository|project)(?:'s)? (?:scripts?|tooling|tools?|helpers?)\b[^.\n]{0,8}$/i;

/**
 * Words by which a skill claims scripts as its own: "helper scripts available", "bundled scripts",
 * "the scripts this skill provides", "scripts included with this skill". A skill that says so means
 * its own scripts/, whatever it says about the user's repository.
 */
const ownScriptsWords =
  /\b(?:bundled|included|provided|shipped|helper|(?:this|the) skill(?:'s)?)\s+scripts?\b|\bscripts?\s+(?:available|bundled|included|provided|shipped)\b|\bscripts?\s+(?:that\s+)?(?:this|the)\s+skill\s+(?:provides|includes|ships|bundles)\b/i;

/** Does the skill claim scripts as its own ("helper scripts available", "bundled scripts")? */
const claimsOwnScripts = memoSlot('whether a skill claims scripts as its own', (skill: LoadedSkill): boolean =>
  ownScriptsWords.test(skill.skillMd?.text ?? ''),
);

/** Does the skill say it works in the user's repository (its SKILL.md text or description)? */
const worksInUserRepository = memoSlot("whether a skill says it works in the user's repository", (skill: LoadedSkill): boolean => {
  const text = skill.skillMd?.text ?? '';
  const description = skill.parsed?.frontmatter?.['description'];
  return userRepositoryWords.test(text) || (typeof description === 'string' && codeDescription.test(description));
});

/**
 * Is the unresolved path `target` at `offset` of `text` the user's repository tooling? True when
 * prose right before it calls it a repository script, or when it is under `scripts/`, the skill
 * ships no scripts/ directory and the skill says it works in the user's repository; never when it
 * is written through the skill's own directory.
 */
export function isUserRepositoryScript(
  memo: RunMemo,
  skill: LoadedSkill,
  index: SkillFileIndex,
  target: string,
  text: string,
  offset: number,
): boolean {
  // A path written through the skill's own directory (`skills/adr/scripts/x.py` in the skill adr)
  // names the skill's script, whatever the text says about the user's repository.
  if (offset > skill.dirName.length && text.startsWith(`${skill.dirName}/`, offset - skill.dirName.length - 1)) return false;
  if (repositoryScriptBefore.test(text.slice(lineStartNear(text, offset, 60), offset).replace(/[`(]+$/, ''))) return true;
  if (!/^(?:\.\/)?scripts\//.test(target) || index.directories.has('scripts')) return false;
  return memo.get(worksInUserRepository, skill) && !memo.get(claimsOwnScripts, skill);
}

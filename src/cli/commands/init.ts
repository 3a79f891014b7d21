// `skillpack init`: sets skillpack up in the user's repository (README "Install"): adopts the skills
// it already has in place (their directory becomes the config's root, every skill found goes in the
// allowlist), prints what it will create or change, asks (or takes --yes), then writes. It never
// overwrites a file: new files are created exclusively, and edits only append lines, add keys that
// are missing, or bring an entry init wrote in line with the config. Nothing is read or written
// through a symlink (src/fs/project-files.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { relativePathProblem } from '../../config/relative-path.js';
import { describeValue } from '../../config/describe-value.js';
import { UserError } from '../../diagnostics/user-error.js';
import { readProjectText, writeProjectFile } from '../../fs/project-files.js';
import {
  discoverSkills,
  isRealDirectory,
  skillsUnder,
  type Discovery,
  type FoundRoot,
  type FoundSkill,
} from '../../init/discover-skills.js';
import { configName, planInit, type InitSetup } from '../../init/plan-init.js';
import { defaultLayout, outputPaths, type ProjectLayout } from '../../init/project-layout.js';
import { exitCodes, type CliIo } from '../io.js';

function git(dir: string, args: readonly string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8', windowsHide: true, timeout: 10_000 });
  return { ok: result.error === undefined && result.status === 0, out: (result.stdout ?? '').trim() };
}

interface ExistingConfig {
  readonly layout: ProjectLayout;
  readonly entries: readonly { readonly path: string; readonly tools: readonly string[]; readonly scripts: boolean }[];
}

/**
 * The parts of an existing config init needs, read without the validation `check` does: a config
 * that names no usable root or output leaves the defaults in place, with a note.
 */
function readExistingConfig(text: string): ExistingConfig & { readonly note?: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    raw = undefined;
  }
  const config = (raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const root = config['root'];
  const output = config['output'];
  const allowlist = config['secretAllowlist'];
  const usable = (value: unknown): value is string => typeof value === 'string' && value !== '' && relativePathProblem(value) === undefined;
  const entries = (Array.isArray(config['skills']) ? (config['skills'] as unknown[]) : []).flatMap((entry) => {
    if (typeof entry === 'string') return [{ path: entry, tools: [], scripts: false }];
    if (entry === null || typeof entry !== 'object' || typeof (entry as { path?: unknown }).path !== 'string') return [];
    const e = entry as { path: string; tools?: unknown; scripts?: unknown };
    return [
      {
        path: e.path,
        tools: Array.isArray(e.tools) ? e.tools.filter((t): t is string => typeof t === 'string') : [],
        scripts: e.scripts === true,
      },
    ];
  });
  return {
    layout: {
      root: usable(root) ? root : defaultLayout.root,
      output: usable(output) ? output : defaultLayout.output,
      configName,
      secretAllowlist: usable(allowlist) ? allowlist : undefined,
    },
    entries,
    ...(usable(root) && usable(output)
      ? {}
      : {
          note: `${configName} names no usable "root" and "output", so the files below use ${defaultLayout.root}/ and ${defaultLayout.output}; fix the config (\`npx skillpack check\` names the problem) and run \`npx skillpack init\` again`,
        }),
  };
}

/** `--root DIR` as the user typed it (`./.claude/skills/`), in the config's form (`.claude/skills`). */
function normalizeRoot(value: string): string {
  const root = value.replace(/^(?:\.\/)+/, '').replace(/\/+$/, '');
  const problem = relativePathProblem(root);
  if (problem !== undefined) throw new UserError('usage', `--root ${describeValue(value)} ${problem}`);
  return root;
}

/** The exact allowlist entry that opts a skill's scripts in: valid JSON to paste. */
export function scriptsEntry(path: string, tools: readonly string[]): string {
  return JSON.stringify({ path, tools, scripts: true });
}

const skillCount = (n: number): string => (n === 1 ? '1 skill' : `${n} skills`);

/**
 * Skills at the repository's top level cannot be adopted in place: the root would be the repository
 * itself, holding the generated module and every other file (docs/brief/DESIGN.md, "root").
 */
function topLevelAdvice(dirs: readonly string[]): string {
  const listed = dirs.map((d) => `${d}/`).join(', ');
  const move = dirs.includes(defaultLayout.root)
    ? `e.g. \`git mv ${defaultLayout.root} <skill-name>\`, then \`mkdir ${defaultLayout.root}\` and \`git mv <skill-name> ${defaultLayout.root}/\``
    : `e.g. \`mkdir ${defaultLayout.root} && git mv ${dirs.join(' ')} ${defaultLayout.root}/\``;
  return (
    `skillpack init: ${dirs.length === 1 ? 'a skill is' : `${dirs.length} skills are`} kept at the repository's top level (${listed}); ` +
    `the config's root is the directory that holds the skills, and it cannot be the repository itself. ` +
    `Move ${dirs.length === 1 ? 'it' : 'them'} into one directory (${move}), then run \`npx skillpack init\` again. Nothing written.\n`
  );
}

async function chooseRoot(
  options: { yes: boolean; root?: string | undefined },
  discovery: Discovery,
  io: CliIo,
): Promise<{ root: string; skills: readonly FoundSkill[]; others: readonly FoundRoot[] } | number> {
  const found = discovery.roots;
  if (options.root !== undefined) {
    const root = normalizeRoot(options.root);
    const segments = root.split('/');
    const exists = segments.every((_, i) => isRealDirectory(join(io.cwd, ...segments.slice(0, i + 1))));
    return { root, skills: exists ? skillsUnder(io.cwd, root) : [], others: found.filter((f) => f.root !== root) };
  }
  if (found.length === 0 && discovery.topLevel.length > 0) {
    io.stderr.write(topLevelAdvice(discovery.topLevel));
    return exitCodes.usage;
  }
  if (found.length === 0) return { root: defaultLayout.root, skills: [], others: [] };
  if (found.length === 1) return { root: found[0]!.root, skills: found[0]!.skills, others: [] };
  const listing = found.map((f, i) => `  ${i + 1}. ${f.root}  (${skillCount(f.skills.length)})`).join('\n');
  if (options.yes || io.ask === undefined) {
    io.stderr.write(
      `skillpack init: skills are kept in ${found.length} places; the config has one root, so choose it:\n${listing}\nRun \`npx skillpack init --root DIR\` (e.g. \`npx skillpack init --root ${found[0]!.root}${options.yes ? ' --yes' : ''}\`). Nothing written.\n`,
    );
    return exitCodes.usage;
  }
  io.stdout.write(`Skills are kept in ${found.length} places; the config has one root:\n${listing}\n`);
  const answer = (await io.ask(`Which one is the skills root? [1-${found.length}, default 1] `)).trim();
  const index = answer === '' ? 0 : Number.parseInt(answer, 10) - 1;
  const chosen = found[index];
  if (chosen === undefined || !/^\d*$/.test(answer)) {
    io.stderr.write(`skillpack init: no choice ${describeValue(answer)}; nothing written.\n`);
    return exitCodes.usage;
  }
  return { root: chosen.root, skills: chosen.skills, others: found.filter((f) => f !== chosen) };
}

export async function runInit(options: { yes: boolean; root?: string | undefined }, io: CliIo): Promise<number> {
  const dir = io.cwd;
  const inGit = git(dir, ['rev-parse', '--is-inside-work-tree']).out === 'true';
  const hooksPath = inGit ? git(dir, ['config', '--get', 'core.hooksPath']).out || undefined : undefined;
  const out = (line: string): void => {
    io.stdout.write(`${line}\n`);
  };

  const configText = readProjectText(dir, configName);
  let setup: InitSetup;
  /** Skill lines to print, and the scripts notes. */
  const skillLines: string[] = [];
  const scriptNotes: string[] = [];
  if (configText !== undefined) {
    const existing = readExistingConfig(configText);
    if (options.root !== undefined && normalizeRoot(options.root) !== existing.layout.root)
      throw new UserError(
        'usage',
        `${configName} already names root ${describeValue(existing.layout.root)}; change "root" there, then run \`npx skillpack init\` again.`,
      );
    setup = { kind: 'existing', layout: existing.layout };
    if (existing.note !== undefined) skillLines.push(`  note: ${existing.note}`);
    const listed = new Map(existing.entries.map((e) => [e.path, e]));
    for (const skill of skillsUnder(dir, existing.layout.root)) {
      const entry = listed.get(skill.path);
      if (entry === undefined) {
        skillLines.push(
          `  unlisted ${existing.layout.root}/${skill.path}  (not in the allowlist: add ${JSON.stringify({ path: skill.path, tools: [] })} to "skills", or remove it)`,
        );
      } else if (skill.scripts.length > 0 && !entry.scripts) {
        scriptNotes.push(scriptsNote(skill, scriptsEntry(skill.path, entry.tools)));
      }
    }
  } else {
    const chosen = await chooseRoot(options, discoverSkills(dir), io);
    if (typeof chosen === 'number') return chosen;
    setup = { kind: 'new', root: chosen.root, skills: chosen.skills };
    if (chosen.skills.length > 0) out(`skillpack init: ${skillCount(chosen.skills.length)} under ${chosen.root}/, each adopted in place:`);
    for (const skill of chosen.skills) {
      skillLines.push(
        `  skill   ${chosen.root}/${skill.path}${skill.scripts.length > 0 ? `  (scripts: ${skill.scripts.join(', ')})` : ''}`,
      );
      if (skill.scripts.length > 0) scriptNotes.push(scriptsNote(skill, scriptsEntry(skill.path, [])));
    }
    for (const other of chosen.others)
      skillLines.push(
        `  other   ${other.root}/  (${skillCount(other.skills.length)}; not packaged: the config has one root, \`--root ${other.root}\` chooses it)`,
      );
  }

  const plan = planInit(dir, setup, hooksPath);
  const setsHooksPath = plan.hooksPath !== undefined && inGit;
  for (const line of skillLines) out(line);
  if (plan.changes.length === 0 && !setsHooksPath) {
    out('skillpack init: nothing to do, everything is in place.');
    for (const note of [...scriptNotes, ...plan.notes]) out(`  note: ${note}`);
    return exitCodes.ok;
  }
  for (const change of plan.changes) out(`  ${change.created ? 'create' : 'update'}  ${change.path}  (${change.why})`);
  if (setsHooksPath) out(`  git config core.hooksPath ${plan.hooksPath}  (pre-commit hook)`);
  for (const path of plan.kept) out(`  keep    ${path}  (exists)`);
  if (!inGit) out('  note: not a git repository: no hook is installed (run `git init`, then `npx skillpack init` again)');

  if (!options.yes) {
    if (io.confirm === undefined) {
      for (const note of scriptNotes) out(`  note: ${note}`);
      io.stderr.write('skillpack init: not a terminal; nothing written. Run `npx skillpack init --yes` to apply the changes above.\n');
      return exitCodes.usage;
    }
    if (!(await io.confirm('Apply these changes? [Y/n] '))) {
      out('skillpack init: nothing written.');
      return exitCodes.ok;
    }
  }

  for (const change of plan.changes) {
    writeProjectFile(dir, change.path, change.text, {
      created: change.created,
      ...(change.executable === true ? { executable: true } : {}),
    });
  }
  if (setsHooksPath && !git(dir, ['config', 'core.hooksPath', plan.hooksPath as string]).ok) {
    io.stderr.write(`skillpack init: could not set core.hooksPath; run \`git config core.hooksPath ${plan.hooksPath}\` yourself.\n`);
  }
  out(`skillpack init: done (pre-commit hook through ${plan.hookManager}).`);
  for (const note of [...scriptNotes, ...plan.notes]) out(`  note: ${note}`);
  const generated = outputPaths(plan.layout.output)
    .map((w) => (w.directory ? `${w.path}/` : w.path))
    .join(', ');
  out(
    `  next: ${plan.buildScript ? 'npm run skills:build' : 'npx skillpack build'}, then commit ${plan.layout.root}/, ${generated} and the files above.`,
  );
  return exitCodes.ok;
}

function scriptsNote(skill: FoundSkill, entry: string): string {
  const names =
    skill.scripts.length > 5 ? `${skill.scripts.slice(0, 5).join(', ')} and ${skill.scripts.length - 5} more` : skill.scripts.join(', ');
  return `skill "${skill.path}" carries scripts (${names}); they ship only where its allowlist entry opts in. After reviewing them, replace its entry in ${configName} with: ${entry}`;
}

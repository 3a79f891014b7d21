// What `skillpack init` would create or change in a repository, computed without writing anything:
// the config (only when there is none: its root is the skills directory the repository already
// has, and its allowlist every skill found there, or one example skill when there is none), npm
// scripts, .gitattributes, formatter and linter ignores, the pre-commit hook and the CI workflow.
// Every path these name comes from the layout (project-layout.ts). Nothing that exists is
// overwritten; running it again plans nothing new, except to bring what init wrote in line with a
// root or output that changed since. Files are read through src/fs/project-files.ts (no symlink
// followed, no FIFO opened, bounded).
import { basename } from 'node:path';
import { readProjectText } from '../fs/project-files.js';
import { exampleSkillMd, exampleSkillPath } from './example-skill.js';
import type { FoundSkill } from './discover-skills.js';
import { planHook, type FileChange, type HookManager } from './hook-setup.js';
import { defaultLayout, outputPaths, type ProjectLayout } from './project-layout.js';
import { addPackageScripts, appendMissingLines, jsonIndent } from './text-edits.js';

export const configName = defaultLayout.configName;
export const workflowPath = '.github/workflows/skills.yml';
/** The npm scripts init installs; messages name `npm run skills:build` when it is there. */
export const npmScripts = {
  'skills:build': 'skillpack build',
  'skills:check': 'skillpack check',
  'skills:lint': 'skillpack lint',
} as const;

/** What init sets up: a new config for the skills found under `root`, or the layout an existing config names. */
export type InitSetup =
  | { readonly kind: 'new'; readonly root: string; readonly skills: readonly FoundSkill[] }
  | { readonly kind: 'existing'; readonly layout: ProjectLayout };

export interface InitPlan {
  readonly layout: ProjectLayout;
  readonly changes: readonly (FileChange & { readonly why: string })[];
  readonly hookManager: HookManager;
  readonly hooksPath: string | undefined;
  readonly kept: readonly string[];
  readonly notes: readonly string[];
  /** Whether package.json has (or will have) the skills:build script. */
  readonly buildScript: boolean;
}

const workflowHeader = '# Installed by `skillpack init`: ';
const workflowBody = `name: skills
on:
  push:
  pull_request:
permissions:
  contents: read
jobs:
  check:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci
      - run: npx skillpack check
`;

export function workflowFor(layout: ProjectLayout): string {
  return `${workflowHeader}lint the skills under ${layout.root}/ and prove ${layout.output} is current.\n${workflowBody}`;
}

/** The .gitattributes lines that keep the skills and the generated files byte-exact (C-style quoted when needed). */
export function attributeLines(layout: ProjectLayout): string[] {
  const pattern = (path: string): string => (/[\s"\\#]/.test(path) ? JSON.stringify(path) : path);
  return [
    `${pattern(`${layout.root}/**`)} -text`,
    ...outputPaths(layout.output).map((w) => `${pattern(w.directory ? `${w.path}/**` : w.path)} -text`),
  ];
}

export function planInit(dir: string, setup: InitSetup, currentHooksPath: string | undefined): InitPlan {
  const changes: (FileChange & { why: string })[] = [];
  const kept: string[] = [];
  const notes: string[] = [];
  const read = (path: string): string | undefined => readProjectText(dir, path);
  const manifestText = read('package.json');
  const layout: ProjectLayout = setup.kind === 'existing' ? setup.layout : { ...defaultLayout, root: setup.root };

  if (setup.kind === 'new') {
    const publisher = publisherFor(dir, manifestText);
    const skills = setup.skills.length > 0 ? setup.skills.map((s) => s.path) : [exampleSkillPath];
    const config = {
      $schema: './node_modules/skillpack/schema/skillpack.config.schema.json',
      root: layout.root,
      output: layout.output,
      publisher,
      skills: skills.map((path) => ({ path, tools: [] })),
    };
    changes.push({
      path: configName,
      text: `${JSON.stringify(config, null, 2)}\n`,
      created: true,
      why:
        setup.skills.length > 0
          ? `root "${layout.root}", ${setup.skills.length === 1 ? 'its skill' : `its ${setup.skills.length} skills`} in the allowlist`
          : `publisher "${publisher}", one example skill`,
    });
    const skillFile = `${layout.root}/${exampleSkillPath}/SKILL.md`;
    if (setup.skills.length === 0 && read(skillFile) === undefined)
      changes.push({
        path: skillFile,
        text: exampleSkillMd(publisher, layout.root),
        created: true,
        why: 'an example skill that lints clean',
      });
  } else {
    kept.push(configName);
  }

  let buildScript = false;
  if (manifestText === undefined) {
    notes.push('no package.json here: add the scripts yourself (`skillpack build`, `skillpack check`, `skillpack lint`)');
  } else {
    let scripts: ReturnType<typeof addPackageScripts>;
    try {
      scripts = addPackageScripts(manifestText, npmScripts);
      buildScript = true;
    } catch {
      scripts = undefined;
      notes.push('package.json is not plain JSON: add the scripts yourself (`skillpack build`, `skillpack check`, `skillpack lint`)');
    }
    if (scripts !== undefined)
      changes.push({ path: 'package.json', text: scripts.text, created: false, why: `npm scripts ${scripts.added.join(', ')}` });
  }

  const attributesText = read('.gitattributes');
  const attributes = appendMissingLines(
    attributesText ?? '',
    attributeLines(layout),
    '# skillpack: digests are over raw bytes; checkouts must never rewrite these files.',
  );
  if (attributes !== undefined)
    changes.push({
      path: '.gitattributes',
      text: attributes,
      created: attributesText === undefined,
      why: 'skills and the generated module stay byte-exact',
    });

  const generatedIgnore = outputPaths(layout.output).map((w) => (w.directory ? `${w.path}/` : w.path));
  for (const ignoreFile of ['.prettierignore', '.eslintignore']) {
    const current = read(ignoreFile);
    if (current === undefined) continue;
    const text = appendMissingLines(current, generatedIgnore, '# skillpack: generated module (never reformat)');
    if (text !== undefined) changes.push({ path: ignoreFile, text, created: false, why: 'the generated module is never reformatted' });
  }
  const biome = read('biome.json');
  if (biome !== undefined) {
    const text = biomeWithIgnore(biome, outputPaths(layout.output)[0]?.path ?? 'generated');
    if (text === 'unparsable')
      notes.push(`biome.json could not be read as plain JSON: exclude ${generatedIgnore.join(', ')} from formatting yourself`);
    else if (text !== undefined)
      changes.push({ path: 'biome.json', text, created: false, why: 'the generated module is never reformatted' });
  }
  if (['eslint.config.js', 'eslint.config.mjs', 'eslint.config.cjs', 'eslint.config.ts'].some((f) => read(f) !== undefined)) {
    notes.push(
      `ESLint flat config found: add \`{ ignores: [${generatedIgnore.map((p) => `'${p}'`).join(', ')}] }\` to it (init does not edit JavaScript)`,
    );
  }

  const hook = planHook(dir, layout, currentHooksPath);
  // Two steps may edit package.json (scripts, simple-git-hooks): the hook's edit starts from the scripts' result.
  for (const change of hook.changes) {
    if (change.path === 'package.json') {
      const scripts = changes.find((c) => c.path === 'package.json');
      const merged = scripts === undefined ? change.text : mergeHookIntoManifest(scripts.text, change.text);
      if (scripts !== undefined) changes.splice(changes.indexOf(scripts), 1);
      changes.push({
        ...change,
        text: merged,
        why: `${scripts === undefined ? '' : `${scripts.why}; `}pre-commit hook (simple-git-hooks)`,
      });
    } else {
      changes.push({ ...change, why: `pre-commit hook through ${hook.manager}` });
    }
  }
  notes.push(...hook.notes);

  const currentWorkflow = read(workflowPath);
  const wantedWorkflow = workflowFor(layout);
  if (currentWorkflow === undefined) {
    changes.push({ path: workflowPath, text: wantedWorkflow, created: true, why: 'GitHub Actions runs `skillpack check`' });
  } else if (currentWorkflow !== wantedWorkflow && isUneditedWorkflow(currentWorkflow)) {
    // Written by init for another root or output and not edited since: brought in line.
    changes.push({ path: workflowPath, text: wantedWorkflow, created: false, why: `names ${layout.root}/ and ${layout.output}` });
  } else {
    kept.push(workflowPath);
  }

  return { layout, changes, hookManager: hook.manager, hooksPath: hook.hooksPath, kept, notes, buildScript };
}

/** A workflow init wrote (for any root and output) that nobody edited since. */
function isUneditedWorkflow(text: string): boolean {
  const newline = text.indexOf('\n');
  return text.startsWith(workflowHeader) && text.slice(newline + 1) === workflowBody;
}

function publisherFor(dir: string, manifestText: string | undefined): string {
  let name: unknown;
  try {
    name = manifestText === undefined ? undefined : (JSON.parse(manifestText) as { name?: unknown }).name;
  } catch {
    name = undefined;
  }
  const raw = typeof name === 'string' && name !== '' ? name.replace(/^@[^/]+\//, '') : basename(dir);
  const clean = raw.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '');
  return clean === '' ? 'my-server' : clean;
}

function mergeHookIntoManifest(withScripts: string, withHook: string): string {
  const scripts = (JSON.parse(withScripts) as { scripts?: object }).scripts;
  const manifest = JSON.parse(withHook) as Record<string, unknown>;
  const eol = withHook.includes('\r\n') ? '\r\n' : '\n';
  return `${JSON.stringify({ ...manifest, scripts }, null, jsonIndent(withHook)).replace(/\n/g, eol)}${eol}`;
}

/** biome.json with generated/ excluded: `files.includes` negation (Biome 2), else `files.ignore` (Biome 1). */
function biomeWithIgnore(text: string, generated: string): string | undefined | 'unparsable' {
  let config: { files?: { includes?: string[]; ignore?: string[] }; $schema?: string };
  try {
    config = JSON.parse(text) as typeof config;
  } catch {
    return 'unparsable';
  }
  const files = { ...config.files };
  const biome2 = files.includes !== undefined || /\/2\.\d/.test(config.$schema ?? '');
  if (biome2) {
    const includes = files.includes ?? ['**'];
    if (includes.some((p) => p.startsWith('!') && p.includes(generated))) return undefined;
    files.includes = [...includes, `!${generated}`];
  } else {
    const ignore = files.ignore ?? [];
    if (ignore.some((p) => p.includes(generated))) return undefined;
    files.ignore = [...ignore, `${generated}/**`];
  }
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return `${JSON.stringify({ ...config, files }, null, jsonIndent(text)).replace(/\n/g, eol)}${eol}`;
}

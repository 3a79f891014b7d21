// What `skillpack init` would create or change in a repository, computed without writing anything:
// the config and the example skill (only together, and only when there is no config yet), npm
// scripts, .gitattributes, formatter and linter ignores, the pre-commit hook and the CI workflow.
// Nothing that exists is overwritten; running it again plans nothing new.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { exampleSkillMd, exampleSkillPath } from './example-skill.js';
import { planHook, type FileChange, type HookManager } from './hook-setup.js';
import { addPackageScripts, appendMissingLines, jsonIndent } from './text-edits.js';

export const configName = 'skillpack.config.json';
export const workflowPath = '.github/workflows/skills.yml';
/** The npm scripts init installs; messages name `npm run skills:build` when it is there. */
export const npmScripts = { 'skills:build': 'skillpack build', 'skills:check': 'skillpack check', 'skills:lint': 'skillpack lint' } as const;

export interface InitPlan {
  readonly changes: readonly (FileChange & { readonly why: string })[];
  readonly hookManager: HookManager;
  readonly hooksPath: string | undefined;
  readonly kept: readonly string[];
  readonly notes: readonly string[];
}

const workflow = `# Installed by \`skillpack init\`: lint the skills and prove generated/skills.ts is current.
name: skills
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

export function planInit(dir: string, currentHooksPath: string | undefined): InitPlan {
  const changes: (FileChange & { why: string })[] = [];
  const kept: string[] = [];
  const notes: string[] = [];
  const read = (path: string): string | undefined => (existsSync(join(dir, path)) ? readFileSync(join(dir, path), 'utf8') : undefined);
  const manifestText = read('package.json');

  if (read(configName) === undefined) {
    const publisher = publisherFor(dir, manifestText);
    const config = { $schema: './node_modules/skillpack/schema/skillpack.config.schema.json', root: 'skills', output: 'generated/skills.ts', publisher, skills: [{ path: exampleSkillPath, tools: [] }] };
    changes.push({ path: configName, text: `${JSON.stringify(config, null, 2)}\n`, created: true, why: `publisher "${publisher}", one example skill` });
    const skillFile = `skills/${exampleSkillPath}/SKILL.md`;
    if (read(skillFile) === undefined) changes.push({ path: skillFile, text: exampleSkillMd(publisher), created: true, why: 'an example skill that lints clean' });
  } else {
    kept.push(configName);
  }

  if (manifestText === undefined) {
    notes.push('no package.json here: add the scripts yourself (`skillpack build`, `skillpack check`, `skillpack lint`)');
  } else {
    const scripts = addPackageScripts(manifestText, npmScripts);
    if (scripts !== undefined) changes.push({ path: 'package.json', text: scripts.text, created: false, why: `npm scripts ${scripts.added.join(', ')}` });
  }

  const attributes = appendMissingLines(read('.gitattributes') ?? '', ['skills/** -text', 'generated/** -text'], '# skillpack: digests are over raw bytes; checkouts must never rewrite these files.');
  if (attributes !== undefined) changes.push({ path: '.gitattributes', text: attributes, created: read('.gitattributes') === undefined, why: 'skills and the generated module stay byte-exact' });

  for (const ignoreFile of ['.prettierignore', '.eslintignore']) {
    const current = read(ignoreFile);
    if (current === undefined) continue;
    const text = appendMissingLines(current, ['generated/'], '# skillpack: generated module (never reformat)');
    if (text !== undefined) changes.push({ path: ignoreFile, text, created: false, why: 'the generated module is never reformatted' });
  }
  const biome = read('biome.json');
  if (biome !== undefined) {
    const text = biomeWithIgnore(biome);
    if (text === 'unparsable') notes.push('biome.json could not be read as plain JSON: exclude generated/ from formatting yourself');
    else if (text !== undefined) changes.push({ path: 'biome.json', text, created: false, why: 'the generated module is never reformatted' });
  }
  if (['eslint.config.js', 'eslint.config.mjs', 'eslint.config.cjs', 'eslint.config.ts'].some((f) => read(f) !== undefined)) {
    notes.push("ESLint flat config found: add `{ ignores: ['generated/'] }` to it (init does not edit JavaScript)");
  }

  const hook = planHook(dir, currentHooksPath);
  // Two steps may edit package.json (scripts, simple-git-hooks): the hook's edit starts from the scripts' result.
  for (const change of hook.changes) {
    if (change.path === 'package.json') {
      const scripts = changes.find((c) => c.path === 'package.json');
      const merged = scripts === undefined ? change.text : mergeHookIntoManifest(scripts.text, change.text);
      if (scripts !== undefined) changes.splice(changes.indexOf(scripts), 1);
      changes.push({ ...change, text: merged, why: `${scripts === undefined ? '' : `${scripts.why}; `}pre-commit hook (simple-git-hooks)` });
    } else {
      changes.push({ ...change, why: `pre-commit hook through ${hook.manager}` });
    }
  }
  notes.push(...hook.notes);

  if (read(workflowPath) === undefined) changes.push({ path: workflowPath, text: workflow, created: true, why: 'GitHub Actions runs `skillpack check`' });
  else kept.push(workflowPath);

  return { changes, hookManager: hook.manager, hooksPath: hook.hooksPath, kept, notes };
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
function biomeWithIgnore(text: string): string | undefined | 'unparsable' {
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
    if (includes.some((p) => p.startsWith('!') && p.includes('generated'))) return undefined;
    files.includes = [...includes, '!generated'];
  } else {
    const ignore = files.ignore ?? [];
    if (ignore.some((p) => p.includes('generated'))) return undefined;
    files.ignore = [...ignore, 'generated/**'];
  }
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return `${JSON.stringify({ ...config, files }, null, jsonIndent(text)).replace(/\n/g, eol)}${eol}`;
}

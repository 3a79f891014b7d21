// Finds, parses and validates skillpack.config.json and resolves it into a ResolvedConfig.
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import { globProblem } from './glob.js';
import { describeValue } from './describe-value.js';
import { escapeControls } from '../runtime/quote-text.js';
import { findDuplicateKey } from './duplicate-keys.js';
import { isInside, relativePathProblem } from './relative-path.js';
import { resolveFilesPolicyOf, type FilesPolicy, type FilesSetting } from './files-policy.js';
import { resolveTargets, type RawTarget, type RepositoryChannel } from './targets-config.js';
import { defaultProfileName, profiles, type ProfileName } from './profiles.js';
import {
  type Limits,
  type ModuleLayout,
  type ResolvedConfig,
  type SeverityOverride,
  type SeveritySetting,
  type SkillEntryConfig,
} from './types.js';
import { locateJsonPath } from './json-locate.js';
import { schemaFindings } from './validate-schema.js';

export const defaultConfigName = 'skillpack.config.json';

/** An allowlist entry as written: a bare skill path, or an object. */
type RawSkillEntry = string | { path: string; tools?: string[]; files?: FilesSetting; exclude?: string[]; scripts?: boolean };

interface RawConfig {
  extends?: ProfileName;
  root: string;
  output: string;
  layout?: ModuleLayout;
  directoryRead?: boolean;
  publisher?: string;
  skills: RawSkillEntry[];
  limits?: Partial<Limits>;
  files?: FilesSetting;
  exclude?: string[];
  excludeDefaults?: boolean;
  secretAllowlist?: string;
  rules?: Record<string, SeveritySetting>;
  overrides?: SeverityOverride[];
  name?: string;
  description?: string;
  version?: string;
  targets?: RawTarget[];
  channels?: RepositoryChannel[];
}

/** Reads the config file from disk (`configFile` relative to `cwd`, default skillpack.config.json). */
export function loadConfig(configFile: string | undefined, cwd: string): ResolvedConfig {
  const file = resolve(cwd, configFile ?? defaultConfigName);
  let text: string;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new UserError('config-unreadable', `${file}: not a regular file`);
    if (stat.size > 1024 * 1024) throw new UserError('config-unreadable', `${file}: larger than 1 MiB; this is not a skillpack config`);
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof UserError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new UserError(
        'config-not-found',
        `${file}: no such file. Create ${defaultConfigName} (see README "Configuration") or pass --config <file>.`,
      );
    }
    throw new UserError('config-unreadable', `${file}: cannot read (${code ?? String(error)})`);
  }
  return parseConfig(text, file);
}

/** Parses config text; `file` is the absolute path it came from (for messages and `baseDir`). */
export function parseConfig(text: string, file: string): ResolvedConfig {
  if (text.startsWith('\uFEFF')) {
    throw new UserError(
      'config-json',
      `${file}: starts with a byte order mark (BOM, U+FEFF), which JSON does not allow; save the file as UTF-8 without a BOM.`,
    );
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new UserError('config-json', `${file}: not valid JSON (${escapeControls((error as Error).message)})`);
  }
  const duplicate = findDuplicateKey(text);
  if (duplicate !== undefined) {
    // JSON.parse keeps the last value; other readers (the pre-commit hook, editors, CI scripts) may keep the first.
    throw new UserError(
      'config-json',
      `${file}:${duplicate.line}: the key ${describeValue(duplicate.key)} is written twice in one object; readers disagree on which one counts, so keep exactly one.`,
    );
  }
  const problems = schemaFindings(raw);
  if (problems.length > 0) {
    // Each problem on one line, at its line and column, so an editor or terminal can jump to it.
    const lines = problems.map((p) => {
      const at = locateJsonPath(text, p.path, p.atKey);
      return `  ${file}:${at.line}:${at.column}: ${escapeControls(p.message)}`;
    });
    throw new UserError('config-schema', `${file}: invalid config\n${lines.join('\n')}`);
  }
  return resolveConfig(raw as RawConfig, file);
}

function resolveConfig(raw: RawConfig, file: string): ResolvedConfig {
  const problems: string[] = [];
  const checkPath = (jsonPath: string, value: string): void => {
    const problem = relativePathProblem(value);
    if (problem !== undefined) problems.push(`${jsonPath}: ${describeValue(value)} ${problem}`);
  };
  checkPath('$.root', raw.root);
  checkPath('$.output', raw.output);
  // A file name that is only `.ts`, or any dot-file: hidden from listings and tools, and the split
  // layout's texts directory would have an empty name (docs/security.md "Output names").
  const outputName = raw.output.slice(raw.output.lastIndexOf('/') + 1);
  if (outputName.startsWith('.'))
    problems.push(`$.output: ${describeValue(raw.output)} names a dot-file; give the module a visible name such as "generated/skills.ts"`);
  if (relativePathProblem(raw.output) === undefined && isInside(raw.output, raw.root)) {
    problems.push(
      `$.output: ${describeValue(raw.output)} is inside root ${describeValue(raw.root)}; the generated module must live outside the skills`,
    );
  }
  const layout = raw.layout ?? 'single';
  if (layout === 'split' && relativePathProblem(raw.output) === undefined) {
    const textsDir = splitTextsDir(raw.output);
    if (isInside(raw.root, textsDir) || isInside(textsDir, raw.root)) {
      problems.push(
        `$.layout: the split layout writes skill texts under ${describeValue(`${textsDir}/`)}, which overlaps root ${describeValue(raw.root)}; choose another output`,
      );
    }
  }
  if (raw.secretAllowlist !== undefined) {
    checkPath('$.secretAllowlist', raw.secretAllowlist);
    if (isInside(raw.secretAllowlist, raw.root)) {
      problems.push(
        `$.secretAllowlist: ${describeValue(raw.secretAllowlist)} is inside root ${describeValue(raw.root)}; keep it outside every skill directory`,
      );
    }
  }

  const checkGlobs = (jsonPath: string, patterns: readonly string[] | undefined): void =>
    patterns?.forEach((pattern, index) => {
      const problem = globProblem(pattern);
      if (problem !== undefined) problems.push(`${jsonPath}[${index}]: ${describeValue(pattern)} ${problem}`);
    });
  checkGlobs('$.exclude', raw.exclude);
  raw.overrides?.forEach((override, index) => checkGlobs(`$.overrides[${index}].files`, override.files));
  raw.skills.forEach((written, index) => {
    if (typeof written !== 'string') checkGlobs(`$.skills[${index}].exclude`, written.exclude);
  });

  const profile = profiles[raw.extends ?? defaultProfileName];
  const seen = new Map<string, number>();
  // A skill without its own `files` setting has the catalog's policy: resolved once, shared (it is frozen).
  let catalogFiles: FilesPolicy | undefined;
  const skills: SkillEntryConfig[] = raw.skills.map((written, index) => {
    const entry = typeof written === 'string' ? { path: written } : written;
    checkPath(`$.skills[${index}].path`, entry.path);
    const key = entry.path.normalize('NFC').toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push(`$.skills[${index}].path: ${describeValue(entry.path)} duplicates $.skills[${first}].path; list each skill once`);
    } else {
      seen.set(key, index);
    }
    return Object.freeze({
      path: entry.path,
      tools: Object.freeze([...(entry.tools ?? [])]),
      files:
        entry.files === undefined
          ? (catalogFiles ??= resolveFilesPolicyOf(profile.files, profile.unlistedFiles, raw.files))
          : resolveFilesPolicyOf(profile.files, profile.unlistedFiles, raw.files, entry.files),
      exclude: Object.freeze([...(raw.excludeDefaults === false ? [] : profile.exclude), ...(raw.exclude ?? []), ...(entry.exclude ?? [])]),
      scripts: entry.scripts === true,
    });
  });
  const { targets, identity } = resolveTargets(raw, dirname(file), raw.publisher, problems);
  // Only the provenance rules read the publisher (the strict profile turns them on); elsewhere it is
  // optional and the catalog is named after the project (DESIGN "Profiles and files").
  if (raw.publisher === undefined) {
    const reader = publisherReaders.find((id) => (raw.rules?.[id] ?? profile.rules[id] ?? 'error') !== 'off');
    if (reader !== undefined)
      problems.push(
        `$.publisher: required while ${reader} is on (${profile.name} turns it on); add "publisher": "<your organisation>", or set "${reader}": "off" in "rules"`,
      );
  }
  if (problems.length > 0) {
    throw new UserError('config-path', `${file}: invalid config\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return Object.freeze({
    configFile: file,
    profile,
    baseDir: dirname(file),
    root: raw.root,
    output: raw.output,
    layout,
    directoryRead: raw.directoryRead === true,
    publisher: raw.publisher ?? defaultPublisher(dirname(file)),
    skills: Object.freeze(skills),
    limits: Object.freeze({ ...profile.limits, ...raw.limits }),
    secretAllowlist: raw.secretAllowlist,
    rules: Object.freeze({ ...raw.rules }),
    overrides: Object.freeze([...(raw.overrides ?? [])]),
    ...(targets.length === 0 ? {} : { targets, identity }),
    ...(raw.channels === undefined || raw.channels.length === 0 ? {} : { channels: Object.freeze([...raw.channels]) }),
  });
}

/** The rules that read the config's `publisher` (the provenance rules of the strict profile). */
const publisherReaders = ['frontmatter/metadata-publisher', 'body/provenance'] as const;

/**
 * The catalog's name when the config names no publisher: the `name` in package.json beside the config,
 * else the config directory's name (the runtime's "bundled with …" descriptions and the catalog digest
 * need one). A package.json that cannot be read or holds no usable name is passed over.
 */
export function defaultPublisher(baseDir: string): string {
  try {
    const pkg = JSON.parse(readFileSync(join(baseDir, 'package.json'), 'utf8')) as unknown;
    const name = typeof pkg === 'object' && pkg !== null ? (pkg as { name?: unknown }).name : undefined;
    if (typeof name === 'string' && name.trim() !== '' && name.length <= 214 && !/[\u0000-\u001f\u007f]/.test(name)) return name;
  } catch {
    // No package.json, or not JSON: the directory's name it is.
  }
  return basename(baseDir) || 'skills';
}

/** Where the split layout puts each skill's texts module: the output path without `.ts`, as a directory. */
export function splitTextsDir(output: string): string {
  return output.slice(0, -'.ts'.length);
}

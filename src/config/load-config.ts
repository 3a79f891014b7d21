// Finds, parses and validates skillpack.config.json and resolves it into a ResolvedConfig.
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError } from './config-error.js';
import { isInside, relativePathProblem } from './relative-path.js';
import { resolveFilesPolicy, type FilesSetting } from './files-policy.js';
import { defaultProfileName, profiles, type ProfileName } from './profiles.js';
import { type Limits, type ModuleLayout, type ResolvedConfig, type SeverityOverride, type SeveritySetting, type SkillEntryConfig } from './types.js';
import { schemaProblems } from './validate-schema.js';

export const defaultConfigName = 'skillpack.config.json';

/** An allowlist entry as written: a bare skill path, or an object. */
type RawSkillEntry = string | { path: string; tools?: string[]; files?: FilesSetting; exclude?: string[]; scripts?: boolean };

interface RawConfig {
  extends?: ProfileName;
  root: string;
  output: string;
  layout?: ModuleLayout;
  publisher: string;
  skills: RawSkillEntry[];
  limits?: Partial<Limits>;
  files?: FilesSetting;
  exclude?: string[];
  secretAllowlist?: string;
  rules?: Record<string, SeveritySetting>;
  overrides?: SeverityOverride[];
}

/** Reads the config file from disk (`configFile` relative to `cwd`, default skillpack.config.json). */
export function loadConfig(configFile: string | undefined, cwd: string): ResolvedConfig {
  const file = resolve(cwd, configFile ?? defaultConfigName);
  let text: string;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new ConfigError('config-unreadable', `${file}: not a regular file`);
    if (stat.size > 1024 * 1024) throw new ConfigError('config-unreadable', `${file}: larger than 1 MiB; this is not a skillpack config`);
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new ConfigError('config-not-found', `${file}: no such file. Create ${defaultConfigName} (see README "Configuration") or pass --config <file>.`);
    }
    throw new ConfigError('config-unreadable', `${file}: cannot read (${code ?? String(error)})`);
  }
  return parseConfig(text, file);
}

/** Parses config text; `file` is the absolute path it came from (for messages and `baseDir`). */
export function parseConfig(text: string, file: string): ResolvedConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ConfigError('config-json', `${file}: not valid JSON (${(error as Error).message})`);
  }
  const problems = schemaProblems(raw);
  if (problems.length > 0) {
    throw new ConfigError('config-schema', `${file}: invalid config\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return resolveConfig(raw as RawConfig, file);
}

function resolveConfig(raw: RawConfig, file: string): ResolvedConfig {
  const problems: string[] = [];
  const checkPath = (jsonPath: string, value: string): void => {
    const problem = relativePathProblem(value);
    if (problem !== undefined) problems.push(`${jsonPath}: "${value}" ${problem}`);
  };
  checkPath('$.root', raw.root);
  checkPath('$.output', raw.output);
  if (relativePathProblem(raw.output) === undefined && isInside(raw.output, raw.root)) {
    problems.push(`$.output: "${raw.output}" is inside root "${raw.root}"; the generated module must live outside the skills`);
  }
  const layout = raw.layout ?? 'single';
  if (layout === 'split' && relativePathProblem(raw.output) === undefined) {
    const textsDir = splitTextsDir(raw.output);
    if (isInside(raw.root, textsDir) || isInside(textsDir, raw.root)) {
      problems.push(`$.layout: the split layout writes skill texts under "${textsDir}/", which overlaps root "${raw.root}"; choose another output`);
    }
  }
  if (raw.secretAllowlist !== undefined) {
    checkPath('$.secretAllowlist', raw.secretAllowlist);
    if (isInside(raw.secretAllowlist, raw.root)) {
      problems.push(`$.secretAllowlist: "${raw.secretAllowlist}" is inside root "${raw.root}"; keep it outside every skill directory`);
    }
  }

  const profile = profiles[raw.extends ?? defaultProfileName];
  const seen = new Map<string, number>();
  const skills: SkillEntryConfig[] = raw.skills.map((written, index) => {
    const entry = typeof written === 'string' ? { path: written } : written;
    checkPath(`$.skills[${index}].path`, entry.path);
    const key = entry.path.normalize('NFC').toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push(`$.skills[${index}].path: "${entry.path}" duplicates $.skills[${first}].path; list each skill once`);
    } else {
      seen.set(key, index);
    }
    return Object.freeze({
      path: entry.path,
      tools: Object.freeze([...(entry.tools ?? [])]),
      files: resolveFilesPolicy(profile.files, raw.files, entry.files),
      exclude: Object.freeze([...(raw.exclude ?? []), ...(entry.exclude ?? [])]),
      scripts: entry.scripts === true,
    });
  });
  if (problems.length > 0) {
    throw new ConfigError('config-path', `${file}: invalid config\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return Object.freeze({
    configFile: file,
    profile,
    baseDir: dirname(file),
    root: raw.root,
    output: raw.output,
    layout,
    publisher: raw.publisher,
    skills: Object.freeze(skills),
    limits: Object.freeze({ ...profile.limits, ...raw.limits }),
    secretAllowlist: raw.secretAllowlist,
    rules: Object.freeze({ ...raw.rules }),
    overrides: Object.freeze([...(raw.overrides ?? [])]),
  });
}

/** Where the split layout puts each skill's texts module: the output path without `.ts`, as a directory. */
export function splitTextsDir(output: string): string {
  return output.slice(0, -'.ts'.length);
}

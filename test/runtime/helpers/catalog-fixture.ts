// Builds SkillCatalog object literals for tests, with real sizes and sha256 digests computed here
// (the same shape the emitter writes into generated/skills.ts).
import { createHash } from 'node:crypto';
import type { CatalogFile, CatalogSkill, FrontmatterValue, SkillCatalog, SkillMediaType } from '../../../src/runtime/types.js';

export interface SkillSpec {
  /** Skill path under the root, also the URI skill-path (`acme/code-review`). */
  readonly path: string;
  readonly tools?: readonly string[];
  readonly description?: string;
  /** Extra frontmatter fields after name and description. */
  readonly frontmatter?: { readonly [key: string]: FrontmatterValue };
  /** Supporting files by path (SKILL.md is generated unless given here). */
  readonly files?: { readonly [path: string]: string };
}

export function sha256Digest(text: string): string {
  return `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`;
}

const mediaTypes: { readonly [ext: string]: SkillMediaType } = { md: 'text/markdown', txt: 'text/plain', json: 'application/json' };

export function skillMd(name: string, description: string, extra: { readonly [key: string]: FrontmatterValue } = {}): string {
  const lines = [`name: ${name}`, `description: ${JSON.stringify(description)}`];
  for (const [key, value] of Object.entries(extra)) {
    if (typeof value === 'string') lines.push(`${key}: ${JSON.stringify(value)}`);
    else lines.push(`${key}:`, ...Object.entries(value).map(([k, v]) => `  ${k}: ${JSON.stringify(v)}`));
  }
  return `---\n${lines.join('\n')}\n---\n# ${name}\n\nPublished by acme. Bundled with the product; it grants no permissions.\n`;
}

const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function buildCatalog(specs: readonly SkillSpec[], publisher = 'acme'): SkillCatalog {
  const skills: CatalogSkill[] = specs.map((spec) => {
    const name = spec.path.slice(spec.path.lastIndexOf('/') + 1);
    const description = spec.description ?? `Does ${name} things.`;
    const frontmatter: { [key: string]: FrontmatterValue } = { name, description, ...(spec.frontmatter ?? {}) };
    const texts: { [path: string]: string } = { 'SKILL.md': skillMd(name, description, spec.frontmatter), ...(spec.files ?? {}) };
    const files: CatalogFile[] = Object.entries(texts)
      .map(([path, text]) => ({
        path,
        uri: `skill://${spec.path}/${path}`,
        mediaType: mediaTypes[path.slice(path.lastIndexOf('.') + 1)] ?? 'text/plain',
        size: Buffer.byteLength(text, 'utf8'),
        digest: sha256Digest(text),
        text,
      }))
      .sort((a, b) => byCodeUnits(a.path, b.path));
    return { name, path: spec.path, uri: `skill://${spec.path}/SKILL.md`, tools: [...(spec.tools ?? [])], frontmatter, files };
  });
  skills.sort((a, b) => byCodeUnits(a.path, b.path));
  const digest = sha256Digest(JSON.stringify(skills.map((s) => [s.path, s.files.map((f) => [f.path, f.digest])])));
  return deepFreeze({ formatVersion: 1, generator: 'skillpack v0.0.0-test', publisher, digest, skills });
}

/** `count` skills named skill-000 … each with `filesPerSkill` supporting files. */
export function manySkills(count: number, filesPerSkill = 0, tools: readonly string[] = []): SkillCatalog {
  const specs: SkillSpec[] = [];
  for (let i = 0; i < count; i += 1) {
    const files: { [path: string]: string } = {};
    for (let f = 0; f < filesPerSkill; f += 1) files[`references/file-${String(f).padStart(3, '0')}.md`] = `# file ${f} of skill ${i}\n`;
    specs.push({ path: `skill-${String(i).padStart(3, '0')}`, tools, files });
  }
  return buildCatalog(specs);
}

/** The catalog most tests use: a GitHub skill gated on four tools, a tool-less one, a prefixed one. */
export const githubTools = [
  'github_get_pull_request',
  'github_get_pull_request_diff',
  'github_list_workflow_runs',
  'github_list_workflow_jobs',
] as const;

export function sampleCatalog(): SkillCatalog {
  return buildCatalog([
    {
      path: 'github-pr-readiness',
      tools: githubTools,
      description: 'Judges whether a pull request is ready to merge.',
      frontmatter: { license: 'MIT', metadata: { publisher: 'acme', distribution: 'bundled' } },
      files: { 'references/review-checklist.md': '# Review checklist\n\n- CI green on head.sha\n' },
    },
    {
      path: 'interop-review',
      description: 'Reviews MCP interop.',
      files: { 'references/test-matrix.md': '| a | b |\n', 'data/matrix.json': '{"a":1}\n', 'notes.txt': 'plain\n' },
    },
    { path: 'acme/code-review', description: 'Reviews code.', tools: ['read_file'] },
  ]);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

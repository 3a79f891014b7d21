// What the server should serve, read straight from the repository (the allowlist in
// skillpack.config.json and the files under its root), independently of the build: each skill's
// URI, tools and every file's bytes, size and digest (SPEC-NOTES §1 "Skill entry").
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function walk(dir, prefix = '') {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...walk(join(dir, entry.name), relative));
    else files.push({ relative, path: join(dir, entry.name) });
  }
  return files;
}

/** Reads the allowlisted skills of the repository at `root` (config file `skillpack.config.json`, or `configFile` there). */
export function readSourceCatalog(root, configFile = join(root, 'skillpack.config.json')) {
  root = dirname(configFile);
  const config = JSON.parse(readFileSync(configFile, 'utf8'));
  const skillsRoot = join(root, config.root ?? 'skills');
  // An allowlist entry may be a bare skill path; `exclude` is not used by the fixtures read here.
  return config.skills.map((entry) => {
    const { path, tools = [] } = typeof entry === 'string' ? { path: entry } : entry;
    const files = walk(join(skillsRoot, ...path.split('/'))).map(({ relative, path: file }) => {
      const bytes = readFileSync(file);
      return {
        uri: `skill://${path}/${relative}`,
        source: file,
        relativeSource: [config.root ?? 'skills', path, relative].join('/'),
        bytes,
        size: bytes.length,
        digest: `sha256:${createHash('sha256').update(bytes).digest('hex')}`,
      };
    });
    return { path, name: path.split('/').at(-1), uri: `skill://${path}/SKILL.md`, tools, files };
  });
}

/** The skills a session whose tool surface is `toolNames` may see: every tool they call is on it. */
export function visibleSkills(catalog, toolNames) {
  const surface = new Set(toolNames);
  return catalog.filter((skill) => skill.tools.every((tool) => surface.has(tool)));
}

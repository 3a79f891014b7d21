// The servers under test, as the checkers spawn them over stdio: `skillpack serve` from the built
// CLI, and the self-contained bundle under Node's permission model with read access to nothing but
// itself (SPEC-NOTES §3 "Embedded only": no filesystem at runtime). Both run under this machine's Node (20), cwd = repo root.
import { join } from 'node:path';

function permissionFlag() {
  // Node 20 spells it --experimental-permission; later lines renamed it to --permission.
  const major = Number(process.versions.node.split('.')[0]);
  return major >= 23 ? '--permission' : '--experimental-permission';
}

/** `setup` (catalogs.mjs): which catalog; the bundle has the repository's compiled in, so only that one has it. */
export function stdioTargets(root, setup = { label: '', serveArgs: [], bundle: true }) {
  const bundle = join(root, 'dist', 'skills-server.js');
  const serve = { id: 'serve', label: `${setup.label}serve`, command: process.execPath, args: ['dist/cli.js', 'serve', ...setup.serveArgs] };
  if (!setup.bundle) return [serve];
  return [
    serve,
    {
      id: 'bundle',
      label: 'bundle (permission model)',
      command: process.execPath,
      args: [permissionFlag(), `--allow-fs-read=${bundle}`, 'dist/skills-server.js'],
    },
  ];
}

/** Vendor settings: without vendors no GitHub tools are registered, so the GitHub skill must be hidden. */
export const vendorVariants = [
  { id: 'vendors=none', env: {}, wantGithub: false },
  { id: 'vendors=github', env: { MCP_ENABLED_VENDORS: 'github' }, wantGithub: true },
];

export const githubSkill = 'github-pr-readiness';

// The MCP Inspector CLI over stdio against both targets (`skillpack serve` and the permission-
// restricted bundle), with and without the GitHub vendor (checks in inspector-checks.mjs). The
// "off" cases: the legacy era with the flag on, and the modern era with the flag false or unset.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { inspectorRunner } from './inspector-cli.mjs';
import { runInspectorChecks } from './inspector-checks.mjs';
import { stdioTargets, vendorVariants } from './targets.mjs';

export async function runInspectorSuite({ root, toolchain, work, results, catalog, setup }) {
  const inspect = inspectorRunner({ toolchain, work });
  const readsDir = join(work, 'inspector-reads');
  mkdirSync(readsDir, { recursive: true });
  for (const target of stdioTargets(root, setup)) {
    for (const variant of vendorVariants) {
      const on = { MCP_SKILLS_ENABLED: 'true', ...variant.env };
      await runInspectorChecks({
        inspect,
        target: { kind: 'stdio', cwd: root, command: target.command, args: target.args },
        label: `inspector · stdio · ${target.label} · ${variant.id}`,
        results,
        catalog,
        on,
        offCases: [
          { name: '--protocol-era legacy, flag on', era: 'legacy', env: on },
          { name: 'MCP_SKILLS_ENABLED=false', era: 'modern', env: { ...on, MCP_SKILLS_ENABLED: 'false' } },
          { name: 'MCP_SKILLS_ENABLED unset', era: 'modern', env: variant.env },
        ],
        readsDir,
        wantGithub: variant.wantGithub,
      });
    }
  }
}

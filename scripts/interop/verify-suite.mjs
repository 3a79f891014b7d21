// `skillpack verify` (our own Skills host, docs/verify.md) beside the independent checkers: against
// each stdio target and vendor setting it must find no fault, and with every skill visible the
// served catalog must equal the build (`--expect` with the catalog's config), for each catalog.
import { join } from 'node:path';
import { run } from './processes.mjs';
import { stdioTargets, vendorVariants } from './targets.mjs';

const quote = (word) => JSON.stringify(word);

export async function runVerifySuite({ root, results, setup = { label: '', serveArgs: [], bundle: true, configFile: join(root, 'skillpack.config.json') } }) {
  for (const target of stdioTargets(root, setup)) {
    for (const variant of vendorVariants) {
      const label = `skillpack verify · ${setup.label}${target.label} · ${variant.id}`;
      const env = { MCP_SKILLS_ENABLED: 'true', ...variant.env };
      const args = [
        join(root, 'dist', 'cli.js'),
        'verify',
        '--stdio',
        [target.command, ...target.args].map(quote).join(' '),
        ...Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
        ...(variant.wantGithub ? ['--expect', setup.configFile ?? join(root, 'skillpack.config.json')] : []),
        '--format',
        'json',
      ];
      const result = await run(process.execPath, args, { cwd: root, timeoutMs: 180_000 });
      let report;
      try {
        report = JSON.parse(result.stdout);
      } catch {
        report = undefined;
      }
      const faults = report?.diagnostics?.map((d) => `${d.ruleId} ${d.file}`) ?? [];
      results.record({
        check: label,
        expected: 'exit 0, no fault',
        got: report === undefined ? `exit ${result.code}, no JSON report` : `exit ${result.code}, ${faults.length === 0 ? 'no fault' : faults.join('; ')}`,
        ok: result.code === 0 && report !== undefined && faults.length === 0,
        runs: [result],
      });
    }
  }
}

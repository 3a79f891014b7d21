// The second YAML reading: for each stdio target with every skill visible, each published
// `frontmatter` must equal what every other reader makes of the served SKILL.md (see yaml-probe.mjs).
import { fileURLToPath } from 'node:url';
import { run } from './processes.mjs';
import { stdioTargets } from './targets.mjs';

const probe = fileURLToPath(new URL('./yaml-probe.mjs', import.meta.url));

export async function runYamlSuite({ root, toolchain, results, catalog, setup }) {
  for (const target of stdioTargets(root, setup)) {
    const label = `yaml readings · ${target.label} · vendors=github`;
    const spec = {
      command: target.command,
      args: target.args,
      cwd: root,
      env: { MCP_SKILLS_ENABLED: 'true', MCP_ENABLED_VENDORS: 'github' },
      jsYaml: toolchain.jsYaml,
      jsYamlVersion: toolchain.versions['js-yaml'],
    };
    const result = await run(process.execPath, [probe, JSON.stringify(spec)], { cwd: root, timeoutMs: 120_000 });
    let report;
    try {
      report = JSON.parse(result.stdout.trim().split('\n').at(-1));
    } catch {
      report = undefined;
    }
    const runs = [result];
    if (report === undefined || report.error) {
      results.record({ check: `${label} · read`, expected: 'a report', got: report?.error ?? 'no report', ok: false, runs });
      continue;
    }
    const seen = report.skills.map((skill) => skill.uri).sort();
    const want = catalog.map((skill) => skill.uri).sort();
    results.record({
      check: `${label} · skills read`,
      expected: want.join(' '),
      got: seen.join(' ') || '(none)',
      ok: JSON.stringify(seen) === JSON.stringify(want),
      runs,
    });
    for (const skill of report.skills) {
      for (const reader of report.readers) {
        const reading = skill.readings[reader];
        results.record({
          check: `${label} · ${skill.uri} · ${reader}`,
          expected: 'equal to published frontmatter',
          got: skill.error ?? (reading === undefined ? 'not read' : reading.equal ? 'equal' : reading.differences.join('; ')),
          ok: reading?.equal === true,
          runs,
        });
      }
    }
  }
}

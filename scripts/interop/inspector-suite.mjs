// The MCP Inspector CLI (run under Node 22) against each stdio target and vendor setting:
// `skills/list --verify --require-digests` in the modern and auto eras, `skills/get --verify` per
// skill, `resources/read` of every file compared byte for byte with the repository, hidden skills
// unknown, and the legacy era and the flag off reporting the extension unsupported (exit 1, error
// code `skills_unsupported`, as the Inspector's assertSkillsSupported raises) with nothing listed.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { limited, run } from './processes.mjs';
import { visibleSkills } from './source-catalog.mjs';
import { compareReports } from './verify-reports.mjs';
import { githubSkill, stdioTargets, vendorVariants } from './targets.mjs';

const jsonLines = (text) =>
  text.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line)];
    } catch {
      return [];
    }
  });
const errorEnvelope = (stderr) => jsonLines(stderr).find((line) => line.error)?.error;
const parseJson = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};
const exitOf = (result) => (result.timedOut ? 'timeout' : result.code === null ? `signal ${result.signal}` : `exit ${result.code}`);

export async function runInspectorSuite({ root, toolchain, work, results, catalog }) {
  const home = join(work, 'inspector-home');
  const reads = join(work, 'inspector-reads');
  mkdirSync(home, { recursive: true });
  mkdirSync(reads, { recursive: true });
  // Keep the Inspector's catalog, client config and any stored state inside the work directory.
  const checkerEnv = { HOME: home, MCP_CATALOG_PATH: join(home, 'catalog.json'), MCP_CLIENT_CONFIG_PATH: join(home, 'client.json'), NO_COLOR: '1' };
  const inspect = limited(
    (target, serverEnv, era, methodArgs) =>
      run(
        toolchain.node,
        [
          toolchain.inspector,
          '--cli',
          ...methodArgs,
          '--protocol-era',
          era,
          '--cwd',
          root,
          ...Object.entries(serverEnv).flatMap(([key, value]) => ['-e', `${key}=${value}`]),
          '--',
          target.command,
          ...target.args,
        ],
        { cwd: work, envAdditions: checkerEnv, timeoutMs: 90_000 },
      ),
    2,
  );
  let readCount = 0;

  for (const target of stdioTargets(root)) {
    for (const variant of vendorVariants) {
      const label = `inspector · ${target.label} · ${variant.id}`;
      const on = { MCP_SKILLS_ENABLED: 'true', ...variant.env };

      const tools = await inspect(target, on, 'modern', ['--method', 'tools/list', '--format', 'json']);
      const surface = parseJson(tools.stdout)?.result?.tools?.map((tool) => tool.name);
      results.record({
        check: `${label} · tools/list`,
        expected: 'exit 0, the tool surface',
        got: `${exitOf(tools)}, ${surface === undefined ? 'no tool list' : `${surface.length} tools`}`,
        ok: tools.code === 0 && Array.isArray(surface),
        runs: [tools],
      });
      if (!Array.isArray(surface)) continue;
      const expected = visibleSkills(catalog, surface);
      const hidden = catalog.filter((skill) => !expected.includes(skill));
      const fileCount = expected.reduce((sum, skill) => sum + skill.files.length, 0);

      const [modern, auto] = await Promise.all(
        ['modern', 'auto'].map((era) => inspect(target, on, era, ['--method', 'skills/list', '--verify', '--require-digests'])),
      );
      for (const [era, result] of [['modern', modern], ['auto', auto]]) {
        const reports = jsonLines(result.stdout).filter((line) => 'outcome' in line);
        const problems = compareReports(reports, expected);
        results.record({
          check: `${label} · skills/list --verify --require-digests --protocol-era ${era}`,
          expected: `exit 0; ${expected.length} skills, ${fileCount} files verified`,
          got: `${exitOf(result)}; ${reports.length} skills${problems.length ? `; ${problems.join('; ')}` : `, ${fileCount} files verified`}`,
          ok: result.code === 0 && problems.length === 0,
          runs: [result],
        });
      }
      const listed = jsonLines(modern.stdout).some((line) => line.uri === `skill://${githubSkill}/SKILL.md`);
      const wantGithub = (variant.env.MCP_ENABLED_VENDORS ?? '').split(',').includes('github');
      results.record({
        check: `${label} · ${githubSkill} listed`,
        expected: wantGithub ? 'listed' : 'absent',
        got: listed ? 'listed' : 'absent',
        ok: listed === wantGithub,
        runs: [tools, modern],
      });

      const gets = await Promise.all(
        expected.map((skill) => inspect(target, on, 'modern', ['--method', 'skills/get', '--uri', skill.uri, '--verify', '--require-digests'])),
      );
      expected.forEach((skill, index) => {
        const result = gets[index];
        const reports = jsonLines(result.stdout).filter((line) => 'outcome' in line);
        const problems = compareReports(reports, [skill]);
        results.record({
          check: `${label} · skills/get --verify ${skill.uri}`,
          expected: `exit 0; ${skill.files.length} files verified`,
          got: `${exitOf(result)}${problems.length ? `; ${problems.join('; ')}` : `; ${skill.files.length} files verified`}`,
          ok: result.code === 0 && problems.length === 0,
          runs: [result],
        });
      });

      const files = expected.flatMap((skill) => skill.files);
      const fileReads = await Promise.all(
        files.map((file) => {
          readCount += 1;
          const output = join(reads, `${readCount}.bin`);
          return inspect(target, on, 'modern', ['--method', 'resources/read', '--uri', file.uri, '--output', output, '--output-format', 'raw']).then((result) => ({ result, output }));
        }),
      );
      files.forEach((file, index) => {
        const { result, output } = fileReads[index];
        let bytes;
        try {
          bytes = readFileSync(output);
        } catch {
          bytes = undefined;
        }
        const same = bytes !== undefined && bytes.equals(file.bytes);
        results.record({
          check: `${label} · resources/read ${file.uri}`,
          expected: `exit 0; ${file.size} bytes = ${file.source.slice(root.length + 1)}`,
          got: `${exitOf(result)}; ${bytes === undefined ? 'no output' : `${bytes.length} bytes ${same ? 'identical' : 'DIFFERENT'}`}`,
          ok: result.code === 0 && same,
          runs: [result],
        });
      });

      const hiddenRuns = await Promise.all(
        hidden.flatMap((skill) => [
          inspect(target, on, 'modern', ['--method', 'skills/get', '--uri', skill.uri]).then((result) => ({ what: `skills/get ${skill.uri}`, result })),
          ...skill.files.map((file) => inspect(target, on, 'modern', ['--method', 'resources/read', '--uri', file.uri]).then((result) => ({ what: `resources/read ${file.uri}`, result }))),
        ]),
      );
      for (const { what, result } of hiddenRuns) {
        const envelope = errorEnvelope(result.stderr);
        // A refusal from a live server, not a crash or a hang (those also exit 1 with code "error").
        const refused = result.code === 1 && envelope?.code === 'error' && !/connection closed|timed? ?out|unreachable/i.test(envelope.message ?? '');
        results.record({
          check: `${label} · hidden: ${what}`,
          expected: 'exit 1, refused by the server',
          got: `${exitOf(result)}; ${envelope ? `${envelope.code}: ${envelope.message}` : 'no error envelope'}`,
          ok: refused,
          runs: [result],
        });
      }

      const offCases = [
        { name: '--protocol-era legacy, flag on', env: on, era: 'legacy' },
        { name: 'MCP_SKILLS_ENABLED=false, modern', env: { ...on, MCP_SKILLS_ENABLED: 'false' }, era: 'modern' },
        { name: 'MCP_SKILLS_ENABLED unset, modern', env: variant.env, era: 'modern' },
      ];
      const offRuns = await Promise.all(
        offCases.map(async (offCase) => ({
          ...offCase,
          list: await inspect(target, offCase.env, offCase.era, ['--method', 'skills/list', '--verify', '--require-digests']),
          resources: await inspect(target, offCase.env, offCase.era, ['--method', 'resources/list', '--format', 'json']),
        })),
      );
      for (const { name, list, resources } of offRuns) {
        const envelope = errorEnvelope(list.stderr);
        results.record({
          check: `${label} · ${name} · skills/list --verify`,
          expected: 'exit 1, skills_unsupported',
          got: `${exitOf(list)}, ${envelope?.code ?? 'no error envelope'}`,
          ok: list.code === 1 && envelope?.code === 'skills_unsupported',
          runs: [list],
        });
        const listedResources = parseJson(resources.stdout)?.result?.resources;
        results.record({
          check: `${label} · ${name} · resources/list`,
          expected: 'exit 0, no resources',
          got: `${exitOf(resources)}, ${Array.isArray(listedResources) ? `${listedResources.length} resources` : 'no list'}`,
          ok: resources.code === 0 && Array.isArray(listedResources) && listedResources.length === 0,
          runs: [resources],
        });
      }
    }
  }
}

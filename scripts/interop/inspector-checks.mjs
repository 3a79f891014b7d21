// One round of MCP Inspector checks against one server (stdio or HTTP): the tool surface decides
// which skills must be visible; `skills/list --verify --require-digests` in the modern and auto
// eras and `skills/get --verify` per skill must exit 0 with every file verified against the
// repository's bytes; `resources/read` of every file must return those bytes exactly; hidden
// skills must be refused; and every "off" case (legacy era, flag off) must report the extension
// unsupported — exit 1 with error code `skills_unsupported`, raised by the Inspector's
// assertSkillsSupported — while `resources/list` lists nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorEnvelope, exitOf, jsonLines, parseJson } from './inspector-cli.mjs';
import { visibleSkills } from './source-catalog.mjs';
import { githubSkill } from './targets.mjs';
import { compareReports } from './verify-reports.mjs';

const skillsExtension = 'io.modelcontextprotocol/skills';
let readCount = 0;

/**
 * `on`: the server environment with skills enabled (stdio only). `offCases`: `{ name, era, env }`.
 * `wantGithub`: whether the GitHub skill must be listed. Returns nothing; records into `results`.
 */
export async function runInspectorChecks({ inspect, target, label, results, catalog, on = {}, offCases, readsDir, wantGithub }) {
  const tools = await inspect(target, 'modern', ['--method', 'tools/list', '--format', 'json'], on);
  const surface = parseJson(tools.stdout)?.result?.tools?.map((tool) => tool.name);
  results.record({
    check: `${label} · tools/list`,
    expected: 'exit 0, the tool surface',
    got: `${exitOf(tools)}, ${surface === undefined ? 'no tool list' : `${surface.length} tools`}`,
    ok: tools.code === 0 && Array.isArray(surface),
    runs: [tools],
  });
  if (!Array.isArray(surface)) return;
  const expected = visibleSkills(catalog, surface);
  const hidden = catalog.filter((skill) => !expected.includes(skill));
  const fileCount = expected.reduce((sum, skill) => sum + skill.files.length, 0);

  const listings = await Promise.all(
    ['modern', 'auto'].map((era) => inspect(target, era, ['--method', 'skills/list', '--verify', '--require-digests'], on)),
  );
  ['modern', 'auto'].forEach((era, index) => {
    const result = listings[index];
    const reports = jsonLines(result.stdout).filter((line) => 'outcome' in line);
    const problems = compareReports(reports, expected);
    results.record({
      check: `${label} · skills/list --verify --require-digests --protocol-era ${era}`,
      expected: `exit 0; ${expected.length} skills, ${fileCount} files verified`,
      got: `${exitOf(result)}; ${reports.length} skills${problems.length ? `; ${problems.join('; ')}` : `, ${fileCount} files verified`}`,
      ok: result.code === 0 && problems.length === 0,
      runs: [result],
    });
  });
  const listed = jsonLines(listings[0].stdout).some((line) => line.uri === `skill://${githubSkill}/SKILL.md`);
  // Only a catalog that holds the GitHub skill says anything about the vendor (the fixture has none).
  if (catalog.some((skill) => skill.name === githubSkill))
    results.record({
      check: `${label} · ${githubSkill} listed`,
      expected: wantGithub ? 'listed' : 'absent',
      got: listed ? 'listed' : 'absent',
      ok: listed === wantGithub,
      runs: [tools, listings[0]],
    });

  const gets = await Promise.all(
    expected.map((skill) => inspect(target, 'modern', ['--method', 'skills/get', '--uri', skill.uri, '--verify', '--require-digests'], on)),
  );
  expected.forEach((skill, index) => {
    const result = gets[index];
    const problems = compareReports(
      jsonLines(result.stdout).filter((line) => 'outcome' in line),
      [skill],
    );
    results.record({
      check: `${label} · skills/get --verify ${skill.uri}`,
      expected: `exit 0; ${skill.files.length} files verified`,
      got: `${exitOf(result)}${problems.length ? `; ${problems.join('; ')}` : `; ${skill.files.length} files verified`}`,
      ok: result.code === 0 && problems.length === 0,
      runs: [result],
    });
  });

  const files = expected.flatMap((skill) => skill.files);
  const reads = await Promise.all(
    files.map((file) => {
      readCount += 1;
      const output = join(readsDir, `${readCount}.bin`);
      return inspect(
        target,
        'modern',
        ['--method', 'resources/read', '--uri', file.uri, '--output', output, '--output-format', 'raw'],
        on,
      ).then((result) => ({ result, output }));
    }),
  );
  files.forEach((file, index) => {
    const { result, output } = reads[index];
    let bytes;
    try {
      bytes = readFileSync(output);
    } catch {
      bytes = undefined;
    }
    const same = bytes !== undefined && bytes.equals(file.bytes);
    results.record({
      check: `${label} · resources/read ${file.uri}`,
      expected: `exit 0; the ${file.size} bytes of ${file.relativeSource}`,
      got: `${exitOf(result)}; ${bytes === undefined ? 'no output' : `${bytes.length} bytes, ${same ? 'identical' : 'DIFFERENT'}`}`,
      ok: result.code === 0 && same,
      runs: [result],
    });
  });

  const hiddenRuns = await Promise.all(
    hidden.flatMap((skill) => [
      inspect(target, 'modern', ['--method', 'skills/get', '--uri', skill.uri], on).then((result) => ({
        what: `skills/get ${skill.uri}`,
        result,
      })),
      ...skill.files.map((file) =>
        inspect(target, 'modern', ['--method', 'resources/read', '--uri', file.uri], on).then((result) => ({
          what: `resources/read ${file.uri}`,
          result,
        })),
      ),
    ]),
  );
  for (const { what, result } of hiddenRuns) {
    const envelope = errorEnvelope(result.stderr);
    // A refusal from a live server, not a crash or a hang (those also exit 1 with code "error").
    const refused =
      result.code === 1 && envelope?.code === 'error' && !/connection closed|timed? ?out|unreachable/i.test(envelope.message ?? '');
    results.record({
      check: `${label} · hidden: ${what}`,
      expected: 'exit 1, refused by the server',
      got: `${exitOf(result)}; ${envelope ? `${envelope.code}: ${envelope.message}` : 'no error envelope'}`,
      ok: refused,
      runs: [result],
    });
  }

  const offRuns = await Promise.all(
    offCases.map(async (offCase) => ({
      ...offCase,
      list: await inspect(target, offCase.era, ['--method', 'skills/list', '--verify', '--require-digests'], offCase.env),
      resources: await inspect(target, offCase.era, ['--method', 'resources/list', '--format', 'json'], offCase.env),
    })),
  );
  for (const { name, list, resources } of offRuns) {
    const envelope = errorEnvelope(list.stderr);
    results.record({
      check: `${label} · ${name} · skills/list --verify`,
      expected: 'exit 1, skills_unsupported',
      got: `${exitOf(list)}, ${envelope?.code ?? 'no error envelope'}`,
      ok:
        list.code === 1 &&
        envelope?.code === 'skills_unsupported' &&
        (envelope.message ?? '').includes(`does not declare the ${skillsExtension} extension`),
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

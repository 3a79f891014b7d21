// The official SDK client (`SkillsClient`, size + digest + frontmatter verification on) against each
// stdio target and vendor setting: every visible skill listed, every file read and verified with the
// repository's bytes, hidden skills refused with -32602, and (where the config turns directoryRead
// on) each visible skill's tree walked with readDirectory holding exactly its files; and a legacy-era
// client that sees no extension at all.
import { fileURLToPath } from 'node:url';
import { run } from './processes.mjs';
import { visibleSkills } from './source-catalog.mjs';
import { githubSkill, stdioTargets, vendorVariants } from './targets.mjs';

const probe = fileURLToPath(new URL('./sdk-client-probe.mjs', import.meta.url));
const githubTools = (catalog) => catalog.find((skill) => skill.name === githubSkill)?.tools ?? [];

function runProbe(root, target, env, era, unknown) {
  const spec = { command: target.command, args: target.args, cwd: root, env, era, unknown };
  return run(process.execPath, [probe, JSON.stringify(spec)], { cwd: root, timeoutMs: 120_000 });
}

function parseReport(result) {
  try {
    return JSON.parse(result.stdout.trim().split('\n').at(-1));
  } catch {
    return undefined;
  }
}

export async function runSdkClientSuite({ root, results, catalog, setup }) {
  for (const target of stdioTargets(root, setup)) {
    for (const variant of vendorVariants) {
      const label = `sdk client 2.4 · ${target.label} · ${variant.id}`;
      const env = { MCP_SKILLS_ENABLED: 'true', ...variant.env };
      // The brief's visibility rule with this variant's tool surface (the GitHub tools or none).
      const expected = visibleSkills(catalog, variant.wantGithub ? githubTools(catalog) : []);
      const hidden = catalog.filter((skill) => !expected.includes(skill));
      const unknown = hidden.flatMap((skill) => skill.files.map((file) => file.uri));

      const result = await runProbe(root, target, env, 'modern', unknown);
      const report = parseReport(result);
      const runs = [result];
      if (report === undefined || report.error) {
        results.record({
          check: `${label} · connect, list, read`,
          expected: 'a report',
          got: report?.error ? `${report.error.name}: ${report.error.message}` : 'no report',
          ok: false,
          runs,
        });
        continue;
      }
      const directoryRead = setup.directoryRead === true;
      results.record({
        check: `${label} · extension supported (modern)`,
        expected: `supported, ${directoryRead ? 'directoryRead' : 'no directoryRead'}`,
        got: `${report.supported ? 'supported' : 'unsupported'}${report.directoryRead ? ', directoryRead' : ', no directoryRead'}`,
        ok: report.supported === true && report.directoryRead === directoryRead,
        runs,
      });
      // directoryRead: the tree readDirectory walks from each visible skill's root holds exactly its files.
      if (directoryRead) {
        for (const skill of expected) {
          const walked = report.directories?.find((item) => item.skill === skill.uri);
          const files = [...(walked?.files ?? [])].sort();
          const source = skill.files.map((file) => file.uri).sort();
          results.record({
            check: `${label} · readDirectory tree of ${skill.uri}`,
            expected: `${source.length} files = repository`,
            got:
              walked === undefined
                ? 'not walked'
                : walked.error
                  ? `${walked.error.code ?? walked.error.name}: ${walked.error.message}`
                  : `${files.length} files in ${walked.directories.length} directories${JSON.stringify(files) === JSON.stringify(source) ? ' = repository' : `: ${files.join(', ')}`}`,
            ok: walked !== undefined && !walked.error && JSON.stringify(files) === JSON.stringify(source),
            runs,
          });
        }
      }
      const listed = report.skills.map((skill) => skill.uri).sort();
      const want = expected.map((skill) => skill.uri).sort();
      results.record({
        check: `${label} · list()`,
        expected: want.join(' ') || '(none)',
        got: `${listed.join(' ') || '(none)'}${report.invalid?.length ? `; invalid: ${JSON.stringify(report.invalid)}` : ''}`,
        ok: JSON.stringify(listed) === JSON.stringify(want) && (report.invalid?.length ?? 0) === 0,
        runs,
      });
      for (const skill of expected) {
        const entry = report.skills.find((listedSkill) => listedSkill.uri === skill.uri);
        const manifest = Array.isArray(entry?.resources)
          ? entry.resources.map((file) => `${file.uri} ${file.size} ${file.digest}`).sort()
          : [];
        const source = skill.files.map((file) => `${file.uri} ${file.size} ${file.digest}`).sort();
        results.record({
          check: `${label} · manifest ${skill.uri}`,
          expected: `${source.length} files = repository`,
          got:
            entry === undefined
              ? 'not listed'
              : JSON.stringify(manifest) === JSON.stringify(source)
                ? `${manifest.length} files = repository`
                : `differs: ${manifest.join(', ')}`,
          ok: entry !== undefined && JSON.stringify(manifest) === JSON.stringify(source),
          runs,
        });
        for (const file of skill.files) {
          const read = report.reads.find((item) => item.uri === file.uri);
          const isManifest = file.uri === skill.uri;
          const ok =
            read !== undefined &&
            !read.error &&
            read.verified === true &&
            read.digest === file.digest &&
            read.size === file.size &&
            read.frontmatterChecked === isManifest;
          results.record({
            check: `${label} · read ${file.uri}`,
            expected: `verified${isManifest ? ' + frontmatter' : ''}; ${file.size} bytes = repository`,
            got:
              read === undefined
                ? 'not read'
                : read.error
                  ? `${read.error.name} ${read.error.reason ?? ''}: ${read.error.message}`
                  : `${read.verified ? 'verified' : 'unverified'}${read.frontmatterChecked ? ' + frontmatter' : ''}; ${read.size} bytes ${read.digest === file.digest ? '= repository' : `digest ${read.digest}`}`,
            ok,
            runs,
          });
        }
      }
      for (const outcome of report.unknown) {
        for (const method of ['get', 'read']) {
          if (outcome[method] === undefined) continue;
          results.record({
            check: `${label} · hidden: ${method === 'get' ? 'skills/get' : 'resources/read'} ${outcome.uri}`,
            expected: '-32602',
            got: outcome[method].ok ? 'served' : `${outcome[method].code}: ${outcome[method].message}`,
            ok: outcome[method].code === -32602,
            runs,
          });
        }
      }

      const legacy = await runProbe(root, target, env, 'legacy', []);
      const legacyReport = parseReport(legacy);
      results.record({
        check: `${label} · legacy-era client`,
        expected: 'extension unsupported, 0 skills',
        got:
          legacyReport === undefined
            ? 'no report'
            : legacyReport.error
              ? `error: ${legacyReport.error.message}`
              : `${legacyReport.supported ? 'supported' : 'unsupported'}, ${legacyReport.skills.length} skills (era ${legacyReport.protocolEra})`,
        ok:
          legacyReport !== undefined &&
          !legacyReport.error &&
          legacyReport.supported === false &&
          legacyReport.skills.length === 0 &&
          legacyReport.protocolEra === 'legacy',
        runs: [legacy],
      });
    }
  }
}

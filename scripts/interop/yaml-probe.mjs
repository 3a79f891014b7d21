// A second YAML reading of what is served (SPEC-NOTES §1: hosts re-parse the frontmatter and refuse
// the skill on any difference). Spawns the server over stdio, takes every published `frontmatter`
// from `skills/list`, reads the served SKILL.md with `resources/read`, and re-reads its frontmatter
// block with readers other than the one the build used: YAML 1.1 (PyYAML-style typing: yes/no,
// sexagesimal, octal, timestamps), the failsafe schema (every scalar a string), YAML 1.2 core, and
// js-yaml (what gray-matter-based hosts use). Values are compared here, in process, so that a Date
// or a number never passes for the string it was rendered from. Prints one JSON object on stdout.
//
// usage: node yaml-probe.mjs '<json: {command, args, cwd, env, jsYaml, jsYamlVersion}>'
import { createRequire } from 'node:module';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { parse } from 'yaml';
import { differences, frontmatterBlock } from './frontmatter-compare.mjs';

const spec = JSON.parse(process.argv[2] ?? '{}');
const jsYaml = createRequire(import.meta.url)(spec.jsYaml);

const readers = {
  'YAML 1.1': (source) => parse(source, { version: '1.1' }),
  failsafe: (source) => parse(source, { schema: 'failsafe' }),
  'YAML 1.2 core': (source) => parse(source),
  [`js-yaml ${spec.jsYamlVersion ?? ''}`.trim()]: (source) => jsYaml.load(source),
};

const client = new Client({ name: 'skillpack-interop-yaml', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
const transport = new StdioClientTransport({ command: spec.command, args: spec.args, cwd: spec.cwd, env: spec.env, stderr: 'pipe' });
const serverStderr = [];
transport.stderr?.on('data', (chunk) => serverStderr.push(String(chunk)));
// Any JSON object: the shape is the checker's business here, not the SDK's (a Standard Schema).
const anyResult = { '~standard': { version: 1, vendor: 'skillpack-interop', validate: (value) => ({ value }) } };

const report = { readers: Object.keys(readers), skills: [] };
try {
  await client.connect(transport, { timeout: 20_000 });
  const entries = [];
  let cursor;
  for (let page = 0; page < 64; page += 1) {
    const result = await client.request({ method: 'skills/list', params: cursor === undefined ? {} : { cursor } }, anyResult, {
      timeout: 20_000,
    });
    entries.push(...(result.skills ?? []));
    cursor = result.nextCursor;
    if (cursor === undefined) break;
  }
  for (const entry of entries) {
    const skill = { uri: entry.uri, readings: {} };
    report.skills.push(skill);
    const read = await client.readResource({ uri: entry.uri }, { timeout: 20_000 });
    const text = read.contents?.[0]?.text;
    const block = typeof text === 'string' ? frontmatterBlock(text) : undefined;
    if (block === undefined) {
      skill.error = 'the served SKILL.md has no ---delimited frontmatter block';
      continue;
    }
    for (const [name, reader] of Object.entries(readers)) {
      try {
        const diffs = differences(reader(block), entry.frontmatter);
        skill.readings[name] = { equal: diffs.length === 0, differences: diffs };
      } catch (error) {
        skill.readings[name] = { equal: false, differences: [`reader failed: ${error?.message ?? error}`] };
      }
    }
  }
} catch (error) {
  report.error = String(error?.message ?? error);
} finally {
  await client.close().catch(() => {});
  report.serverStderr = serverStderr.join('').slice(-8_000);
}
process.stdout.write(`${JSON.stringify(report)}\n`);
process.exit(report.error ? 1 : 0);

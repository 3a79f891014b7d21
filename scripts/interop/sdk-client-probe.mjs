// A host built on the official SDK client (`@modelcontextprotocol/client` 2.4.x, `SkillsClient`):
// spawns the server over stdio, lists every skill and reads every listed file with the SDK's size,
// digest and frontmatter verification, walks each skill's directories when the server declares
// directoryRead, and prints what it saw as one JSON object on stdout.
// The interop driver compares that report with the repository's files.
//
// usage: node sdk-client-probe.mjs '<json: {command, args, cwd, env, era, unknown: [uri…]}>'
import { createHash } from 'node:crypto';
import { Client } from '@modelcontextprotocol/client';
import { SkillsClient, SkillVerificationError } from '@modelcontextprotocol/client/ext/skills';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';

const spec = JSON.parse(process.argv[2] ?? '{}');
const sha256 = (bytes) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
const describe = (error) => ({
  name: error?.name,
  code: error?.code,
  reason: error instanceof SkillVerificationError ? error.reason : undefined,
  message: String(error?.message ?? error),
});

const client = new Client(
  { name: 'skillpack-interop-sdk-client', version: '1.0.0' },
  spec.era === 'legacy' ? {} : { versionNegotiation: { mode: { pin: '2026-07-28' } } },
);
const transport = new StdioClientTransport({
  command: spec.command,
  args: spec.args,
  cwd: spec.cwd,
  env: spec.env,
  stderr: 'pipe',
});
const serverStderr = [];
transport.stderr?.on('data', (chunk) => serverStderr.push(String(chunk)));

const report = { era: spec.era, sdkVersion: '2.4', supported: false, skills: [], reads: [], unknown: [] };
try {
  await client.connect(transport, { timeout: 20_000 });
  report.protocolEra = client.getProtocolEra();
  const skills = new SkillsClient(client);
  report.supported = skills.supported;
  report.directoryRead = skills.directoryRead;
  const listing = await skills.list({}, { timeout: 20_000 });
  report.invalid = listing.invalid;
  for (const skill of listing.skills) {
    report.skills.push({ uri: skill.uri, frontmatter: skill.frontmatter, resources: skill.resources });
    const files = Array.isArray(skill.resources) ? skill.resources : [];
    for (const file of files) {
      try {
        const read = await skills.read(skill, file.uri, { timeout: 20_000 });
        report.reads.push({
          skill: skill.uri,
          uri: read.uri,
          verified: read.verified,
          size: read.bytes.length,
          digest: sha256(read.bytes),
          frontmatterChecked: read.frontmatter !== undefined,
        });
      } catch (error) {
        report.reads.push({ skill: skill.uri, uri: file.uri, error: describe(error) });
      }
    }
    // With directoryRead: the skill's tree as the SDK's readDirectory walks it (every page), from
    // its root down through every `inode/directory` child, bounded by the manifest's size.
    if (skills.directoryRead && typeof skill.uri === 'string' && skill.uri.endsWith('/SKILL.md')) {
      const walked = { skill: skill.uri, files: [], directories: [] };
      const queue = [skill.uri.slice(0, -'/SKILL.md'.length)];
      try {
        while (queue.length > 0 && walked.directories.length <= files.length) {
          const directory = queue.shift();
          walked.directories.push(directory);
          const { resources } = await skills.readDirectory(directory, { timeout: 20_000 });
          for (const child of resources) {
            if (child.mimeType === 'inode/directory') queue.push(child.uri);
            else walked.files.push(child.uri);
          }
        }
      } catch (error) {
        walked.error = describe(error);
      }
      (report.directories ??= []).push(walked);
    }
  }
  // URIs the session must not know (tool-scoped visibility): expect -32602 from both methods.
  for (const uri of spec.unknown ?? []) {
    const outcome = { uri };
    if (uri.endsWith('/SKILL.md')) {
      try {
        await skills.get(uri, { timeout: 20_000 });
        outcome.get = { ok: true };
      } catch (error) {
        outcome.get = describe(error);
      }
    }
    try {
      await client.readResource({ uri }, { timeout: 20_000 });
      outcome.read = { ok: true };
    } catch (error) {
      outcome.read = describe(error);
    }
    report.unknown.push(outcome);
  }
} catch (error) {
  report.error = describe(error);
} finally {
  await client.close().catch(() => {});
  report.serverStderr = serverStderr.join('').slice(-8_000);
}
process.stdout.write(`${JSON.stringify(report)}\n`);
process.exit(report.error ? 1 : 0);

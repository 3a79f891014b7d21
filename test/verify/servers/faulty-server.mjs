// A small Skills server over stdio in raw JSON-RPC (one message per line), correct by default and
// carrying one deliberate fault when named on the command line, so `skillpack verify` can be shown
// to name each fault: node faulty-server.mjs [FAULT]. It serves two skills, one with a binary file
// sent as a base64 blob (SPEC-NOTES §2). `directory-read` and the `directory-read-*` faults declare
// directoryRead and answer resources/directory/read from the files served.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const fault = process.argv[2] ?? 'none';
const faults = [
  'none',
  'digest-mismatch',
  'size-mismatch',
  'incomplete-listing',
  'unreadable-file',
  'frontmatter-differs',
  'cursor-loop',
  'directory-read-absent',
  'legacy-sees-skills',
  'unknown-uri-accepted',
  'tampered-cursor-accepted',
  'missing-result-metadata',
  'get-differs',
  'bad-blob',
  'many-skills',
  'manifest-omits-linked-file',
  'directory-read',
  'directory-read-trailing-slash',
  'directory-read-omits-file',
  'directory-read-file-accepted',
  'directory-read-extra-file',
  // Hostile servers (test/hostile/verify-hostile-server.test.ts): verify must end with findings, bounded.
  'deep-frontmatter',
  'wide-frontmatter',
  'flood-ids',
  'slow',
];
if (!faults.includes(fault)) {
  process.stderr.write(`unknown fault ${fault}; one of ${faults.join(', ')}\n`);
  process.exit(2);
}

const sha256 = (bytes) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
const binary = Uint8Array.from({ length: 256 }, (_, i) => i);
const sources = {
  alpha: {
    frontmatter: { name: 'alpha', description: 'Alpha test skill.', metadata: { version: '1.0.0' } },
    files: {
      'SKILL.md': '---\nname: alpha\ndescription: Alpha test skill.\nmetadata:\n  version: "1.0.0"\n---\n\n# Alpha\n\nRead [the guide](references/guide.md) first.\n',
      'references/guide.md': '# Guide\n\nSteps.\n',
      'assets/table.bin': binary,
    },
  },
  beta: {
    frontmatter: { name: 'beta', description: 'Beta test skill.' },
    files: { 'SKILL.md': '---\nname: beta\ndescription: Beta test skill.\n---\n\n# Beta\n' },
  },
};

// A SKILL.md whose frontmatter nests 15,000 levels deep in 30 KB, or holds 23,000 keys in 250 KB.
if (fault === 'deep-frontmatter')
  sources.alpha.files['SKILL.md'] =
    `---\nname: alpha\ndescription: Alpha test skill.\nx: ${'['.repeat(15000)}${']'.repeat(15000)}\n---\n\n# Alpha\n`;
if (fault === 'wide-frontmatter')
  sources.alpha.files['SKILL.md'] =
    `---\nname: alpha\ndescription: Alpha test skill.\n${Array.from({ length: 23000 }, (_, i) => `k${i}: v\n`).join('')}---\n\n# Alpha\n`;

const files = new Map();
const skills = [];
for (const [name, source] of Object.entries(sources)) {
  const resources = [];
  for (const [path, content] of Object.entries(source.files)) {
    const uri = `skill://${name}/${path}`;
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
    let served = bytes;
    if (fault === 'digest-mismatch' && path === 'references/guide.md')
      served = Buffer.from(bytes.toString('utf8').replace('Steps', 'Stepz'));
    if (fault === 'size-mismatch' && path === 'references/guide.md') served = Buffer.concat([bytes, Buffer.from('\n')]);
    files.set(uri, { bytes: served, text: typeof content === 'string' });
    // The file is served and listed in resources/list, but the manifest leaves it out.
    if (fault === 'manifest-omits-linked-file' && path === 'references/guide.md') continue;
    resources.push({ uri, digest: sha256(bytes), size: bytes.length });
  }
  let frontmatter = source.frontmatter;
  if (fault === 'frontmatter-differs' && name === 'alpha')
    frontmatter = { ...frontmatter, description: 'Alpha test skill, said differently.' };
  skills.push({ uri: `skill://${name}/SKILL.md`, frontmatter, resources });
}

const meta = { resultType: 'complete', ttlMs: 60000, cacheScope: 'private' };
const directoryRead = fault === 'directory-read-absent' || fault.startsWith('directory-read');

/** The direct children of a directory, from the files served; a URI with none is no directory. */
function readDirectory(uri) {
  const children = new Map();
  for (const [fileUri, file] of files) {
    if (!fileUri.startsWith(`${uri}/`)) continue;
    if (fault === 'directory-read-omits-file' && fileUri.endsWith('/table.bin')) continue;
    const rest = fileUri.slice(uri.length + 1);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      children.set(fileUri, { uri: fileUri, name: rest, mimeType: file.text ? 'text/markdown' : 'application/octet-stream' });
    } else {
      const dir = `${uri}/${rest.slice(0, slash)}`;
      children.set(dir, { uri: fault === 'directory-read-trailing-slash' ? `${dir}/` : dir, name: rest.slice(0, slash), mimeType: 'inode/directory' });
    }
  }
  if (fault === 'directory-read-extra-file' && uri === 'skill://alpha/references')
    children.set('extra', { uri: 'skill://alpha/references/extra.md', name: 'extra.md', mimeType: 'text/markdown' });
  if (children.size === 0) {
    if (fault === 'directory-read-file-accepted' && files.has(uri)) return { result: { resultType: 'complete', resources: [] } };
    return invalid(`${uri} is not a directory resource`);
  }
  return { result: { resultType: 'complete', resources: [...children.values()] } };
}
const withMeta = (result) => (fault === 'missing-result-metadata' ? result : { ...result, ...meta });
const invalid = (message) => ({ error: { code: -32602, message } });
const modern = (params) => params?._meta?.['io.modelcontextprotocol/protocolVersion'] === '2026-07-28';
let legacySession = false;

function listed() {
  if (fault === 'many-skills')
    return Array.from({ length: 2100 }, (_, i) => ({
      ...skills[1],
      uri: `skill://many/s${i}/SKILL.md`,
      frontmatter: { ...skills[1].frontmatter, name: `s${i}` },
    }));
  return fault === 'incomplete-listing' ? skills.filter((s) => s.uri !== 'skill://beta/SKILL.md') : skills;
}

function answer(method, params) {
  if (method === 'initialize') {
    legacySession = true;
    const extensions = fault === 'legacy-sees-skills' ? { 'io.modelcontextprotocol/skills': {} } : undefined;
    return {
      result: {
        protocolVersion: '2025-11-25',
        capabilities: extensions ? { resources: {}, extensions } : {},
        serverInfo: { name: 'faulty', version: '1' },
      },
    };
  }
  if (legacySession || !modern(params)) {
    if (fault === 'legacy-sees-skills') {
      if (method === 'skills/list') return { result: { skills } };
      if (method === 'resources/list') return { result: { resources: skills.map((s) => ({ uri: s.uri, name: s.frontmatter.name })) } };
    }
    if (method === 'resources/list') return { result: { resources: [] } };
    return { error: { code: -32601, message: 'Method not found' } };
  }
  switch (method) {
    case 'server/discover':
      return {
        result: {
          supportedVersions: ['2026-07-28'],
          capabilities: { resources: {}, extensions: { 'io.modelcontextprotocol/skills': directoryRead ? { directoryRead: true } : {} } },
          ...meta,
        },
      };
    case 'skills/list': {
      const all = listed();
      let start = 0;
      if (params.cursor !== undefined) {
        const match = /^page-(\d+)$/.exec(params.cursor);
        if (fault === 'tampered-cursor-accepted') start = Number(match?.[1] ?? 0) || 0;
        else if (match === null || Number(match[1]) >= all.length || Number(match[1]) < 1) return invalid('Invalid cursor');
        else start = Number(match[1]);
      }
      const size = fault === 'many-skills' ? 2100 : 1;
      const page = all.slice(start, start + size);
      const next = fault === 'cursor-loop' ? 'page-1' : start + size < all.length ? `page-${start + size}` : undefined;
      return { result: withMeta({ skills: page, ...(next === undefined ? {} : { nextCursor: next }) }) };
    }
    case 'skills/get': {
      const skill = skills.find((s) => s.uri === params.uri);
      if (skill === undefined)
        return fault === 'unknown-uri-accepted' ? { result: withMeta({ skill: skills[0] }) } : invalid(`Unknown skill`);
      const published =
        fault === 'get-differs' && skill.uri.includes('alpha') ? { ...skill, resources: skill.resources.slice(0, 1) } : skill;
      return { result: withMeta({ skill: published }) };
    }
    case 'resources/list': {
      const resources = skills.map((s) => ({ uri: s.uri, name: s.frontmatter.name, mimeType: 'text/markdown' }));
      if (fault === 'manifest-omits-linked-file') resources.push({ uri: 'skill://alpha/references/guide.md', name: 'guide.md', mimeType: 'text/markdown' });
      return { result: { resources } };
    }
    case 'resources/directory/read':
      return directoryRead && fault !== 'directory-read-absent' ? readDirectory(params.uri) : { error: { code: -32601, message: 'Method not found' } };
    case 'resources/read': {
      const file = files.get(params.uri);
      if (file === undefined)
        return fault === 'unknown-uri-accepted' ? { result: { contents: [{ uri: params.uri, text: '' }] } } : invalid('Unknown resource');
      if (fault === 'unreadable-file' && params.uri.endsWith('references/guide.md'))
        return { error: { code: -32603, message: 'Internal error' } };
      const blob = fault === 'bad-blob' ? `${file.bytes.toString('base64')}\n` : file.bytes.toString('base64');
      const content = file.text
        ? { uri: params.uri, mimeType: 'text/markdown', text: file.bytes.toString('utf8') }
        : { uri: params.uri, mimeType: 'application/octet-stream', blob };
      return { result: { contents: [content] } };
    }
    default:
      return { error: { code: -32601, message: 'Method not found' } };
  }
}

const lines = createInterface({ input: process.stdin });
let flooded = false;
lines.on('line', (line) => {
  if (fault === 'flood-ids') {
    // Requests of its own with 4 MiB ids, then nothing: never read again, never answer.
    if (flooded) return;
    flooded = true;
    process.stdin.pause();
    const id = 'i'.repeat(4 * 1024 * 1024);
    // One after the other as the pipe drains; then, 1 s later, counts for 2 s what verify sent back,
    // into the file named on the command line.
    const flood = (n) => {
      if (n === 10) {
        let received = 0;
        setTimeout(() => {
          process.stdin.on('data', (chunk) => (received += chunk.length));
          process.stdin.resume();
          setTimeout(() => writeFileSync(process.argv[3], String(received)), 2000);
        }, 1000);
        return;
      }
      process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id: `${id}${n}`, method: 'roots/list' })}\n`, () => flood(n + 1));
    };
    flood(0);
    return;
  }
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return;
  }
  if (message.id === undefined) return;
  // Every answer 300 ms late: fine for each request, too slow for a whole run under a short --timeout.
  if (fault === 'slow') {
    setTimeout(
      () =>
        process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id: message.id, ...answer(message.method, message.params ?? {}) })}\n`),
      300,
    );
    return;
  }
  process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', id: message.id, ...answer(message.method, message.params ?? {}) })}\n`);
});
lines.on('close', () => process.exit(0));

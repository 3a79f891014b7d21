// A deterministic catalog of skill-like Markdown for the throughput benchmark and for precision
// checks: prose, frontmatter, shell and JSON examples full of secret-adjacent words, placeholders,
// templates, hashes, UUIDs and URLs — and no credential.
import { HEX, Random } from './random.js';

const words = [
  'the',
  'pull',
  'request',
  'token',
  'secret',
  'key',
  'review',
  'workflow',
  'runs',
  'jobs',
  'commit',
  'head',
  'branch',
  'merge',
  'status',
  'check',
  'password',
  'environment',
  'variable',
  'server',
  'client',
  'resource',
  'skill',
  'read',
  'only',
  'never',
  'approve',
  'report',
  'evidence',
  'link',
  'API',
  'authorization',
  'header',
  'bearer',
  'scope',
  'repo',
  'access',
  'credential',
  'rotate',
  'store',
  'vault',
  'CI',
  'pipeline',
  'cache',
  'digest',
  'sha',
  'page',
  'cursor',
  'list',
  'files',
  'patch',
  'diff',
  'coverage',
  'missing',
  'stale',
  'green',
  'failing',
  'pending',
  'queued',
  'a',
  'an',
  'and',
  'or',
  'with',
  'for',
  'to',
  'of',
  'in',
  'on',
  'when',
  'is',
  'are',
  'be',
  'not',
  'if',
  'each',
  'every',
];

const snippets = [
  'export GITHUB_TOKEN="${GITHUB_TOKEN}"',
  'curl -H "Authorization: Bearer $GITHUB_TOKEN" https://api.github.com/repos/acme/app/pulls/42',
  'curl -u "$USER:$API_TOKEN" https://ci.example.com/api/json',
  'gh api repos/{owner}/{repo}/actions/runs --jq ".workflow_runs[] | {id, head_sha, status}"',
  'token: ${{ secrets.GITHUB_TOKEN }}',
  'password: "{{ vault_db_password }}"',
  'const apiKey = process.env.API_KEY;',
  'api_key = os.environ["API_KEY"]',
  'DATABASE_URL=postgres://user:${DB_PASSWORD}@localhost:5432/app',
  'psql postgres://postgres:postgres@localhost:5432/postgres',
  'export SLACK_BOT_TOKEN=xoxb-your-bot-token',
  'export OPENAI_API_KEY=sk-...',
  'Authorization: Bearer <token>',
  'X-API-Key: your-api-key-here',
  'max_tokens: 4096',
  'token_type: bearer',
  'git clone git@github.com:acme/app.git',
  'npm ci && npm run build-skills',
  'SECRET_KEY = get_random_secret_key()',
  'integrity: sha512-z4PhNX7vuL3xVChQ1m2AB9Yg5AULVxXcg/SpIdNs6c5H0NE8XYXysP+DGNKHfuwvY7kxvUdBeoGlODJ6+SfaPg==',
];

function sentence(r: Random): string {
  const n = 6 + r.int(14);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(words[r.int(words.length)] ?? 'the');
  const s = out.join(' ');
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;
}

function uuid(r: Random): string {
  const h = r.chars(32, HEX);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
}

function document(r: Random, index: number, size: number): string {
  const parts: string[] = [
    '---',
    `name: skill-${index}`,
    `description: ${sentence(r)} ${sentence(r)}`,
    'license: MIT',
    'metadata:',
    '  publisher: skillpack',
    '  distribution: bundled with the product',
    '---',
    `# Skill ${index}`,
    '',
  ];
  let length = parts.join('\n').length;
  while (length < size) {
    const kind = r.int(10);
    let block: string;
    if (kind < 5) {
      block = Array.from({ length: 2 + r.int(5) }, () => sentence(r)).join(' ');
    } else if (kind < 7) {
      block = ['```bash', ...Array.from({ length: 2 + r.int(4) }, () => snippets[r.int(snippets.length)] ?? ''), '```'].join('\n');
    } else if (kind === 7) {
      block = `- head \`${r.chars(40, HEX)}\`, run ${r.int(1e9)}, request ${uuid(r)}\n- see https://github.com/acme/app/actions/runs/${r.int(1e10)}/jobs/${r.int(1e10)}`;
    } else if (kind === 8) {
      block = [
        '```json',
        JSON.stringify(
          {
            id: r.int(1e9),
            head_sha: r.chars(40, HEX),
            status: 'completed',
            conclusion: 'success',
            token_scope: 'repo',
            url: `https://api.github.com/repos/acme/app/actions/runs/${r.int(1e9)}`,
          },
          null,
          2,
        ),
        '```',
      ].join('\n');
    } else {
      block = `## ${sentence(r).slice(0, 40)}\n\n| check | state |\n|---|---|\n| lint | passing |\n| test | ${['pending', 'failing', 'passing'][r.int(3)] ?? ''} |`;
    }
    parts.push(block, '');
    length += block.length + 2;
  }
  return parts.join('\n');
}

/** Skill-like Markdown files of 4–64 KiB totalling about `totalBytes`, the same on every run. */
export function skillCorpus(totalBytes: number, seed = 2026): string[] {
  const r = new Random(seed);
  const files: string[] = [];
  let total = 0;
  for (let i = 0; total < totalBytes; i++) {
    const doc = document(r, i, 4096 + r.int(60 * 1024));
    files.push(doc);
    total += doc.length;
  }
  return files;
}

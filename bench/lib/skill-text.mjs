// Skill-like text for the benchmark catalogs: Markdown prose with headings, lists, tables, code fences,
// block quotes and links, JSON samples and plain-text checklists. The vocabulary is deliberately
// free of credential words and high-entropy strings, and nothing emits HTML, HTML comments or
// invisible Unicode, so the generated catalogs lint clean under every packaging and secret rule.

const words = `
  account adapter agent alert allocation analysis anchor archive artifact audit backlog baseline batch
  benchmark boundary branch budget buffer build bundle cache capacity catalog change channel checklist
  client cluster column commit compiler component config connection consumer container context contract
  coverage cursor dashboard database deadline dependency deploy diagram digest directory document domain
  draft driver edge endpoint engine entry environment error event evidence example export extension
  failure feature field filter fixture flag format gateway graph handler header health history host
  import incident index input instance interface inventory issue job journal kernel label latency layer
  ledger library limit listing load locale log manifest mapping marker merge message metric migration
  mirror model module monitor namespace network node notice object offset operator order outcome output
  owner package page parser partition patch path payload peer pipeline plan platform policy pool port
  preview primary probe process producer profile project protocol proxy query queue quota range reader
  record region registry release replica report request resource response retry review revision rollout
  route rule runbook runtime sample schedule schema scope script section segment selector sequence server
  service session shard signal snapshot source span stage state status step storage stream subject
  summary surface switch table target task template tenant test thread threshold ticket timeline timeout
  topic trace tracker transport trigger upgrade usage validator value vendor version view volume warning
  window worker workflow workload zone
`
  .trim()
  .split(/\s+/);

const verbs = `
  check confirm compare collect record verify review inspect measure trace document list group rank
  summarise draft prepare publish update replay restore pause resume schedule split merge tag label
  annotate escalate close open follow read write compute estimate validate reconcile
`
  .trim()
  .split(/\s+/);

const adjectives = `
  current previous stale pending active failed healthy degraded partial complete bounded explicit
  regional primary secondary internal external manual automatic weekly nightly small large critical
  minor optional required stable experimental deprecated consistent slow fast sorted empty
`
  .trim()
  .split(/\s+/);

// Typographic and multilingual fragments, mixed into a share of the files (SPEC-NOTES §2: byte-exact
// text of any script). No zero-width, bidi, variation-selector or no-break space characters.
const typographic = ['—', '→', '≤', '≥', '×', '“quoted”', '‘single’', '…', '±', '°C', '€', 'naïve', 'café', 'Zürich', 'déjà vu'];
const multilingual = [
  'Hinweis: Prüfen Sie die Größe jeder Datei, bevor Sie den Bericht schließen.',
  'Remarque : vérifiez que chaque étape est documentée avant la publication.',
  'Nota: la revisión termina cuando cada paso tiene su evidencia.',
  '注意：レポートを閉じる前に、各ファイルのサイズを確認してください。',
  '提示：在发布之前，请确认每个步骤都有记录。',
  'Примечание: проверьте размер каждого файла перед закрытием отчёта.',
  'Σημείωση: ελέγξτε κάθε βήμα πριν από τη δημοσίευση.',
  '참고: 보고서를 닫기 전에 각 단계의 증거를 확인하세요.',
  'Status ✅ done, ⚠ needs review, 🚀 shipped.',
];

export function titleCase(text) {
  return text.replace(/(^|[\s-])([a-z])/g, (_, sep, c) => `${sep === '-' ? ' ' : sep}${c.toUpperCase()}`);
}

function camel(random, parts) {
  const picked = Array.from({ length: parts }, () => random.pick(words));
  return picked.map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1))).join('');
}

function snake(random, parts) {
  return Array.from({ length: parts }, () => random.pick(words)).join('_');
}

/** A text writer for one file: its random stream, its style, and the links it may use. */
export function createWriter(random, { style, links }) {
  // `text` has no final full stop yet.
  const decorate = (text) => {
    if (style === 'ascii') return `${text}.`;
    if (style === 'multilingual' && random.chance(0.08)) return `${text}. ${random.pick(multilingual)}`;
    if (random.chance(0.25)) return `${text.replace(/ (\w+)$/, ` ${random.pick(typographic)} $1`)}.`;
    return `${text}.`;
  };

  const phrase = () => {
    const roll = random.next();
    if (roll < 0.07) return `\`${camel(random, random.int(2, 3))}\``;
    if (roll < 0.11) return `**${random.pick(adjectives)} ${random.pick(words)}**`;
    if (roll < 0.14 && links.length > 0) {
      const link = random.pick(links);
      return `[${link.label}](${link.href})`;
    }
    if (roll < 0.2) return `${random.pick(adjectives)} ${random.pick(words)}`;
    if (roll < 0.3) return random.pick(verbs);
    return random.pick(words);
  };

  const sentence = () => {
    const length = random.int(7, 18);
    const parts = [random.pick(verbs), 'the', random.pick(adjectives), random.pick(words)];
    while (parts.length < length)
      parts.push(random.chance(0.12) ? random.pick(['and', 'or', 'then', 'for', 'with', 'before', 'after', 'per']) : phrase());
    const text = parts.join(' ');
    return decorate(`${text[0].toUpperCase()}${text.slice(1)}`);
  };

  const paragraph = () => {
    const lines = [];
    let line = '';
    for (let i = random.int(2, 6); i > 0; i -= 1) {
      for (const word of sentence().split(' ')) {
        if (line.length + word.length + 1 > 100 && line !== '') {
          lines.push(line);
          line = word;
        } else line = line === '' ? word : `${line} ${word}`;
      }
    }
    lines.push(line);
    return lines.join('\n');
  };

  const list = (ordered) => {
    const items = [];
    for (let i = 1, n = random.int(3, 8); i <= n; i += 1) items.push(`${ordered ? `${i}.` : '-'} ${sentence()}`);
    return items.join('\n');
  };

  const table = () => {
    const columns = random.int(3, 5);
    const header = ['Item', ...Array.from({ length: columns - 1 }, () => titleCase(random.pick(words)))];
    const rows = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
    for (let r = random.int(3, 12); r > 0; r -= 1) {
      const cells = [`\`${snake(random, 2)}\``];
      for (let c = 1; c < columns; c += 1) {
        const roll = random.next();
        cells.push(
          roll < 0.3
            ? String(random.int(1, 5000))
            : roll < 0.5
              ? random.pick(['yes', 'no', 'n/a', 'partial'])
              : `${random.pick(adjectives)} ${random.pick(words)}`,
        );
      }
      rows.push(`| ${cells.join(' | ')} |`);
    }
    return rows.join('\n');
  };

  const code = () => {
    const kind = random.pick(['bash', 'ts', 'python', 'sql', 'yaml', 'json', 'text']);
    const a = camel(random, 2);
    const b = camel(random, 2);
    const s = snake(random, 2);
    const n = random.int(2, 900);
    const lines = {
      bash: [
        `npm run ${random.pick(words)}-${random.pick(words)} -- --${random.pick(words)} ${n}`,
        `git log --oneline -n ${(n % 50) + 1} -- ${random.pick(words)}/`,
        `curl -sS "https://docs.example.com/${random.pick(words)}/${random.pick(words)}?page=${(n % 9) + 1}"`,
        `jq '.${s} | length' report.json`,
      ],
      ts: [
        `export function ${a}(${b}: readonly string[]): number {`,
        `  const ${s} = ${b}.filter((entry) => entry.startsWith('${random.pick(words)}'));`,
        `  return ${s}.length * ${n};`,
        '}',
      ],
      python: [`def ${s}(${random.pick(words)}s):`, `    """${sentence()}"""`, `    return sorted(${random.pick(words)}s, key=len)[:${n}]`],
      sql: [
        `SELECT ${random.pick(words)}_id, count(*) AS ${random.pick(words)}_count`,
        `FROM ${random.pick(words)}_${random.pick(words)}`,
        `WHERE ${random.pick(words)}_state = '${random.pick(adjectives)}'`,
        `GROUP BY 1 ORDER BY 2 DESC LIMIT ${n};`,
      ],
      yaml: [
        `${random.pick(words)}:`,
        `  ${random.pick(words)}: ${n}`,
        `  ${random.pick(words)}: ${random.pick(adjectives)}`,
        `  steps: [${random.pick(verbs)}, ${random.pick(verbs)}, ${random.pick(verbs)}]`,
      ],
      json: [
        '{',
        `  "${random.pick(words)}": ${n},`,
        `  "${random.pick(words)}": "${random.pick(adjectives)}",`,
        `  "${random.pick(words)}": ["${random.pick(words)}", "${random.pick(words)}"]`,
        '}',
      ],
      text: [
        `${random.pick(words)} ${random.pick(adjectives)} ${n}`,
        `${random.pick(words)} ${random.pick(adjectives)} ${n + 7}`,
        `${random.pick(words)} ${random.pick(adjectives)} ${n + 19}`,
      ],
    }[kind];
    return ['```' + kind, ...lines, '```'].join('\n');
  };

  const quote = () => `> **Note:** ${sentence()}`;

  /** One Markdown block: what documentation is made of. */
  const block = () => {
    const roll = random.next();
    if (roll < 0.42) return paragraph();
    if (roll < 0.54) return list(random.chance(0.4));
    if (roll < 0.66) return table();
    if (roll < 0.84) return code();
    if (roll < 0.9) return quote();
    return `## ${titleCase(`${random.pick(verbs)} the ${random.pick(adjectives)} ${random.pick(words)}`)}`;
  };

  return { sentence, paragraph, list, table, code, block };
}

/** Appends blocks until the next one would pass `target` bytes; never returns more than `target`. */
export function fillMarkdown(head, target, nextBlock) {
  const parts = [head];
  let size = Buffer.byteLength(head);
  let misses = 0;
  while (misses < 8) {
    const piece = `\n${nextBlock()}\n`;
    const bytes = Buffer.byteLength(piece);
    if (size + bytes > target) {
      misses += 1;
      continue;
    }
    parts.push(piece);
    size += bytes;
  }
  return parts.join('');
}

/** A JSON sample of about `target` bytes (always under it): records made of words and numbers. */
export function jsonSample(random, target) {
  const records = [];
  let size = 64;
  for (;;) {
    const record = {
      id: `${random.pick(words)}-${random.int(1, 99999)}`,
      [random.pick(words)]: random.pick(adjectives),
      count: random.int(0, 10000),
      ratio: Math.round(random.next() * 1000) / 1000,
      tags: [random.pick(words), random.pick(words)],
      done: random.chance(0.5),
    };
    const bytes = Buffer.byteLength(JSON.stringify(record, null, 2)) + 6;
    if (size + bytes > target) break;
    records.push(record);
    size += bytes;
  }
  return `${JSON.stringify({ kind: random.pick(words), version: random.int(1, 9), records }, null, 2)}\n`;
}

/** A plain-text checklist of about `target` bytes (always under it). */
export function textSample(random, writer, target) {
  const lines = [`${titleCase(random.pick(words))} checklist`, ''];
  let size = Buffer.byteLength(lines.join('\n'));
  for (let i = 1; ; i += 1) {
    const line = `[ ] ${i}. ${writer.sentence()}`;
    const bytes = Buffer.byteLength(line) + 1;
    if (size + bytes > target) break;
    lines.push(line);
    size += bytes;
  }
  return `${lines.join('\n')}\n`;
}

export const vocabulary = { words, verbs, adjectives };

// Markdown written the way public skills are written, for the real-like benchmark catalog: code-heavy
// (bash, Python, JSON, XML, YAML fences, ````markdown examples with sample links, indented blocks),
// link-dense (links whose text wraps onto the next line, reference-style links and definitions,
// images), lists with nested fences, tables and block quotes, and shell commands that run the
// skill's own scripts. Everything resolves, so the catalog lints clean and `check` takes its
// success path; the vocabulary is the one of skill-text.mjs (no credential-shaped strings).
import { titleCase, vocabulary } from './skill-text.mjs';

const { words, verbs, adjectives } = vocabulary;
const FENCE = '```';

/**
 * A block generator for one file: `links` are {href, label} to files of the skill (relative to this
 * file), `scripts` paths of the skill's scripts from the skill root.
 */
export function createRealWriter(random, { links, scripts }) {
  const word = () => random.pick(words);
  const sentence = () =>
    `${titleCase(random.pick(verbs))} the ${random.pick(adjectives)} ${word()} before the ${word()} ${random.pick(verbs)}s.`;
  const link = () => {
    if (links.length === 0) return word();
    const { href, label } = random.pick(links);
    // About one link in five wraps its text onto the next line.
    return random.chance(0.2) ? `[${label}\n${word()} notes](${href})` : `[${label}](${href})`;
  };
  const paragraph = () => {
    const parts = [];
    for (let i = random.int(3, 7); i > 0; i -= 1)
      parts.push(random.chance(0.45) ? `${sentence().slice(0, -1)}, see ${link()}.` : sentence());
    if (random.chance(0.3)) parts.push(`Use \`${word()}_${word()}\` and \`--${word()}\` here.`);
    return parts.join(random.chance(0.5) ? ' ' : '\n');
  };
  const command = () => (scripts.length === 0 ? `${word()} --${word()}` : `sh ${random.pick(scripts)} --${word()} ${word()}.json`);
  const bash = () => [`${FENCE}bash`, `# ${sentence()}`, command(), `${word()} ${word()} | grep ${word()}`, command(), FENCE].join('\n');
  const python = () =>
    [
      `${FENCE}python`,
      `from ${word()} import ${word()}_${word()}`,
      '',
      `def ${word()}_${word()}(${word()}, ${word()}=None):`,
      `    """${sentence()}"""`,
      `    result = [x for x in ${word()} if x.${word()}]`,
      `    with open("./assets/${word()}.json") as handle:`,
      '        return handle.read(), result',
      FENCE,
    ].join('\n');
  const json = () =>
    [
      `${FENCE}json`,
      '{',
      `  "${word()}": "${word()}",`,
      `  "uri": "file:///workspace/${word()}/${word()}.py",`,
      `  "items": [{ "${word()}": ${random.int(1, 999)}, "path": "../../docs/${word()}.md" }]`,
      '}',
      FENCE,
    ].join('\n');
  const xml = () =>
    [
      `${FENCE}xml`,
      '<?xml version="1.0"?>',
      `<!-- ${sentence()} -->`,
      `<${word()} id="${random.int(1, 99)}">`,
      `  <${word()}>${word()}</${word()}>`,
      `</${word()}>`,
      FENCE,
    ].join('\n');
  const yaml = () =>
    [
      `${FENCE}yaml`,
      `${word()}:`,
      `  ${word()}: ${word()}`,
      `  ${word()}: [${word()}, ${word()}]`,
      `  path: ./scripts/${word()}.sh`,
      FENCE,
    ].join('\n');
  const example = () =>
    [
      '````markdown',
      `# ${titleCase(word())} report`,
      '',
      `See [the ${word()} guide](../../docs/${word()}.md) and run \`scripts/${word()}.py\`.`,
      '',
      `${FENCE}bash`,
      `python scripts/${word()}.py`,
      FENCE,
      '',
      `[${titleCase(word())}]: [Results]`,
      '````',
    ].join('\n');
  const indented = () => ['', `    ${word()} --${word()} ${word()}`, `    ${word()} ${word()}`].join('\n');
  const list = () => {
    const items = [];
    for (let i = random.int(3, 6); i > 0; i -= 1) {
      items.push(`${random.chance(0.5) ? '-' : `${items.length + 1}.`} ${sentence().slice(0, -1)} with ${link()}.`);
      if (random.chance(0.25)) items.push(['', `   ${FENCE}bash`, `   ${command()}`, `   ${FENCE}`, ''].join('\n'));
    }
    return items.join('\n');
  };
  const table = () => {
    const rows = [`| ${word()} | ${word()} | ${word()} |`, '|---|---|---|'];
    for (let i = random.int(2, 6); i > 0; i -= 1)
      rows.push(`| \`${word()}\` | ${link()} | ${random.pick(adjectives)} |`.replace(/\n/g, ' '));
    return rows.join('\n');
  };
  const quote = () => `> ${sentence()}\n> See ${link()}.`;
  const references = () => {
    if (links.length === 0) return sentence();
    const { href, label } = random.pick(links);
    const id = `${word()}-${random.int(1, 999)}`;
    return `Read the [${label}][${id}] first.\n\n[${id}]: ${href} "${titleCase(label)}"`;
  };
  const heading = () => `## ${titleCase(`${random.pick(verbs)} the ${random.pick(adjectives)} ${word()}`)}`;
  const generators = [
    paragraph,
    paragraph,
    paragraph,
    bash,
    bash,
    python,
    json,
    xml,
    yaml,
    example,
    indented,
    list,
    list,
    table,
    quote,
    references,
    heading,
  ];
  const block = () => random.pick(generators)();
  return { block, paragraph, list, sentence };
}

/** A shell script of about `target` bytes for the skill's scripts/ folder. */
export function scriptText(random, target) {
  const lines = ['#!/bin/sh', 'set -eu', ''];
  let size = Buffer.byteLength(lines.join('\n'));
  for (;;) {
    const line = `${random.pick(words)}_${random.pick(words)}="\${1:-${random.pick(words)}}"; echo "${random.pick(verbs)} $${random.pick(words)}_${random.pick(words)}"`;
    const bytes = Buffer.byteLength(line) + 1;
    if (size + bytes > target) break;
    lines.push(line);
    size += bytes;
  }
  return `${lines.join('\n')}\n`;
}

// SKILL.md fixtures for the splitting and YAML rules' tables: a file as written, or a YAML block
// between delimiters (its first line is line 2 of SKILL.md).
import type { FixtureTree } from '../../support/fixture.js';

/** A tree whose only file is skills/demo/SKILL.md holding exactly `text`. */
export function skillFile(text: string): FixtureTree {
  return { 'skills/demo/SKILL.md': text };
}

/** skills/demo/SKILL.md with `yaml` (each line ending in a newline) as its frontmatter block. */
export function yamlBlock(yaml: string): FixtureTree {
  return skillFile(`---\n${yaml}---\n# demo\n\nBody.\n`);
}

/** The billion-laughs shape: nine anchored lists, each alias list nine uses of the one before. */
export function aliasBomb(): string {
  const rows = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  const names = 'abcdefghi';
  for (let i = 1; i < names.length; i++) rows.push(`${names[i]}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(',')}]`);
  return `${rows.join('\n')}\n`;
}

// The README's fenced code blocks and what their info strings promise (README "Contributing"):
// `ts file=NAME [run=stdio|http]` is written into a consumer project, type-checked and maybe run;
// `json config` is a skillpack.config.json (or a fragment of one) that test/config/profiles.test.ts
// validates against the schema; `illustrative` is not run. Anything else is a block nobody tests, which the tests refuse.
import { readFileSync } from 'node:fs';

export interface ReadmeBlock {
  readonly line: number;
  readonly language: string;
  readonly file: string | undefined;
  readonly run: 'stdio' | 'http' | undefined;
  readonly illustrative: boolean;
  /** A config example the schema test reads. */
  readonly config: boolean;
  readonly text: string;
}

export function readmeBlocks(path = 'README.md'): ReadmeBlock[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const blocks: ReadmeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)(.*)$/.exec(lines[i] as string);
    if (open === null) continue;
    const words = (open[2] ?? '').trim().split(/\s+/).filter((w) => w !== '');
    const attr = (name: string): string | undefined => words.find((w) => w.startsWith(`${name}=`))?.slice(name.length + 1);
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== '```'; i++) body.push(lines[i] as string);
    const run = attr('run');
    blocks.push({
      line: start + 1,
      language: open[1] ?? '',
      file: attr('file'),
      run: run === 'stdio' || run === 'http' ? run : undefined,
      illustrative: words.includes('illustrative'),
      config: open[1] === 'json' && words.includes('config'),
      text: `${body.join('\n')}\n`,
    });
  }
  return blocks;
}

/** Relative link targets in the README (what must ship in the package). */
export function readmeRelativeLinks(path = 'README.md'): string[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1] as string).filter((target) => !/^[a-z]+:/.test(target));
}

// The README's code blocks cannot rot unnoticed: each one is either tested (a `ts file=…` block,
// run by packed-consumer.test.ts; a `json config` block, validated by test/config/profiles.test.ts) or marked `illustrative`, and every relative link points at a file
// the package ships (links inside node_modules must work).
import { describe, expect, it } from 'vitest';
import { readmeBlocks, readmeRelativeLinks } from './readme-blocks.js';
import packageJson from '../../package.json' with { type: 'json' };

describe('README code blocks', () => {
  const blocks = readmeBlocks();

  it('are each tested or explicitly illustrative', () => {
    const untested = blocks.filter((b) => !b.illustrative && !b.config && !(b.language === 'ts' && b.file !== undefined)).map((b) => `README.md:${b.line} (${b.language || 'no language'})`);
    expect(untested).toEqual([]);
  });

  it('include a stdio server and an HTTP server', () => {
    expect(blocks.filter((b) => b.run === 'stdio').map((b) => b.file)).toEqual(['server.ts']);
    expect(blocks.filter((b) => b.run === 'http').map((b) => b.file)).toEqual(['http-server.ts']);
  });

  it('link only to files the package ships', () => {
    const shipped = packageJson.files.filter((f) => !f.startsWith('!'));
    const dead = readmeRelativeLinks().filter((target) => !shipped.some((f) => target === f || target.startsWith(`${f}/`)));
    expect(dead).toEqual([]);
  });
});

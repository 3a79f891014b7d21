// Precision on skill-like Markdown: a generated catalog full of secret-adjacent words, placeholders,
// templates, hashes, UUIDs and URLs yields no finding; the same text with real secrets planted
// yields exactly those, at their offsets.
import { expect, test } from 'vitest';
import { scanText } from '../../src/rules/secret/scan-text.js';
import { skillCorpus } from './support/corpus.js';
import { SecretFactory } from './support/secrets.js';

const files = skillCorpus(2 * 1024 * 1024, 17);

test('two MiB of documentation without credentials: no findings', () => {
  expect(files.flatMap((f) => scanText(f).map((m) => `${m.ruleId} ${m.redacted}`))).toEqual([]);
});

test('planted secrets are found exactly where they were planted', () => {
  const g = new SecretFactory(3);
  const planted = [
    g.github(),
    g.npm(),
    g.slackBot(),
    g.google(),
    g.openaiProject(),
    g.anthropic(),
    g.sendgrid(),
    g.pypi(),
    g.cloudflare(),
    g.jwt(),
  ];
  const doc = files[0] ?? '';
  let text = doc;
  const offsets: number[] = [];
  planted.forEach((secret, i) => {
    const at = Math.floor(((i + 1) * text.length) / (planted.length + 1));
    const cut = text.indexOf('\n', at) + 1;
    offsets.push(cut);
    text = `${text.slice(0, cut)}${secret}\n${text.slice(cut)}`;
    for (let k = 0; k < i; k++) if ((offsets[k] ?? 0) >= cut) offsets[k] = (offsets[k] ?? 0) + secret.length + 1;
  });
  const found = scanText(text);
  expect(found.map((m) => [m.offset, m.secret, m.placeholder])).toEqual(
    planted.map((s, i) => [offsets[i], s, false]).sort((a, b) => Number(a[0]) - Number(b[0])),
  );
});

// Message templates: `{name}` takes the report's data; `${NAME}` is an example variable, left as written.
import { describe, expect, it } from 'vitest';
import { fillMessage, unfilledPlaceholders } from '../../src/diagnostics/message.js';

describe('message templates', () => {
  it('fills each placeholder from the data and leaves one without data as written', () => {
    expect(fillMessage('{family} `{redacted}` in {where}', { family: 'Token', redacted: 'gh…x1' })).toBe('Token `gh…x1` in {where}');
    expect(unfilledPlaceholders('{family} in {where}', { family: 'Token' })).toEqual(['where']);
  });

  it('treats a `${NAME}` example variable as text, not as a placeholder', () => {
    const template = 'Write a placeholder (`${TOKEN}`) instead of {redacted}.';
    expect(fillMessage(template, { redacted: 'gh…x1', TOKEN: 'not used' })).toBe('Write a placeholder (`${TOKEN}`) instead of gh…x1.');
    expect(unfilledPlaceholders(template, { redacted: 'gh…x1' })).toEqual([]);
    expect(unfilledPlaceholders(template, undefined)).toEqual(['redacted']);
  });
});

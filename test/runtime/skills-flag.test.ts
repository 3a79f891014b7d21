// MCP_SKILLS_ENABLED accepts exactly "true" or "false"; unset is off; anything else is malformed.
import { describe, expect, it } from 'vitest';
import { parseSkillsFlag } from '../../src/runtime/index.js';

describe('parseSkillsFlag', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
  ])('%s → enabled %s', (value, enabled) => {
    expect(parseSkillsFlag(value)).toEqual({ ok: true, enabled });
  });

  it.each(['', 'TRUE', 'True', '1', '0', 'yes', 'on', ' true', 'true ', 'false\n', 'x'.repeat(10_000)])('refuses %j', (value) => {
    const flag = parseSkillsFlag(value);
    expect(flag.ok).toBe(false);
    if (!flag.ok) {
      expect(flag.message).toContain('MCP_SKILLS_ENABLED must be exactly "true" or "false"');
      expect(flag.message.length).toBeLessThan(200);
    }
  });
});

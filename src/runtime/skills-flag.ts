// `MCP_SKILLS_ENABLED` (SPEC-NOTES §3 "Opt-in"): off by default, exactly `true` or `false`,
// anything else is malformed and must refuse start-up.
import { describeInput } from './describe-input.js';

export const skillsFlagName = 'MCP_SKILLS_ENABLED';

export type SkillsFlag = { readonly ok: true; readonly enabled: boolean } | { readonly ok: false; readonly message: string };

export function parseSkillsFlag(value: string | undefined): SkillsFlag {
  if (value === undefined || value === 'false') return { ok: true, enabled: false };
  if (value === 'true') return { ok: true, enabled: true };
  return {
    ok: false,
    message: `${skillsFlagName} must be exactly "true" or "false" (or unset, which means "false"); got ${describeInput(value)}`,
  };
}

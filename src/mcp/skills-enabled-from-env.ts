// The reference server's policy for `enabled` (SPEC-NOTES §3 "Opt-in"): MCP_SKILLS_ENABLED, exactly
// `true` or `false` (unset = off), read for every request; a malformed value refuses start-up, and
// a value that goes bad later serves no skills.
import { parseSkillsFlag, skillsFlagName } from '../runtime/index.js';
import { SkillsFlagError } from './skills-flag-error.js';

type Environment = { readonly [name: string]: string | undefined };

/** Throws SkillsFlagError now when the variable is malformed; the reader it returns never throws. */
export function skillsEnabledFromEnv(env: Environment = defaultEnvironment(), name: string = skillsFlagName): () => boolean {
  const atStart = parseSkillsFlag(env[name]);
  if (!atStart.ok) throw new SkillsFlagError(name === skillsFlagName ? atStart.message : atStart.message.replace(skillsFlagName, name));
  return () => {
    const flag = parseSkillsFlag(env[name]);
    return flag.ok && flag.enabled;
  };
}

function defaultEnvironment(): Environment {
  return (globalThis as { process?: { env?: Environment } }).process?.env ?? {};
}

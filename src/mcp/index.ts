// skillpack/mcp — public API: serve a skillpack catalog on an MCP server built with the official
// TypeScript SDK v2 (`@modelcontextprotocol/server` 2.4.x). The only code that imports the SDK.

export { attachSkills, directConnectMessage, disabledNotice, type AttachSkillsOptions } from './attach-skills.js';
export { registeredToolNames } from './registered-tools.js';
export { requestEra } from './request-era.js';
export { skillsEnabledFromEnv } from './skills-enabled-from-env.js';
export { SkillsFlagError } from './skills-flag-error.js';
export { withSkills, type WithSkillsOptions } from './with-skills.js';

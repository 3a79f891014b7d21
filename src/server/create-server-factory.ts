// One factory builds every McpServer instance the reference server uses: one per stdio
// connection (and per discarded discover probe), one per HTTP request. Tools come from the
// enabled vendors; skills are attached with the instance's era, so the declaration follows it.
import { McpServer, type McpServerFactory } from '@modelcontextprotocol/server';
import { attachSkills, skillsEnabledFromEnv } from '../mcp/index.js';
import type { SkillServer, SplitSkillServer } from '../runtime/index.js';
import { version } from '../version.js';
import { createGithubApi, type GithubApiOptions } from './github/github-api.js';
import { registerGithubTools } from './github/github-tools.js';
import type { ServerSettings } from './server-settings.js';

export const serverName = 'skillpack-skills-server';

export interface FactoryOptions {
  readonly skills: SkillServer | SplitSkillServer;
  readonly settings: ServerSettings;
  /** Read for every request (SPEC-NOTES §3 "Opt-in"). */
  readonly env: NodeJS.ProcessEnv;
  readonly onerror: (error: Error) => void;
  readonly github?: GithubApiOptions;
}

export function createServerFactory(options: FactoryOptions): McpServerFactory {
  const github = options.settings.vendors.has('github') ? createGithubApi(options.settings.github, options.github) : undefined;
  // MCP_SKILLS_ENABLED is this server's policy (validated at start-up by server-settings.ts); the
  // start-up line says whether skills are on, so the library's disabled notice stays quiet.
  const enabled = skillsEnabledFromEnv(options.env);
  return ({ era }) => {
    const mcp = new McpServer({ name: serverName, version });
    if (github !== undefined) registerGithubTools(mcp, github);
    attachSkills(mcp, { skills: options.skills, era, enabled, onerror: options.onerror, onnotice: () => undefined });
    return mcp;
  };
}

// Wraps an McpServer factory so every instance the SDK's serving entries build (`serveStdio` for
// stdio, `createMcpHandler` for HTTP) serves skills for the era that entry chose: the one way to add
// skills to an existing server (README "Serving").
import type { McpRequestContext, McpServer } from '@modelcontextprotocol/server';
import { attachSkills, type AttachSkillsOptions } from './attach-skills.js';

export type WithSkillsOptions = Omit<AttachSkillsOptions, 'era'>;

/** A factory for `serveStdio` or `createMcpHandler`: yours, with skills attached to each instance. */
export function withSkills(createServer: (ctx: McpRequestContext) => McpServer | Promise<McpServer>, options: WithSkillsOptions): (ctx: McpRequestContext) => Promise<McpServer> {
  return async (ctx) => {
    const mcp = await createServer(ctx);
    attachSkills(mcp, { ...options, era: ctx.era });
    return mcp;
  };
}

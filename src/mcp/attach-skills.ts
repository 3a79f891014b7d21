// Attaches a runtime SkillServer (or SplitSkillServer) to an McpServer of the official SDK v2 (SPEC-NOTES §1, §3).
//
// The capability is declared only on instances built for the 2026-07-28 era with the flag on, so
// `initialize` answers and flag-off discovers look exactly as without skills. The methods are
// served through the SDK's fallback request handler rather than registered handlers: the SDK
// refuses to register `resources/*` handlers without declaring the resources capability, and the
// brief wants `resources/list` answered (empty) where that capability is absent. Era, flag and
// tool surface are read for every request.
import { ProtocolError, ProtocolErrorCode, type McpServer, type ServerContext } from '@modelcontextprotocol/server';
import { modernProtocolVersions, parseSkillsFlag, skillMethods, skillsExtensionId, type ProtocolEra, type SkillServer, type SplitSkillServer } from '../runtime/index.js';
import { registeredToolNames } from './registered-tools.js';
import { requestEra } from './request-era.js';
import { SkillsFlagError } from './skills-flag-error.js';

export interface AttachSkillsOptions {
  /** One runtime server for the whole process (it holds the cursor key); share it across instances. */
  readonly skills: SkillServer | SplitSkillServer;
  /** The era the serving entry built this instance for (the factory's `McpRequestContext.era`). */
  readonly era: ProtocolEra;
  /** Reads the raw MCP_SKILLS_ENABLED value; called at attach and for every request. Default: the process environment. */
  readonly flag?: () => string | undefined;
  /** The session's tool names for one request. Default: the tools registered and enabled on the server. */
  readonly toolSurface?: (ctx: ServerContext) => Iterable<string>;
  /** Told about unexpected failures (answered to the client as a bare internal error). */
  readonly onerror?: (error: Error) => void;
}

const ownMethods: ReadonlySet<string> = new Set(skillMethods);
const wrongRevision = `Invalid _meta envelope: io.modelcontextprotocol/protocolVersion must name ${modernProtocolVersions.join(' or ')} on this connection`;
const attached = new WeakSet<McpServer>();

/**
 * Serves the catalog on `mcp`. Call before connecting, once per instance. Throws SkillsFlagError
 * when MCP_SKILLS_ENABLED is malformed, and Error when the server already serves resources or
 * skills (register no resources of your own on a server that serves skills).
 */
export function attachSkills(mcp: McpServer, options: AttachSkillsOptions): void {
  if (attached.has(mcp)) throw new Error('skills are already attached to this server');
  if (mcp.isConnected()) throw new Error('attach skills before connecting the server');
  const server = mcp.server;
  for (const method of ownMethods) server.assertCanSetRequestHandler(method);

  const readFlag = options.flag ?? (() => (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.['MCP_SKILLS_ENABLED']);
  const atStart = parseSkillsFlag(readFlag());
  if (!atStart.ok) throw new SkillsFlagError(atStart.message);
  const toolSurface = options.toolSurface ?? (() => registeredToolNames(mcp));

  if (options.era === 'modern' && atStart.enabled) {
    // SPEC-NOTES §3 "Declaration": `resources: {}` and the extension with no optional features.
    server.registerCapabilities({ resources: {}, extensions: { [skillsExtensionId]: {} } });
  }

  const previous = server.fallbackRequestHandler;
  server.fallbackRequestHandler = async (request, ctx) => {
    if (!ownMethods.has(request.method)) {
      if (previous !== undefined) return previous(request, ctx);
      throw new ProtocolError(ProtocolErrorCode.MethodNotFound, 'Method not found');
    }
    let outcome;
    try {
      const flag = parseSkillsFlag(readFlag());
      // A value that went bad after start-up fails closed: skills are off.
      const enabled = flag.ok && flag.enabled;
      const era = requestEra(ctx);
      // On a 2026-07-28 connection the SDK lets an envelope naming another revision through; such a
      // request is malformed there, not a legacy one (legacy gating would answer "method not found"
      // for methods this very connection advertised).
      if (enabled && options.era === 'modern' && era === 'legacy') throw new ProtocolError(ProtocolErrorCode.InvalidParams, wrongRevision);
      outcome = await options.skills.respond(request.method, request.params, { era, enabled, tools: new Set(toolSurface(ctx)) });
    } catch (error) {
      if (error instanceof ProtocolError) throw error;
      options.onerror?.(error instanceof Error ? error : new Error(String(error)));
      throw new ProtocolError(ProtocolErrorCode.InternalError, 'Internal error');
    }
    if (outcome === undefined) throw new ProtocolError(ProtocolErrorCode.MethodNotFound, 'Method not found');
    if (!outcome.ok) throw new ProtocolError(outcome.error.code, outcome.error.message);
    return outcome.result as Record<string, unknown>;
  };
  attached.add(mcp);
}

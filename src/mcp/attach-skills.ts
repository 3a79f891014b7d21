// Attaches a runtime SkillServer (or SplitSkillServer) to an McpServer of the official SDK v2 (SPEC-NOTES §1, §3).
//
// The capability is declared only on instances built for the 2026-07-28 era with skills enabled, so
// `initialize` answers and disabled discovers look exactly as without skills. The methods are
// served through the SDK's fallback request handler rather than registered handlers: the SDK
// refuses to register `resources/*` handlers without declaring the resources capability, and the
// brief wants `resources/list` answered (empty) where that capability is absent. The server's own
// resources (own-resources.ts) are served beside the skills. Era, `enabled` and tool surface are
// read for every request.
import { ProtocolError, ProtocolErrorCode, type McpServer, type ServerContext } from '@modelcontextprotocol/server';
import {
  modernProtocolVersions,
  skillMethods,
  skillsExtensionId,
  type ProtocolEra,
  type SkillServer,
  type SplitSkillServer,
} from '../runtime/index.js';
import { skillScheme } from '../runtime/bounds.js';
import { takeOverOwnResources, type OwnResources } from './own-resources.js';
import { registeredToolNames } from './registered-tools.js';
import { requestEra } from './request-era.js';

export interface AttachSkillsOptions {
  /** One runtime server for the whole process (it holds the cursor key); share it across instances. */
  readonly skills: SkillServer | SplitSkillServer;
  /**
   * The era the serving entry built this instance for: the `era` that `serveStdio` and
   * `createMcpHandler` pass to the factory (`withSkills` passes it for you).
   */
  readonly era: ProtocolEra;
  /**
   * Whether skills are served. A function is called at attach and for every request (turning it off
   * refuses reads that follow an earlier listing); a function that throws counts as `false`.
   */
  readonly enabled: boolean | (() => boolean);
  /** The session's tool names for one request. Default: the tools registered and enabled on the server. */
  readonly toolSurface?: (ctx: ServerContext) => Iterable<string>;
  /** Told about unexpected failures (answered to the client as a bare internal error). */
  readonly onerror?: (error: Error) => void;
  /**
   * Receives the one-line notice printed once per SkillServer when skills are attached but disabled.
   * Default: `console.error` (stderr, never the stdio protocol stream).
   */
  readonly onnotice?: (line: string) => void;
}

const ownMethods: ReadonlySet<string> = new Set(skillMethods);
const wrongRevision = `Invalid _meta envelope: io.modelcontextprotocol/protocolVersion must name ${modernProtocolVersions.join(' or ')} on this connection`;
const attached = new WeakSet<McpServer>();
const noticed = new WeakSet<object>();

/** Why a directly connected modern instance cannot work, and what to write instead. */
export const directConnectMessage =
  'skillpack/mcp: this McpServer was attached for the 2026-07-28 era but connected directly; McpServer.connect() negotiates only the 2025 revisions, so 2026-07-28 clients fail and no client would see skills. ' +
  "Serve it through the SDK's entries instead: serveStdio(withSkills(createServer, { skills, enabled })) from '@modelcontextprotocol/server/stdio', or createMcpHandler(withSkills(createServer, { skills, enabled })) for HTTP.";

export const disabledNotice =
  'skillpack/mcp: skills are attached but disabled (enabled: false): clients see no skills extension and no skill resources.';

interface NegotiatedView {
  getNegotiatedProtocolVersion?: () => string | undefined;
}

/**
 * Serves the catalog on `mcp`. Call before connecting, once per instance; resources the server
 * registers itself (before or after) are served beside the skills. Throws when the server serves
 * skills already or is connected, and at connect when an instance attached for the 2026-07-28 era is
 * connected directly instead of through `serveStdio` or `createMcpHandler`.
 */
export function attachSkills(mcp: McpServer, options: AttachSkillsOptions): void {
  if (attached.has(mcp)) throw new Error('skillpack/mcp: skills are already attached to this server');
  if (mcp.isConnected()) throw new Error('skillpack/mcp: attach skills before connecting the server');
  const server = mcp.server;
  for (const method of ownMethods) {
    if (method.startsWith('resources/') && method !== 'resources/directory/read') continue;
    server.assertCanSetRequestHandler(method);
  }
  const own = takeOverOwnResources(mcp);
  const enabledNow = enabledReader(options.enabled);
  const toolSurface = options.toolSurface ?? (() => registeredToolNames(mcp));

  const atStart = enabledNow();
  if (!atStart && !noticed.has(options.skills)) {
    noticed.add(options.skills);
    (options.onnotice ?? ((line: string) => console.error(line)))(disabledNotice);
  }
  if (options.era === 'modern' && atStart) {
    // SPEC-NOTES §3 "Declaration": `resources: {}` and the extension with no optional features, or
    // `directoryRead: true` when the catalog offers resources/directory/read (the config's `directoryRead`).
    const declaration = options.skills.catalog.directoryRead === true ? { directoryRead: true } : {};
    server.registerCapabilities({ resources: {}, extensions: { [skillsExtensionId]: declaration } });
  }

  const connect = mcp.connect.bind(mcp);
  mcp.connect = async (transport) => {
    own.adopt();
    if (options.era === 'modern') {
      const negotiated = (server as unknown as NegotiatedView).getNegotiatedProtocolVersion?.();
      if (negotiated === undefined || !modernProtocolVersions.includes(negotiated)) throw new Error(directConnectMessage);
    }
    return connect(transport);
  };

  const previous = server.fallbackRequestHandler;
  server.fallbackRequestHandler = async (request, ctx) => {
    if (!ownMethods.has(request.method)) {
      if (previous !== undefined) return previous(request, ctx);
      throw new ProtocolError(ProtocolErrorCode.MethodNotFound, 'Method not found');
    }
    try {
      const enabled = enabledNow();
      const era = requestEra(ctx);
      // On a 2026-07-28 connection the SDK lets an envelope naming another revision through; such a
      // request is malformed there, not a legacy one (legacy gating would answer "method not found"
      // for methods this very connection advertised).
      if (enabled && options.era === 'modern' && era === 'legacy') throw new ProtocolError(ProtocolErrorCode.InvalidParams, wrongRevision);
      const serve = async (): Promise<Record<string, unknown>> => {
        const outcome = await options.skills.respond(request.method, request.params, { era, enabled, tools: new Set(toolSurface(ctx)) });
        if (outcome === undefined) throw new ProtocolError(ProtocolErrorCode.MethodNotFound, 'Method not found');
        if (!outcome.ok) throw new ProtocolError(outcome.error.code, outcome.error.message);
        return outcome.result as Record<string, unknown>;
      };
      return await route(request, ctx, own, enabled && era === 'modern', serve);
    } catch (error) {
      if (error instanceof ProtocolError) throw error;
      options.onerror?.(error instanceof Error ? error : new Error(String(error)));
      throw new ProtocolError(ProtocolErrorCode.InternalError, 'Internal error');
    }
  };
  attached.add(mcp);
}

function enabledReader(enabled: AttachSkillsOptions['enabled']): () => boolean {
  if (typeof enabled === 'boolean') return () => enabled;
  if (typeof enabled !== 'function') throw new TypeError('skillpack/mcp: attachSkills needs `enabled: true | false | () => boolean`');
  return () => {
    try {
      return enabled() === true;
    } catch {
      // Fails closed: a policy that cannot answer serves no skills.
      return false;
    }
  };
}

interface RawRequest {
  readonly method: string;
  readonly params?: { readonly [key: string]: unknown } | undefined;
}

/**
 * One request to the skills, the server's own resources, or both: skill:// reads go to the skills
 * while they are served, other reads to the server's handler; the first page of a listing holds the
 * server's own entries and then the skills' first page, and a cursor (only skills paginate) pages
 * through the skills.
 */
async function route(
  request: RawRequest,
  ctx: ServerContext,
  own: OwnResources,
  skillsServed: boolean,
  serve: () => Promise<Record<string, unknown>>,
): Promise<Record<string, unknown>> {
  const method = request.method;
  if (method !== 'resources/list' && method !== 'resources/templates/list' && method !== 'resources/read') return serve();
  const handler = own.get(method);
  if (handler === undefined) return serve();
  const callOwn = (): Promise<Record<string, unknown>> =>
    (handler as unknown as (r: RawRequest, c: ServerContext) => Promise<Record<string, unknown>>)(request, ctx);
  if (method === 'resources/read') {
    const uri = request.params?.['uri'];
    return skillsServed && typeof uri === 'string' && uri.startsWith(skillScheme) ? serve() : callOwn();
  }
  if (!skillsServed) return callOwn();
  if (request.params?.['cursor'] !== undefined) return serve();
  const key = method === 'resources/list' ? 'resources' : 'resourceTemplates';
  const mine = await callOwn();
  if (mine['nextCursor'] !== undefined)
    throw new Error(
      `the server's own ${method} handler paginates; skills can be listed beside its resources only when it answers in one page`,
    );
  const theirs = await serve();
  return { ...theirs, [key]: [...asArray(mine[key]), ...asArray(theirs[key])] };
}

function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

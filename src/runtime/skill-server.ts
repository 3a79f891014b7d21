// Serves an emitted catalog from memory: skills/list, skills/get, resources/list,
// resources/templates/list, resources/read and, when the catalog offers it, resources/directory/read,
// gated by protocol era and the opt-in flag and scoped by the session's tool surface (SPEC-NOTES §1 and §3). Every answer is a result or a
// WireError value; nothing here touches a filesystem, a network or the MCP SDK. A split catalog
// (index module plus one texts module per skill) is served the same way, with resources/read
// awaiting the skill's texts the first time one of its files is read.
import { cacheScope, cacheTtlMs, resourcesPageSize, skillsPageSize } from './bounds.js';
import { indexCatalog, type AnyCatalog, type AnyCatalogSkill, type CatalogIndex, type IndexedFile } from './catalog-index.js';
import { decodeBase64 } from './base64.js';
import { createCursorCodec, type CursorKind } from './cursor.js';
import { describeInput, describeType } from './describe-input.js';
import { indexDirectories, type IndexedDirectory } from './directory-index.js';
import { explainSkillUriProblem, parseSkillDirectoryUri, parseSkillUri } from './skill-uri.js';
import type { CatalogSkill, SkillCatalog, SplitCatalogSkill, SplitSkillCatalog } from './types.js';
import { sha256 } from './sha256.js';
import { snapshotCatalog } from './snapshot-catalog.js';
import { loadedTextsProblems } from './validate-catalog.js';
import { isVisible, toolSet, visibilityKey, type ToolSurface } from './visibility.js';
import { internalErrorCode, invalidParams, methodNotFound, type WireError } from './wire-error.js';
import type {
  ResourceContents,
  EraFields,
  GetSkillResult,
  ListResourcesResult,
  ListResourceTemplatesResult,
  ListSkillsResult,
  ProtocolEra,
  ReadResourceDirectoryResult,
  ReadResourceResult,
} from './wire-types.js';

/** What one request brings: its protocol era, the flag as read for it, and the session's tools. */
export interface SkillRequestContext {
  readonly era: ProtocolEra;
  readonly enabled: boolean;
  readonly tools: ToolSurface;
}

export type SkillsOutcome<T> = { readonly ok: true; readonly result: T } | { readonly ok: false; readonly error: WireError };

export interface SkillServerOptions {
  /**
   * Key that signs cursors. Default: 32 random bytes per server, so cursors do not outlive the
   * process; pass a shared key when several processes serve one listing.
   */
  readonly cursorKey?: Uint8Array;
  /**
   * Split layout: how long a skill's texts module may take to load before the read fails with an
   * internal error (and the next read tries again). Default 10 s; a module whose import never
   * settles must not hang every read of its skill.
   */
  readonly textsLoadTimeoutMs?: number;
}

const defaultTextsLoadTimeoutMs = 10_000;

/**
 * `sha256:` + hex of the file's raw bytes, the manifest's digest form (SPEC-NOTES §1): the UTF-8 bytes
 * of a text, the decoded bytes of a blob's base64 (already checked as canonical by loadedTextsProblems).
 */
function loadedDigest(loaded: string, encoding: 'base64' | undefined): string {
  let hex = 'sha256:';
  const bytes = encoding === 'base64' ? decodeBase64(loaded) : new TextEncoder().encode(loaded);
  for (const byte of sha256(bytes)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Settles like `promise`, or rejects after `ms` (the timer never keeps a process alive). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not load within ${ms} ms`)), ms) as unknown as { unref?: () => void };
    timer.unref?.();
    promise.then(
      (value) => {
        clearTimeout(timer as unknown as number);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer as unknown as number);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The methods `respond` answers; any other method is not the runtime's business. */
export const skillMethods = Object.freeze([
  'skills/list',
  'skills/get',
  'resources/list',
  'resources/templates/list',
  'resources/read',
  'resources/directory/read',
] as const);

export type SkillMethod = (typeof skillMethods)[number];

export interface SkillServer {
  readonly catalog: SkillCatalog;
  listSkills(params: unknown, ctx: SkillRequestContext): SkillsOutcome<ListSkillsResult>;
  getSkill(params: unknown, ctx: SkillRequestContext): SkillsOutcome<GetSkillResult>;
  listResources(params: unknown, ctx: SkillRequestContext): SkillsOutcome<ListResourcesResult>;
  listResourceTemplates(params: unknown, ctx: SkillRequestContext): SkillsOutcome<ListResourceTemplatesResult>;
  readResource(params: unknown, ctx: SkillRequestContext): SkillsOutcome<ReadResourceResult>;
  /** `resources/directory/read`: "method not found" unless the catalog sets `directoryRead`. */
  readDirectory(params: unknown, ctx: SkillRequestContext): SkillsOutcome<ReadResourceDirectoryResult>;
  /** Answers one of `skillMethods`; `undefined` for any other method. */
  respond(method: string, params: unknown, ctx: SkillRequestContext): SkillsOutcome<object> | undefined;
  /** The skills a session with these tools sees, in catalog order. */
  visibleSkills(tools: ToolSurface): readonly CatalogSkill[];
}

/** `SkillServer` for a split catalog: resources/read (and `respond`) may wait for a skill's texts. */
export interface SplitSkillServer extends Omit<SkillServer, 'catalog' | 'readResource' | 'respond' | 'visibleSkills'> {
  readonly catalog: SplitSkillCatalog;
  readResource(params: unknown, ctx: SkillRequestContext): Promise<SkillsOutcome<ReadResourceResult>>;
  /** Answers one of `skillMethods`; `undefined` for any other method. */
  respond(method: string, params: unknown, ctx: SkillRequestContext): Promise<SkillsOutcome<object>> | undefined;
  /** The skills a session with these tools sees, in catalog order. */
  visibleSkills(tools: ToolSurface): readonly SplitCatalogSkill[];
}

const modernFields = Object.freeze({ resultType: 'complete', ttlMs: cacheTtlMs, cacheScope }) satisfies EraFields;
const noFields = Object.freeze({}) satisfies EraFields;

/** Throws CatalogError (a local error) when the catalog cannot be served. */
export function createSkillServer(given: SkillCatalog, options: SkillServerOptions = {}): SkillServer {
  // What is validated is a frozen copy, and only that copy is ever served.
  const catalog = snapshotCatalog(given);
  const core = serverCore(catalog, options);
  const readResource = (params: unknown, ctx: SkillRequestContext): SkillsOutcome<ReadResourceResult> => {
    const found = core.readableFile(params, ctx);
    if (!found.ok) return found;
    return { ok: true, result: { contents: [found.result.contents as ResourceContents], ...core.eraFields(ctx) } };
  };
  const server: SkillServer = {
    ...core.methods,
    catalog,
    readResource,
    respond: (method, params, ctx) => (method === 'resources/read' ? readResource(params, ctx) : core.respond(method, params, ctx)),
    visibleSkills: (tools) => core.visibleSkills(tools) as readonly CatalogSkill[],
  };
  return Object.freeze(server);
}

/**
 * The server for a split catalog. Throws CatalogError when its index cannot be served; a skill whose
 * texts module fails to load or does not match the index answers resources/read with an internal
 * error (and is tried again on the next read).
 */
export function createSplitSkillServer(given: SplitSkillCatalog, options: SkillServerOptions = {}): SplitSkillServer {
  const catalog = snapshotCatalog(given);
  const core = serverCore(catalog, options);
  const loaded = new Map<number, Promise<readonly ResourceContents[]>>();
  const contentsOf = (position: number): Promise<readonly ResourceContents[]> => {
    let pending = loaded.get(position);
    if (pending === undefined) {
      const skill = catalog.skills[position] as SplitCatalogSkill;
      const loading = Promise.resolve().then(() => skill.loadTexts());
      pending = within(loading, options.textsLoadTimeoutMs ?? defaultTextsLoadTimeoutMs, `the texts module of skill ${skill.path}`).then(
        (given) => {
          // A copy of what was loaded is checked (sizes, then every digest of the index) and only that copy is served.
          const texts: unknown = Array.isArray(given) ? [...(given as unknown[])] : given;
          const problems = loadedTextsProblems(skill.files, texts);
          if (problems.length === 0) {
            (texts as string[]).forEach((text, i) => {
              const file = skill.files[i] as { readonly path: string; readonly digest: string; readonly encoding?: 'base64' };
              if (loadedDigest(text, file.encoding) !== file.digest)
                problems.push(`file ${file.path}: the text does not match the digest of the index`);
            });
          }
          if (problems.length > 0)
            throw new Error(`the texts of skill ${skill.path} do not match the catalog index: ${problems.slice(0, 3).join('; ')}`);
          // A blob's base64 goes on the wire as it is: nothing is decoded (MCP resources/read `blob`).
          return Object.freeze(
            skill.files.map((file, i): ResourceContents =>
              Object.freeze(
                file.encoding === 'base64'
                  ? { uri: file.uri, mimeType: file.mediaType, blob: (texts as string[])[i] as string }
                  : { uri: file.uri, mimeType: file.mediaType, text: (texts as string[])[i] as string },
              ),
            ),
          );
        },
      );
      loaded.set(position, pending);
      // A failed load is not cached: the next read tries again.
      pending.catch(() => loaded.delete(position));
    }
    return pending;
  };
  const readResource = async (params: unknown, ctx: SkillRequestContext): Promise<SkillsOutcome<ReadResourceResult>> => {
    const found = core.readableFile(params, ctx);
    if (!found.ok) return found;
    const { skill, file } = found.result.source;
    let contents: readonly ResourceContents[];
    try {
      contents = await contentsOf(skill);
    } catch (error) {
      return {
        ok: false,
        error: Object.freeze({
          code: internalErrorCode,
          message: `Internal error: ${error instanceof Error ? error.message : String(error)}`,
        }),
      };
    }
    return { ok: true, result: { contents: [contents[file] as ResourceContents], ...core.eraFields(ctx) } };
  };
  const server: SplitSkillServer = {
    ...core.methods,
    catalog,
    readResource,
    respond: (method, params, ctx) => {
      if (method === 'resources/read') return readResource(params, ctx);
      const answer = core.respond(method, params, ctx);
      return answer === undefined ? undefined : Promise.resolve(answer);
    },
    visibleSkills: (tools) => core.visibleSkills(tools) as readonly SplitCatalogSkill[],
  };
  return Object.freeze(server);
}

type CoreMethods = Pick<SkillServer, 'listSkills' | 'getSkill' | 'listResources' | 'listResourceTemplates' | 'readDirectory'>;

interface ServerCore {
  readonly methods: CoreMethods;
  readonly index: CatalogIndex;
  eraFields(ctx: SkillRequestContext): EraFields;
  /** The file a resources/read names, if this session may read it; the contents are the caller's to add. */
  readableFile(params: unknown, ctx: SkillRequestContext): SkillsOutcome<IndexedFile>;
  /** Every method but resources/read. */
  respond(method: string, params: unknown, ctx: SkillRequestContext): SkillsOutcome<object> | undefined;
  visibleSkills(tools: ToolSurface): readonly AnyCatalogSkill[];
}

/** Everything both layouts answer the same way. Throws CatalogError when the catalog cannot be served. */
function serverCore(catalog: AnyCatalog, options: SkillServerOptions): ServerCore {
  const index = indexCatalog(catalog);
  // Built only when offered: a catalog without directoryRead starts as it always did.
  const directories = catalog.directoryRead === true ? indexDirectories(index) : undefined;
  const cursors = createCursorCodec(options.cursorKey ?? randomKey(catalog.digest), catalog.digest);

  const eraFields = (ctx: SkillRequestContext): EraFields => (ctx.era === 'modern' ? modernFields : noFields);
  // SPEC-NOTES §3 "Compatibility": skills exist only for 2026-07-28 requests with the flag on.
  const served = (ctx: SkillRequestContext): boolean => ctx.enabled && ctx.era === 'modern';

  const visibility = (tools: ToolSurface): boolean[] => {
    const set = toolSet(tools);
    return index.skills.map(({ skill }) => isVisible(skill, set));
  };

  const fileVisible = (file: IndexedFile, tools: ReadonlySet<string>): boolean =>
    file.owners.some((owner) => isVisible((index.skills[owner] as { skill: AnyCatalogSkill }).skill, tools));

  const page = <T>(
    items: readonly T[],
    params: unknown,
    kind: CursorKind,
    key: string,
    size: number,
  ): SkillsOutcome<{ items: readonly T[]; nextCursor?: string }> => {
    const cursor = paramsField(params, 'cursor');
    if (!cursor.ok) return cursor;
    let offset = 0;
    if (cursor.result !== undefined) {
      const opened = cursors.open(cursor.result, kind, key, items.length, size);
      if (!opened.ok) return opened;
      offset = opened.offset;
    }
    const end = offset + size;
    const slice = items.slice(offset, end);
    return { ok: true, result: end < items.length ? { items: slice, nextCursor: cursors.mint(kind, end, key) } : { items: slice } };
  };

  const methods: CoreMethods = {
    listSkills(params, ctx) {
      if (!served(ctx)) return { ok: false, error: methodNotFound };
      const visible = visibility(ctx.tools);
      const entries = index.skills.filter((_, i) => visible[i]).map((s) => s.entry);
      const listed = page(entries, params, 'skills', visibilityKey(visible), skillsPageSize);
      if (!listed.ok) return listed;
      const { items, nextCursor } = listed.result;
      return {
        ok: true,
        result: nextCursor === undefined ? { skills: items, ...eraFields(ctx) } : { skills: items, nextCursor, ...eraFields(ctx) },
      };
    },

    getSkill(params, ctx) {
      if (!served(ctx)) return { ok: false, error: methodNotFound };
      const uri = requiredUri(params);
      if (!uri.ok) return uri;
      const skill = index.skillByUri.get(uri.result);
      if (skill === undefined || !isVisible(skill.skill, toolSet(ctx.tools))) {
        const file = index.fileByUri.get(uri.result);
        const hint =
          file !== undefined && fileVisible(file, toolSet(ctx.tools))
            ? ' (that URI is a supporting file; skills/get takes the URI of a SKILL.md)'
            : '';
        return { ok: false, error: invalidParams(`Unknown skill: no skill is served at ${describeInput(uri.result)}${hint}`) };
      }
      return { ok: true, result: { skill: skill.entry, ...eraFields(ctx) } };
    },

    listResources(params, ctx) {
      if (!served(ctx)) {
        const checked = paramsObject(params);
        return checked.ok ? { ok: true, result: { resources: [], ...eraFields(ctx) } } : checked;
      }
      const visible = visibility(ctx.tools);
      const listed = index.files.filter((file) => file.owners.some((owner) => visible[owner])).map((file) => file.listing);
      const paged = page(listed, params, 'resources', visibilityKey(visible), resourcesPageSize);
      if (!paged.ok) return paged;
      const { items, nextCursor } = paged.result;
      return {
        ok: true,
        result: nextCursor === undefined ? { resources: items, ...eraFields(ctx) } : { resources: items, nextCursor, ...eraFields(ctx) },
      };
    },

    listResourceTemplates(params, ctx) {
      if (!served(ctx)) return { ok: false, error: methodNotFound };
      const checked = paramsObject(params);
      return checked.ok ? { ok: true, result: { resourceTemplates: [], ...eraFields(ctx) } } : checked;
    },

    // MCP Skills extension "Reading Directories": the direct children of a skill's root or of a
    // directory inside it, refused like a file (-32602) when malformed, unknown or not visible.
    readDirectory(params, ctx) {
      if (!served(ctx) || directories === undefined) return { ok: false, error: methodNotFound };
      const uri = requiredDirectoryUri(params);
      if (!uri.ok) return uri;
      const visible = visibility(ctx.tools);
      const directory = directories.get(uri.result);
      if (directory === undefined || !directory.owners.some((owner) => visible[owner])) {
        const file = index.fileByUri.get(uri.result);
        const hint =
          file !== undefined && file.owners.some((owner) => visible[owner]) ? ' (that URI is a file; read it with resources/read)' : '';
        return { ok: false, error: invalidParams(`Unknown directory: ${describeInput(uri.result)} is not a directory resource${hint}`) };
      }
      const children = visibleChildren(directory, visible);
      const paged = page(children, params, 'directory', `${visibilityKey(visible)}\0${directory.uri}`, resourcesPageSize);
      if (!paged.ok) return paged;
      const { items, nextCursor } = paged.result;
      return {
        ok: true,
        result: nextCursor === undefined ? { resources: items, ...eraFields(ctx) } : { resources: items, nextCursor, ...eraFields(ctx) },
      };
    },
  };

  const readableFile = (params: unknown, ctx: SkillRequestContext): SkillsOutcome<IndexedFile> => {
    if (!served(ctx)) return { ok: false, error: methodNotFound };
    const uri = requiredUri(params);
    if (!uri.ok) return uri;
    const file = index.fileByUri.get(uri.result);
    // An invisible file is refused exactly like an unknown one: visibility leaks nothing.
    if (file === undefined || !fileVisible(file, toolSet(ctx.tools))) {
      const directory = directories?.get(uri.result);
      const hint =
        directory !== undefined &&
        directory.owners.some((owner) => isVisible((index.skills[owner] as { skill: AnyCatalogSkill }).skill, toolSet(ctx.tools)))
          ? ' (that URI is a directory; list it with resources/directory/read)'
          : '';
      return { ok: false, error: invalidParams(`Unknown resource: ${describeInput(uri.result)} is not served${hint}`) };
    }
    return { ok: true, result: file };
  };

  const respond = (method: string, params: unknown, ctx: SkillRequestContext): SkillsOutcome<object> | undefined => {
    switch (method) {
      case 'skills/list':
        return methods.listSkills(params, ctx);
      case 'skills/get':
        return methods.getSkill(params, ctx);
      case 'resources/list':
        return methods.listResources(params, ctx);
      case 'resources/templates/list':
        return methods.listResourceTemplates(params, ctx);
      case 'resources/directory/read':
        return methods.readDirectory(params, ctx);
      default:
        return undefined;
    }
  };

  const visibleSkills = (tools: ToolSurface): readonly AnyCatalogSkill[] => {
    const set = toolSet(tools);
    return index.skills.filter(({ skill }) => isVisible(skill, set)).map(({ skill }) => skill);
  };

  return { methods, index, eraFields, readableFile, respond, visibleSkills };
}

function paramsObject(params: unknown): SkillsOutcome<{ readonly [key: string]: unknown }> {
  if (params === undefined) return { ok: true, result: {} };
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return { ok: false, error: invalidParams(`Invalid params: expected an object (got ${describeType(params)})`) };
  }
  return { ok: true, result: params as { readonly [key: string]: unknown } };
}

function paramsField(params: unknown, name: string): SkillsOutcome<unknown> {
  const object = paramsObject(params);
  return object.ok ? { ok: true, result: Object.hasOwn(object.result, name) ? object.result[name] : undefined } : object;
}

function visibleChildren(
  directory: IndexedDirectory,
  visible: readonly boolean[],
): readonly IndexedDirectory['children'][number]['resource'][] {
  return directory.children.filter((child) => child.owners.some((owner) => visible[owner])).map((child) => child.resource);
}

/** A directory's `params.uri`, parsed by the strict parser (one segment allowed, no trailing `/`) before any lookup. */
function requiredDirectoryUri(params: unknown): SkillsOutcome<string> {
  const field = paramsField(params, 'uri');
  if (!field.ok) return field;
  if (field.result === undefined) return { ok: false, error: invalidParams('Invalid params: uri is required') };
  const parsed = parseSkillDirectoryUri(field.result);
  if (!parsed.ok)
    return {
      ok: false,
      error: invalidParams(`Invalid directory URI ${describeInput(field.result)}: ${explainSkillUriProblem(parsed.problem)}`),
    };
  return { ok: true, result: parsed.uri };
}

/** `params.uri`, parsed by the strict parser before any lookup. */
function requiredUri(params: unknown): SkillsOutcome<string> {
  const field = paramsField(params, 'uri');
  if (!field.ok) return field;
  if (field.result === undefined) return { ok: false, error: invalidParams('Invalid params: uri is required') };
  const parsed = parseSkillUri(field.result);
  if (!parsed.ok)
    return {
      ok: false,
      error: invalidParams(`Invalid skill URI ${describeInput(field.result)}: ${explainSkillUriProblem(parsed.problem)}`),
    };
  return { ok: true, result: parsed.uri };
}

function randomKey(fallbackSeed: string): Uint8Array {
  const key = new Uint8Array(32);
  const crypto = (globalThis as { crypto?: { getRandomValues?: (array: Uint8Array) => Uint8Array } }).crypto;
  if (typeof crypto?.getRandomValues === 'function') return crypto.getRandomValues(key);
  // No random source in this runtime: cursors are still bound to the catalog, just not secret.
  return new TextEncoder().encode(`skillpack cursor key ${fallbackSeed}`);
}

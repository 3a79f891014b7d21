// The protocol era of one request, decided by that request alone (SPEC-NOTES §3 "Compatibility":
// a single request may opt into 2026-07-28 with its own `_meta`). On a 2026-07-28 connection the
// SDK refuses any request without the envelope, so every request there reads as modern.
import { PROTOCOL_VERSION_META_KEY, type ServerContext } from '@modelcontextprotocol/server';
import { modernProtocolVersions, type ProtocolEra } from '../runtime/index.js';

export function requestEra(ctx: ServerContext): ProtocolEra {
  // The SDK types the envelope as `{}`; its keys are the reserved `io.modelcontextprotocol/*` ones.
  const envelope = ctx.mcpReq.envelope as { readonly [key: string]: unknown } | undefined;
  const version = envelope?.[PROTOCOL_VERSION_META_KEY];
  return typeof version === 'string' && modernProtocolVersions.includes(version) ? 'modern' : 'legacy';
}

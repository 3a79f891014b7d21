// The wire constants a 2026-07-28 Skills host speaks (SPEC-NOTES §1): the `_meta` envelope every
// modern request carries, the legacy revision probed with `initialize`, and the extension id.
import { version } from '../version.js';

export const modernRevision = '2026-07-28';
export const legacyRevision = '2025-11-25';
export const skillsExtensionId = 'io.modelcontextprotocol/skills';
export const clientInfo = { name: 'skillpack-verify', version };

/** The per-request envelope of the 2026-07-28 revision: protocol version, client info, capabilities. */
export function modernMeta(): Record<string, unknown> {
  return {
    'io.modelcontextprotocol/protocolVersion': modernRevision,
    'io.modelcontextprotocol/clientInfo': clientInfo,
    'io.modelcontextprotocol/clientCapabilities': { extensions: { [skillsExtensionId]: {} } },
  };
}

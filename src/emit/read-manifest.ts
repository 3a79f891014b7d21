// Reads the file manifest back out of a module this emitter wrote, so `check` can say which files
// differ. Only our own fixed layout is understood; anything else reads as "edited by hand".
import { sha256Digest } from '../bundle/digest.js';
import { base64ByteLength } from '../runtime/base64.js';

export interface ManifestEntry {
  readonly uri: string;
  readonly size: number;
  /** Digest of the content actually embedded, a text's UTF-8 or a blob's decoded bytes (which a hand edit may have made differ from the stated one). */
  readonly digest: string;
}

const field = (line: string | undefined, name: string): string | undefined => {
  const prefix = `          ${name}: `;
  return line !== undefined && line.startsWith(prefix) && line.endsWith(',') ? line.slice(prefix.length, -1) : undefined;
};

function parseLiteral(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A blob literal's bytes, or undefined unless it is canonical base64 (what the emitter writes). */
function blobBytes(literal: string): Uint8Array | undefined {
  const base64 = parseLiteral(literal);
  if (base64 === undefined || base64ByteLength(base64) === undefined) return undefined;
  return Buffer.from(base64, 'base64');
}

/** Line-based (linear time, whatever the size of the text literals). */
export function readManifest(source: string): Map<string, ManifestEntry> {
  const out = new Map<string, ManifestEntry>();
  const lines = source.split('\n');
  for (let i = 0; i + 4 < lines.length; i++) {
    const uriText = field(lines[i], 'uri');
    if (uriText === undefined || field(lines[i + 1], 'mediaType') === undefined) continue;
    const uri = parseLiteral(uriText);
    const size = field(lines[i + 2], 'size');
    const stated = field(lines[i + 3], 'digest');
    const textLiteral = field(lines[i + 4], 'text');
    const blobLiteral = textLiteral === undefined ? field(lines[i + 4], 'blob') : undefined;
    if (uri === undefined || size === undefined || stated === undefined || (textLiteral ?? blobLiteral) === undefined) continue;
    const embedded = textLiteral !== undefined ? parseLiteral(textLiteral) : blobBytes(blobLiteral as string);
    out.set(uri, { uri, size: Number(size), digest: embedded === undefined ? `unreadable:${stated}` : sha256Digest(embedded) });
    i += 4;
  }
  return out;
}

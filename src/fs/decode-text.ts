// Strict UTF-8 decoding that keeps every byte: a BOM stays in the text (so emitted text re-encodes
// to the exact source bytes) and any invalid sequence makes the file non-text.

const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function decodeStrictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

// Newline-delimited framing for stdio (the MCP stdio binding: one JSON-RPC message per line), in
// linear time and bounded memory. The SDK's own reader re-concatenates its whole buffer on every
// chunk and closes the connection when one line passes 10 MiB, so a single huge request would end
// the session; here an over-long line is dropped on its own and the connection keeps serving.

export type SplitLine =
  | { readonly kind: 'line'; readonly text: string }
  /** A line over the bound: only its first bytes are kept, to address the refusal. */
  | { readonly kind: 'too-long'; readonly head: string };

export interface LineSplitter {
  /** The complete lines this chunk finishes, in order. */
  push(chunk: Uint8Array): SplitLine[];
  reset(): void;
}

const newline = 0x0a;
const headBytes = 1024;

export function createLineSplitter(maxLineBytes: number): LineSplitter {
  let parts: Uint8Array[] = [];
  let size = 0;
  let head: Uint8Array | undefined;
  const decoder = new TextDecoder();

  const reset = (): void => {
    parts = [];
    size = 0;
    head = undefined;
  };

  return {
    push(chunk) {
      const lines: SplitLine[] = [];
      let start = 0;
      for (;;) {
        const end = chunk.indexOf(newline, start);
        const piece = chunk.subarray(start, end === -1 ? chunk.length : end);
        if (head === undefined) {
          if (size + piece.length > maxLineBytes) {
            head = concat([...parts, piece.subarray(0, headBytes)], headBytes);
            parts = [];
            size = 0;
          } else if (piece.length > 0) {
            parts.push(piece);
            size += piece.length;
          }
        }
        if (end === -1) return lines;
        if (head !== undefined) lines.push({ kind: 'too-long', head: decoder.decode(head) });
        else lines.push({ kind: 'line', text: decoder.decode(concat(parts, size)).replace(/\r$/, '') });
        reset();
        start = end + 1;
      }
    },
    reset,
  };
}

function concat(parts: readonly Uint8Array[], limit: number): Uint8Array {
  if (parts.length === 1 && (parts[0] as Uint8Array).length <= limit) return parts[0] as Uint8Array;
  const out = new Uint8Array(
    Math.min(
      limit,
      parts.reduce((sum, part) => sum + part.length, 0),
    ),
  );
  let offset = 0;
  for (const part of parts) {
    if (offset >= out.length) break;
    const take = part.subarray(0, out.length - offset);
    out.set(take, offset);
    offset += take.length;
  }
  return out;
}

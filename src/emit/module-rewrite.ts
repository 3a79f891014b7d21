// Recognises a generated module that a checkout or a tool rewrote rather than a stale one, so `check`
// names the cause (README "The generated module"): only its line endings changed to CRLF, or it
// still declares the catalog digest the build computes (a formatter rewrote the code around it).
export type ModuleRewrite = 'lineEndings' | 'reformatted';

export function rewriteOf(committed: Uint8Array, expected: Uint8Array, digest: string): ModuleRewrite | undefined {
  const text = Buffer.from(committed.buffer, committed.byteOffset, committed.byteLength);
  if (text.includes('\r\n') && text.toString('latin1').replace(/\r\n/g, '\n') === Buffer.from(expected.buffer, expected.byteOffset, expected.byteLength).toString('latin1')) return 'lineEndings';
  const head = text.subarray(0, 1024).toString('latin1');
  return head.includes(`Catalog digest: ${digest}`) ? 'reformatted' : undefined;
}

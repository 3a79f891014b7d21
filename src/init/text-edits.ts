// Small, idempotent edits `skillpack init` makes to text files it does not own: append missing
// lines, add npm scripts, add a JSON array entry. Each returns the new text, or undefined when
// nothing needs to change (so running init twice changes nothing the second time).

/** Appends every line not already present (compared trimmed), keeping the file's line ending. */
export function appendMissingLines(text: string, lines: readonly string[], heading?: string): string | undefined {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const present = new Set(text.split(/\r?\n/).map((l) => l.trim()));
  const missing = lines.filter((l) => !present.has(l.trim()));
  if (missing.length === 0) return undefined;
  const separator = text === '' || text.endsWith('\n') ? '' : eol;
  const block = [...(heading === undefined ? [] : [heading]), ...missing].join(eol);
  return `${text}${separator}${text === '' || heading === undefined ? '' : eol}${block}${eol}`;
}

/** The indentation a JSON file uses (two spaces when it cannot tell). */
export function jsonIndent(text: string): string | number {
  const match = /^[{[]\r?\n([ \t]+)\S/.exec(text);
  return match?.[1] ?? 2;
}

/** package.json with the scripts that are missing added; existing scripts are never changed. */
export function addPackageScripts(text: string, scripts: Readonly<Record<string, string>>): { readonly text: string; readonly added: readonly string[] } | undefined {
  const manifest = JSON.parse(text) as { scripts?: Record<string, string> };
  const current = manifest.scripts ?? {};
  const added = Object.keys(scripts).filter((name) => current[name] === undefined);
  if (added.length === 0) return undefined;
  manifest.scripts = { ...current, ...Object.fromEntries(added.map((name) => [name, scripts[name] as string])) };
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  return { text: `${JSON.stringify(manifest, null, jsonIndent(text)).replace(/\n/g, eol)}${eol}`, added };
}

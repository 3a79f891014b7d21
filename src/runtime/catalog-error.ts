// The local error for a catalog the runtime cannot serve. It is thrown once, when a server is
// created, and never reaches a client: wire errors are WireError values (wire-error.ts).

export class CatalogError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    const shown = problems.slice(0, 20);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    super(
      `skill catalog cannot be served (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${shown.map((p) => `  ${p}`).join('\n')}${more}`,
    );
    this.name = 'CatalogError';
    this.problems = Object.freeze([...problems]);
  }
}

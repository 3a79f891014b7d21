// One link as the Markdown reading reports it: its kind, its destination as written and decoded, and
// where it is (the shape document.ts and inlines.ts share).
export type LinkKind = 'inline' | 'autolink' | 'reference' | 'definition';

export interface MarkdownLink {
  readonly kind: LinkKind;
  /** The destination as written (no angle brackets); for a reference link, its definition's. */
  readonly raw: string;
  /** The destination with backslash escapes and character references applied (autolinks: as written). */
  readonly target: string;
  /** Source offset of the destination (reference links: of their `[`). */
  readonly offset: number;
  readonly image: boolean;
}

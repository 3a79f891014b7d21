// Tool-scoped visibility (SPEC-NOTES §3 "Tool-scoped visibility"): a skill is visible to a session
// only when every tool it calls is on that session's tool surface.
/** The tool names a session can call. */
export type ToolSurface = ReadonlySet<string> | Iterable<string>;

export function toolSet(surface: ToolSurface): ReadonlySet<string> {
  return surface instanceof Set ? surface : new Set(surface);
}

export function isVisible(skill: { readonly tools: readonly string[] }, tools: ReadonlySet<string>): boolean {
  for (const tool of skill.tools) if (!tools.has(tool)) return false;
  return true;
}

/** One bit per skill, as hex: what a cursor is bound to, so it cannot cross tool surfaces. */
export function visibilityKey(visible: readonly boolean[]): string {
  let key = '';
  for (let i = 0; i < visible.length; i += 4) {
    let nibble = 0;
    for (let bit = 0; bit < 4; bit += 1) if (visible[i + bit] === true) nibble |= 1 << bit;
    key += nibble.toString(16);
  }
  return key;
}

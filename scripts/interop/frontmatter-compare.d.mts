// Types for frontmatter-compare.mjs (used by test/interop).
export function frontmatterBlock(text: string): string | undefined;
export function differences(parsed: unknown, published: unknown, path?: string, out?: string[]): string[];

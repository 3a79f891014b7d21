// The only media types a skill file may have (SPEC-NOTES §3 "media types").
import type { SkillMediaType } from '../runtime/types.js';

const byExtension: { readonly [ext: string]: SkillMediaType } = { '.md': 'text/markdown', '.txt': 'text/plain', '.json': 'application/json' };

export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot);
}

export function mediaTypeOf(path: string): SkillMediaType | undefined {
  return byExtension[extensionOf(path)];
}

export const allowedExtensions = Object.keys(byExtension);

// Is a link destination a template's blank (`[Results]`, `{name}.md`, `<path>`, `…`) rather than a
// path? A destination written from a host placeholder for the skill directory (`{baseDir}/x.md`) or
// for the plugin root (`${CLAUDE_PLUGIN_ROOT}/x.md`) is read after the placeholder (docs/rules.md,
// "reference/unresolved").
import { hostPlaceholder, pluginRootPlaceholder } from '../resolve/host-placeholder.js';

/** Placeholder characters in a link destination: a template's blank, not a path. */
const placeholderCharacters = /[[\]{}<>…*]|\.\.\.(?!\/)|^\.\.\.$/;

export function isPlaceholderTarget(target: string): boolean {
  const placeholder = hostPlaceholder.exec(target) ?? pluginRootPlaceholder.exec(target);
  return placeholderCharacters.test(placeholder === null ? target : target.slice(placeholder[0].length));
}

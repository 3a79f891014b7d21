// Is a link destination a template's blank (`[Results]`, `{name}.md`, `<path>`, `…`) rather than a
// path? A destination written from a host placeholder for the skill directory (`{baseDir}/x.md`) or
// for the plugin root (`${CLAUDE_PLUGIN_ROOT}/x.md`) is read after the placeholder (docs/rules.md,
// "reference/unresolved").
import { hostPlaceholder, pluginRootPlaceholder } from '../resolve/host-placeholder.js';

/** Placeholder characters in a link destination: a template's blank, not a path. */
const placeholderCharacters = /[[\]{}<>…*]|\.\.\.(?!\/)|^\.\.\.$/;

/** Every host placeholder opens with one of `{ % $ <`: any other first character skips both patterns. */
function mayOpenWithPlaceholder(target: string): boolean {
  const first = target.charCodeAt(0);
  return first === 123 || first === 37 || first === 36 || first === 60;
}

export function isPlaceholderTarget(target: string): boolean {
  const placeholder = mayOpenWithPlaceholder(target) ? (hostPlaceholder.exec(target) ?? pluginRootPlaceholder.exec(target)) : null;
  return placeholderCharacters.test(placeholder === null ? target : target.slice(placeholder[0].length));
}

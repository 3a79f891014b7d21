// How a host re-reads a served SKILL.md's frontmatter and compares it with the published JSON
// object, field by field and type by type (SPEC-NOTES §1: any difference and the skill is refused).

/** The YAML between the opening `---` line and the next `---` line (BOM and CRLF removed, as hosts do). */
export function frontmatterBlock(text) {
  const lines = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n/g, '\n')
    .split('\n');
  if (lines[0] !== '---') return undefined;
  const end = lines.indexOf('---', 1);
  return end < 0 ? undefined : lines.slice(1, end).join('\n');
}

function kind(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    return proto === Object.prototype || proto === null ? 'object' : `object ${value.constructor?.name ?? '?'}`;
  }
  return typeof value;
}

/**
 * Field-by-field differences between what a reader parsed and the published JSON value; empty when
 * they are equal. A Date, a Map or a number never passes for the string it was rendered from.
 */
export function differences(parsed, published, path = 'frontmatter', out = []) {
  const [a, b] = [kind(parsed), kind(published)];
  if (a !== b) {
    const shown = parsed instanceof Date ? parsed.toISOString() : String(parsed);
    out.push(`${path}: reader gives ${a} ${JSON.stringify(shown)}, published ${b} ${JSON.stringify(published)}`);
  } else if (a === 'array') {
    if (parsed.length !== published.length) out.push(`${path}: ${parsed.length} items read, ${published.length} published`);
    for (let i = 0; i < Math.min(parsed.length, published.length); i += 1) differences(parsed[i], published[i], `${path}[${i}]`, out);
  } else if (a === 'object') {
    const keys = new Set([...Object.keys(parsed), ...Object.keys(published)]);
    for (const key of keys) {
      if (!Object.hasOwn(parsed, key)) out.push(`${path}.${key}: published but not read`);
      else if (!Object.hasOwn(published, key)) out.push(`${path}.${key}: read but not published`);
      else differences(parsed[key], published[key], `${path}.${key}`, out);
    }
  } else if (!Object.is(parsed, published)) {
    out.push(`${path}: reader gives ${JSON.stringify(parsed)}, published ${JSON.stringify(published)}`);
  }
  return out;
}

// Checks, once at start-up, that a catalog keeps every promise the runtime serves on: the shape
// of src/runtime/types.ts, URIs the strict parser accepts, sizes that match the text or the base64 blob, and the
// brief's bounds (SPEC-NOTES §3). Digests are not recomputed here: the build computed them from
// the raw bytes, and tests compare them.
import { maxCatalogBytes, maxCatalogSkills, maxFileBytes, maxSkillBytes, maxSkillFiles, skillScheme } from './bounds.js';
import { base64ByteLength } from './base64.js';
import { describeInput } from './describe-input.js';
import { explainSkillUriProblem, parseSkillUri, skillFileUri, skillUri } from './skill-uri.js';

const digestPattern = /^sha256:[0-9a-f]{64}$/;
/** `type/subtype` (RFC 6838 names): each skill's files policy chooses the type (DESIGN "Profiles and files"). */
const mediaTypePattern = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/** Every problem found, as bounded messages; empty when the catalog can be served. */
export function catalogProblems(catalog: unknown): string[] {
  const problems: string[] = [];
  if (!isRecord(catalog)) return ['the catalog is not an object'];
  if (catalog['formatVersion'] !== 1) problems.push(`formatVersion must be 1 (got ${describeInput(catalog['formatVersion'])})`);
  if (typeof catalog['publisher'] !== 'string' || catalog['publisher'] === '') problems.push('publisher must be a non-empty string');
  if (typeof catalog['digest'] !== 'string' || !digestPattern.test(catalog['digest']))
    problems.push('digest must be "sha256:" and 64 lowercase hex digits');
  // The split layout's index lists files without texts; each skill's texts are checked when they load.
  const split = catalog['layout'] === 'split';
  if (catalog['layout'] !== undefined && !split)
    problems.push(`layout must be "split" or absent (got ${describeInput(catalog['layout'])})`);
  if (catalog['directoryRead'] !== undefined && typeof catalog['directoryRead'] !== 'boolean')
    problems.push(`directoryRead must be a boolean or absent (got ${describeInput(catalog['directoryRead'])})`);
  const skills = catalog['skills'];
  if (!Array.isArray(skills)) return [...problems, 'skills must be an array'];
  if (skills.length > maxCatalogSkills) problems.push(`${skills.length} skills, over ${maxCatalogSkills}`);
  let catalogBytes = 0;
  let previousPath: string | undefined;
  skills.forEach((skill: unknown, index) => {
    const where = `skills[${index}]`;
    if (!isRecord(skill)) {
      problems.push(`${where} is not an object`);
      return;
    }
    const path = skill['path'];
    if (typeof path !== 'string') {
      problems.push(`${where}.path must be a string`);
      return;
    }
    const label = `skill ${describeInput(path)}`;
    if (previousPath !== undefined && !(previousPath < path))
      problems.push(`${label} is out of order or repeated (skills are sorted by path)`);
    previousPath = path;
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (skill['name'] !== name) problems.push(`${label}: name must equal the last path segment`);
    if (skill['uri'] !== skillUri(path)) problems.push(`${label}: uri must be ${skillScheme}<path>/SKILL.md`);
    const tools = skill['tools'];
    if (!Array.isArray(tools) || !tools.every((tool) => typeof tool === 'string' && tool !== ''))
      problems.push(`${label}: tools must be an array of tool names`);
    problems.push(...frontmatterProblems(skill['frontmatter'], name).map((p) => `${label}: ${p}`));
    if (split && typeof skill['loadTexts'] !== 'function')
      problems.push(`${label}: loadTexts must be a function (the split layout imports texts per skill)`);
    const files = skill['files'];
    if (!Array.isArray(files)) {
      problems.push(`${label}: files must be an array`);
      return;
    }
    if (files.length > maxSkillFiles) problems.push(`${label}: ${files.length} files, over ${maxSkillFiles}`);
    let skillBytes = 0;
    let previousFile: string | undefined;
    let hasSkillMd = false;
    files.forEach((file: unknown, fileIndex) => {
      const fileWhere = `${label}: files[${fileIndex}]`;
      if (!isRecord(file) || typeof file['path'] !== 'string') {
        problems.push(`${fileWhere} is not a file entry`);
        return;
      }
      const filePath = file['path'];
      const fileLabel = `${label}: file ${describeInput(filePath)}`;
      if (filePath === 'SKILL.md') hasSkillMd = true;
      if (previousFile !== undefined && !(previousFile < filePath)) problems.push(`${fileLabel} is out of order or repeated`);
      previousFile = filePath;
      const uri = skillFileUri(path, filePath);
      if (file['uri'] !== uri) problems.push(`${fileLabel}: uri must be ${skillScheme}<skill path>/<file path>`);
      const parsed = parseSkillUri(uri);
      if (!parsed.ok) problems.push(`${fileLabel}: its URI breaks the bounds (${explainSkillUriProblem(parsed.problem)})`);
      const mediaType = file['mediaType'];
      if (typeof mediaType !== 'string' || !mediaTypePattern.test(mediaType))
        problems.push(`${fileLabel}: media type must be a type/subtype`);
      else if (filePath === 'SKILL.md' && mediaType !== 'text/markdown')
        problems.push(`${fileLabel}: media type of SKILL.md must be text/markdown`);
      if (typeof file['digest'] !== 'string' || !digestPattern.test(file['digest']))
        problems.push(`${fileLabel}: digest must be "sha256:" and 64 lowercase hex digits`);
      if (split) {
        const encoding = file['encoding'];
        if (encoding !== undefined && encoding !== 'base64') problems.push(`${fileLabel}: encoding must be "base64" or absent`);
        if (filePath === 'SKILL.md' && encoding !== undefined) problems.push(`${fileLabel}: a SKILL.md is text, not a blob`);
        const size = file['size'];
        if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) problems.push(`${fileLabel}: size must be a byte count`);
        else if (size > maxFileBytes) problems.push(`${fileLabel}: ${size} bytes, over ${maxFileBytes}`);
        else skillBytes += size;
        return;
      }
      const text = file['text'];
      const blob = file['blob'];
      if (blob !== undefined) {
        // A blob's length is checked from its base64 form; nothing is decoded at start-up.
        const bytes = typeof blob === 'string' && text === undefined ? base64ByteLength(blob) : undefined;
        if (text !== undefined) problems.push(`${fileLabel}: has both text and blob`);
        else if (filePath === 'SKILL.md') problems.push(`${fileLabel}: a SKILL.md is text, not a blob`);
        else if (bytes === undefined) problems.push(`${fileLabel}: blob must be canonical padded base64`);
        else if (file['size'] !== bytes)
          problems.push(`${fileLabel}: size ${describeInput(file['size'])} does not match the ${bytes}-byte blob`);
        else if (bytes > maxFileBytes) problems.push(`${fileLabel}: ${bytes} bytes, over ${maxFileBytes}`);
        skillBytes += bytes ?? 0;
        return;
      }
      if (typeof text !== 'string') {
        problems.push(`${fileLabel}: text (or blob) must be a string`);
        return;
      }
      const bytes = utf8Length(text);
      if (bytes === undefined) problems.push(`${fileLabel}: text is not well-formed Unicode`);
      else if (file['size'] !== bytes)
        problems.push(`${fileLabel}: size ${describeInput(file['size'])} does not match the ${bytes}-byte text`);
      else if (bytes > maxFileBytes) problems.push(`${fileLabel}: ${bytes} bytes, over ${maxFileBytes}`);
      skillBytes += bytes ?? 0;
    });
    if (!hasSkillMd) problems.push(`${label}: has no SKILL.md`);
    if (skillBytes > maxSkillBytes) problems.push(`${label}: ${skillBytes} bytes, over ${maxSkillBytes}`);
    catalogBytes += skillBytes;
  });
  if (catalogBytes > maxCatalogBytes) problems.push(`${catalogBytes} bytes in total, over ${maxCatalogBytes}`);
  return problems;
}

function frontmatterProblems(frontmatter: unknown, name: string): string[] {
  if (!isRecord(frontmatter) || Object.getPrototypeOf(frontmatter) !== Object.prototype) return ['frontmatter must be a plain object'];
  const problems: string[] = [];
  if (frontmatter['name'] !== name) problems.push('frontmatter.name must equal the skill name');
  if (typeof frontmatter['description'] !== 'string' || frontmatter['description'] === '')
    problems.push('frontmatter.description must be a non-empty string');
  for (const [key, value] of Object.entries(frontmatter)) {
    // The build refuses this key (yaml/proto-key): an object literal or a careless host's copy turns it into a prototype.
    if (key === '__proto__' || (isRecord(value) && Object.hasOwn(value, '__proto__'))) {
      problems.push(`frontmatter.${describeInput(key)}${key === '__proto__' ? '' : '.__proto__'}: the key __proto__ is not allowed`);
      continue;
    }
    if (!isFrontmatterValue(value, 0))
      problems.push(`frontmatter.${describeInput(key)} must be a string, a boolean, a safe integer, or a list or map of those`);
  }
  return problems;
}

/** Nesting a frontmatter value may have (a host's `hooks` map is a few levels deep); deeper is refused. */
const maxFrontmatterDepth = 16;

/** What every mainstream YAML parser reads alike (SPEC-NOTES §2): strings, booleans, safe integers, lists and maps of them. */
export function isFrontmatterValue(value: unknown, depth: number): boolean {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isSafeInteger(value);
  if (depth >= maxFrontmatterDepth) return false;
  if (Array.isArray(value)) return value.every((v) => isFrontmatterValue(v, depth + 1));
  return (
    isRecord(value) &&
    Object.getPrototypeOf(value) === Object.prototype &&
    !Object.hasOwn(value, '__proto__') &&
    Object.values(value).every((v) => isFrontmatterValue(v, depth + 1))
  );
}

/** UTF-8 byte length, or undefined for a lone surrogate (which has no UTF-8 form). */
export function utf8Length(text: string): number | undefined {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return undefined;
      bytes += 4;
      i += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return undefined;
    else bytes += 3;
  }
  return bytes;
}

function isRecord(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Problems with the texts a split catalog's skill loaded, against the sizes its index lists; empty when they can be served. */
export function loadedTextsProblems(
  files: readonly { readonly path: string; readonly size: number; readonly encoding?: 'base64' }[],
  texts: unknown,
): string[] {
  if (!Array.isArray(texts)) return ['its texts module exports no array of texts'];
  if (texts.length !== files.length) return [`its texts module holds ${texts.length} texts for ${files.length} files`];
  const problems: string[] = [];
  files.forEach((file, i) => {
    const text: unknown = texts[i];
    const bytes = typeof text !== 'string' ? undefined : file.encoding === 'base64' ? base64ByteLength(text) : utf8Length(text);
    if (bytes !== file.size)
      problems.push(
        `file ${describeInput(file.path)}: the ${file.encoding === 'base64' ? 'blob' : 'text'} does not match the ${file.size}-byte size of the index`,
      );
  });
  return problems;
}

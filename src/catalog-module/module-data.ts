// Reads a generated module as data, never as code: `verify --expect`, `attest` and `diff` learn the
// catalog a module holds without importing (and so running) it (docs/security.md "What serve
// loads"). The emitter writes one data literal of identifiers, JSON string literals, integers,
// arrays and objects (src/emit/module-head.ts), between fixed lines: comments and a type import
// before it, the deep-freeze footer after it (src/emit/emit-module.ts); a split index's skills
// also hold `loadTexts: () => import("<texts module>").then((module) => module.texts)`. Anything
// else anywhere in the file means it is not as the build writes it, and it is refused (exit 2).

/** A value of the data literal; `loadTexts` is kept as the specifier it imports. */
export type DataValue = string | number | boolean | readonly DataValue[] | { readonly [key: string]: DataValue } | TextsImport;

export interface TextsImport {
  readonly textsImport: string;
}

/** Why a module is not as the build writes it: the 1-based line and what was found there. */
export class ModuleShapeError extends Error {
  constructor(
    readonly line: number,
    what: string,
  ) {
    super(what);
  }
}

/** Deeper than any catalog (catalog → skills → skill → frontmatter → map); a deeper literal is not ours. */
const maxDepth = 8;

const dataDeclaration = /^const data: (SkillCatalog|SplitSkillCatalog) = /m;
const headLine = /^(?:|\/\/.*|import type \{ [A-Za-z]+ \} from "[^"\\]*";)$/;
const textsOpening = 'export const texts: readonly string[] = Object.freeze(';

/** The `data` literal of a catalog module (single layout or split index), and which type it declares. */
export function readCatalogData(
  source: string,
  footer: (typeName: string) => string,
): { readonly typeName: string; readonly data: DataValue } {
  const declaration = dataDeclaration.exec(source);
  if (declaration === null) throw new ModuleShapeError(1, 'no `const data` declaration');
  checkHead(source.slice(0, declaration.index));
  const typeName = declaration[1] as string;
  const parser = new DataParser(source, declaration.index + declaration[0].length);
  const data = parser.value(0);
  parser.expect(';');
  if (source.slice(parser.at) !== `\n${footer(typeName)}`)
    throw new ModuleShapeError(parser.line(), 'code after the data that the build does not write');
  return { typeName, data };
}

/** The texts array of a split layout's texts module. */
export function readTextsData(source: string): readonly string[] {
  const opening = source.indexOf(`\n${textsOpening}`);
  if (opening === -1) throw new ModuleShapeError(1, 'no `texts` export');
  checkHead(source.slice(0, opening + 1));
  const parser = new DataParser(source, opening + 1 + textsOpening.length);
  const texts = parser.value(0);
  parser.expect(')');
  parser.expect(';');
  parser.skipSpace();
  if (parser.at !== source.length) throw new ModuleShapeError(parser.line(), 'code after the texts that the build does not write');
  if (!Array.isArray(texts) || !texts.every((t) => typeof t === 'string')) throw new ModuleShapeError(1, 'texts that are not strings');
  return texts as readonly string[];
}

/** Only comments, blank lines and the type import come before the data. */
function checkHead(head: string): void {
  const lines = head.split('\n');
  lines.forEach((line, index) => {
    if (!headLine.test(line)) throw new ModuleShapeError(index + 1, 'code before the data that the build does not write');
  });
}

class DataParser {
  constructor(
    private readonly source: string,
    public at: number,
  ) {}

  line(): number {
    let line = 1;
    for (let i = this.source.indexOf('\n'); i !== -1 && i < this.at; i = this.source.indexOf('\n', i + 1)) line++;
    return line;
  }

  private fail(what: string): never {
    throw new ModuleShapeError(this.line(), what);
  }

  skipSpace(): void {
    const s = this.source;
    while (this.at < s.length) {
      const c = s.charCodeAt(this.at);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) this.at++;
      else break;
    }
  }

  expect(token: string): void {
    this.skipSpace();
    if (!this.source.startsWith(token, this.at)) this.fail(`expected \`${token}\``);
    this.at += token.length;
  }

  private peek(): string {
    this.skipSpace();
    return this.source[this.at] ?? '';
  }

  value(depth: number): DataValue {
    if (depth > maxDepth) this.fail('data nested deeper than a catalog');
    const c = this.peek();
    if (c === '"') return this.string();
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '(') return this.textsImport();
    const number = /^(?:0|[1-9][0-9]{0,15})(?![\w$.])/.exec(this.source.slice(this.at, this.at + 20));
    if (number !== null) {
      this.at += number[0].length;
      return Number(number[0]);
    }
    for (const literal of ['true', 'false'] as const)
      if (this.source.startsWith(literal, this.at) && !/[\w$]/.test(this.source[this.at + literal.length] ?? '')) {
        this.at += literal.length;
        return literal === 'true';
      }
    return this.fail('a value the build does not write');
  }

  /** A double-quoted literal as the emitter writes it: JSON, on one line. */
  private string(): string {
    const s = this.source;
    const start = this.at;
    const lineEnd = s.indexOf('\n', start);
    const limit = lineEnd === -1 ? s.length : lineEnd;
    for (let i = start + 1; ;) {
      const quote = s.indexOf('"', i);
      if (quote === -1 || quote >= limit) this.fail('an unterminated string');
      let backslashes = 0;
      while (s.charCodeAt(quote - 1 - backslashes) === 0x5c) backslashes++;
      if (backslashes % 2 === 0) {
        this.at = quote + 1;
        try {
          return JSON.parse(s.slice(start, quote + 1)) as string;
        } catch {
          return this.fail('a string that is not a JSON string');
        }
      }
      i = quote + 1;
    }
  }

  private key(): string {
    if (this.peek() === '"') return this.string();
    const name = /^[A-Za-z_$][\w$]*/.exec(this.source.slice(this.at, this.at + 64));
    if (name === null) return this.fail('a key the build does not write');
    this.at += name[0].length;
    return name[0];
  }

  private object(depth: number): { readonly [key: string]: DataValue } {
    this.expect('{');
    // No prototype to pollute; a `__proto__` key is refused outright (the emitter never writes one).
    const out: { [key: string]: DataValue } = Object.create(null) as { [key: string]: DataValue };
    while (this.peek() !== '}') {
      const key = this.key();
      if (key === '__proto__') this.fail('a `__proto__` key');
      if (Object.hasOwn(out, key)) this.fail(`the key ${JSON.stringify(key)} twice`);
      this.expect(':');
      out[key] = this.value(depth + 1);
      if (this.peek() !== '}') this.expect(',');
    }
    this.expect('}');
    return Object.assign({}, out);
  }

  private array(depth: number): readonly DataValue[] {
    this.expect('[');
    const out: DataValue[] = [];
    while (this.peek() !== ']') {
      out.push(this.value(depth + 1));
      if (this.peek() !== ']') this.expect(',');
    }
    this.expect(']');
    return out;
  }

  /** `() => import("<specifier>").then((module) => module.texts)`, exactly as emit-split.ts writes it. */
  private textsImport(): TextsImport {
    const opening = '() => import(';
    if (!this.source.startsWith(opening, this.at)) this.fail('code the build does not write');
    this.at += opening.length;
    if (this.peek() !== '"') this.fail('a computed import');
    const specifier = this.string();
    const closing = ').then((module) => module.texts)';
    if (!this.source.startsWith(closing, this.at)) this.fail('code the build does not write');
    this.at += closing.length;
    return { textsImport: specifier };
  }
}

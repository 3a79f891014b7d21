// Whether a line sits in an INI section (`[smtp]` above it, then only settings, comments and blank lines), read back once per scan.
// An INI file, a systemd unit or a .cfg writes `password = Heron85.copper` with blanks around `=`,
// where code would read the same line as a member access: under a `[section]` header whose lines
// are all settings, the value is text (docs/rules.md, secret/generic-assignment).

// How far back a line's section header may be: a section longer than this is read as not one.
const MAX_LINES = 64;
const SETTING_NAME = /^[A-Za-z0-9_.$-]{1,64}(?:\[[^\]\r\n]{0,32}\])?$/;
const SECTION_HEADER = /^\[[^\]\r\n]{1,64}\]$/;

/** The kind of one line, trimmed: a section header, a setting, nothing (blank, comment) or other text. */
function lineKind(line: string): 'section' | 'setting' | 'skip' | 'other' {
  const t = line.trim();
  if (t === '' || t.startsWith('#') || t.startsWith(';')) return 'skip';
  if (SECTION_HEADER.test(t)) return 'section';
  const eq = t.indexOf('=');
  if (eq <= 0) return 'other';
  const name = t.slice(0, eq).trimEnd();
  // A setting's value holds no call or statement punctuation (`(`, `{`, a trailing `;`).
  return SETTING_NAME.test(name) && !/[(){}]|;$/.test(t.slice(eq + 1)) ? 'setting' : 'other';
}

/**
 * Reads lines back from a setting's line to its section header. Lines are asked in offset order, so
 * what one walk learned (a header reached, or a line that is no setting) ends the next walk there:
 * the text is read back a bounded number of times.
 */
export class IniSections {
  /** The start of the latest line known to be inside a section. */
  private inside = -1;
  /** The start of the latest line known to be outside a section (no walk reaches across it). */
  private broken = -1;

  constructor(private readonly text: string) {}

  /** Whether the text has a line that opens with `[` at all (searched once, when first asked). */
  private headers: boolean | undefined;

  /** Whether the text has a section header at all: without one no line is in a section. */
  mayHold(): boolean {
    this.headers ??= this.text.includes('[') && /(?:^|\n)[ \t]*\[/.test(this.text);
    return this.headers;
  }

  /** Whether the line starting at `lineStart` is in a `[section]` of settings. */
  inSection(lineStart: number): boolean {
    const text = this.text;
    if (!this.mayHold()) return false;
    let end = lineStart - 1; // the line break before this line
    for (let n = 0; n < MAX_LINES && end > 0; n++) {
      const start = text.lastIndexOf('\n', end - 1) + 1;
      if (start <= this.broken) break;
      if (start === this.inside) return this.found(lineStart);
      const kind = lineKind(text.slice(start, end));
      if (kind === 'section') return this.found(lineStart);
      if (kind === 'other') break;
      end = start - 1;
    }
    // No header above, or text that is no setting between: nor is there one for the lines below
    // until a header comes, which their walk meets before this line.
    this.broken = Math.max(this.broken, lineStart);
    return false;
  }

  private found(lineStart: number): boolean {
    this.inside = Math.max(this.inside, lineStart);
    return true;
  }
}

// Bare Markdown file names in a text (`REFERENCE.md`, `forms.md`), not part of a longer path or URL:
// found from each `.md` by one look at the run of name characters around it, instead of a regular
// expression tried at every word character (docs/benchmarks.md, where `check` spends its time).

/** The name must start its run: no name, path, URL or drive character before it. */
const nameAt = /(?<![A-Za-z0-9_.~/\\:%@-])[A-Za-z0-9_][A-Za-z0-9_.-]*\.md(?![A-Za-z0-9_/~%@-]|\.[A-Za-z0-9])/iy;
const mdSuffix = /\.md/gi;

/** [A-Za-z0-9_.-]: the characters a bare name is made of. */
function isNameCharacter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46 || c === 45;
}

export interface BareMarkdownName {
  readonly name: string;
  readonly offset: number;
}

/**
 * Every bare Markdown file name, in order. A name lies inside one run of name characters and can
 * only start where the run starts (anything before it inside the run is a name character), so each
 * run is matched once, at its start; the next `.md` is looked for after the run.
 */
export function bareMarkdownNames(text: string): BareMarkdownName[] {
  const found: BareMarkdownName[] = [];
  mdSuffix.lastIndex = 0;
  for (let suffix = mdSuffix.exec(text); suffix !== null; suffix = mdSuffix.exec(text)) {
    let start = suffix.index;
    while (start > 0 && isNameCharacter(text.charCodeAt(start - 1))) start--;
    let end = suffix.index + 3;
    while (end < text.length && isNameCharacter(text.charCodeAt(end))) end++;
    nameAt.lastIndex = start;
    const match = nameAt.exec(text);
    if (match !== null) found.push({ name: match[0], offset: start });
    mdSuffix.lastIndex = end;
  }
  return found;
}

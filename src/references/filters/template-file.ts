// A Markdown file that is a template for the user's documents (Agent Skills `assets/` hold output
// material; `templates/` and `*template*` files by name): its links point into the user's
// repository, so it holds no references (docs/rules.md, "reference/unresolved"). Its HTML comments
// are still checked.

export function isTemplateFile(path: string): boolean {
  return path.startsWith('assets/') || path.startsWith('templates/') || path.includes('/templates/') || /template[^/]*$/i.test(path);
}

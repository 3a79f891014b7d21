// The built-in table of well-known file types a catalog opts into by name (`"files": {"include":
// [".py", "LICENSE"]}`): each extension (lower case, with its dot) or exact file name, its media type,
// and whether it ships as text (lossless UTF-8, served as `text`) or as a base64 `blob` (DESIGN
// "Profiles and files"; SPEC-NOTES §2: files of any type may ship over MCP).

export type FileEncoding = 'text' | 'blob';

export interface WellKnownType {
  readonly mediaType: string;
  readonly encoding: FileEncoding;
}

const text = (mediaType: string): WellKnownType => ({ mediaType, encoding: 'text' });
const blob = (mediaType: string): WellKnownType => ({ mediaType, encoding: 'blob' });

/** Keys starting with `.` are extensions (matched case-insensitively); others are exact file names. */
export const wellKnownTypes: { readonly [key: string]: WellKnownType } = Object.freeze({
  // The brief's own three (SPEC-NOTES §3 "media types").
  '.md': text('text/markdown'),
  '.txt': text('text/plain'),
  '.json': text('application/json'),
  // Documents and markup.
  '.markdown': text('text/markdown'),
  '.mdx': text('text/markdown'),
  '.rst': text('text/x-rst'),
  '.adoc': text('text/asciidoc'),
  '.html': text('text/html'),
  '.htm': text('text/html'),
  '.css': text('text/css'),
  '.xml': text('application/xml'),
  '.xsd': text('application/xml'),
  '.xsl': text('application/xslt+xml'),
  '.xslt': text('application/xslt+xml'),
  '.svg': text('image/svg+xml'),
  '.tex': text('text/x-tex'),
  '.sty': text('text/x-tex'),
  '.cls': text('text/x-tex'),
  '.bib': text('text/x-bibtex'),
  // Data and configuration.
  '.yaml': text('application/yaml'),
  '.yml': text('application/yaml'),
  '.toml': text('application/toml'),
  '.csv': text('text/csv'),
  '.tsv': text('text/tab-separated-values'),
  '.jsonl': text('application/jsonl'),
  '.ini': text('text/plain'),
  '.cfg': text('text/plain'),
  '.conf': text('text/plain'),
  '.sql': text('application/sql'),
  '.graphql': text('application/graphql'),
  '.ipynb': text('application/x-ipynb+json'),
  '.diff': text('text/x-diff'),
  '.patch': text('text/x-diff'),
  '.log': text('text/plain'),
  '.j2': text('text/plain'),
  '.jinja': text('text/plain'),
  '.tmpl': text('text/plain'),
  // Source code and scripts (scripts ship only where a skill opts in: rule content/executable).
  '.py': text('text/x-python'),
  '.sh': text('text/x-shellscript'),
  '.bash': text('text/x-shellscript'),
  '.zsh': text('text/x-shellscript'),
  '.ps1': text('text/plain'),
  '.bat': text('text/plain'),
  '.cmd': text('text/plain'),
  '.js': text('text/javascript'),
  '.mjs': text('text/javascript'),
  '.cjs': text('text/javascript'),
  '.jsx': text('text/javascript'),
  '.ts': text('text/x-typescript'),
  '.tsx': text('text/x-typescript'),
  '.rb': text('text/x-ruby'),
  '.pl': text('text/x-perl'),
  '.php': text('text/x-php'),
  '.r': text('text/x-r'),
  '.go': text('text/x-go'),
  '.rs': text('text/x-rust'),
  '.java': text('text/x-java'),
  '.kt': text('text/x-kotlin'),
  '.swift': text('text/x-swift'),
  '.c': text('text/x-c'),
  '.h': text('text/x-c'),
  '.cpp': text('text/x-c++'),
  '.hpp': text('text/x-c++'),
  '.cs': text('text/x-csharp'),
  // Exact names that carry no extension.
  LICENSE: text('text/plain'),
  LICENCE: text('text/plain'),
  COPYING: text('text/plain'),
  NOTICE: text('text/plain'),
  AUTHORS: text('text/plain'),
  README: text('text/plain'),
  Dockerfile: text('text/x-dockerfile'),
  Makefile: text('text/x-makefile'),
  // Binary: always a base64 blob, never decoded as text.
  '.png': blob('image/png'),
  '.jpg': blob('image/jpeg'),
  '.jpeg': blob('image/jpeg'),
  '.gif': blob('image/gif'),
  '.webp': blob('image/webp'),
  '.ico': blob('image/vnd.microsoft.icon'),
  '.pdf': blob('application/pdf'),
  '.ttf': blob('font/ttf'),
  '.otf': blob('font/otf'),
  '.woff': blob('font/woff'),
  '.woff2': blob('font/woff2'),
  '.zip': blob('application/zip'),
  '.gz': blob('application/gzip'),
  '.docx': blob('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  '.xlsx': blob('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  '.pptx': blob('application/vnd.openxmlformats-officedocument.presentationml.presentation'),
  '.wasm': blob('application/wasm'),
  '.mp3': blob('audio/mpeg'),
  '.wav': blob('audio/wav'),
  '.mp4': blob('video/mp4'),
});

/**
 * Whether an explicitly configured media type ships as text: `text/*`, JSON, XML, YAML and the
 * `+json`/`+xml`/`+yaml` suffixes (RFC 6839); everything else ships as a blob.
 */
export function encodingOfMediaType(mediaType: string): FileEncoding {
  const type = mediaType.toLowerCase().split(';')[0]?.trim() ?? '';
  if (type.startsWith('text/')) return 'text';
  if (/^application\/(json|xml|yaml|toml|javascript|sql|graphql|x-sh|x-tex|x-yaml)$/.test(type)) return 'text';
  if (/\+(json|xml|yaml)$/.test(type)) return 'text';
  return 'blob';
}

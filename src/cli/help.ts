// Hand-written help text: the CLI contract of DESIGN.md. Every command has its own (`skillpack
// COMMAND --help`); the documents it names ship in the package (node_modules/skillpack/docs/).

export const helpText = `skillpack — package Agent Skills for MCP servers

Usage:
  skillpack init    [--root DIR] [--yes]                  set skillpack up, adopting the skills already here
  skillpack build   [--config F] [--watch]                lint, then write the generated module
  skillpack check   [--config F] [--staged] [--format X]  lint and prove the generated module is current
                                                          (--staged: what the pre-commit hook runs)
  skillpack lint    [--config F] [--staged] [--format X] [skill-path ...]
                                                          lint only (while you write a skill)
  skillpack explain RULE-ID | --list | --profile NAME     what a rule checks, why, how to fix; what a
                                                          profile sets (skillpack:recommended, skillpack:strict)
  skillpack serve   [--config F] [--http HOST:PORT]       the reference skills server (stdio by default)
  skillpack verify  --stdio "CMD" [--env K=V]... | --http URL [--header "N: V"]...
                    [--expect F] [--statement F] [--legacy hidden|allowed] [--timeout MS]
                    [--max-pages N] [--max-bytes N] [--format X]
                                                          check a live server as a Skills host
  skillpack verify  --index DIR|URL [--expect F] [--timeout MS] [--format X]
                                                          check a well-known index and its archives against the build
  skillpack diff    [--config F] [--base REF] [--require-version-bump] [--format markdown|json|github]
                                                          what the build changes for host approvals
  skillpack attest  [--config F] [--output F] [--source-commit SHA] [--archives]
                                                          in-toto Statement v1 of every served file

Options:
  --config F     config file (default: skillpack.config.json in the working directory)
  --staged       read sources, the config and the generated module from the git index
                 (what the next commit holds; unstaged edits do not count)
  --format X     text | json | sarif | github
                 (default: github when GITHUB_ACTIONS=true, text otherwise)
  --watch        (build) rebuild on every change to the skills, the config or the allowlist
  --root DIR     (init) the skills directory, when the repository keeps skills in several
  -y, --yes      (init) apply without asking
  -h, --help     this help; \`skillpack COMMAND --help\` for one command
  -v, --version  the version

Environment:
  NO_COLOR             plain text output even on a terminal
  GITHUB_STEP_SUMMARY  --format github writes findings past GitHub's annotation cap there

Exit codes: 0 clean, 1 findings or a stale generated module, 2 usage, config or I/O failure,
70 internal error (a bug: please report it).

Documentation: README.md and docs/ in node_modules/skillpack/ (rules: \`skillpack explain --list\`).
`;

const common = `  --config F     config file (default: skillpack.config.json in the working directory)
  --format X     text | json | sarif | github (default: github when GITHUB_ACTIONS=true, text otherwise)`;
const staged = `  --staged       read sources, the config and the generated module from the git index
                 (what the next commit holds; unstaged edits do not count)`;
const outputEnv = `  NO_COLOR             plain text output even on a terminal
  GITHUB_ACTIONS       "true" makes --format github the default
  GITHUB_STEP_SUMMARY  --format github writes findings past GitHub's annotation cap there`;
const exits = 'Exit codes: 0 clean, 1 findings (or a stale module for check), 2 usage, config or I/O failure, 70 internal error.';

const gitIndexFile = '  GIT_INDEX_FILE       with --staged, the index git hands a hook during `git commit -a`';

/** The help of build, check and lint: they share the config and format options, the output environment and the exit codes. */
function lintingCommandHelp(help: {
  readonly synopsis: string;
  readonly description: string;
  /** Option lines after --config and --format. */
  readonly options: readonly string[];
  /** Environment lines after the output variables. */
  readonly environment: readonly string[];
}): string {
  return [
    help.synopsis,
    '',
    help.description,
    '',
    'Options:',
    common,
    ...help.options,
    '',
    'Environment:',
    outputEnv,
    ...help.environment,
    exits,
    '',
  ].join('\n');
}

/** \`skillpack COMMAND --help\`: the command's options and the environment variables it reads. */
export const commandHelp: { readonly [command: string]: string } = {
  init: `skillpack init [--root DIR] [--yes]

Sets skillpack up in the repository in the working directory. Skills you already keep are adopted in
place: the first of .claude/skills, .agents/skills, .codex/skills, .cursor/skills, .github/skills,
skills/ and plugins/*/skills that holds skills becomes the config's root (with several, --root or a
prompt chooses; the others are listed), and every skill found (a directory with a SKILL.md) goes in
the allowlist; skills that carry scripts are named with the exact entry that opts them in. Without
skills it writes an example skill. Also: npm scripts (skills:build, skills:check, skills:lint),
.gitattributes lines, formatter ignores, a pre-commit hook that runs \`skillpack check --staged\`
through husky, lefthook, simple-git-hooks or the pre-commit framework when the repository uses one
(else .githooks/ with core.hooksPath), and a GitHub Actions workflow. Prints each change; never
overwrites a file; never follows a symlink. Run again after changing root or output in the config,
it brings the files it wrote in line.

Options:
  --root DIR     the skills directory (relative to the repository), when there is no config yet
  -y, --yes      apply without asking (required when stdin is not a terminal)

Environment: none.
Exit codes: 0 done or nothing to do, 2 not a terminal without --yes, several skill roots without --root,
or a file that cannot be read or written (a symlink, a FIFO), 70 internal error.
`,
  build: lintingCommandHelp({
    synopsis: 'skillpack build [--config F] [--format X] [--watch]',
    description: 'Lints the skills, then writes the generated module atomically (nothing is written on an error).',
    options: [
      '  --watch        rebuild after every change to the skills root, the config or the secret allowlist',
      '                 (debounced; Ctrl-C stops with exit 0)',
    ],
    environment: [],
  }),
  check: lintingCommandHelp({
    synopsis: 'skillpack check [--config F] [--staged] [--format X]',
    description: `Lints the skills and proves the committed generated module is exactly what build writes; names
line-ending and formatter rewrites as such. Never writes. The CI gate; with --staged, the pre-commit
hook (a skill staged without its rebuilt module is refused).`,
    options: [staged],
    environment: [gitIndexFile],
  }),
  lint: lintingCommandHelp({
    synopsis: 'skillpack lint [--config F] [--staged] [--format X] [SKILL …]',
    description: `Lints only (while you write; the pre-commit hook runs \`check --staged\`). SKILL is a skill path from the config (\`review\`) or
its directory as the shell completes it (\`skills/review/\`); without one, every skill.`,
    options: [staged],
    environment: [
      gitIndexFile,
      '  SKILLPACK_CONFIG     (the shipped pre-commit hook script only) the config file, from the repository root',
    ],
  }),
  explain: `skillpack explain RULE-ID | --list | --profile NAME

What a rule checks, why, how to fix it, and an example; --list prints every rule id; --profile prints
what a built-in profile sets (skillpack:recommended, skillpack:strict). Works offline: the text comes
from the rules themselves (the same text as the rules reference in the repository's docs).

Environment: none.
Exit codes: 0 found, 2 unknown rule id, 70 internal error.
`,
  serve: `skillpack serve [--config F] [--http HOST:PORT]

Serves the config's generated module with the reference skills server: stdio by default, or
Streamable HTTP on loopback at /mcp. Needs @modelcontextprotocol/server installed in the project.

Options:
  --config F     config file (default: skillpack.config.json in the working directory)
  --http H:P     serve Streamable HTTP on HOST:PORT (loopback only)

Environment:
  MCP_SKILLS_ENABLED     exactly "true" or "false" (unset = off), read per request; anything else refuses start-up
  MCP_ENABLED_VENDORS    comma-separated; "github" registers four read-only GitHub tools
  GITHUB_TOKEN           token for those tools
  GITHUB_API_URL         their base URL (default https://api.github.com)
  MCP_HTTP_BEARER_TOKEN  required with --http: every request needs "Authorization: Bearer <token>"
Exit codes: 0 clean shutdown, 2 unusable settings or I/O failure, 70 internal error.
`,
  verify: `skillpack verify --stdio "CMD" [--env K=V]... | --http URL [--header "Name: value"]...
                 [--expect F] [--statement F] [--legacy hidden|allowed] [--timeout MS] [--format X]

Plays a Skills host against a live server: the declaration, every page of skills/list, every entry,
every manifest file (size, digest, frontmatter), the refusals, and a legacy session that must see
nothing. Every fault is reported by a check id (https://github.com/skillpack/skillpack/blob/main/docs/verify.md lists them).

Options:
  --stdio "CMD"        spawn the server and talk over its stdio (split like shell words; no shell runs)
  --env K=V            add to the spawned server's environment (repeatable)
  --http URL           a Streamable HTTP endpoint
  --header "N: V"      an HTTP request header (repeatable), e.g. "Authorization: Bearer $TOKEN"
  --expect F           the served catalog must equal the build: a skillpack.config.json or a generated module
  --statement F        the served files must be exactly the subjects of a \`skillpack attest\` statement
  --legacy hidden|allowed
                       a legacy (initialize) session must see no skills (default hidden); allowed: a note
  --timeout MS         per-request time limit in milliseconds (100-600000, default 15000)
  --format X           text | json | sarif | github (default: github when GITHUB_ACTIONS=true, text otherwise)

Environment:
${outputEnv}
Exit codes: 0 no error-severity fault, 1 faults, 2 unusable options, an unreadable --expect/--statement
file or a server that cannot be started, 70 internal error.
`,
  diff: `skillpack diff [--config F] [--base REF] [--require-version-bump] [--format markdown|json|github]

What the current build changes for host approvals against the catalog committed at REF: skills
added, removed and changed (hosts ask users to approve a changed skill again), and the risk delta of
each (new scripts, binary files, allowed-tools, external hosts, hidden text, growth towards bounds).
Details: https://github.com/skillpack/skillpack/blob/main/docs/verify.md "Approval impact".

Options:
  --config F                config file (default: skillpack.config.json in the working directory)
  --base REF                the git revision to compare with (default: the merge base of HEAD with
                            origin/HEAD, else origin/main, main, origin/master, master)
  --require-version-bump    exit 1 when a changed skill keeps the same metadata.version
  --format X                markdown (a pull-request comment; the default), json, or github (the
                            default under GitHub Actions: the step summary plus one notice per skill)

Environment:
  GITHUB_ACTIONS       "true" makes --format github the default
  GITHUB_STEP_SUMMARY  where --format github appends the Markdown
Exit codes: 0 impacts reported, 1 a version-bump failure, 2 usage, lint errors or a git failure, 70 internal error.
`,
  attest: `skillpack attest [--config F] [--output F] [--source-commit SHA]

Writes the in-toto Statement v1 of the committed generated module (run it after \`skillpack check\`):
one subject per served file (its skill:// URI and the sha256 of its bytes) and a skill-catalog
predicate, for CI to sign (GitHub artifact attestations, cosign). \`skillpack verify --statement F\`
checks a live server against it. Details: https://github.com/skillpack/skillpack/blob/main/docs/verify.md "Attestation".

Options:
  --config F           config file (default: skillpack.config.json in the working directory)
  --output F           write the statement there (default: stdout)
  --source-commit SHA  the commit it was built from (default: GITHUB_SHA, else git's HEAD)

Environment:
  GITHUB_SHA           the default source commit
Exit codes: 0 written, 2 usage, config or I/O failure (a missing or unloadable module), 70 internal error.
`,
};

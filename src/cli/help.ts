// Hand-written help text: the CLI contract of DESIGN.md.

export const helpText = `skillpack — package Agent Skills for MCP servers

Usage:
  skillpack init    [--yes]                               set skillpack up in this repository
  skillpack build   [--config F] [--watch]                lint, then write the generated module
  skillpack check   [--config F] [--staged] [--format X]  lint and prove the generated module is current
  skillpack lint    [--config F] [--staged] [--format X] [skill-path ...]
                                                          lint only (the pre-commit hook)
  skillpack explain RULE-ID | --list | --profile NAME     what a rule checks, why, how to fix; what a
                                                          profile sets (skillpack:recommended, skillpack:strict)
  skillpack serve   [--config F] [--http HOST:PORT]       the reference skills server (stdio by default)
  skillpack verify  --stdio "CMD" [--env K=V]... | --http URL [--header "N: V"]...
                    [--expect F] [--statement F] [--legacy hidden|allowed] [--timeout MS]
                    [--max-pages N] [--max-bytes N] [--format X]
                                                          check a live server as a Skills host (docs/verify.md)
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
  -y, --yes      (init) apply without asking
  -h, --help     this help; \`skillpack COMMAND --help\` for one command
  -v, --version  the version

Environment:
  NO_COLOR             plain text output even on a terminal
  GITHUB_STEP_SUMMARY  --format github writes findings past GitHub's annotation cap there

Exit codes: 0 clean, 1 findings or a stale generated module, 2 usage, config or I/O failure,
70 internal error (a bug: please report it).
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
  init: `skillpack init [--yes]

Sets skillpack up in the repository in the working directory: skillpack.config.json and an example
skill (only when there is no config), npm scripts (skills:build, skills:check, skills:lint),
.gitattributes lines, formatter ignores, a pre-commit hook through husky, lefthook, simple-git-hooks
or the pre-commit framework when the repository uses one (else .githooks/ with core.hooksPath) and a
GitHub Actions workflow. Prints each change; never overwrites a file; safe to run again.

Options:
  -y, --yes      apply without asking (required when stdin is not a terminal)

Environment: none.
Exit codes: 0 done or nothing to do, 2 not a terminal without --yes, or a file cannot be written, 70 internal error.
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
line-ending and formatter rewrites as such. Never writes. The CI gate.`,
    options: [staged],
    environment: [gitIndexFile],
  }),
  lint: lintingCommandHelp({
    synopsis: 'skillpack lint [--config F] [--staged] [--format X] [SKILL …]',
    description: `Lints only (what the pre-commit hook runs). SKILL is a skill path from the config (\`review\`) or
its directory as the shell completes it (\`skills/review/\`); without one, every skill.`,
    options: [staged],
    environment: [
      gitIndexFile,
      '  SKILLPACK_CONFIG     (the shipped pre-commit hook script only) the config file, from the repository root',
    ],
  }),
  explain: `skillpack explain RULE-ID | --list

What a rule checks, why, how to fix it, and an example; --list prints every rule id.

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
};

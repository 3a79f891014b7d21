// Hand-written help text: the CLI contract of DESIGN.md.

export const helpText = `skillpack — package Agent Skills for MCP servers

Usage:
  skillpack build   [--config F]                          lint, then write the generated module
  skillpack check   [--config F] [--staged] [--format X]  lint and prove the generated module is current
  skillpack lint    [--config F] [--staged] [--format X] [skill-path ...]
                                                          lint only (the pre-commit hook)
  skillpack explain RULE-ID | --list | --profile NAME     what a rule checks, why, how to fix; what a
                                                          profile sets (skillpack:recommended, skillpack:strict)
  skillpack serve   [--config F] [--http HOST:PORT]       the reference skills server (stdio by default)

Options:
  --config F     config file (default: skillpack.config.json in the working directory)
  --staged       read sources, the config and the generated module from the git index
                 (what the next commit holds; unstaged edits do not count)
  --format X     text | json | sarif | github
                 (default: github when GITHUB_ACTIONS=true, text otherwise)
  -h, --help     this help
  -v, --version  the version

Environment:
  NO_COLOR             plain text output even on a terminal
  GITHUB_STEP_SUMMARY  --format github writes findings past GitHub's annotation cap there

Exit codes: 0 clean, 1 findings or a stale generated module, 2 usage, config or I/O failure.
`;

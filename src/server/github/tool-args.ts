// The arguments the GitHub tools take (validated by their JSON Schemas in github-tools.ts) and
// the shared facts of how they page through the REST API.

export const perPage = 100;
/** GitHub's list-files endpoint never returns more than this many files for one pull request. */
export const githubFileListCap = 3000;

export interface RepoArgs {
  readonly owner: string;
  readonly repo: string;
}
export interface PullArgs extends RepoArgs {
  readonly pull_number: number;
}
export interface DiffArgs extends PullArgs {
  readonly max_files?: number;
}
export interface RunsArgs extends RepoArgs {
  readonly head_sha: string;
  readonly max_runs?: number;
}
export interface JobsArgs extends RepoArgs {
  readonly run_id: number;
  readonly max_jobs?: number;
}

export const repoPath = (args: RepoArgs): string => `repos/${encodeURIComponent(args.owner)}/${encodeURIComponent(args.repo)}`;

// What `github_list_workflow_runs` and `github_list_workflow_jobs` read: the Actions runs for one
// commit only, and the latest attempt's jobs of one run, each bounded and saying whether complete.
import type { GithubApi } from './github-api.js';
import { count, list, record, text, type Json } from './shape.js';
import { collectPages } from './paginate.js';
import { repoPath, type JobsArgs, type RunsArgs } from './tool-args.js';

export async function listWorkflowRuns(api: GithubApi, args: RunsArgs): Promise<Json> {
  let dropped = 0;
  let totalCount: number | null = null;
  const { items: runs, complete } = await collectPages(
    api,
    `${repoPath(args)}/actions/runs`,
    { head_sha: args.head_sha },
    args.max_runs ?? 100,
    {
      onPage: (data) => {
        totalCount = count(record(data)['total_count']);
      },
      itemsOf: (data) => list(record(data)['workflow_runs']),
      // Runs for any other commit are stale for this head and must never count (SPEC-NOTES §3).
      skip: (item) => {
        const other = record(item)['head_sha'] !== args.head_sha;
        if (other) dropped += 1;
        return other;
      },
      keep: (item): Json => {
        const runItem = record(item);
        return {
          id: count(runItem['id']),
          name: text(runItem['name']),
          display_title: text(runItem['display_title']),
          event: text(runItem['event']),
          status: text(runItem['status']),
          conclusion: text(runItem['conclusion']),
          head_sha: text(runItem['head_sha']),
          head_branch: text(runItem['head_branch']),
          run_number: count(runItem['run_number']),
          run_attempt: count(runItem['run_attempt']),
          workflow_id: count(runItem['workflow_id']),
          html_url: text(runItem['html_url']),
          created_at: text(runItem['created_at']),
          updated_at: text(runItem['updated_at']),
        };
      },
    },
  );
  return {
    head_sha: args.head_sha,
    total_count: totalCount,
    runs,
    runs_returned: runs.length,
    complete,
    runs_for_other_commits_dropped: dropped,
    untrusted_fields: ['runs[].display_title', 'runs[].head_branch'],
  };
}

export async function listWorkflowJobs(api: GithubApi, args: JobsArgs): Promise<Json> {
  let totalCount: number | null = null;
  const { items: jobs, complete } = await collectPages(
    api,
    `${repoPath(args)}/actions/runs/${args.run_id}/jobs`,
    { filter: 'latest' },
    args.max_jobs ?? 100,
    {
      onPage: (data) => {
        totalCount = count(record(data)['total_count']);
      },
      itemsOf: (data) => list(record(data)['jobs']),
      keep: (item): Json => {
        const job = record(item);
        return {
          id: count(job['id']),
          name: text(job['name']),
          status: text(job['status']),
          conclusion: text(job['conclusion']),
          head_sha: text(job['head_sha']),
          run_attempt: count(job['run_attempt']),
          html_url: text(job['html_url']),
          started_at: text(job['started_at']),
          completed_at: text(job['completed_at']),
          steps: list(job['steps']).map((step) => {
            const s = record(step);
            return { number: count(s['number']), name: text(s['name']), status: text(s['status']), conclusion: text(s['conclusion']) };
          }),
        };
      },
    },
  );
  return { run_id: args.run_id, total_count: totalCount, jobs, jobs_returned: jobs.length, complete };
}

// What `github_list_workflow_runs` and `github_list_workflow_jobs` read: the Actions runs for one
// commit only, and the latest attempt's jobs of one run, each bounded and saying whether complete.
import type { GithubApi } from './github-api.js';
import { count, list, record, text, type Json } from './shape.js';
import { perPage, repoPath, type JobsArgs, type RunsArgs } from './tool-args.js';

export async function listWorkflowRuns(api: GithubApi, args: RunsArgs): Promise<Json> {
  const maxRuns = args.max_runs ?? 100;
  const runs: Json[] = [];
  let dropped = 0;
  let totalCount: number | null = null;
  let complete = true;
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await api.get(`${repoPath(args)}/actions/runs`, {
      head_sha: args.head_sha,
      per_page: String(perPage),
      page: String(pageNumber),
    });
    const body = record(page.data);
    totalCount = count(body['total_count']);
    const items = list(body['workflow_runs']);
    for (const item of items) {
      const runItem = record(item);
      // Runs for any other commit are stale for this head and must never count (SPEC-NOTES §3).
      if (runItem['head_sha'] !== args.head_sha) {
        dropped += 1;
        continue;
      }
      if (runs.length >= maxRuns) {
        complete = false;
        break;
      }
      runs.push({
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
      });
    }
    if (!complete || !page.hasNext || items.length === 0) break;
    if (runs.length >= maxRuns) {
      complete = false;
      break;
    }
  }
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
  const maxJobs = args.max_jobs ?? 100;
  const jobs: Json[] = [];
  let totalCount: number | null = null;
  let complete = true;
  for (let pageNumber = 1; ; pageNumber += 1) {
    const page = await api.get(`${repoPath(args)}/actions/runs/${args.run_id}/jobs`, {
      filter: 'latest',
      per_page: String(perPage),
      page: String(pageNumber),
    });
    const body = record(page.data);
    totalCount = count(body['total_count']);
    const items = list(body['jobs']);
    for (const item of items) {
      if (jobs.length >= maxJobs) {
        complete = false;
        break;
      }
      const job = record(item);
      jobs.push({
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
      });
    }
    if (!complete || !page.hasNext || items.length === 0) break;
    if (jobs.length >= maxJobs) {
      complete = false;
      break;
    }
  }
  return { run_id: args.run_id, total_count: totalCount, jobs, jobs_returned: jobs.length, complete };
}

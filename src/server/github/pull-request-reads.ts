// What `github_get_pull_request` and `github_get_pull_request_diff` read: one pull request, and
// its changed files with bounded pagination, a patch budget, and explicit reporting of missing
// patches and incomplete coverage (SPEC-NOTES §3 "The shipped skill").
import type { GithubApi } from './github-api.js';
import { bounded, count, flag, list, record, text, type Json } from './shape.js';
import { collectPages } from './paginate.js';
import { githubFileListCap, repoPath, type DiffArgs, type PullArgs } from './tool-args.js';

const maxBodyCodeUnits = 16 * 1024;
const maxPatchCodeUnits = 32 * 1024;
const patchBudgetCodeUnits = 1024 * 1024;

export async function getPullRequest(api: GithubApi, args: PullArgs): Promise<Json> {
  const { data } = await api.get(`${repoPath(args)}/pulls/${args.pull_number}`);
  const pr = record(data);
  const head = record(pr['head']);
  const base = record(pr['base']);
  const body = bounded(pr['body'], maxBodyCodeUnits);
  return {
    number: count(pr['number']),
    html_url: text(pr['html_url']),
    state: text(pr['state']),
    draft: flag(pr['draft']),
    merged: flag(pr['merged']),
    mergeable: flag(pr['mergeable']),
    mergeable_state: text(pr['mergeable_state']),
    author: text(record(pr['user'])['login']),
    created_at: text(pr['created_at']),
    updated_at: text(pr['updated_at']),
    head: { sha: text(head['sha']), ref: text(head['ref']), repo: text(record(head['repo'])['full_name']) },
    base: { sha: text(base['sha']), ref: text(base['ref']), repo: text(record(base['repo'])['full_name']) },
    commits: count(pr['commits']),
    changed_files: count(pr['changed_files']),
    additions: count(pr['additions']),
    deletions: count(pr['deletions']),
    labels: list(pr['labels'])
      .map((label) => text(record(label)['name']))
      .filter((name) => name !== null),
    requested_reviewers: list(pr['requested_reviewers'])
      .map((user) => text(record(user)['login']))
      .filter((login) => login !== null),
    title: text(pr['title']),
    body: body.text,
    body_truncated: body.truncated,
    untrusted_fields: ['title', 'body', 'head.ref'],
  };
}

export async function getPullRequestFiles(api: GithubApi, args: DiffArgs): Promise<Json> {
  const maxFiles = args.max_files ?? 300;
  let budget = patchBudgetCodeUnits;
  const missing: string[] = [];
  const listed = await collectPages(api, `${repoPath(args)}/pulls/${args.pull_number}/files`, {}, maxFiles, {
    itemsOf: list,
    keep: (item): Json => {
      const file = record(item);
      const filename = text(file['filename']);
      const entry: Record<string, unknown> = {
        filename,
        status: text(file['status']),
        additions: count(file['additions']),
        deletions: count(file['deletions']),
        changes: count(file['changes']),
      };
      const previous = text(file['previous_filename']);
      if (previous !== null) entry['previous_filename'] = previous;
      if (typeof file['patch'] !== 'string') {
        entry['patch'] = null;
        entry['patch_missing'] = 'GitHub sent no patch (binary file, or a diff too large for the API)';
        missing.push(filename ?? '(unnamed)');
      } else if (budget <= 0) {
        entry['patch'] = null;
        entry['patch_missing'] = 'omitted: this response already carries its patch budget; fetch fewer files';
        missing.push(filename ?? '(unnamed)');
      } else {
        const patch = bounded(file['patch'], Math.min(maxPatchCodeUnits, budget));
        entry['patch'] = patch.text;
        entry['patch_truncated'] = patch.truncated;
        budget -= patch.text?.length ?? 0;
      }
      return entry;
    },
  });
  const files = listed.items;
  const pages = listed.pages;
  const moreOnGithub = !listed.complete;
  const atGithubCap = !moreOnGithub && files.length >= githubFileListCap;
  return {
    files,
    files_returned: files.length,
    pages_fetched: pages,
    complete: !moreOnGithub && !atGithubCap,
    coverage: moreOnGithub
      ? `incomplete: stopped at max_files=${maxFiles}; more changed files exist`
      : atGithubCap
        ? `possibly incomplete: GitHub lists at most ${githubFileListCap} files of a pull request`
        : 'complete: every changed file GitHub lists is included',
    files_without_patch: missing,
    untrusted_fields: ['files[].filename', 'files[].patch'],
  };
}

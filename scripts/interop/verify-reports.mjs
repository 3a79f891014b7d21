// Compares the MCP Inspector's `--verify` output (one JSON report per skill: outcome, and per file
// status, actual digest and size) with the skills read from the repository (source-catalog.mjs).

/** Differences between the Inspector's per-skill verification reports and the repository's files. */
export function compareReports(reports, expected) {
  const problems = [];
  const byUri = new Map(reports.map((report) => [report.uri, report]));
  if (byUri.size !== reports.length) problems.push(`${reports.length - byUri.size} skills listed more than once`);
  for (const report of reports) {
    if (report.ok !== true || report.outcome !== 'verified') {
      problems.push(
        `${report.uri}: outcome ${report.outcome} ${JSON.stringify([...(report.conformance ?? []), ...(report.frontmatter ?? [])])}`,
      );
    }
    if (!expected.some((skill) => skill.uri === report.uri)) problems.push(`${report.uri}: listed but not expected`);
  }
  for (const skill of expected) {
    const report = byUri.get(skill.uri);
    if (report === undefined) {
      problems.push(`${skill.uri}: expected but not listed`);
      continue;
    }
    const files = new Map((report.files ?? []).map((file) => [file.uri, file]));
    for (const file of skill.files) {
      const seen = files.get(file.uri);
      if (seen === undefined) problems.push(`${file.uri}: not in the manifest`);
      else if (seen.status !== 'verified' || seen.actualDigest !== file.digest || seen.actualSize !== file.size) {
        problems.push(`${file.uri}: ${seen.status}, ${seen.actualDigest}/${seen.actualSize} vs repository ${file.digest}/${file.size}`);
      }
    }
    for (const uri of files.keys())
      if (!skill.files.some((file) => file.uri === uri)) problems.push(`${uri}: in the manifest, not in the repository`);
  }
  return problems;
}

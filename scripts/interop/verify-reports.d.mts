// Types for verify-reports.mjs (used by test/interop).
export interface ExpectedSkill {
  uri: string;
  files: ReadonlyArray<{ uri: string; digest: string; size: number }>;
}
export function compareReports(reports: ReadonlyArray<Record<string, unknown>>, expected: ReadonlyArray<ExpectedSkill>): string[];

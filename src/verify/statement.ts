// `verify --statement`: the subjects of an in-toto Statement v1 written by `skillpack attest`
// (docs/verify.md "Attestation") against the files a live server actually served: every attested
// URI served with exactly the attested sha256, and nothing served that was not attested.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { UserError } from '../diagnostics/user-error.js';
import type { Finding } from './checks.js';
import { isObject } from './rpc-connection.js';
import type { ServedEntry } from './served-entry.js';

export const statementType = 'https://in-toto.io/Statement/v1';
const maxStatementBytes = 64 * 1024 * 1024;

export interface AttestedSubjects {
  /** Subject name (a skill:// URI) → `sha256:` digest. */
  readonly byName: ReadonlyMap<string, string>;
  readonly subjects: number;
}

export function loadStatement(file: string, cwd: string): AttestedSubjects {
  const path = resolve(cwd, file);
  let text: string;
  try {
    if (!statSync(path).isFile()) throw new UserError('io', `${file}: not a regular file`);
    if (statSync(path).size > maxStatementBytes) throw new UserError('io', `${file}: over ${maxStatementBytes} bytes`);
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new UserError('io', `${file}: cannot read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let statement: unknown;
  try {
    statement = JSON.parse(text);
  } catch {
    throw new UserError('io', `${file}: not JSON`);
  }
  return parseStatement(statement, file);
}

export function parseStatement(statement: unknown, file: string): AttestedSubjects {
  if (!isObject(statement) || statement['_type'] !== statementType || !Array.isArray(statement['subject'])) {
    throw new UserError(
      'io',
      `${file}: not an in-toto Statement v1 (_type ${statementType} with a subject array); write one with \`skillpack attest\``,
    );
  }
  const byName = new Map<string, string>();
  for (const [index, subject] of statement['subject'].entries()) {
    const digest = isObject(subject) && isObject(subject['digest']) ? subject['digest']['sha256'] : undefined;
    const name = isObject(subject) ? subject['name'] : undefined;
    if (typeof name !== 'string' || typeof digest !== 'string' || !/^[0-9a-f]{64}$/.test(digest)) {
      throw new UserError('io', `${file}: subject[${index}] needs a name and a digest.sha256 of 64 lowercase hex digits`);
    }
    if (byName.has(name)) throw new UserError('io', `${file}: subject ${JSON.stringify(name.slice(0, 120))} appears twice`);
    byName.set(name, `sha256:${digest}`);
  }
  return { byName, subjects: byName.size };
}

export function compareWithStatement(
  served: ReadonlyMap<string, { readonly digest: string }>,
  skills: readonly ServedEntry[],
  attested: AttestedSubjects,
): Finding[] {
  const findings: Finding[] = [];
  const say = (where: string, message: string): void =>
    void findings.push({ id: 'verify/statement-differs', severity: 'error', message, where });
  for (const [name, digest] of attested.byName) {
    // Archive subjects (`attest --archives`) name files of other channels, which no server serves.
    if (!name.startsWith('skill://')) continue;
    const got = served.get(name);
    if (got === undefined) say(name, 'attested but not served (or not readable) in this session.');
    else if (got.digest !== digest)
      say(name, `the served bytes hash to ${got.digest}, the statement attests ${digest}: this is not the attested build.`);
  }
  for (const skill of skills) {
    for (const file of skill.resources)
      if (!attested.byName.has(file.uri)) say(file.uri, 'served but not among the attested subjects: this is not the attested build.');
  }
  return findings;
}

// The SARIF 2.1.0 JSON schema as published with Microsoft's SARIF SDK for JavaScript (npm package
// @microsoft/jest-sarif, file lib/schemas/sarif-2.1.0-rtm.5.json, MIT), compiled with ajv.
// The schema is draft-04; ajv 8 reads it as draft-07 once the draft-04 `$schema`/`id` are dropped,
// which changes nothing here (it uses no draft-04-only keyword such as a boolean exclusiveMinimum).
// rtm.5 differs from the OASIS errata01 schema mainly in the `language` pattern, which has a stray
// `]` that only compiles without the `u` flag (ajv's unicodeRegExp: false); we never emit `language`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';

export const sarifSchemaModule = '@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json';

function loadSchema(): Record<string, unknown> {
  let file: string;
  try {
    file = createRequire(import.meta.url).resolve(sarifSchemaModule);
  } catch {
    throw new Error(
      `the SARIF 2.1.0 schema comes from the devDependency @microsoft/jest-sarif; run \`npm ci\` (${sarifSchemaModule} not found)`,
    );
  }
  const schema = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  delete schema['$schema'];
  delete schema['id'];
  return schema;
}

const uriScheme = /^[A-Za-z][A-Za-z0-9+.-]*:/;

export function compileSarifValidator(): ValidateFunction {
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  ajv.addFormat('uri', (value: string) => uriScheme.test(value) && URL.canParse(value));
  ajv.addFormat('uri-reference', (value: string) => !/\s/.test(value) && URL.canParse(value, 'file:///base/'));
  ajv.addFormat(
    'date-time',
    (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value) && !Number.isNaN(Date.parse(value)),
  );
  return ajv.compile(loadSchema());
}

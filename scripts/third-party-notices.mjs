// Writes dist/THIRD-PARTY-NOTICES.md: the licence text of every package esbuild bundled into the
// published files (yaml, ajv, picomatch, …), found from the bundles' metafiles, so the package ships
// the notices their licences require.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The package directories (`node_modules/a`, `node_modules/@s/b`) holding any of `inputs`. */
function packageDirs(inputs) {
  const dirs = new Set();
  for (const input of inputs) {
    const match = /^(.*?node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input.split('\\').join('/'));
    if (match !== null) dirs.add(match[1]);
  }
  return [...dirs].sort();
}

function licenceText(dir) {
  const file = readdirSync(dir).find((name) => /^(?:licen[cs]e|copying)(?:\.md|\.txt)?$/i.test(name));
  return file === undefined ? undefined : readFileSync(join(dir, file), 'utf8').trim();
}

/** `metafiles`: esbuild metafiles of the published bundles. Throws when a bundled package has no licence file. */
export function writeThirdPartyNotices(root, metafiles, outFile) {
  const inputs = metafiles.flatMap((metafile) => Object.keys(metafile.inputs));
  const sections = [];
  for (const dir of packageDirs(inputs)) {
    const pkg = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    const text = existsSync(join(root, dir)) ? licenceText(join(root, dir)) : undefined;
    if (text === undefined) throw new Error(`third-party notices: ${pkg.name} is bundled but ships no licence file`);
    sections.push(`## ${pkg.name} ${pkg.version}\n\nLicence: ${pkg.license ?? 'see below'}\n\n\`\`\`\n${text}\n\`\`\`\n`);
  }
  const head = '# Third-party notices\n\nThe files under dist/ bundle the following packages; their licences follow.\n\n';
  writeFileSync(outFile, head + sections.join('\n'));
  return sections.length;
}

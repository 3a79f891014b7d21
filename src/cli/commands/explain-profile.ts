// `skillpack explain --profile NAME`: what a built-in profile sets — rule severities, limits, the file
// types it accepts (text or blob), and which rules are locked in every profile.
import { profileNames, profiles, type ProfileName } from '../../config/profiles.js';
import { wellKnownTypes } from '../../config/well-known-types.js';
import { allRules } from '../../rules/index.js';
import { exitCodes, type CliIo } from '../io.js';

export function runExplainProfile(name: string, io: CliIo): number {
  const profile = profiles[name as ProfileName];
  if (!(profileNames as readonly string[]).includes(name) || profile === undefined) {
    io.stderr.write(`skillpack explain: no profile "${name}"; the built-in profiles are ${profileNames.join(', ')}.\n`);
    return exitCodes.usage;
  }
  const lines = [
    `${profile.name}`,
    '',
    profile.summary,
    '',
    'Rules (severity in this profile; "locked" = cannot be switched off or lowered):',
  ];
  for (const rule of allRules) {
    const severity = profile.rules[rule.meta.id] ?? rule.meta.severity;
    const changed = profile.rules[rule.meta.id] === undefined ? '' : ` (rule default ${rule.meta.severity})`;
    lines.push(`  ${rule.meta.id.padEnd(36)} ${severity.padEnd(8)}${rule.meta.guardsSafety ? ' locked' : ''}${changed}`);
  }
  lines.push('', 'Limits:');
  for (const [key, value] of Object.entries(profile.limits)) lines.push(`  ${key.padEnd(18)} ${value}`);
  lines.push('', 'File types accepted without a "files" setting (add more with "files": {"include": [...]} or {"types": {...}}):');
  for (const key of profile.files) {
    const type = wellKnownTypes[key];
    if (type !== undefined) lines.push(`  ${key.padEnd(14)} ${type.mediaType.padEnd(40)} ${type.encoding}`);
  }
  lines.push(
    '',
    profile.unlistedFiles === 'ship'
      ? 'Any other type ships too: as text/plain when it is lossless UTF-8 without NUL, else as an application/octet-stream blob. A listed text type that is not UTF-8 stays an error (content/invalid-utf8).'
      : 'Any other type is refused (content/media-type) until the config lists it.',
    '',
    `Excluded from every skill unless "excludeDefaults": false (OS and editor debris; listed by build, never shipped): ${profile.exclude.join(', ')}`,
    '',
    'Scripts ship only where a skill entry says "scripts": true (content/executable).',
    '',
  );
  io.stdout.write(lines.join('\n'));
  return exitCodes.ok;
}

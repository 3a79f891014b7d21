// The build's one report of which channels each skill is fit for: a skill is fit for a target or a
// repository channel unless a finding of that channel's rules (src/rules/channel/) points into it
// (docs/publishing.md).
import type { RepositoryChannel, TargetType } from '../config/targets-config.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SkillCatalog } from '../runtime/types.js';

const channelRulesOf: { readonly [C in TargetType | RepositoryChannel]: readonly string[] } = {
  'claude-plugin': [],
  'codex-plugin': ['channel/codex-description-budget'],
  'well-known': [],
  zip: ['channel/claude-ai-name', 'channel/claude-ai-description', 'channel/claude-ai-archive-size'],
  'gh-skill': ['channel/gh-skill-layout', 'channel/gh-skill-allowed-tools', 'channel/gh-skill-install-metadata'],
  'skills-cli': ['channel/skills-cli-dropped-file'],
  cursor: ['channel/cursor-ignored-field'],
  opencode: ['channel/opencode-ignored-field'],
};

export function channelFitness(config: ResolvedConfig, catalog: SkillCatalog, diagnostics: readonly Diagnostic[]): string | undefined {
  const channels = [...(config.targets ?? []).map((target) => target.type), ...(config.channels ?? [])];
  if (channels.length === 0) return undefined;
  const configFile = config.configFile
    .slice(config.baseDir.length + 1)
    .split('\\')
    .join('/');
  const lines = catalog.skills.map((skill) => {
    const dir = `${config.root}/${skill.path}/`;
    const verdicts = channels.map((channel) => {
      const against = diagnostics.filter(
        (d) => channelRulesOf[channel].includes(d.ruleId) && (d.file.startsWith(dir) || d.file === configFile),
      );
      return against.length === 0 ? channel : `${channel} (${[...new Set(against.map((d) => `${d.severity}: ${d.ruleId}`))].join(', ')})`;
    });
    return `  ${skill.path}: ${verdicts.join(', ')}`;
  });
  return `channels each skill is fit for:\n${lines.join('\n')}`;
}

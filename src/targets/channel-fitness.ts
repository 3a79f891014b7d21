// The build's one report of which channels each skill is fit for: a skill is fit for a target unless a
// finding of that channel's rules (src/rules/channel/) points into it (README "Publish everywhere").
import type { TargetType } from '../config/targets-config.js';
import type { ResolvedConfig } from '../config/types.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { SkillCatalog } from '../runtime/types.js';

const channelRulesOf: { readonly [T in TargetType]: readonly string[] } = {
  'claude-plugin': [],
  'codex-plugin': ['channel/codex-description-budget'],
  'well-known': [],
  zip: ['channel/claude-ai-name', 'channel/claude-ai-description', 'channel/claude-ai-archive-size'],
};

export function channelFitness(config: ResolvedConfig, catalog: SkillCatalog, diagnostics: readonly Diagnostic[]): string | undefined {
  const targets = config.targets ?? [];
  if (targets.length === 0) return undefined;
  const configFile = config.configFile
    .slice(config.baseDir.length + 1)
    .split('\\')
    .join('/');
  const lines = catalog.skills.map((skill) => {
    const dir = `${config.root}/${skill.path}/`;
    const verdicts = targets.map(({ type }) => {
      const against = diagnostics.filter(
        (d) => channelRulesOf[type].includes(d.ruleId) && (d.file.startsWith(dir) || d.file === configFile),
      );
      return against.length === 0 ? type : `${type} (${[...new Set(against.map((d) => `${d.severity}: ${d.ruleId}`))].join(', ')})`;
    });
    return `  ${skill.path}: ${verdicts.join(', ')}`;
  });
  return `channels each skill is fit for:\n${lines.join('\n')}`;
}

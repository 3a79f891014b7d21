// Which channels a config publishes to: the channel rules apply only to the targets a config enables.
import type { TargetType } from '../../config/targets-config.js';
import type { ResolvedConfig } from '../../config/types.js';

export function hasTarget(config: ResolvedConfig, type: TargetType): boolean {
  return (config.targets ?? []).some((target) => target.type === type);
}

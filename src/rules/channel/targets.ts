// Which channels a config publishes to: the channel rules apply only to the targets and repository
// channels a config enables.
import type { RepositoryChannel, TargetType } from '../../config/targets-config.js';
import type { ResolvedConfig } from '../../config/types.js';

export function hasTarget(config: ResolvedConfig, type: TargetType): boolean {
  return (config.targets ?? []).some((target) => target.type === type);
}

export function hasChannel(config: ResolvedConfig, channel: RepositoryChannel): boolean {
  return (config.channels ?? []).includes(channel);
}

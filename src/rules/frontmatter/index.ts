// Frontmatter, body, reference and hidden-instruction rules (the skill-format profile).
import type { Rule } from '../rule.js';

export const frontmatterRules: readonly Rule[] = [];

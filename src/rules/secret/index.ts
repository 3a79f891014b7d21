// The secret/ rule family: credential-shaped content that must never ship.
import type { Rule } from '../rule.js';

export const secretRules: readonly Rule[] = [];

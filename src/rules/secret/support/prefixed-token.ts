// The prefixed-token detector every issuer family shares: a trigger that no token character precedes,
// a run over the token's alphabet up to a bound, and the family's reading of that run; the family is
// defined with its rule id written once, in its metadata (AGENTS.md, "A secret family").
import type { CharTable } from '../engine/chars.js';
import { looksRandom } from '../engine/randomness.js';
import type { Candidate, Detector, SecretMatch, SecretRuleId } from '../engine/types.js';
import type { WrittenMeta } from '../../rule.js';
import { defineSecretFamily, type SecretFamily } from './secret-rule.js';
import { tokenRun } from './token-run.js';

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** A family's reading of a token run: what to emit, and optionally a shorter length (a trailing `.`). */
export type TokenVerdict = Omit<Candidate, 'offset' | 'end' | 'secret'> & { readonly length?: number };

export interface PrefixedTokenSpec {
  /** The prefixes that wake the detector (case-sensitive). */
  readonly triggers: readonly string[];
  /** The token's characters, prefix included. */
  readonly alphabet: CharTable;
  /** Characters that may not precede the trigger (the token would start mid-word); the alphabet by default. */
  readonly boundary?: CharTable;
  /** The longest run read; a longer run is not a token of the family. */
  readonly limit: number;
  /** Judges the run starting at a trigger; undefined when it is not the family's token. */
  read(token: string): TokenVerdict | undefined;
}

/** The engine detector of a prefixed-token family. */
export function prefixedTokenDetector(ruleId: SecretRuleId, spec: PrefixedTokenSpec): Detector {
  const boundary = spec.boundary ?? spec.alphabet;
  return {
    ruleId,
    triggers: spec.triggers,
    start(text, emit) {
      return (index) => {
        const end = tokenRun(text, index, spec.alphabet, boundary, spec.limit);
        if (end === -1) return;
        const verdict = spec.read(text.slice(index, end));
        if (verdict === undefined) return;
        const stop = verdict.length === undefined ? end : index + verdict.length;
        // Built field by field: a rest pattern (`{ length, ...rest }`) copies through a slow runtime
        // path, and a flood of placeholder tokens emits one candidate per token (docs/benchmarks.md).
        const candidate: Writable<Candidate> = {
          offset: index,
          end: stop,
          secret: text.slice(index, stop),
          kind: verdict.kind,
          family: verdict.family,
          validated: verdict.validated,
        };
        if (verdict.publicPrefix !== undefined) candidate.publicPrefix = verdict.publicPrefix;
        if (verdict.pairedWith !== undefined) candidate.pairedWith = verdict.pairedWith;
        emit(candidate);
      };
    },
  };
}

/** A family whose detector is a prefixed token: the detector takes the rule id from `meta`. */
export function definePrefixedTokenFamily<M extends string>(
  meta: WrittenMeta<M> & { readonly id: SecretRuleId },
  messageFor: (match: SecretMatch) => M,
  spec: PrefixedTokenSpec,
  options: { readonly judgedFromContext?: boolean } = {},
): SecretFamily<M> {
  return defineSecretFamily(meta, messageFor, prefixedTokenDetector(meta.id, spec), options);
}

/**
 * The verdict for an issuer's token without a checksum: the prefix and body shape say whose it is, and
 * a body drawn at random from its alphabet is a finding; one a person typed (`xxxx`, `1234…`, a
 * sample word) is only a placeholder note. `length`: the token is shorter than its run (a trailing `.`).
 */
export function shapedToken(family: string, prefix: string, body: string, alphabetSize: number, length?: number): TokenVerdict {
  const kind = looksRandom(body, alphabetSize) ? 'secret' : 'placeholder';
  return length === undefined
    ? { kind, family, validated: false, publicPrefix: prefix }
    : { kind, family, validated: false, publicPrefix: prefix, length };
}

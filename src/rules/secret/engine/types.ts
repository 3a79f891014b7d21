// The engine's data: what a detector emits while scanning and what scanText returns.

/** A secret rule's id; the families themselves are listed in src/rules/secret/index.ts, which the engine never imports. */
export type SecretRuleId = `secret/${string}`;

/** A finding of the engine: one credential-shaped span of a text. */
export interface SecretMatch {
  readonly ruleId: SecretRuleId;
  /** What the credential is, for messages ("GitHub personal access token (classic)"). */
  readonly family: string;
  /** UTF-16 offset of the secret's first character. */
  readonly offset: number;
  readonly length: number;
  readonly endOffset: number;
  /** The raw secret: only hashed into the fingerprint, never printed. */
  readonly secret: string;
  /** Its checksum or structure was verified offline. */
  readonly validated: boolean;
  /** The shape of a credential that failed its checksum or structure, or a published example: an info note at most. */
  readonly placeholder: boolean;
  /** The printable form: a public prefix or two characters, and at most the last two characters. */
  readonly redacted: string;
  /** Redacted form of a related credential (the access key id an AWS secret key is paired with). */
  readonly pairedWith?: string;
}

/**
 * What a detector emits. A `claim` owns its span without a finding (a publishable key, an unsigned
 * JWT), so a less specific rule cannot report it either.
 */
export interface Candidate {
  readonly offset: number;
  readonly end: number;
  readonly secret: string;
  readonly kind: 'secret' | 'placeholder' | 'claim';
  readonly family: string;
  readonly validated: boolean;
  /** Non-secret leading part that may be printed (`ghp_`, `AKIA`, `sk_live_`). */
  readonly publicPrefix?: string;
  readonly pairedWith?: string;
}

export type Emit = (candidate: Candidate) => void;

/**
 * Whether a more specific detector already emitted a candidate overlapping [offset, end): such a
 * span is theirs, so a contextual detector can skip judging it. Only a shortcut: the resolution in
 * scanText decides ownership either way, so a `false` answer is always safe.
 */
export type Claimed = (offset: number, end: number) => boolean;

/**
 * Called for every occurrence of one of the detector's triggers, in increasing offset order, with
 * the literal that matched (in its listed case; for case-insensitive triggers the lower-case form).
 */
export type TriggerHandler = (index: number, literal: string) => void;

export interface Detector {
  readonly ruleId: SecretRuleId;
  /** Literal prefilter: the detector runs only where one of these occurs (case-sensitive). */
  readonly triggers: readonly string[];
  /** Literal prefilter matched ignoring ASCII case (write them in lower case). */
  readonly caseInsensitiveTriggers?: readonly string[];
  /** Starts a scan of one text; the returned handler keeps the scan's state (how far it has read). */
  start(text: string, emit: Emit, claimed: Claimed): TriggerHandler;
}

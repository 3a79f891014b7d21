// Errors that go on the wire as JSON-RPC error objects (SPEC-NOTES §1 "Errors"). They are data:
// the runtime returns them, the adapter turns them into the SDK's error type. Local failures
// (an unusable catalog) are a different type, CatalogError, and never reach a client.

export const invalidParamsCode = -32602;
export const methodNotFoundCode = -32601;
export const internalErrorCode = -32603;

export type WireErrorCode = typeof invalidParamsCode | typeof methodNotFoundCode | typeof internalErrorCode;

export interface WireError {
  readonly code: WireErrorCode;
  readonly message: string;
}

export function invalidParams(message: string): WireError {
  return Object.freeze({ code: invalidParamsCode, message });
}

/** The same words the SDK uses for a method nobody serves, so a gated method looks absent. */
export const methodNotFound: WireError = Object.freeze({ code: methodNotFoundCode, message: 'Method not found' });

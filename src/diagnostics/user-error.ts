// The one error type for unusable input (config, usage, I/O): the user can fix it, so it becomes exit 2
// with its message and no stack trace (anything else is a bug: exit 70).

export type UserErrorCode = 'config-not-found' | 'config-unreadable' | 'config-json' | 'config-schema' | 'config-path' | 'io' | 'usage';

export class UserError extends Error {
  readonly code: UserErrorCode;

  constructor(code: UserErrorCode, message: string) {
    super(message);
    this.name = 'UserError';
    this.code = code;
  }
}

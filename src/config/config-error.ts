// The one error type for unusable input (config, usage, I/O): it becomes exit 2 with its message.

export type ConfigErrorCode = 'config-not-found' | 'config-unreadable' | 'config-json' | 'config-schema' | 'config-path' | 'io' | 'usage';

export class ConfigError extends Error {
  readonly code: ConfigErrorCode;

  constructor(code: ConfigErrorCode, message: string) {
    super(message);
    this.name = 'ConfigError';
    this.code = code;
  }
}

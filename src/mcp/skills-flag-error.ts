// The local error for a malformed MCP_SKILLS_ENABLED at start-up: the server must refuse to start.
export class SkillsFlagError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SkillsFlagError';
  }
}

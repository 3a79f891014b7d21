// The MCP Skills extension identifier (SPEC-NOTES §1 "Capability").
export const skillsExtensionId = 'io.modelcontextprotocol/skills';

// The example skill `skillpack init` writes: the smallest SKILL.md that passes every rule of the
// default profile (name = directory, a description that says when to use it, metadata.publisher =
// the config's publisher, and an opening paragraph that names the publisher and states its limits,
// docs/rules.md "body/provenance").
export const exampleSkillPath = 'example-skill';

export function exampleSkillMd(publisher: string, root: string): string {
  return [
    '---',
    `name: ${exampleSkillPath}`,
    'description: "Shows the shape of a packaged skill: frontmatter, an opening paragraph that states its origin and limits, and steps. Use it as a template when writing a new skill for this server, then delete it."',
    'metadata:',
    `  publisher: ${JSON.stringify(publisher)}`,
    `  distribution: ${JSON.stringify(`bundled with the ${publisher} MCP server`)}`,
    '  version: "1.0.0"',
    '---',
    '',
    '# Example skill',
    '',
    `Origin and limits: this skill is published by ${publisher} and bundled with its MCP server; it only`,
    'describes how a skill is laid out, calls no tools and never changes anything.',
    '',
    '## When to use',
    '',
    '- When writing a new skill for this server: copy this directory, rename it, and list the new path',
    '  in `skillpack.config.json`.',
    '',
    '## Steps',
    '',
    '1. Keep the frontmatter `name` equal to the directory name.',
    '2. Say in the description what the skill does and when to use it.',
    `3. Run \`npx skillpack lint ${root}/<name>\` and fix what it reports.`,
    '',
  ].join('\n');
}

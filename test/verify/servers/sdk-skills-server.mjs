// The official SDK's own skills server (`@modelcontextprotocol/server/ext/skills/node`, loadSkills)
// over stdio, serving the skill folders under the directory given as the first argument.
import { McpServer } from '@modelcontextprotocol/server';
import { loadSkills } from '@modelcontextprotocol/server/ext/skills/node';
import { serveStdio } from '@modelcontextprotocol/server/stdio';

const root = process.argv[2];
if (root === undefined) {
  process.stderr.write('usage: sdk-skills-server.mjs SKILLS-ROOT\n');
  process.exit(2);
}
const skills = await loadSkills(root);
serveStdio(() => {
  const server = new McpServer({ name: 'sdk-skills-server', version: '1.0.0' });
  skills.attach(server);
  return server;
});

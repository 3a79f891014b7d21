// frontmatter/yaml-directive: no %YAML or %TAG directive.
import { frontmatterYamlDirective } from '../../../src/rules/frontmatter/yaml-directive.js';
import { ruleTester } from '../../support/rule-tester.js';
import { skillFile, yamlBlock } from './skill-md.js';

ruleTester(frontmatterYamlDirective, {
  valid: [
    { name: '"%YAML" inside a quoted value', tree: yamlBlock('description: "%YAML 1.1 is old"\n') },
    { name: '"%" inside a plain value', tree: yamlBlock('description: 100% read-only\n') },
  ],
  invalid: [
    {
      name: '%YAML 1.1',
      tree: yamlBlock('%YAML 1.1\n'),
      errors: [{ messageId: 'directive', data: { detail: '%YAML 1.1', uses: 1 }, line: 2, column: 1 }],
    },
    {
      name: '%YAML 1.2',
      tree: yamlBlock('%YAML 1.2\nname: a\n'),
      errors: [{ messageId: 'directive', data: { detail: '%YAML 1.2', uses: 1 }, line: 2, column: 1 }],
    },
    {
      name: '%TAG',
      tree: yamlBlock('%TAG !e! tag:example.com,2000:\n'),
      errors: [{ messageId: 'directive', data: { detail: '%TAG !e! tag:example.com,2000:', uses: 1 }, line: 2, column: 1 }],
    },
    {
      name: 'a directive after a BOM, with CRLF',
      tree: skillFile('\uFEFF---\r\n%YAML 1.1\r\nname: a\r\n---\r\n'),
      errors: [{ messageId: 'directive', data: { detail: '%YAML 1.1', uses: 1 }, line: 2, column: 1 }],
    },
  ],
});

// A catalog shaped like the public skills real publishers write (scripts with `import` lines, an XML
// schema saved with a BOM, LaTeX templates, a font, a PNG, YAML host metadata, `allowed-tools` as a
// string and as a list, no provenance), generated at test time: binaries are built byte by byte.
import { deflateSync } from 'node:zlib';

/** CRC-32 (PNG chunk checksum). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 2×2 RGB PNG: signature, IHDR, one zlib-compressed IDAT, IEND. */
export function tinyPng(): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 255, 255, 255, 255]);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(rows)),
      chunk('IEND', new Uint8Array()),
    ]),
  );
}

/** The head of a TrueType font: sfnt version 0x00010000, a table directory, bytes that are not UTF-8. */
export function tinyTtf(): Uint8Array {
  const bytes = new Uint8Array(256);
  bytes.set([0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x10, 0x00, 0x00, 0x00, 0x00]);
  bytes.set([...Buffer.from('head', 'latin1'), 0xde, 0xad, 0xbe, 0xef, 0x00, 0x00, 0x00, 0x1c, 0x00, 0x00, 0x00, 0x36], 12);
  for (let i = 28; i < bytes.length; i++) bytes[i] = (i * 37) & 0xff;
  return bytes;
}

const pdfSkill = `---
name: pdf-forms
description: Fills PDF forms from JSON data with the bundled scripts; use when a user asks to complete a PDF form.
license: Apache-2.0 (see LICENSE)
allowed-tools: Read Grep Bash
---
# PDF forms

1. Check the input with \`sh scripts/check.sh input.pdf\`.
2. Fill the form: \`python scripts/fill_form.py input.pdf data.json\`.
3. Validate the field map against [the schema](assets/form.xsd); field names are in [the reference](references/fields.md).

Render labels with \`assets/fonts/Sample.ttf\` and stamp \`assets/logo.png\` in the corner.
`;

const fillForm = `#!/usr/bin/env python3
"""Fill a PDF form from a JSON file of field values."""
import json
import sys
from pathlib import Path

import (
    os,
)


def main(argv):
    fields = json.loads(Path(argv[2]).read_text(encoding="utf-8"))
    print(f"filling {len(fields)} fields in {argv[1]}")


if __name__ == "__main__":
    main(sys.argv)
`;

const latexSkill = `---
name: latex-report
description: Writes a LaTeX report from the bundled template and style; use for formal technical reports.
allowed-tools:
  - Read
  - Write
---
# LaTeX report

Start from [the template](templates/report.tex), which loads [the style](templates/report.sty).
See [the guide](references/guide.md) for the build commands.
`;

const guide = `# Building the report

\`\`\`js
import { execFileSync } from 'node:child_process';
const { render } = await import('./render.js');
import('./late.js');
execFileSync('latexmk', ['-pdf', 'report.tex']);
\`\`\`
`;

const notesSkill = `---
name: plain-notes
description: Keeps meeting notes in a fixed outline; use when a user asks for notes of a meeting.
---
# Plain notes

Write the notes under the headings Attendees, Decisions and Actions.
`;

/** Files relative to the config directory. */
export function realSkillsTree(): Record<string, string | Uint8Array> {
  return {
    'skills/pdf-forms/SKILL.md': pdfSkill,
    'skills/pdf-forms/LICENSE': 'Apache License\nVersion 2.0, January 2004\n',
    'skills/pdf-forms/agents/openai.yaml': 'interface:\n  display_name: "PDF forms"\n  short_description: "Fill PDF forms"\n',
    'skills/pdf-forms/scripts/fill_form.py': fillForm,
    'skills/pdf-forms/scripts/check.sh': '#!/bin/sh\nset -eu\ntest -f "$1" || { echo "no such file: $1" >&2; exit 1; }\n',
    'skills/pdf-forms/assets/form.xsd':
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">\n  <xs:element name="field" type="xs:string"/>\n</xs:schema>\n',
    'skills/pdf-forms/assets/fonts/Sample.ttf': tinyTtf(),
    'skills/pdf-forms/assets/logo.png': tinyPng(),
    'skills/pdf-forms/references/fields.md': '# Fields\n\n| field | meaning |\n| --- | --- |\n| name | the applicant |\n',
    'skills/pdf-forms/tests/test_fill.py': 'import unittest\n\nclass FillTest(unittest.TestCase):\n    pass\n',
    'skills/pdf-forms/scripts/__pycache__/fill_form.cpython-312.pyc': new Uint8Array([0xcb, 0x0d, 0x0d, 0x0a, 0, 0, 0, 0, 0xff, 0xfe]),
    'skills/latex-report/SKILL.md': latexSkill,
    'skills/latex-report/templates/report.tex':
      '\\documentclass{article}\n\\usepackage{report}\n\\begin{document}\n\\section{Summary}\n\\end{document}\n',
    'skills/latex-report/templates/report.sty': '\\NeedsTeXFormat{LaTeX2e}\n\\ProvidesPackage{report}\n\\RequirePackage{geometry}\n',
    'skills/latex-report/references/guide.md': guide,
    'skills/plain-notes/SKILL.md': notesSkill,
  };
}

/** The config a new user would write for it: the recommended profile (no `extends`). */
export function realSkillsConfig(): Record<string, unknown> {
  return {
    root: 'skills',
    output: 'generated/skills.ts',
    publisher: 'acme',
    exclude: ['**/__pycache__/**', '*.pyc'],
    skills: [{ path: 'pdf-forms', scripts: true, exclude: ['tests/**'] }, { path: 'latex-report', tools: [] }, 'plain-notes'],
  };
}

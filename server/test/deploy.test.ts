/**
 * Deployment without a container runtime (docs/deploy.md): the Dockerfile's start command runs the built server
 * and answers /healthz and /readyz; compose.yaml's services, ports and variables agree with server/src/config.ts
 * and deploy/Caddyfile; docs/deploy.md documents every variable.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { KEEP_ALIVE_TIMEOUT_MS } from '../src/config';
import { healthRoutes, READY_DB_TIMEOUT_MS } from '../src/routes/health';
import type { AppDeps } from '../src/deps';
import type { Db } from '../src/db/client';
import { dockerfileFinalStage, REPO, startBuiltServer, type BuiltServer } from './support/builtServer';
import { createTestDatabase } from './support/database';

type Yaml = string | Yaml[] | { [key: string]: Yaml };

/**
 * The YAML that compose.yaml keeps to: block maps and lists by indentation, plain or quoted scalars, comments.
 * No anchors, flow collections or multi-line scalars (compose.yaml says so at its top).
 */
function parseYaml(text: string): Yaml {
  const lines = text
    .split('\n')
    .map((raw) => raw.replace(/\s+#.*$/, '').replace(/^\s*#.*$/, ''))
    .filter((l) => l.trim() !== '')
    .map((l) => ({ indent: l.length - l.trimStart().length, text: l.trim() }));
  let i = 0;
  const scalar = (value: string): string => {
    if (/^[[{&*|>]/.test(value)) throw new Error(`compose.yaml: unsupported YAML value ${value}`);
    return value.replace(/^"(.*)"$/, '$1').replace(/^'(.*)'$/, '$1');
  };
  const block = (indent: number): Yaml => {
    if (lines[i].text.startsWith('- ')) {
      const list: Yaml[] = [];
      while (i < lines.length && lines[i].indent === indent && lines[i].text.startsWith('- ')) list.push(scalar(lines[i++].text.slice(2).trim()));
      return list;
    }
    const map: { [key: string]: Yaml } = {};
    while (i < lines.length && lines[i].indent === indent) {
      const match = /^("[^"]+"|[^:]+):(?:\s+(.*))?$/.exec(lines[i].text);
      if (!match) throw new Error(`compose.yaml: cannot read line ${JSON.stringify(lines[i].text)}`);
      const key = scalar(match[1]);
      i += 1;
      if (match[2] !== undefined) map[key] = scalar(match[2]);
      else if (i < lines.length && lines[i].indent > indent) map[key] = block(lines[i].indent);
      else map[key] = {};
    }
    return map;
  };
  const parsed = block(0);
  if (i !== lines.length) throw new Error(`compose.yaml: unexpected indentation at ${JSON.stringify(lines[i].text)}`);
  return parsed;
}

const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');
/** Every variable server/src/config.ts reads (`env.NAME`). */
const configVariables = () =>
  [...new Set([...read('server/src/config.ts').matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]))].filter(
    // npm's own (where `npm run` was started), read only to find the repository root.
    (name) => name !== 'INIT_CWD',
  );
/** What several instances need that config.ts leaves optional: one shared database, and the address users reach. */
const REQUIRED_BEHIND_PROXY = ['DATABASE_URL', 'PUBLIC_URL'];

type Service = { image?: string; build?: string; environment?: Record<string, string>; ports?: string[]; volumes?: string[]; depends_on?: Record<string, { condition: string }>; healthcheck?: Record<string, string> };

describe('the Dockerfile', () => {
  const text = read('Dockerfile');
  const stage = dockerfileFinalStage(text);

  it('builds in one stage and runs the production dependencies and built files as a non-root user in another', () => {
    expect(text.match(/^FROM\s/gim)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/RUN npm ci\b/);
    expect(text).toMatch(/RUN npm run build/);
    const runtime = text.slice(text.search(/^FROM .* AS runtime/im));
    expect(runtime).toMatch(/npm ci --omit=dev --workspace server/);
    for (const built of ['server/dist', 'server/drizzle', 'console/dist']) expect(runtime).toContain(`COPY --from=build /app/${built} ${built}`);
    expect(stage.user).toBeDefined();
    expect(['root', '0']).not.toContain(stage.user);
    expect(stage.expose).toContain(Number(stage.env.PORT));
    expect(stage.healthcheck).toContain('/healthz');
    // Exec form: node is PID 1 and gets SIGTERM itself.
    expect(text).toMatch(/^CMD \[/m);
  });

  it("starts the server the way `npm start`'s serve step does", () => {
    const serve = (JSON.parse(read('server/package.json')) as { scripts: Record<string, string> }).scripts.serve.split(' ');
    expect(JSON.parse(read('package.json')).scripts.start).toContain('npm run serve -w server');
    // npm runs workspace scripts in server/: `node dist/main.js` there is `node server/dist/main.js` from WORKDIR.
    expect(stage.command[0]).toBe(serve[0]);
    expect(path.posix.resolve(stage.workdir, stage.command[1])).toBe(path.posix.resolve(stage.workdir, 'server', serve[1]));
  });
});

describe('the image start command on the built server', () => {
  let server: BuiltServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'atoll-deploy-'));
    server = await startBuiltServer({ DATA_DIR: dataDir });
  }, 240_000);
  afterAll(async () => {
    if (server) expect(await server.stop()).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('answers /healthz and /readyz with 200, not cached, without a token', async () => {
    for (const probe of ['healthz', 'readyz']) {
      const res = await fetch(`${server.url}/${probe}`);
      expect(res.status, `${probe}: ${server.output()}`).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: probe === 'healthz' ? 'ok' : 'ready' });
    }
  });

  it("keeps an idle connection open for longer than the proxy keeps its own (Node's default closes it after 5 s)", async () => {
    // Caddy keeps its connections to the instances for 2 minutes, so the server must wait longer than that.
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(120_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; socket: unknown }>((resolve, reject) => {
        const req = http.get(`${server.url}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, socket: req.socket }));
        });
        req.on('error', reject);
      });
    try {
      const first = await get();
      await new Promise((resolve) => setTimeout(resolve, 6000));
      const second = await get();
      expect([first.status, second.status]).toEqual([200, 200]);
      // The same connection, still open after 6 s idle.
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  }, 30_000);
});

describe('GET /readyz', () => {
  it('is 503 with a reason while stopping, when migrations are missing, when the database does not answer', async () => {
    let stopping = false;
    const workers = { delivery: true };
    const database = await createTestDatabase();
    try {
      const routes = healthRoutes({ db: database.db, readiness: { stopping: () => stopping, workers: () => workers } } as unknown as AppDeps);
      const ready = () => Promise.resolve(routes.request('/readyz')).then(async (r) => ({ status: r.status, body: (await r.json()) as { reason?: string } }));
      expect((await ready()).status).toBe(200);
      workers.delivery = false;
      expect(await ready()).toEqual({ status: 503, body: { status: 'not-ready', reason: 'workers not running: delivery' } });
      workers.delivery = true;
      stopping = true;
      expect(await ready()).toEqual({ status: 503, body: { status: 'not-ready', reason: 'shutting down' } });
      // /healthz only says the process answers.
      expect((await routes.request('/healthz')).status).toBe(200);
      stopping = false;
      const [last] = ((await database.db.execute(sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`)) as unknown as { rows: { id: number }[] }).rows;
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
      expect(await ready()).toEqual({ status: 503, body: { status: 'not-ready', reason: 'migrations pending' } });
    } finally {
      await database.destroy();
    }

    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const started = Date.now();
    const res = await healthRoutes({ db: hanging } as unknown as AppDeps).request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'not-ready', reason: `database did not answer within ${READY_DB_TIMEOUT_MS} ms` });
    expect(Date.now() - started).toBeLessThan(READY_DB_TIMEOUT_MS + 1500);
  }, 60_000);
});

describe('compose.yaml', () => {
  const compose = parseYaml(read('compose.yaml')) as { services: Record<string, Service>; volumes: Record<string, unknown> };
  const services = compose.services;
  const instances = Object.entries(services).filter(([, s]) => s.image?.startsWith('atoll'));
  const variables = configVariables();

  it('runs PostgreSQL with a volume and a health check', () => {
    const db = services.db;
    expect(db.image).toMatch(/^postgres:/);
    const [volume] = db.volumes ?? [];
    expect(volume).toMatch(/:\/var\/lib\/postgresql\/data$/);
    expect(Object.keys(compose.volumes)).toContain(volume.split(':')[0]);
    expect(db.healthcheck?.test).toContain('pg_isready');
  });

  it('runs two Atoll instances of this image on that database, each with every variable it needs and none config.ts does not read', () => {
    expect(instances.length).toBe(2);
    const stage = dockerfileFinalStage();
    for (const [name, instance] of instances) {
      expect(instance.build, name).toBe('.');
      const env = instance.environment ?? {};
      expect(Object.keys(env).filter((key) => !variables.includes(key)), `${name} sets variables config.ts does not read`).toEqual([]);
      for (const key of REQUIRED_BEHIND_PROXY) expect(env[key], `${name} ${key}`).toBeTruthy();
      expect(new URL(env.DATABASE_URL.replace(/\$\{[^}]*\}/g, 'x')).hostname).toBe('db');
      expect(instance.depends_on?.db.condition).toBe('service_healthy');
      expect(env.PORT ?? stage.env.PORT).toBe(stage.env.PORT);
      // No instance is reachable except through the proxy.
      expect(instance.ports).toBeUndefined();
    }
    // The same settings everywhere.
    expect(instances[1][1].environment).toEqual(instances[0][1].environment);
  });

  it('publishes one port, on a proxy whose configuration balances over those instances and asks their /readyz', () => {
    const published = Object.entries(services).filter(([, s]) => s.ports);
    expect(published.map(([name]) => name)).toEqual(['proxy']);
    const proxy = services.proxy;
    expect(proxy.ports).toHaveLength(1);
    expect(proxy.ports?.[0]).toMatch(/:80$/);
    const mount = (proxy.volumes ?? []).find((v) => v.startsWith('./deploy/'));
    expect(mount).toBeDefined();
    const caddyfile = read(mount!.split(':')[0]);
    const port = dockerfileFinalStage().env.PORT;
    const upstreams = /reverse_proxy\s+([^{]+)\{/.exec(caddyfile)?.[1].trim().split(/\s+/);
    expect(upstreams?.sort()).toEqual(instances.map(([name]) => `${name}:${port}`).sort());
    expect(caddyfile).toMatch(/health_uri \/readyz/);
    for (const [name] of instances) expect(proxy.depends_on?.[name].condition).toBe('service_healthy');
  });

  it('docs/deploy.md documents every variable config.ts reads', () => {
    const doc = read('docs/deploy.md');
    expect(variables.filter((v) => !doc.includes(`| \`${v}\``) && !doc.includes(`\`${v}\` +`) && !doc.includes(`+ \`${v}\``))).toEqual([]);
  });
});

/**
 * The API conformance suite: each API group's behaviour written once and run against both
 * backends — the real Hono app (PGlite, or PostgreSQL when DATABASE_URL is set) and the MSW
 * handlers over the in-memory store. A drift between the mocks and the server is a failing test.
 *
 * How to add a group (e.g. task types):
 *   1. conformance/groups/taskTypes.ts — the routes it covers first, then its tests:
 *        export const taskTypes = defineGroup(['GET tasks/types', 'POST tasks/types'], (api, who) => {
 *          it('creates a type', async () => {
 *            const res = await api.call('POST', 'tasks/types', { token: who().ownerA, body: { … } });
 *            expect(res.status).toBe(201);
 *          });
 *        });
 *      A route is a 'METHOD path' key exactly as server/test/access/routeTable.ts writes it
 *      ('GET bookings/:id', 'POST bookings/:id/action'). The declaration is checked on every run:
 *      when all of a group's tests passed, each route it declares must have been called by the group
 *      on that backend (each call is matched to the most specific route the backend serves, so
 *      `GET bookings/slots` never counts for 'GET bookings/:id'), and the backend must serve it;
 *      otherwise the group fails in afterAll. A group made of groups declares their union:
 *      `defineGroup([...facilities.covers, ...menus.covers], (api, who) => { facilities(api, who); menus(api, who); })`.
 *      conformance/coverage.test.ts fails when a mounted route is declared by no group that runs on
 *      both backends (and is not in its reasoned allow-list). `CONFORMANCE_ROUTES=1` prints, per group,
 *      the routes it called without declaring them.
 *   2. Run it on both backends: add it to the pack files (one backend start serves every group of
 *      a file; a start costs a database, two sign-ups and four logins, so packs keep the suite fast),
 *        conformance/server/content.test.ts: describeGroups(serverBackend(), { …, 'task types': taskTypes });
 *        conformance/mocks/content.test.ts:  describeGroups(mocksBackend(), { …, 'task types': taskTypes });
 *      or give it two entry files of its own (conformance/{server,mocks}/<group>.test.ts, each
 *      `describeGroup('task types', taskTypes, serverBackend())` / `mocksBackend()`). One backend per
 *      file: vitest runs each file in its own worker, which keeps msw/node's fetch interception away
 *      from the server run. The coverage test reads the packs' imports from '../groups/…' to know
 *      which groups run where.
 *   3. Run it: `npx vitest run --project server conformance -t "task types"` (a filtered run skips
 *      the coverage check of groups whose tests did not all run).
 *
 * Rules that keep a group backend-neutral: create your own data through the API (never the store
 * or SQL); the mocks start seeded (Coral Atoll Resort), so compare only rows you created; take
 * texts from the contract (MSG, CONTENT_TEXT), never retype them; where the two differ by design
 * (file URLs), assert the shape only. The server is the truth: a test asserts its behaviour.
 */
import { afterAll, beforeAll, describe, it, type RunnerTask } from 'vitest';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON shapes
export type Json = any;

export interface CallOptions {
  token?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as-is (e.g. malformed JSON). */
  raw?: string;
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** More request headers (If-None-Match). */
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  body: Json;
  /** The answer's headers and raw bytes (a CSV download's BOM, its Content-Disposition). */
  headers?: Headers;
  bytes?: Uint8Array;
}

/** Bearer tokens of the people every backend provides. */
export interface Identities {
  /** Company A's owner: every permission. */
  ownerA: string;
  /** Company A's administrator: company-administrator and manage-hotel-content. */
  adminA: string;
  /** Company A's staff member without any permission. */
  staffA: string;
  /** Company B's owner: another tenant, whose ids must look missing to A and the other way round. */
  ownerB: string;
  /** A's domain (the login's `company` field). */
  domainA: string;
}

export interface Backend {
  name: 'server' | 'mocks';
  /** Boots the backend once per test file and makes the identities. */
  start(): Promise<Identities>;
  stop(): Promise<void>;
  /** `path` is relative to /api/v1. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** The routes this backend serves, as 'METHOD path' keys (Hono's route table; the MSW handlers). */
  routes(): string[];
  /** Tests run after a file's groups, by name (the server's: its answers against the OpenAPI document). */
  afterGroups?: Record<string, () => void>;
}

/** The calls a group makes; `who()` is valid once the backend has started (inside tests). */
export interface Api {
  backend: Backend['name'];
  call: Backend['call'];
}

/** A route as 'METHOD path' under /api/v1, in the form of server/test/access/routeTable.ts: 'GET bookings/:id'. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} ${string}`;

export type GroupTests = (api: Api, who: () => Identities) => void;

/**
 * A group's tests and the routes they cover (checked on every run: see the top of this file).
 * A bare `(api, who) => …` still runs, declaring nothing, so it covers no route.
 */
export type Group = GroupTests & { readonly covers?: readonly RouteKey[] };

/** A group that covers `covers`: each must be called by `tests` on each backend the group runs on. */
export function defineGroup(covers: readonly RouteKey[], tests: GroupTests): Group & { readonly covers: readonly RouteKey[] } {
  return Object.assign((api: Api, who: () => Identities) => tests(api, who), { covers: [...new Set(covers)] });
}

const segments = (path: string) => path.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '').split('/');

/** At the first segment where `a` and `b` differ in kind, `a` has the literal. */
function moreSpecific(a: string[], b: string[]): boolean {
  for (let i = 0; i < a.length; i += 1) {
    const param = a[i].startsWith(':');
    if (param !== b[i].startsWith(':')) return !param;
  }
  return false;
}

/**
 * The route among `routes` ('METHOD pattern' keys) that answers `method path`: the patterns that match
 * (`:param` takes one non-empty segment), the most specific first — at the first segment where two
 * differ, a literal beats a parameter, as both backends resolve `bookings/slots` before `bookings/:id`.
 */
export function routeOf(routes: readonly string[], method: string, path: string): string | undefined {
  const concrete = segments(path);
  let best: { key: string; parts: string[] } | undefined;
  for (const key of routes) {
    const space = key.indexOf(' ');
    if (key.slice(0, space) !== method.toUpperCase()) continue;
    const parts = segments(key.slice(space + 1));
    if (parts.length !== concrete.length) continue;
    if (!parts.every((part, i) => (part.startsWith(':') ? concrete[i] !== '' : part === concrete[i]))) continue;
    if (!best || moreSpecific(parts, best.parts)) best = { key, parts };
  }
  return best?.key;
}

/** One call a group made and its answer, as an opt-in listener hears it (recordCalls). */
export interface RecordedCall {
  backend: Backend['name'];
  /** The route that answered ('METHOD pattern'), or undefined when the backend serves none. */
  route: string | undefined;
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  body: Json;
}

let callRecorder: ((call: RecordedCall) => void) | undefined;

/**
 * Opt-in: hear every call the groups make from now on, with its answer (undefined stops). The server backend
 * holds its real answers against the OpenAPI document with it (backends/openApi.ts).
 */
export function recordCalls(listener: ((call: RecordedCall) => void) | undefined): void {
  callRecorder = listener;
}

const testsOf = (task: RunnerTask): RunnerTask[] => (task.type === 'suite' ? task.tasks.flatMap(testsOf) : [task]);

/**
 * Runs one group with an Api of its own that records the calls, and after its tests checks its
 * declaration: every declared route is served by the backend and was called by the group.
 */
function runGroup(backend: Backend, group: Group, who: () => Identities): void {
  const called = new Set<string>();
  const api: Api = {
    backend: backend.name,
    call: (method, path, options) => {
      const key = routeOf(backend.routes(), method, path);
      called.add(key ?? `${method.toUpperCase()} ${segments(path).join('/')} (no such route)`);
      const answer = backend.call(method, path, options);
      if (!callRecorder) return answer;
      return answer.then((res) => {
        callRecorder?.({ backend: backend.name, route: key, method: method.toUpperCase(), path, status: res.status, contentType: res.headers?.get('Content-Type') ?? null, body: res.body });
        return res;
      });
    },
  };
  const covers = group.covers ?? [];
  group(api, who);
  // eslint-disable-next-line no-empty-pattern -- vitest reads the first argument as fixtures (it must destructure); the suite is the second
  afterAll(({}, suite) => {
    if (process.env.CONFORMANCE_ROUTES) {
      const undeclared = [...called].filter((key) => !covers.includes(key as RouteKey)).sort();
      console.log(`[${backend.name}] ${suite.name}: called without declaring:\n  ${undeclared.join('\n  ') || '(none)'}`);
    }
    // A failed, skipped or filtered-out test already says enough (or ran only part of the group).
    if (!testsOf(suite as RunnerTask).every((task) => task.result?.state === 'pass')) return;
    const served = new Set(backend.routes());
    const problems = [
      ...covers.filter((key) => !served.has(key)).map((key) => `${key}: the ${backend.name} backend serves no such route`),
      ...covers.filter((key) => served.has(key) && !called.has(key)).map((key) => `${key}: declared but never called`),
    ];
    if (problems.length) throw new Error(`Route coverage of '${suite.name}' on the ${backend.name}:\n  ${problems.join('\n  ')}`);
  });
}

/**
 * Runs groups against one backend, started once for the file and torn down after. Groups share
 * the backend in the order given, so a group that changes the identities (auth strips the
 * owner's grants) goes last.
 */
export function describeGroups(backend: Backend, groups: Record<string, Group>): void {
  let identities: Identities | undefined;
  const who = () => {
    if (!identities) throw new Error('The backend has not started');
    return identities;
  };
  describe(`[${backend.name}]`, () => {
    beforeAll(async () => {
      identities = await backend.start();
    });
    afterAll(() => backend.stop());
    for (const [name, group] of Object.entries(groups)) describe(name, () => runGroup(backend, group, who));
    for (const [name, check] of Object.entries(backend.afterGroups ?? {})) it(name, check);
  });
}

/** One group in a file of its own. */
export function describeGroup(name: string, group: Group, backend: Backend): void {
  describeGroups(backend, { [name]: group });
}

/** The shared request shape both backends send, as the console does. */
export async function request(baseUrl: string, method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { 'X-Client-Id': 'atoll-console' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  Object.assign(headers, options.headers);
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.raw !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = options.raw;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await fetch(`${baseUrl}/api/v1/${path.replace(/^\//, '')}`, { method, headers, body });
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let parsed: Json = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  // headers and bytes are there to read, not to compare: non-enumerable, so toEqual({ status, body }) still holds.
  const result: CallResult = { status: res.status, body: parsed };
  Object.defineProperties(result, { headers: { value: res.headers }, bytes: { value: bytes } });
  return result;
}

/**
 * The API conformance suite: each API group's behaviour written once and run against both
 * backends — the real Hono app (PGlite, or PostgreSQL when DATABASE_URL is set) and the MSW
 * handlers over the in-memory store. A drift between the mocks and the server is a failing test.
 *
 * How to add a group (e.g. task types):
 *   1. conformance/groups/taskTypes.ts:
 *        export const taskTypes: Group = (api, who) => {
 *          it('creates a type', async () => {
 *            const res = await api.call('POST', 'tasks/types', { token: who().ownerA, body: { … } });
 *            expect(res.status).toBe(201);
 *          });
 *        };
 *   2. Run it on both backends: add it to the pack files (one backend start serves every group of
 *      a file; a start costs a database, two sign-ups and four logins, so packs keep the suite fast),
 *        conformance/server/content.test.ts: describeGroups(serverBackend(), { …, 'task types': taskTypes });
 *        conformance/mocks/content.test.ts:  describeGroups(mocksBackend(), { …, 'task types': taskTypes });
 *      or give it two entry files of its own (conformance/{server,mocks}/<group>.test.ts, each
 *      `describeGroup('task types', taskTypes, serverBackend())` / `mocksBackend()`). One backend per
 *      file: vitest runs each file in its own worker, which keeps msw/node's fetch interception away
 *      from the server run.
 *   3. Run it: `npx vitest run --project server conformance -t "task types"`.
 *
 * Rules that keep a group backend-neutral: create your own data through the API (never the store
 * or SQL); the mocks start seeded (Coral Atoll Resort), so compare only rows you created; take
 * texts from the contract (MSG, CONTENT_TEXT), never retype them; where the two differ by design
 * (file URLs), assert the shape only. The server is the truth: a test asserts its behaviour.
 */
import { afterAll, beforeAll, describe } from 'vitest';

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
}

export interface CallResult {
  status: number;
  body: Json;
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
}

/** The calls a group makes; `who()` is valid once the backend has started (inside tests). */
export interface Api {
  backend: Backend['name'];
  call: Backend['call'];
}

export type Group = (api: Api, who: () => Identities) => void;

/**
 * Runs groups against one backend, started once for the file and torn down after. Groups share
 * the backend in the order given, so a group that changes the identities (auth strips the
 * owner's grants) goes last.
 */
export function describeGroups(backend: Backend, groups: Record<string, Group>): void {
  let identities: Identities | undefined;
  const api: Api = { backend: backend.name, call: (method, path, options) => backend.call(method, path, options) };
  const who = () => {
    if (!identities) throw new Error('The backend has not started');
    return identities;
  };
  describe(`[${backend.name}]`, () => {
    beforeAll(async () => {
      identities = await backend.start();
    });
    afterAll(() => backend.stop());
    for (const [name, group] of Object.entries(groups)) describe(name, () => group(api, who));
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
  const text = await res.text();
  let parsed: Json = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed };
}

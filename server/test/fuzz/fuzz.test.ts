/**
 * The schema-driven fuzzer: requests to every route the server has (read from its route table), bodies
 * generated from the contract's yup schemas, biased towards valid ones, plus the hostile families (keys named
 * after built-in object members at any depth, nulls in lists, wrong types, ~1 MB strings, deep nesting,
 * non-object bodies, wrong content types, bad paging/sorting/q_ parameters, malformed ids). A fixed seed makes
 * a run reproducible: FUZZ_SEED=<seed> FUZZ_RUNS=<n> replays it. No answer may be a 5xx, and the server must
 * answer normally afterwards. `npm run audit` runs a larger number of requests.
 */
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/deps';
import type { Translator } from '../../src/services/translate';
import { OWNER_PASSWORD } from '../support/fixtures';
import { readRouteTable, type RouteAccess } from '../access/routeTable';
import { buildWorld, MISSING_ID, resolvePath, type World } from '../access/world';
import { anyValue, applyMutation, mutationArbitrary, schemaArbitrary, type IdPools, type Mutation } from './arbitraries';
import { BODY_SCHEMAS, NO_BODY, QUERY_SCHEMAS, isUpload } from './routeBodies';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3200);
const CONCURRENCY = 16;

const BAD_IDS = ['0', '-1', '1.5', '1e3', 'abc', '99999999999', '9'.repeat(40), '%00', '..%2F..%2Fetc%2Fpasswd', '1%3BDROP%20TABLE%20users', 'constructor', '__proto__', 'toString', '%E0%A4%A', '0x10', 'null', '%20', '00000000-0000-4000-8000-000000000000', 'x'.repeat(3000)];
const BAD_QUERY: [string, string][] = [
  ['page', '-1'], ['page', '0'], ['page', 'abc'], ['page', '1e400'], ['page', '99999999999999999999'], ['limit', '0'], ['limit', '100000'],
  ['limit', '-5'], ['per_page', 'x'], ['order_by', '__proto__'], ['order_by', 'constructor'], ['order_by', 'name;drop table users'], ['order_by', '-'],
  ['sort', 'toString'], ['q_name', '%'], ['q_name', '\u0000'], ['q_name', "' OR 1=1 --"], ['q_name', 'x'.repeat(5000)], ['q_status', 'valueOf'],
  ['q_id', '[]'], ['q_name[]', 'a'], ['return_url', '1'], ['return_url', 'true'], ['export_key', '1.'], ['export_key', `1.${'a'.repeat(40)}`], ['q_name[$ne]', 'a'], ['__proto__', '1'], ['constructor', 'x'], ['variant', 'thumb'], ['variant', '../../x'],
];

type Caller = 'owner' | 'staff' | 'none' | 'forged';
type ContentType = 'json' | 'text/plain' | 'multipart' | 'urlencoded' | 'no-content-type' | 'no-body';
interface Spec {
  route: RouteAccess;
  caller: Caller;
  ids: 'own' | 'foreign' | 'missing' | 'malformed';
  badId: string;
  body: unknown;
  mutation: Mutation;
  contentType: ContentType;
  query: [string, string][];
  file: { bytes: string; name: string; language: unknown } | null;
}

const routes = readRouteTable();
let world: World;
let spare: string;

beforeAll(async () => {
  // Every fuzzed login fails from 127.0.0.1: keep the throttle from slowing or challenging the logins that follow.
  const relaxed = { pairFreeFailures: 1_000_000, accountChallengeAfter: 1_000_000, addressChallengeAfter: 1_000_000 };
  // A stand-in translator, so POST languages/translate is fuzzed past its 503 'not set up'.
  const translator: Translator = { translate: async ({ text, targets }) => targets.map((code) => ({ code, text: `[${code}] ${text}` })) };
  // The public device registration's per-address limit too: every fuzzed call comes from 127.0.0.1.
  world = await buildWorld({ translator, loginThrottle: relaxed, deviceRateLimit: { requests: 1_000_000, windowSeconds: 60 }, trackerRateLimit: { requests: 1_000_000, windowSeconds: 60 }, tvHeartbeatRateLimit: { requests: 1_000_000, windowSeconds: 60 }, guestAppRateLimit: { requests: 1_000_000, windowSeconds: 60 } } as Partial<AppDeps>);
  const login = await world.api.post('auth/login', { company: world.ownerA.domain, username: 'owner', password: OWNER_PASSWORD });
  spare = login.body.data.auth_token.token;
}, 120_000);
afterAll(async () => {
  await world?.server.close();
});

function specArbitraries(ids: IdPools): { any: fc.Arbitrary<Spec>; forRoute: (route: RouteAccess) => fc.Arbitrary<Spec> } {
  // Routes with a body are drawn twice as often: that is where validation lives.
  const weighted = routes.flatMap((r) => (BODY_SCHEMAS[r.key] || isUpload(r.key) ? [r, r] : [r]));
  const anyBody = fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 4 });
  const cache = new Map<string, fc.Arbitrary<Spec>>();
  const forRoute = (route: RouteAccess): fc.Arbitrary<Spec> => {
    const known = cache.get(route.key);
    if (known) return known;
    const schema = BODY_SCHEMAS[route.key];
    const query = QUERY_SCHEMAS[route.key];
    const queryArb: fc.Arbitrary<[string, string][]> = fc.oneof(
      {
        weight: 6,
        arbitrary: query
          ? schemaArbitrary(query, ids).map((q) => Object.entries(q as object).map(([k, v]) => [k, String(v)] as [string, string]))
          : fc.constant<[string, string][]>([]),
      },
      { weight: 4, arbitrary: fc.subarray(BAD_QUERY, { minLength: 1, maxLength: 4 }).map((q) => [...q]) },
    );
    const arb = fc.record({
      route: fc.constant(route),
      caller: fc.constantFrom<Caller>('owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'owner', 'staff', 'none', 'forged'),
      ids: fc.constantFrom<Spec['ids']>('own', 'own', 'own', 'own', 'own', 'foreign', 'missing', 'malformed'),
      badId: fc.constantFrom(...BAD_IDS),
      body: schema ? schemaArbitrary(schema, ids) : anyBody,
      mutation: mutationArbitrary(6),
      contentType: fc.constantFrom<ContentType>(...(Array(40).fill('json') as ContentType[]), 'text/plain', 'text/plain', 'multipart', 'multipart', 'urlencoded', 'no-content-type', 'no-body'),
      query: route.method === 'GET' ? queryArb : fc.oneof({ weight: 9, arbitrary: fc.constant([] as [string, string][]) }, { weight: 1, arbitrary: queryArb }),
      file: isUpload(route.key)
        ? fc.option(
            fc.record({
              bytes: fc.constantFrom('png', 'pdf', 'pdf-html', 'html', 'empty', 'random', 'truncated-png', 'svg'),
              name: fc.constantFrom('a.png', 'menu.pdf', '../../etc/passwd', 'x'.repeat(600), '', 'a\u0000.png', 'constructor', 'ü.png'),
              language: fc.constantFrom<unknown>('en', 'it', '', '__proto__', 'xx-INVALID-TOO-LONG', undefined),
            }),
            { freq: 6, nil: null },
          )
        : fc.constant(null),
    });
    cache.set(route.key, arb);
    return arb;
  };
  return { any: fc.integer({ min: 0, max: weighted.length - 1 }).chain((i) => forRoute(weighted[i])), forRoute };
}

const PNG_BYTES = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
);
function fileBytes(kind: string, index: number): Uint8Array {
  const text = (s: string) => new TextEncoder().encode(s);
  switch (kind) {
    case 'png': return PNG_BYTES;
    case 'truncated-png': return PNG_BYTES.slice(0, 20);
    case 'pdf': return text('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    case 'pdf-html': return text('%PDF-1.4\n<html><script>alert(1)</script></html>');
    case 'html': return text('<html><body onload=alert(1)></body></html>');
    case 'svg': return text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    case 'random': return Uint8Array.from({ length: 512 }, (_, i) => (i * 31 + index * 7) % 256);
    default: return new Uint8Array();
  }
}

interface Built {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: BodyInit;
  shown: string;
}

function build(spec: Spec, index: number): Built {
  const { route } = spec;
  const token = { owner: world.ownerA.token, staff: world.roles.find((r) => r.name === 'no-permission')!.token, none: undefined, forged: 'forged-token-000' }[spec.caller];
  // A device posts with its device token, not a session: the owner's calls of the ingest carry company A's tracker's.
  // A guest's booking calls carry the guest token of company A's in-house guest (ADR 0052), so their bodies are read.
  const guestRoute = /^(GET|POST|DELETE) guest-app\/:domain\/bookings/.test(route.key);
  const callerToken =
    route.key === 'POST auth/logout' && spec.caller === 'owner'
      ? spare
      : route.key === 'POST tracking/positions' && spec.caller === 'owner'
        ? world.trackerToken
        : guestRoute && spec.caller === 'owner'
          ? world.guestToken
          : token;
  let path = resolvePath(route.path, world, spec.ids === 'foreign' ? 'B' : 'A', spec.ids === 'missing' ? MISSING_ID : undefined)?.path ?? route.path;
  if (spec.ids === 'malformed' && route.path.includes(':')) path = route.path.replace(/:[a-zA-Z]+/, spec.badId).replace(/:[a-zA-Z]+/g, '1');
  // A path may carry a query of its own (resolvePath gives the analytics routes a month): a fuzzed one replaces it.
  if (spec.query.length) path = path.replace(/\?.*$/, '');
  const query = spec.query.length ? `?${new URLSearchParams(spec.query).toString()}` : '';
  const headers: Record<string, string> = { 'X-Client-Id': 'atoll-fuzz' };
  if (callerToken) headers.Authorization = `Bearer ${callerToken}`;
  const built: Built = { method: route.method, url: `${world.server.url}/api/v1/${path}${query}`, headers, shown: '' };
  if (route.method === 'GET' || NO_BODY.has(route.key)) return built;
  if (spec.file) {
    const form = new FormData();
    const bytes = fileBytes(spec.file.bytes, index);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: spec.file.bytes === 'pdf' ? 'application/pdf' : 'image/png' }), spec.file.name);
    if (spec.file.language !== undefined) form.append('language_code', String(spec.file.language));
    built.body = form;
    built.shown = `multipart file=${spec.file.bytes} name=${JSON.stringify(spec.file.name.slice(0, 40))} language_code=${String(spec.file.language)}`;
    return built;
  }
  const text = applyMutation(spec.body, spec.mutation);
  built.shown = `${spec.contentType} ${text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text}`;
  switch (spec.contentType) {
    case 'no-body':
      return built;
    case 'multipart': {
      // The body's fields as form fields; one that this client cannot re-encode (nesting too deep for it) goes as one text field.
      let form = new FormData();
      try {
        const parsed = JSON.parse(text) as unknown;
        for (const [k, v] of Object.entries(parsed && typeof parsed === 'object' ? parsed : {})) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      } catch {
        form = new FormData();
        form.append('json', text);
      }
      built.body = form;
      return built;
    }
    case 'urlencoded':
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      built.body = new URLSearchParams({ json: text }).toString();
      return built;
    case 'text/plain':
      headers['Content-Type'] = 'text/plain';
      built.body = text;
      return built;
    case 'no-content-type':
      built.body = new TextEncoder().encode(text);
      return built;
    default:
      headers['Content-Type'] = 'application/json';
      built.body = text;
      return built;
  }
}

/**
 * One request on a connection of its own (Connection: close): a keep-alive socket the server closes while
 * idle would fail whichever request is sent on it next, and blame it for nothing it did.
 */
async function sendOnce(req: Built): Promise<{ status: number; answer: string }> {
  const headers: Record<string, string> = { ...req.headers, Connection: 'close' };
  let payload: Buffer | undefined;
  if (req.body !== undefined) {
    const encoded = new Request('http://x', { method: 'POST', body: req.body });
    payload = Buffer.from(await encoded.arrayBuffer());
    const type = encoded.headers.get('Content-Type');
    if (type && !Object.keys(req.headers).some((h) => h.toLowerCase() === 'content-type') && !(req.body instanceof Uint8Array)) headers['Content-Type'] = type;
    headers['Content-Length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const sent = http.request(req.url, { method: req.method, headers, agent: false }, (res) => {
      // A server-sent event stream (GET bookings/stream) never ends: its status is the answer.
      if ((res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        res.destroy();
        resolve({ status: res.statusCode ?? 0, answer: '' });
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, answer: Buffer.concat(chunks).toString('utf8').slice(0, 400) }));
      res.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(payload);
  });
}

/**
 * The 5xx causes found by hand or by a longer run, replayed on every run whatever the seed draws
 * ('A:<kind>' in a path is company A's object of that kind).
 */
const KNOWN_CASES: { method: string; path: string; body: string }[] = [
  { method: 'POST', path: 'auth/login', body: '{"constructor":{},"company":"x","username":"y","password":"z"}' },
  { method: 'POST', path: 'auth/login', body: '{"company":"x","username":"y","password":"z","__proto__":{"toString":1},"valueOf":[]}' },
  { method: 'POST', path: 'facilities', body: '{"name":[{"language_code":"en","text":"x","hasOwnProperty":1}]}' },
  { method: 'POST', path: 'facilities/activities', body: '{"facility_id":A:facility,"name":[{"language_code":"en","text":"x"}],"price_text":[null]}' },
  { method: 'POST', path: 'information', body: '{"name":[null],"description":[null],"content_type":"text","sort_order":0}' },
  { method: 'POST', path: 'rooms/types/A:roomType/rooms', body: '{"rooms":["101",null,{},[],{"number":"1"},{"number":null}]}' },
  { method: 'POST', path: 'users', body: `{"name":"x","username":"${'u'.repeat(1_000_000)}","designation":"d","authentication":"password","password":"password-1"}` },
  { method: 'POST', path: 'events/recurring', body: '{"name":[{"language_code":"en","text":"x"},{"language_code":"fr","text":null}],"start_time":"09:00","end_time":"10:00","weekly_recurring_day":[1]}' },
  { method: 'GET', path: 'users?order_by=__proto__', body: '' },
  { method: 'GET', path: 'users?order_by=constructor:DESC', body: '' },
  { method: 'GET', path: 'tasks/types?order_by=toString', body: '' },
  { method: 'PATCH', path: 'facilities/A:facility', body: '{"name":[{"language_code":"en","text":null}],"description":[{"text":1}]}' },
];

/** Writes that destroy the fixture itself run last, so the rest of the run meets real objects. */
const destroys = (s: Spec) => s.route.method === 'DELETE' && s.route.path.endsWith(':id') && s.ids === 'own';

describe('fuzzer', () => {
  it(`${RUNS} requests over every route (seed ${SEED}): no 5xx, and the server answers normally afterwards`, async () => {
    const ids: IdPools = {
      objects: [...Object.values(world.objects.A), ...Object.values(world.objects.B), MISSING_ID, 0, -1],
      users: [world.objects.A.user, world.objects.B.user, MISSING_ID],
    };
    const sampling = Date.now();
    const { any, forRoute } = specArbitraries(ids);
    // One request per route first, so every route is reached whatever the count; the rest are drawn at random.
    const sampled = [
      ...routes.map((route, i) => fc.sample(forRoute(route), { seed: SEED + i + 1, numRuns: 1 })[0]),
      ...fc.sample(any, { seed: SEED, numRuns: Math.max(0, RUNS - routes.length) }),
    ];
    console.log(`fuzzer: sampled ${RUNS} requests in ${((Date.now() - sampling) / 1000).toFixed(1)} s`);
    const specs = [...sampled.filter((s) => !destroys(s)), ...sampled.filter(destroys)];
    const missing = routes.filter((r) => (r.method === 'POST' || r.method === 'PATCH') && !BODY_SCHEMAS[r.key] && !NO_BODY.has(r.key) && !isUpload(r.key));
    expect(missing.map((r) => r.key), 'POST/PATCH routes without a body schema in routeBodies.ts').toEqual([]);
    const hit = new Set(specs.map((s) => s.route.key));
    const unfuzzed = routes.filter((r) => !hit.has(r.key)).map((r) => r.key);
    expect(unfuzzed, 'routes the run did not reach').toEqual([]);

    const failures: string[] = [];
    const byFamily = new Map<string, number>();
    const families = new Map<string, number>();
    const familyOf = (spec: Spec) =>
      spec.route.method === 'GET' ? (spec.query.length ? 'query' : 'get') : spec.file ? 'upload' : spec.contentType === 'json' ? spec.mutation.family : spec.contentType;
    const statuses = new Map<number, number>();
    const started = Date.now();
    const send = async (spec: Spec, index: number) => {
      const req = build(spec, index);
      let status: number;
      let answer = '';
      try {
        ({ status, answer } = await sendOnce(req));
      } catch (error) {
        status = 599;
        answer = `connection failed: ${String(error)} ${String((error as { cause?: unknown }).cause)}`;
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const sentAs = familyOf(spec);
      families.set(sentAs, (families.get(sentAs) ?? 0) + 1);
      if (status >= 500) {
        const family = spec.file ? 'upload' : spec.mutation.family + (spec.contentType === 'json' ? '' : ` (${spec.contentType})`);
        byFamily.set(family, (byFamily.get(family) ?? 0) + 1);
        // The answer's reference names the server's log entry of this very request.
        const reference = /"reference":"([^"]+)"/.exec(answer)?.[1];
        const log = reference ? world.server.logs.find((l) => l.message === 'Unhandled error' && l.extra?.reference === `REF-${reference}`) : undefined;
        failures.push(
          `#${index} ${status} ${req.method} ${req.url.replace(world.server.url, '').slice(0, 200)} as ${spec.caller} [${family}]\n    body: ${req.shown}\n    answer: ${answer}${log ? `\n    server log: ${log.message} ${JSON.stringify(log.extra ?? {}).slice(0, 300)}` : ''}`,
        );
      }
    };
    for (const known of KNOWN_CASES) {
      const path = known.path.replace(/A:(\w+)/, (_, kind: keyof World['objects']['A']) => String(world.objects.A[kind]));
      const body = known.body.replace(/A:(\w+)/, (_, kind: keyof World['objects']['A']) => String(world.objects.A[kind]));
      const headers = { Authorization: `Bearer ${world.ownerA.token}`, 'Content-Type': 'application/json' };
      const { status, answer } = await sendOnce({ method: known.method, url: `${world.server.url}/api/v1/${path}`, headers, body: body || undefined, shown: '' });
      if (status >= 500) failures.push(`known case ${status} ${known.method} ${path}\n    body: ${body.slice(0, 300)}\n    answer: ${answer}`);
    }
    for (let i = 0; i < specs.length; i += CONCURRENCY) await Promise.all(specs.slice(i, i + CONCURRENCY).map((s, k) => send(s, i + k)));

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`fuzzer: seed ${SEED}, ${specs.length} requests over ${hit.size} of ${routes.length} routes in ${seconds} s; statuses ${[...statuses].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s}: ${n}`).join(', ')}`);
    console.log(`fuzzer: requests by family: ${[...families].sort().map(([f, n]) => `${f}: ${n}`).join(', ')}`);
    if (failures.length) {
      console.log(`fuzzer: ${failures.length} answers of 5xx; by family: ${[...byFamily].map(([f, n]) => `${f}: ${n}`).join(', ')}\n${failures.slice(0, 60).join('\n')}`);
    }

    // The server still answers normally.
    const login = await world.api.post('auth/login', { company: world.ownerA.domain, username: 'owner', password: OWNER_PASSWORD });
    expect(login.status).toBe(200);
    const list = await world.api.get('facilities', { token: login.body.data.auth_token.token });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.data)).toBe(true);

    expect(failures, `5xx answers (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`).toEqual([]);
  }, Math.max(600_000, RUNS * 100));
});

/**
 * Every mounted route has conformance coverage, generated from Hono's route table like the access
 * matrix (server/test/access/routeTable.ts): a route is covered when a group that runs on both
 * backends declares it (`defineGroup([...], …)`; the harness checks at run time that the group really
 * calls it), or it is in ALLOWED below with the reason both backends cannot be compared on it.
 * A route mounted tomorrow without either fails here.
 *
 * Which groups run where is read from the packs: the groups a conformance/server/*.test.ts and a
 * conformance/mocks/*.test.ts import from '../groups/…'.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRouteTable } from '../server/test/access/routeTable';
import { routeOf, type Group } from './harness';

interface Allowed {
  /** Why no group can compare the two backends on these routes. */
  reason: string;
  routes: string[];
}

const ALLOWED: Allowed[] = [
  {
    reason:
      "invitations and activation: the activation token reaches the invited user only through the server's outbox " +
      '(the e-mail), the mocks keep theirs in the store; server/test/activation.test.ts and the e2e walks cover it',
    routes: ['GET auth/activate', 'POST auth/activate'],
  },
  {
    reason:
      'translation: the server asks the configured machine translator (none in tests: 503), the mocks answer ' +
      "'[code] text' so Auto Translate can be shown; server/test covers the server's side",
    routes: ['POST languages/translate'],
  },
  {
    reason:
      'the API description: the server describes itself from its own route table (openapi.json) and serves the page ' +
      'that renders it; the mocks have no document. server/test/openapi.test.ts checks both, and the server\'s real ' +
      'answers to conformance groups against the document',
    routes: ['GET openapi.json', 'GET docs'],
  },
];

const here = path.dirname(fileURLToPath(import.meta.url));
const mounted = readRouteTable().map((r) => r.key);

/** The group exports each backend's packs import from '../groups/<file>', as `<file>#<export>`. */
function groupsRunOn(backend: 'server' | 'mocks'): Set<string> {
  const dir = path.join(here, backend);
  const used = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.ts'))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const [, names, module] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.\.\/groups\/([\w-]+)'/g)) {
      for (const name of names.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]).filter(Boolean)) {
        used.add(`${module}#${name}`);
      }
    }
  }
  return used;
}

/** Declared route → the groups (run on both backends) that declare it. */
const declared = new Map<string, string[]>();
/** Groups that run on one backend only: their declarations cover nothing. */
const oneSided: string[] = [];

beforeAll(async () => {
  const server = groupsRunOn('server');
  const mocks = groupsRunOn('mocks');
  for (const id of new Set([...server, ...mocks])) {
    const [module, name] = id.split('#');
    const group = ((await import(`./groups/${module}.ts`)) as Record<string, Group | undefined>)[name];
    if (!server.has(id) || !mocks.has(id)) {
      oneSided.push(`${id} (${server.has(id) ? 'server' : 'mocks'} packs only)`);
      continue;
    }
    for (const key of group?.covers ?? []) declared.set(key, [...(declared.get(key) ?? []), id]);
  }
});

describe('conformance route coverage', () => {
  it('every mounted route is declared by a group on both backends, or allowed with a reason', () => {
    const allowed = new Set(ALLOWED.flatMap((a) => a.routes));
    const missing = mounted.filter((key) => !declared.has(key) && !allowed.has(key)).sort();
    const allowedCount = mounted.filter((key) => !declared.has(key) && allowed.has(key)).length;
    console.log(
      `Conformance coverage: ${mounted.length} routes — ${mounted.length - missing.length - allowedCount} covered by groups, ` +
        `${allowedCount} allowed (${ALLOWED.map((a) => `${a.routes.filter((k) => !declared.has(k)).length} ${a.reason.split(':')[0]}`).join(', ')}), ` +
        `${missing.length} missing`,
    );
    expect(oneSided, 'groups imported by the packs of one backend only').toEqual([]);
    expect(missing, 'mounted routes no conformance group declares (add them to a group, or to ALLOWED with a reason)').toEqual([]);
  });

  it('declares only routes that exist, and allows only routes that exist and are not covered', () => {
    const exists = new Set(mounted);
    expect([...declared.keys()].filter((key) => !exists.has(key)), 'declared routes the server does not mount').toEqual([]);
    for (const entry of ALLOWED) {
      expect(entry.reason.length, 'each allow-list entry says why').toBeGreaterThan(20);
      expect(entry.routes.filter((key) => !exists.has(key)), `${entry.reason}: routes the server does not mount`).toEqual([]);
      expect(entry.routes.filter((key) => declared.has(key)), `${entry.reason}: covered by a group now, remove from ALLOWED`).toEqual([]);
    }
  });

  it('matches a call to the most specific route, so a literal sibling never counts for a parameter', () => {
    expect(routeOf(mounted, 'GET', 'bookings/slots')).toBe('GET bookings/slots');
    expect(routeOf(mounted, 'GET', 'bookings/12?x=1')).toBe('GET bookings/:id');
    expect(routeOf(mounted, 'GET', 'bookings/slots/types/3/date/2025-01-02')).toBe('GET bookings/slots/types/:typeId/date/:date');
    expect(routeOf(mounted, 'GET', 'rooms/selector')).toBe('GET rooms/selector');
    expect(routeOf(mounted, 'GET', 'rooms/7/in-house-guests')).toBe('GET rooms/:id/in-house-guests');
    expect(routeOf(mounted, 'PUT', 'rooms/selector')).toBeUndefined();
  });
});

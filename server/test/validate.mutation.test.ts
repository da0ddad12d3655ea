/**
 * Request parsing (server/src/http/validate.ts) in process (no database, no server): JSON bodies (empty, malformed,
 * not an object, a form body refused unread), NUL characters dropped everywhere, schema validation with every
 * error at once and mistyped values reported by path, the query string, path ids at their edges, and the listeners
 * the OpenAPI test uses to learn which schema each route reads.
 */
import { Hono, type Context } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { API_TEXT, apiError } from '@atoll/contract';
import { HttpError } from '../src/http/errors';
import { body, idParam, isMultipart, listenToBodySchemas, listenToQueries, queryParam, readJson, validQuery, validate, type QueryRead } from '../src/http/validate';

const NAME_REQUIRED = 'Name is required';
const AT_MOST_5 = 'At most 5';
const schema = yup.object({
  name: yup.string().required(NAME_REQUIRED),
  count: yup.number().max(5, AT_MOST_5),
  tags: yup.array(yup.string()),
  inner: yup.object({ note: yup.string() }).nullable(),
});

/** Every HttpError as its JSON body and headers; anything else as a bare 500. */
function app(route: (hono: Hono) => void) {
  const hono = new Hono();
  hono.onError((error, c) => (error instanceof HttpError ? c.json(error.body, error.status as 400, error.headers) : c.text(`unexpected: ${error.message}`, 500)));
  route(hono);
  return hono;
}

const jsonApp = app((hono) => hono.post('/', async (c) => c.json(await readJson(c))));

async function post(text: string | Uint8Array<ArrayBuffer>, contentType?: string) {
  const headers = new Headers();
  if (contentType) headers.set('Content-Type', contentType);
  const res = await jsonApp.request('/', { method: 'POST', headers, body: text });
  return { status: res.status, connection: res.headers.get('Connection'), body: (await res.json()) as unknown };
}

/** What `run` throws, as an HttpError. */
async function httpError(run: () => Promise<unknown>): Promise<HttpError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

afterEach(() => {
  listenToBodySchemas(undefined);
  listenToQueries(undefined);
});

describe('isMultipart', () => {
  it('is any multipart type, whatever its case and surrounding blanks; nothing else', () => {
    expect(isMultipart('multipart/form-data; boundary=x')).toBe(true);
    expect(isMultipart('MULTIPART/mixed')).toBe(true);
    expect(isMultipart('  multipart/form-data ')).toBe(true);
    expect(isMultipart('application/json; x=multipart/form-data')).toBe(false);
    expect(isMultipart('multipart')).toBe(false);
    expect(isMultipart('application/json')).toBe(false);
    expect(isMultipart('')).toBe(false);
    expect(isMultipart(undefined)).toBe(false);
  });
});

describe('readJson', () => {
  it('reads a JSON object, whatever the declared type, dropping NUL characters from its texts at any depth', async () => {
    const res = await post('{"a":"x\\u0000y\\u0000","n":1,"t":true,"z":null,"o":{"s":"\\u0000","l":["a\\u0000b",2]}}', 'application/json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ a: 'xy', n: 1, t: true, z: null, o: { s: '', l: ['ab', 2] } });
    expect((await post('{"a":1}', 'text/plain')).body).toEqual({ a: 1 });
    expect((await post('{"a":1}', 'application/json; x=multipart/form-data')).body).toEqual({ a: 1 });
    expect((await post('{"a":1}', 'text/x; application/x-www-form-urlencoded')).body).toEqual({ a: 1 });
  });

  it('reads a body sent without any Content-Type', async () => {
    const res = await post(new TextEncoder().encode('{"a":"b"}'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ a: 'b' });
  });

  it('an empty or blank body is {}', async () => {
    expect(await post('', 'application/json')).toEqual({ status: 200, connection: null, body: {} });
    expect(await post(' \n\t ', 'application/json')).toEqual({ status: 200, connection: null, body: {} });
  });

  it('malformed JSON is 400 invalidJson', async () => {
    for (const text of ['nope', '{"a":', '{a:1}']) {
      const res = await post(text, 'application/json');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(apiError(400, { message: API_TEXT.invalidJson }));
    }
  });

  it('JSON that is not an object (null, a number, a text, a list) is 400 notAnObject', async () => {
    for (const text of ['null', '3', '"text"', 'true', '[]', '[{"a":1}]']) {
      const res = await post(text, 'application/json');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(apiError(400, { message: API_TEXT.notAnObject }));
    }
  });

  it('a form body (multipart or URL-encoded, any case) is 415 unread, closing the connection', async () => {
    for (const type of ['multipart/form-data; boundary=b', 'application/x-www-form-urlencoded', 'APPLICATION/X-WWW-FORM-URLENCODED; charset=utf-8', 'Multipart/Mixed']) {
      const res = await post('{"a":1}', type);
      expect(res).toEqual({ status: 415, connection: 'close', body: apiError(415) });
    }
  });
});

describe('validate', () => {
  it('answers the schema’s value: unknown keys stripped, NUL characters dropped at any depth, nulls and numbers kept', async () => {
    const value = await validate(schema, { name: 'a\u0000b', count: 3, tags: ['x\u0000', 'y'], inner: { note: '\u0000n' }, extra: null, more: 'x' });
    expect(value).toEqual({ name: 'ab', count: 3, tags: ['x', 'y'], inner: { note: 'n' } });
    expect(await validate(schema, { name: 'plain', inner: null })).toEqual({ name: 'plain', inner: null });
  });

  it('strips unknown keys even where the type pre-check does not look (inside a lazy schema)', async () => {
    const lazy = yup.object({ meta: yup.lazy(() => yup.object({ a: yup.string() })) });
    expect(await validate(lazy, { meta: { a: 'x', b: 'y' } })).toEqual({ meta: { a: 'x' } });
  });

  it('reports every failing field at once: 422 with each field’s messages', async () => {
    const error = await httpError(() => validate(schema, { count: 9 }));
    expect(error.status).toBe(422);
    expect(error.body).toEqual(apiError(422, { errors: { name: [NAME_REQUIRED], count: [AT_MOST_5] } }));
  });

  it('a value of the wrong type is reported by its path, even when the rest is valid', async () => {
    const error = await httpError(() => validate(schema, { name: 'ok', tags: 'not a list', inner: { note: { deep: 1 } } }));
    expect(error.status).toBe(422);
    expect(error.body.errors).toEqual({ tags: [API_TEXT.mustBeList], 'inner.note': [API_TEXT.mustBeText] });
  });

  it('wrong types and failed rules together: all in one 422, the type’s message for a field that has both', async () => {
    const error = await httpError(() => validate(schema, { name: { a: 1 }, count: 9 }));
    expect(error.body.errors).toEqual({ name: [API_TEXT.mustBeText], count: [AT_MOST_5] });
  });

  it('an error that is not a validation failure goes on as it is', async () => {
    const boom = new Error('boom');
    const throwing = yup.object({
      name: yup.string().test('boom', 'never shown', () => {
        throw boom;
      }),
    });
    await expect(validate(throwing, { name: 'x' })).rejects.toBe(boom);
  });
});

describe('body', () => {
  it('reads and validates the body; a listener learns the route pattern and the schema', async () => {
    const heard: unknown[] = [];
    listenToBodySchemas((route, s) => heard.push({ route, same: s === schema }));
    const hono = app((h) => h.put('/things/:id', async (c) => c.json(await body(c, schema))));
    const res = await hono.request('/things/7', { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: '{"name":"n\\u0000","x":1}' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'n', inner: {} });
    expect(heard).toEqual([{ route: { method: 'PUT', path: '/things/:id' }, same: true }]);
  });

  it('without a listener: an empty body is validated as {}', async () => {
    const hono = app((h) => h.post('/things', async (c) => c.json(await body(c, schema))));
    const res = await hono.request('/things', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(apiError(422, { errors: { name: [NAME_REQUIRED] } }));
  });
});

describe('the query string', () => {
  it('validQuery validates it like a body (NUL dropped, numbers cast); a listener learns the schema', async () => {
    const heard: { route: { method: string; path: string }; read: QueryRead }[] = [];
    listenToQueries((route, read) => heard.push({ route, read }));
    const hono = app((h) => h.get('/list/:kind', async (c) => c.json(await validQuery(c, schema))));
    const res = await hono.request('/list/a?name=a%00b&count=2&other=1');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'ab', count: 2, inner: {} });
    expect(heard).toEqual([{ route: { method: 'GET', path: '/list/:kind' }, read: { schema } }]);
    expect(heard[0].read).toEqual({ schema });
    expect((heard[0].read as { schema: unknown }).schema).toBe(schema);
  });

  it('validQuery without a listener: 422 with the field errors', async () => {
    const hono = app((h) => h.get('/list', async (c) => c.json(await validQuery(c, schema))));
    const res = await hono.request('/list?count=6');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(apiError(422, { errors: { name: [NAME_REQUIRED], count: [AT_MOST_5] } }));
  });

  it('queryParam answers one parameter as it is (or undefined); a listener learns its name', async () => {
    const heard: unknown[] = [];
    const hono = app((h) => h.get('/one', (c) => c.json({ lang: queryParam(c, 'lang') ?? null })));
    expect(await (await hono.request('/one?lang=fr&x=1')).json()).toEqual({ lang: 'fr' });
    listenToQueries((route, read) => heard.push({ route, read }));
    expect(await (await hono.request('/one')).json()).toEqual({ lang: null });
    expect(heard).toEqual([{ route: { method: 'GET', path: '/one' }, read: { param: 'lang' } }]);
  });
});

describe('idParam', () => {
  const ids = app((hono) => {
    hono.get('/rooms/:id', (c) => c.json({ id: idParam(c) }));
    hono.get('/rooms/:roomId/beds', (c) => c.json({ id: idParam(c, 'roomId') }));
    hono.get('/other/:id', (c) => c.json({ id: idParam(c as Context, 'missing') }));
  });
  const get = async (path: string) => {
    const res = await ids.request(path);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('is a positive integer of 1 to 9 digits', async () => {
    expect(await get('/rooms/1')).toEqual({ status: 200, body: { id: 1 } });
    expect(await get('/rooms/123456789')).toEqual({ status: 200, body: { id: 123456789 } });
    expect(await get('/rooms/000000007')).toEqual({ status: 200, body: { id: 7 } });
    expect(await get('/rooms/42/beds')).toEqual({ status: 200, body: { id: 42 } });
  });

  it('anything else is a record that does not exist: 404', async () => {
    for (const raw of ['0', '000', '1234567890', 'a1', '1a', '-1', '1.5', '1e3', '%201']) {
      expect(await get(`/rooms/${raw}`)).toEqual({ status: 404, body: apiError(404) });
    }
    expect(await get('/other/5')).toEqual({ status: 404, body: apiError(404) });
  });
});

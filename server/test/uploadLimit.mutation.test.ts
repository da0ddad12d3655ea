/**
 * The upload limit at its edges, in process (no database, no server): a mutant that moves the limit either way
 * (the streamed limit ×10, the declared-length check, the file-size checks, the multipart allowance) fails here.
 * The spot check of issue 23 found the streamed limit raised tenfold uncaught: uploads.test.ts always declares a
 * Content-Length, so the stream counter itself was never the one to refuse.
 */
import { Hono, type Context } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_TEXT, CONTENT_TEXT, MSG, UPLOAD_MAX_BYTES, apiError, languageFileSchema } from '@atoll/contract';
import { HttpError } from '../src/http/errors';
import { cleanFilename, isPdf, pdfUploadLimit, readImageUpload, readPdfUpload, uploadLimit } from '../src/http/upload';

/** A 1x1 PNG's signature and header: enough for the sniffer. */
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const BOUNDARY = 'mutation-boundary';
const MIB = 1024 * 1024;

function app() {
  const hono = new Hono();
  hono.onError((error, c) => {
    if (error instanceof HttpError) return c.json(error.body, error.status as 413, error.headers);
    throw error;
  });
  hono.post('/image', uploadLimit, async (c) => {
    const file = await readImageUpload(c);
    return c.json({ size: file.bytes.byteLength, type: file.contentType, name: file.filename });
  });
  hono.post('/image-per-language', uploadLimit, async (c) => {
    const file = await readImageUpload(c, { languageCode: true });
    return c.json({ size: file.bytes.byteLength, language: file.languageCode, type: file.contentType, name: file.filename });
  });
  hono.post('/pdf', pdfUploadLimit, async (c) => {
    const file = await readPdfUpload(c);
    return c.json({ size: file.bytes.byteLength, language: file.languageCode, type: file.contentType, name: file.filename });
  });
  return hono;
}

/** A multipart body: `file` (magic bytes padded to `fileSize`), optional language_code and a `padding` text field. */
function multipart(
  magic: Uint8Array | null,
  fileSize: number,
  extra: { language?: string; languageAsFile?: boolean; padding?: number; filename?: string } = {},
): Uint8Array {
  const enc = new TextEncoder();
  const parts: Uint8Array[] = [];
  const languageFile = extra.languageAsFile ? '; filename="en.txt"\r\nContent-Type: text/plain' : '';
  if (extra.language) parts.push(enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="language_code"${languageFile}\r\n\r\n${extra.language}\r\n`));
  if (extra.padding) parts.push(enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="padding"\r\n\r\n${'x'.repeat(extra.padding)}\r\n`));
  if (magic) {
    parts.push(enc.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${extra.filename ?? 'a/b\\c.bin'}"\r\nContent-Type: application/octet-stream\r\n\r\n`));
    const file = new Uint8Array(fileSize);
    file.set(magic.subarray(0, fileSize));
    parts.push(file, enc.encode('\r\n'));
  }
  parts.push(enc.encode(`--${BOUNDARY}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    body.set(p, at);
    at += p.byteLength;
  }
  return body;
}

/** Sends the body as a stream in 256 KiB chunks, with no Content-Length (as a chunked upload arrives), or with one. */
async function post(path: string, body: Uint8Array, { declare = false, headers: extraHeaders = {} as Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, ...extraHeaders };
  if (declare) headers['Content-Length'] = String(body.byteLength);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < body.byteLength; i += 256 * 1024) controller.enqueue(body.subarray(i, i + 256 * 1024));
      controller.close();
    },
  });
  const res = await app().request(path, { method: 'POST', headers, body: stream, duplex: 'half' } as RequestInit);
  return {
    status: res.status,
    connection: res.headers.get('Connection'),
    body: (await res.json()) as { message?: string; errors?: Record<string, string[]>; size?: number; name?: string; type?: string },
  };
}

describe('the upload limit (5 MB, UPLOAD_MAX_BYTES)', () => {
  it('is 5 MiB, as the spec’s "must smaller than 5MB" says', () => {
    expect(UPLOAD_MAX_BYTES).toBe(5 * MIB);
  });

  it('a streamed body (no Content-Length) past the limit and its multipart allowance is refused while it streams: 413, connection closed', async () => {
    // A small valid image and 5.2 MiB of another field: only the stream counter can refuse it (the file itself is small).
    const res = await post('/image', multipart(PNG, 1024, { padding: UPLOAD_MAX_BYTES + 200 * 1024 }));
    expect(res.status).toBe(413);
    expect(res.connection).toBe('close');
    expect(res.body.message).toBe(MSG.imageTooLarge);
    expect(res.body.errors).toEqual({ file: [MSG.imageTooLarge] });
    const pdf = await post('/pdf', multipart(PDF, 1024, { language: 'en', padding: UPLOAD_MAX_BYTES + 200 * 1024 }));
    expect(pdf.status).toBe(413);
    expect(pdf.body.message).toBe(MSG.fileTooLarge);
  });

  it('a streamed body within the limit and its allowance is read: a 5 MiB file plus 60 KiB of other fields', async () => {
    const res = await post('/image', multipart(PNG, UPLOAD_MAX_BYTES, { padding: 60 * 1024 }));
    expect(res.status).toBe(200);
    expect(res.body.size).toBe(UPLOAD_MAX_BYTES);
    expect(res.body.name).toBe('c.bin');
  });

  it('a file one byte over 5 MiB is 413 even when the whole body fits the allowance', async () => {
    const image = await post('/image', multipart(PNG, UPLOAD_MAX_BYTES + 1));
    expect(image.status).toBe(413);
    expect(image.body.message).toBe(MSG.imageTooLarge);
    const pdf = await post('/pdf', multipart(PDF, UPLOAD_MAX_BYTES + 1, { language: 'en' }));
    expect(pdf.status).toBe(413);
    expect(pdf.body.message).toBe(MSG.fileTooLarge);
    expect((await post('/pdf', multipart(PDF, UPLOAD_MAX_BYTES, { language: 'en' }))).status).toBe(200);
  });

  it('a declared Content-Length past the limit is refused before reading; one within is read', async () => {
    const over = multipart(PNG, 1024, { padding: UPLOAD_MAX_BYTES + 100 * 1024 });
    const declared = await post('/image', over, { declare: true });
    expect(declared.status).toBe(413);
    expect(declared.connection).toBe('close');
    const within = await post('/image', multipart(PNG, UPLOAD_MAX_BYTES - 1024, { padding: 32 * 1024 }), { declare: true });
    expect(within.status).toBe(200);
  });

  it('a declared Content-Length past the limit is refused by the upload limit itself, not a byte read, whatever else the request says', async () => {
    // With a Transfer-Encoding beside it, hono's bodyLimit would count the stream instead: only uploadLimitFor refuses here.
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          controller.enqueue(multipart(PNG, 1024));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const headers = {
      'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
      'Content-Length': String(UPLOAD_MAX_BYTES + 64 * 1024 + 1),
      'Transfer-Encoding': 'chunked',
    };
    const res = await app().request('/image', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
    expect(await res.json()).toEqual(apiError(413, { message: MSG.imageTooLarge, errors: { file: [MSG.imageTooLarge] } }));
    expect(pulls).toBe(0);
    // The same request declaring its real length is read.
    const declared = { ...headers, 'Content-Length': String(multipart(PNG, 1024).byteLength) };
    const ok = await app().request('/image', { method: 'POST', headers: declared, body: multipart(PNG, 1024).slice() });
    expect(ok.status).toBe(200);
  });

  it('a declared Content-Length of exactly the limit and its allowance is read', async () => {
    const edge = UPLOAD_MAX_BYTES + 64 * 1024;
    const padding = 1 + edge - multipart(PNG, 1024, { padding: 1 }).byteLength;
    const body = multipart(PNG, 1024, { padding });
    expect(body.byteLength).toBe(edge);
    expect((await post('/image', body, { declare: true })).status).toBe(200);
  });
});

describe('what is read from the form', () => {
  it('file names lose their path and control characters; an empty one gets the fallback', () => {
    expect(cleanFilename('C:\\tmp\\menu.pdf', 'x')).toBe('menu.pdf');
    expect(cleanFilename('../etc/"pass\u0000wd" ', 'x')).toBe('passwd');
    expect(cleanFilename('', 'image')).toBe('image');
    expect(cleanFilename(undefined, 'image')).toBe('image');
    expect(cleanFilename('a'.repeat(250), 'x')).toHaveLength(200);
  });

  it('a PDF is known by %PDF- only', () => {
    expect(isPdf(PDF)).toBe(true);
    expect(isPdf(new TextEncoder().encode('%PDF1'))).toBe(false);
    expect(isPdf(PNG)).toBe(false);
  });
});

describe('what an upload route refuses', () => {
  const required = { file: [MSG.fieldRequired] };

  it('a body that is not multipart, no file and an empty file are 422 on file', async () => {
    const json = await app().request('/image', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"file":"x"}' });
    expect(json.status).toBe(422);
    expect(((await json.json()) as { errors?: unknown }).errors).toEqual(required);
    expect((await post('/image', multipart(null, 0, { padding: 10 }))).body.errors).toEqual(required);
    const empty = await post('/image', multipart(PNG, 0));
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual(required);
    const pdf = await post('/pdf', multipart(null, 0, { language: 'en' }));
    expect(pdf.status).toBe(422);
    expect(pdf.body.errors).toEqual(required);
    // No language and no file: both in the one 422.
    const neither = await post('/pdf', multipart(null, 0, { padding: 10 }));
    expect(Object.keys(neither.body.errors ?? {}).sort()).toEqual(['file', 'language_code']);
    expect(neither.body.errors?.file).toEqual([MSG.fieldRequired]);
  });

  it('bytes of the wrong kind are 415: not an image on an image route, not a PDF on a PDF route', async () => {
    const image = await post('/image', multipart(PDF, 1024));
    expect(image.status).toBe(415);
    expect(image.body.message).toBe(API_TEXT.notAnImage);
    const pdf = await post('/pdf', multipart(PNG, 1024, { language: 'en' }));
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toBe(CONTENT_TEXT.notAPdf);
    expect(pdf.body.errors).toEqual({ file: [CONTENT_TEXT.notAPdf] });
  });

  it('a PDF is stored as application/pdf; a file without a name gets the fallback name', async () => {
    const pdf = await post('/pdf', multipart(PDF, 1024, { language: 'en', filename: '' }));
    expect(pdf.status).toBe(200);
    expect(pdf.body.type).toBe('application/pdf');
    expect(pdf.body.name).toBe('document.pdf');
    expect((await post('/image', multipart(PNG, 1024, { filename: '' }))).body.name).toBe('image');
  });

  it('a media type in any case is read: Multipart/Form-Data is a form like multipart/form-data', async () => {
    const res = await post('/image', multipart(PNG, 2048), { headers: { 'Content-Type': `Multipart/Form-Data; boundary=${BOUNDARY}` } });
    expect([res.status, res.body.size, res.body.type]).toEqual([200, 2048, 'image/png']);
  });
});

/** A context whose form is `form` (as Content-Type `contentType` would give it), for what a real body cannot show. */
function formContext(form: () => Promise<Record<string, unknown>>, contentType: string | null = `multipart/form-data; boundary=${BOUNDARY}`) {
  const parseBody = vi.fn(form);
  const c = { req: { header: (name: string) => (name === 'Content-Type' ? (contentType ?? undefined) : undefined), parseBody } } as unknown as Context;
  return { c, parseBody };
}

/** The HttpError `promise` rejects with, as status and body. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  const http = error as HttpError;
  return { status: http.status, body: http.body as unknown };
}

describe('reading the form', () => {
  const pngFile = () => new File([PNG], 'x.png');

  it('a body that is not multipart, or has no Content-Type, is 422 on file and never read', async () => {
    for (const contentType of ['application/json', 'application/x-www-form-urlencoded', 'text/plain; multipart/form-data', null]) {
      const { c, parseBody } = formContext(async () => ({ file: pngFile() }), contentType);
      expect(await refusal(readImageUpload(c)), String(contentType)).toEqual({ status: 422, body: apiError(422, { errors: { file: [MSG.fieldRequired] } }) });
      expect(parseBody).not.toHaveBeenCalled();
    }
  });

  it('a multipart body that cannot be parsed is 400', async () => {
    const res = await app().request('/image', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: 'not a multipart body at all',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(apiError(400, { message: API_TEXT.multipartUnreadable }));
    const { c } = formContext(() => Promise.reject(new TypeError('Failed to parse body as FormData.')));
    expect(await refusal(readPdfUpload(c))).toEqual({ status: 400, body: apiError(400, { message: API_TEXT.multipartUnreadable }) });
  });

  it('an HttpError while the body is read (the stream limit) passes through unchanged', async () => {
    const limit = new HttpError(413, { message: MSG.fileTooLarge }, { Connection: 'close' });
    const { c } = formContext(() => Promise.reject(limit));
    await expect(readImageUpload(c)).rejects.toBe(limit);
  });

  it('the file is measured by its bytes as well as its declared size: either one over 5 MiB is 413', async () => {
    class SmallerThanItIs extends File {
      override get size() {
        return 1;
      }
    }
    class LargerThanItIs extends File {
      override get size() {
        return UPLOAD_MAX_BYTES + 1;
      }
    }
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PNG);
    const understated = formContext(async () => ({ file: new SmallerThanItIs([big], 'big.png') }));
    expect(await refusal(readImageUpload(understated.c))).toEqual({ status: 413, body: apiError(413, { message: MSG.imageTooLarge, errors: { file: [MSG.imageTooLarge] } }) });
    const overstated = formContext(async () => ({ file: new LargerThanItIs([PDF], 'small.pdf'), language_code: 'en' }));
    expect(await refusal(readPdfUpload(overstated.c))).toEqual({ status: 413, body: apiError(413, { message: MSG.fileTooLarge, errors: { file: [MSG.fileTooLarge] } }) });
    const exact = new Uint8Array(UPLOAD_MAX_BYTES);
    exact.set(PNG);
    expect((await readImageUpload(formContext(async () => ({ file: new File([exact], 'exact.png') })).c)).bytes.byteLength).toBe(UPLOAD_MAX_BYTES);
  });

  it('an image that is not one is 415 on file', async () => {
    const res = await post('/image', multipart(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 64));
    expect(res.status).toBe(415);
    expect(res.body).toEqual(apiError(415, { message: API_TEXT.notAnImage, errors: { file: [API_TEXT.notAnImage] } }));
  });
});

describe('per-language uploads (language_code)', () => {
  it('a per-language image carries its language; a plain image carries none', async () => {
    const res = await post('/image-per-language', multipart(PNG, 1024, { language: 'dv', filename: 'sea.png' }));
    expect(res).toMatchObject({ status: 200, body: { size: 1024, language: 'dv', type: 'image/png', name: 'sea.png' } });
    const { c } = formContext(async () => ({ file: new File([PNG], 'sea.png'), language_code: 'en' }));
    expect(Object.keys(await readImageUpload(c)).sort()).toEqual(['bytes', 'contentType', 'filename']);
    const perLanguage = formContext(async () => ({ file: new File([PNG], 'sea.png'), language_code: 'en' }));
    expect(await readImageUpload(perLanguage.c, { languageCode: true })).toEqual({ bytes: PNG, contentType: 'image/png', filename: 'sea.png', languageCode: 'en' });
  });

  it('a missing or bad language is 422 on language_code; a missing file is in the same 422', async () => {
    const noLanguage = await post('/image-per-language', multipart(PNG, 1024));
    expect(noLanguage).toMatchObject({ status: 422, body: { errors: { language_code: [MSG.fieldRequired] } } });
    expect(Object.keys(noLanguage.body.errors ?? {})).toEqual(['language_code']);
    const bad = await post('/pdf', multipart(PDF, 1024, { language: 'English' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ language_code: [CONTENT_TEXT.languageCode] });
    const neither = await post('/image-per-language', multipart(null, 0, { language: 'English' }));
    expect(neither.status).toBe(422);
    expect(neither.body.errors).toEqual({ language_code: [CONTENT_TEXT.languageCode], file: [MSG.fieldRequired] });
    const noFile = await post('/image-per-language', multipart(null, 0, { language: 'en' }));
    expect(noFile.body.errors).toEqual({ file: [MSG.fieldRequired] });
  });

  it('a language_code sent as a file is no language: 422 required, as if it were missing', async () => {
    for (const path of ['/pdf', '/image-per-language']) {
      const magic = path === '/pdf' ? PDF : PNG;
      const res = await post(path, multipart(magic, 1024, { language: 'en', languageAsFile: true }));
      expect(res.status, path).toBe(422);
      expect(res.body.errors, path).toEqual({ language_code: [MSG.fieldRequired] });
    }
  });
});

describe('a language check that fails for another reason than the language', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const pdfForm = () => formContext(async () => ({ file: new File([PDF], 'menu.pdf'), language_code: 'en' })).c;

  it('passes the error through unchanged: neither a 422 nor one with the missing file added', async () => {
    const boom = new Error('schema failed');
    vi.spyOn(languageFileSchema, 'validate').mockRejectedValueOnce(boom);
    await expect(readPdfUpload(pdfForm())).rejects.toBe(boom);
    // Something with a 422 status that is not an HttpError is not read as one.
    const lookalike = Object.assign(new Error('not an HttpError'), { status: 422 });
    vi.spyOn(languageFileSchema, 'validate').mockRejectedValueOnce(lookalike);
    await expect(readPdfUpload(pdfForm())).rejects.toBe(lookalike);
    // An HttpError of another status stays what it was.
    const unavailable = new HttpError(503, { message: 'later' });
    vi.spyOn(languageFileSchema, 'validate').mockRejectedValueOnce(unavailable);
    await expect(readPdfUpload(pdfForm())).rejects.toBe(unavailable);
  });
});

/**
 * The built console: real files when they exist, index.html for every other path (the
 * SPA's router decides). Hashed assets are cached forever; index.html never. Source maps and
 * dot-directories are 404. Security headers come from http/securityHeaders.ts.
 */
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { notFound, sendError } from './http/errors';
import { GUEST_SERVICE_WORKER_PATH, TV_DISPLAY_PATH, TV_SERVICE_WORKER_PATH } from '@atoll/contract';
import { GUEST_CSP, inlineScriptHashes, TV_CSP } from './http/securityHeaders';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Text files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest', '.ico']);

interface EncodedFile {
  mtimeMs: number;
  size: number;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A console file with its Brotli and gzip forms, made once per file (and again only when the file changes on disk)
 * instead of compressing it on every request (docs/adr/0057-api-speed.md): `<file>.br` / `<file>.gz` written by a
 * build are used as they are, otherwise the server compresses it at the highest levels the first time it is asked
 * for and keeps the result. A compressed form that is not smaller is not kept.
 */
const encodedFiles = new Map<string, Promise<EncodedFile>>();
async function encodedFile(file: string, stats: { mtimeMs: number; size: number }): Promise<EncodedFile> {
  const kept = encodedFiles.get(file);
  if (kept) {
    const found = await kept.catch(() => undefined);
    if (found && found.mtimeMs === stats.mtimeMs && found.size === stats.size) return found;
  }
  const made = (async (): Promise<EncodedFile> => {
    const identity = await readFile(file);
    const entry: EncodedFile = { mtimeMs: stats.mtimeMs, size: stats.size, identity };
    if (!COMPRESSIBLE.has(path.extname(file).toLowerCase()) || identity.length < 256) return entry;
    const built = async (suffix: string, compress: () => Promise<Buffer>) => {
      const prebuilt = await readFile(`${file}${suffix}`).catch(() => undefined);
      const body = prebuilt ?? (await compress());
      return body.length < identity.length ? body : undefined;
    };
    [entry.br, entry.gzip] = await Promise.all([
      built('.br', () => brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } })),
      built('.gz', () => gzipped(identity, { level: zlib.Z_BEST_COMPRESSION })),
    ]);
    return entry;
  })();
  encodedFiles.set(file, made);
  made.catch(() => encodedFiles.delete(file));
  return made;
}

/** The encodings an Accept-Encoding header allows (a q=0 refuses one). */
function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** A console file as the request accepts it: Brotli, gzip or as it is, with Vary when there is a choice. */
async function sendFile(c: Context, file: string, headers: Record<string, string>): Promise<Response> {
  const stats = await stat(file);
  const entry = await encodedFile(file, stats);
  const out: Record<string, string> = entry.br || entry.gzip ? { ...headers, Vary: 'Accept-Encoding' } : { ...headers };
  const acceptEncoding = c.req.header('Accept-Encoding');
  let body = entry.identity;
  if (entry.br && accepts(acceptEncoding, 'br')) [body, out['Content-Encoding']] = [entry.br, 'br'];
  else if (entry.gzip && accepts(acceptEncoding, 'gzip')) [body, out['Content-Encoding']] = [entry.gzip, 'gzip'];
  return c.body(new Uint8Array(body), 200, out);
}

/**
 * The hashes the CSP must allow for the inline scripts of index.html and login.html (their first paint in
 * the person's colour scheme, index.html's frame), read once when the policy is first built: a console rebuilt under a running server needs a restart for its new script to
 * run (without it the page still works, only the first paint waits for the app's code).
 */
export function consoleScriptHashes(staticDir: string | undefined): string[] {
  if (!staticDir) return [];
  const hashesOf = (page: string): string[] => {
    try {
      return inlineScriptHashes(readFileSync(path.join(path.resolve(staticDir), page), 'utf8'));
    } catch {
      return [];
    }
  };
  return [...new Set([...hashesOf('index.html'), ...hashesOf('login.html')])];
}

export function staticConsole(staticDir: string) {
  const root = path.resolve(staticDir);
  return async (c: Context) => {
    let requested: string;
    try {
      requested = decodeURIComponent(c.req.path);
    } catch {
      return sendError(c, notFound());
    }
    const file = path.resolve(root, `.${path.posix.normalize(`/${requested}`)}`);
    // Never serve outside the console directory.
    const inside = file === root || file.startsWith(root + path.sep);
    // Source maps stay on disk for error reporting (the build writes them without a
    // sourceMappingURL comment), and build metadata (.vite/) is not public either.
    const hidden = path.extname(file).toLowerCase() === '.map' || path.relative(root, file).split(path.sep).some((part) => part.startsWith('.'));
    if (inside && hidden) return sendError(c, notFound());
    // The TV page's service worker: never kept by a cache (the browser must see a new one after a deploy), under
    // the TV page's policy (its own fetches are the TV's).
    const worker = path.join(root, TV_SERVICE_WORKER_PATH);
    if (requested === TV_SERVICE_WORKER_PATH && (await isFile(worker))) {
      return sendFile(c, worker, { 'Content-Type': TYPES['.js'], 'Cache-Control': 'no-cache', 'Content-Security-Policy': TV_CSP });
    }
    // The guest app's service worker (guest-sw.js, issue 21) the same way, under the guest page's policy. Its pages,
    // /p/{domain}/…, are routes/guestPages.ts (they carry the property's name).
    const guestWorker = path.join(root, GUEST_SERVICE_WORKER_PATH);
    if (requested === GUEST_SERVICE_WORKER_PATH && (await isFile(guestWorker))) {
      return sendFile(c, guestWorker, { 'Content-Type': TYPES['.js'], 'Cache-Control': 'no-cache', 'Content-Security-Policy': GUEST_CSP });
    }
    if (inside && file !== root && (await isFile(file)) && !['index.html', 'login.html', 'tv.html', 'guest.html'].includes(path.basename(file))) {
      const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      const cache = requested.startsWith('/assets/') ? IMMUTABLE : 'public, max-age=0, must-revalidate';
      return sendFile(c, file, { 'Content-Type': type, 'Cache-Control': cache });
    }
    // A missing hashed asset is a real 404, not the app shell.
    if (requested.startsWith('/assets/')) return sendError(c, notFound());
    // A TV's display link, /tv/<token> (TV_DISPLAY_PATH), is the TV page whatever the token: the page itself
    // shows 'This display link is no longer valid' when its manifest is 404 (issue 20).
    const tv = path.join(root, 'tv.html');
    if ((requested === TV_DISPLAY_PATH || requested.startsWith(`${TV_DISPLAY_PATH}/`)) && (await isFile(tv))) {
      return sendFile(c, tv, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache', 'Content-Security-Policy': TV_CSP });
    }
    // /login has a page of its own, small enough to load fast (docs/adr/0012-lean-login-page.md).
    const login = path.join(root, 'login.html');
    const index = path.join(root, 'index.html');
    const page = requested === '/login' && (await isFile(login)) ? login : index;
    if (!(await isFile(page))) return sendError(c, notFound());
    return sendFile(c, page, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
  };
}

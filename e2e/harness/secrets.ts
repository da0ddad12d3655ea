/**
 * The run's registry of secrets: every password, token and cookie the harness handles while the walks run
 * (what it sends to the product and what the product answers, in Node's fetch and in every browser context,
 * and the tokens in the e-mails the SMTP sink receives). Each test file runs in its own worker, so each
 * worker appends what it sees to `secrets-<pid>.jsonl` in the run's directory (globalSetup.ts makes it and
 * names it in ATOLL_E2E_RUN_DIR); at the end of the run globalSetup.ts scans every server log of the run
 * for them (logScan.ts). Outside a vitest e2e run (scripts that borrow the harness) nothing is recorded.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { MIN_SECRET_LENGTH, type RecordedSecret } from './logScan';

export const RUN_DIR_ENV = 'ATOLL_E2E_RUN_DIR';

/** The run's directory (server logs, recorded secrets), when an e2e run is under way. */
export const runDir = (): string | undefined => process.env[RUN_DIR_ENV] || undefined;

export const SECRETS_FILE_PREFIX = 'secrets-';

const recorded = new Set<string>();

/** Records one secret for the end-of-run scan (short values are not: see MIN_SECRET_LENGTH). */
export function recordSecret(what: string, value: string | null | undefined): void {
  const dir = runDir();
  if (!dir || typeof value !== 'string') return;
  const trimmed = value.trim();
  if (trimmed.length < MIN_SECRET_LENGTH || recorded.has(trimmed)) return;
  recorded.add(trimmed);
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `${SECRETS_FILE_PREFIX}${process.pid}.jsonl`), `${JSON.stringify({ what, value: trimmed } satisfies RecordedSecret)}\n`);
}

/** Keys whose value is a secret wherever they appear in a body the harness sends or receives. */
const SECRET_KEY = /^(token|password|new_password|current_password|password_confirmation|secret|auth|p256dh|endpoint|private_key|privateKey|api_key|push_token|pushToken)$|_token$|_password$|_secret$/;
/** A link's token: `…/tv/<token>`, `…?token=<token>`. */
const LINK_TOKENS = [/\/tv\/([A-Za-z0-9_-]{8,})/g, /[?&](?:token|code|key)=([^&#\s"'<>]+)/g];

/** Records the tokens in links inside a text (an e-mail, a URL the API answered). */
export function recordLinkTokens(what: string, text: string): void {
  if (!runDir()) return;
  for (const pattern of LINK_TOKENS) {
    for (const match of text.matchAll(pattern)) {
      const token = match[1]!;
      recordSecret(what, token);
      try {
        recordSecret(what, decodeURIComponent(token));
      } catch {
        // Not URL-encoded.
      }
    }
  }
}

/** Walks a JSON body: the values of secret keys, and link tokens in any string. */
export function recordSecretsIn(what: string, body: unknown, key = ''): void {
  if (!runDir() || body === null || body === undefined) return;
  if (typeof body === 'string') {
    if (SECRET_KEY.test(key)) recordSecret(`${what}: ${key}`, body);
    recordLinkTokens(`${what}: link in ${key || 'text'}`, body);
  } else if (Array.isArray(body)) {
    for (const item of body) recordSecretsIn(what, item, key);
  } else if (typeof body === 'object') {
    // Validation messages keyed by field ('password': ['…']) are no secrets.
    for (const [k, v] of Object.entries(body)) if (k !== 'errors') recordSecretsIn(what, v, k);
  }
}

/** Authorization and cookie values of a request's or an answer's headers. */
export function recordSecretsInHeaders(what: string, headers: Record<string, string>): void {
  if (!runDir()) return;
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === 'authorization') recordSecret(`${what}: Authorization`, value.replace(/^\w+\s+/, ''));
    if (lower === 'cookie' || lower === 'set-cookie') {
      for (const pair of value.split(/[;\n]/)) {
        const cookie = pair.split('=').slice(1).join('=');
        if (!/^\s*(path|domain|expires|max-age|samesite)$/i.test(pair.split('=')[0] ?? '')) recordSecret(`${what}: cookie`, cookie);
      }
    }
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Records what a request body holds: JSON, a form, or a query string. */
export function recordSecretsInBody(what: string, body: string | null | undefined): void {
  if (!runDir() || !body) return;
  const json = parsedJson(body);
  if (json !== undefined) return recordSecretsIn(what, json);
  if (/^[\w.%-]+=/.test(body)) recordSecretsIn(what, Object.fromEntries(new URLSearchParams(body)));
}

const isJson = (contentType: string | null | undefined) => !!contentType && /\bjson\b/i.test(contentType);

/**
 * Watches Node's fetch in this worker: every request to 127.0.0.1 (the product, its stand-ins) and every JSON
 * answer. Streams and files are left alone (only JSON bodies are read, from a clone). Returns the undo.
 */
export function watchFetch(): () => void {
  const original = globalThis.fetch;
  if (!runDir()) return () => undefined;
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const local = new URL(url).hostname === '127.0.0.1';
    if (local) {
      recordLinkTokens('fetched URL', url);
      recordSecretsInHeaders('fetch', Object.fromEntries(new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))));
      if (typeof init?.body === 'string') recordSecretsInBody('fetch body', init.body);
    }
    const response = await original(input, init);
    if (local && isJson(response.headers.get('content-type'))) {
      recordSecretsInHeaders('answer', Object.fromEntries(response.headers));
      recordSecretsIn('answer', parsedJson(await response.clone().text().catch(() => '')));
    }
    return response;
  };
  return () => {
    globalThis.fetch = original;
  };
}

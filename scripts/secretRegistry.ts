/**
 * A test run's registry of secrets, shared by the e2e project (e2e/harness/secrets.ts) and the server project
 * (server/test/support/logScan.ts): every password, token, cookie and key the tests handle — what they send to
 * the product and what it answers, the links in its e-mails, the keys they configure it with. Each worker
 * appends what it sees to `secrets-<pid>.jsonl` in the run's directory; at the end of the run the project's
 * globalSetup reads them all (readRecordedSecrets) and scans every server log line of the run for them
 * (logScan.ts). With no run directory (a script borrowing a harness) nothing is recorded.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_SECRET_LENGTH, type RecordedSecret } from './logScan';

export const SECRETS_FILE_PREFIX = 'secrets-';

/** Keys whose value is a secret wherever they appear in a body, a configuration or an environment (matched lower-cased). */
const SECRET_KEY = /^(auth|p256dh|endpoint|password_confirmation)$|(token|password|secret|private_?key|api_?key|hmac_?key)$/;
/** A link's token: `…/tv/<token>`, `…?token=<token>`. */
const LINK_TOKENS = [/\/tv\/([A-Za-z0-9_-]{8,})/g, /[?&](?:token|code|key)=([^&#\s"'<>]+)/g];

/** Every secret the workers of the run in `dir` recorded. */
export function readRecordedSecrets(dir: string): RecordedSecret[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith(SECRETS_FILE_PREFIX))
    .flatMap((name) => readFileSync(path.join(dir, name), 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as RecordedSecret);
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isJson = (contentType: string | null | undefined) => !!contentType && /\bjson\b/i.test(contentType);

/** The recorders of one project's runs: `runDir` names the run's directory, or nothing outside a run. */
export function secretRegistry(runDir: () => string | undefined) {
  const recorded = new Set<string>();

  /** Records one secret for the end-of-run scan (short values are not: see MIN_SECRET_LENGTH). */
  function recordSecret(what: string, value: string | null | undefined): void {
    const dir = runDir();
    if (!dir || typeof value !== 'string') return;
    const trimmed = value.trim();
    if (trimmed.length < MIN_SECRET_LENGTH || recorded.has(trimmed)) return;
    recorded.add(trimmed);
    mkdirSync(dir, { recursive: true });
    appendFileSync(path.join(dir, `${SECRETS_FILE_PREFIX}${process.pid}.jsonl`), `${JSON.stringify({ what, value: trimmed } satisfies RecordedSecret)}\n`);
  }

  /** Records the tokens in links inside a text (an e-mail, a URL the API answered). */
  function recordLinkTokens(what: string, text: string): void {
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

  /** Walks a JSON body (or a configuration): the values of secret keys, and link tokens in any string. */
  function recordSecretsIn(what: string, body: unknown, key = ''): void {
    if (!runDir() || body === null || body === undefined) return;
    if (typeof body === 'string') {
      if (SECRET_KEY.test(key.toLowerCase())) recordSecret(`${what}: ${key}`, body);
      recordLinkTokens(`${what}: link in ${key || 'text'}`, body);
    } else if (Array.isArray(body)) {
      for (const item of body) recordSecretsIn(what, item, key);
    } else if (typeof body === 'object' && Object.getPrototypeOf(body) === Object.prototype) {
      // Validation messages keyed by field ('password': ['…']) are no secrets. Only plain objects: a
      // configuration's database handles and services are no bodies.
      for (const [k, v] of Object.entries(body)) if (k !== 'errors') recordSecretsIn(what, v, k);
    }
  }

  /** Authorization and cookie values of a request's or an answer's headers. */
  function recordSecretsInHeaders(what: string, headers: Record<string, string>): void {
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

  /** Records what a request body holds: JSON, a form, or a query string. */
  function recordSecretsInBody(what: string, body: string | null | undefined): void {
    if (!runDir() || !body) return;
    const json = parsedJson(body);
    if (json !== undefined) return recordSecretsIn(what, json);
    if (/^[\w.%-]+=/.test(body)) recordSecretsIn(what, Object.fromEntries(new URLSearchParams(body)));
  }

  /**
   * Watches Node's fetch in this worker: every request to 127.0.0.1 (the product, its stand-ins) and every JSON
   * answer. Streams and files are left alone (only JSON bodies are read, from a clone). Returns the undo.
   */
  function watchFetch(): () => void {
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

  return { recordSecret, recordLinkTokens, recordSecretsIn, recordSecretsInHeaders, recordSecretsInBody, watchFetch };
}

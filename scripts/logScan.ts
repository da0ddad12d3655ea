/**
 * The scan of a whole test run's server logs for secrets (issue 22: "no secrets, tokens or passwords in any
 * log line"), for the e2e and the server projects alike. Two kinds of hit, each reported with its file and line:
 * - a secret the tests handled during the run (secretRegistry.ts records them: passwords, session and guest
 *   tokens, TV link and tracker tokens, invitation and reset tokens, push subscriptions, API, metrics and
 *   VAPID keys), as written or URL-encoded;
 * - a generic shape whatever its value: an `Authorization`/`Bearer` value, a `password=`, `token=` or
 *   `cookie` field (`"password":"…"`, `password=…`, `?token=…`) whose value is not the logger's
 *   `[Redacted]`, and a TV page path with its token in it.
 * Pure: the caller reads the files (e2e/harness/globalSetup.ts at the end of an e2e run,
 * server/test/support/logScanGlobalSetup.ts at the end of a server-project run).
 */

export interface RecordedSecret {
  /** What it is, for the report ('session token', 'password'…). */
  what: string;
  value: string;
}

export interface LogFile {
  name: string;
  text: string;
}

export interface LogHit {
  file: string;
  /** 1-based. */
  line: number;
  /** The recorded secret's name, or the generic pattern that matched. */
  what: string;
  /** The line, cut to a readable length, the secret itself masked. */
  excerpt: string;
}

/** Shorter values are too likely to occur by chance (a port, a word); passwords and tokens are longer. */
export const MIN_SECRET_LENGTH = 8;

/** What the server's logger writes in place of a secret (server/src/http/logger.ts), and other non-values. */
const NOT_A_VALUE = /^(\[Redacted\]|\[not logged\]|null|undefined|true|false|\*+)$/i;

const QUOTE = String.raw`(?:\\?["'])?`;
/** Field names whose value is secret, in JSON (`"password":"…"`, escaped inside an error text too) or a form (`password=…`). */
const SECRET_FIELD = new RegExp(
  String.raw`(?<![\w-])(authorization|proxy-authorization|cookie|set-cookie|password|new_password|current_password|passwd|token|auth_token|access_token|refresh_token|session_token|api_key|apikey|secret|client_secret)${QUOTE}\s*[:=]\s*${QUOTE}([^\s"'\\,;&}\]{[]+)`,
  'gi',
);
const BEARER = /\bBearer\s+([A-Za-z0-9._~+/=-]{6,})/gi;
/** The TV page and the display API carry the link's token in the path; the log must show `:token`. */
const TV_PATH = /\/tv\/([A-Za-z0-9_-]{12,})/g;

interface GenericPattern {
  what: string;
  pattern: RegExp;
  /** The capture group holding the value. */
  group: number;
}

const GENERIC: GenericPattern[] = [
  { what: 'a Bearer value', pattern: BEARER, group: 1 },
  { what: 'a secret field', pattern: SECRET_FIELD, group: 2 },
  { what: 'a TV link token in a path', pattern: TV_PATH, group: 1 },
];

const mask = (line: string, value: string) => line.split(value).join(`[${value.length} chars]`);
const cut = (line: string) => (line.length > 300 ? `${line.slice(0, 300)}…` : line);

function genericHits(file: string, lineNumber: number, line: string): LogHit[] {
  const hits: LogHit[] = [];
  for (const { what, pattern, group } of GENERIC) {
    for (const match of line.matchAll(pattern)) {
      const value = match[group] ?? '';
      if (NOT_A_VALUE.test(value)) continue;
      const name = group === 2 ? `${what} (${match[1]})` : what;
      hits.push({ file, line: lineNumber, what: name, excerpt: cut(mask(line, value)) });
    }
  }
  return hits;
}

/** Every line of every file that holds a recorded secret (or its URL-encoded form) or a generic secret shape. */
export function scanLogs(files: LogFile[], secrets: RecordedSecret[]): LogHit[] {
  const needles = new Map<string, string>();
  for (const { what, value } of secrets) {
    if (value.length < MIN_SECRET_LENGTH) continue;
    for (const form of new Set([value, encodeURIComponent(value)])) if (!needles.has(form)) needles.set(form, what);
  }
  const hits: LogHit[] = [];
  for (const { name, text } of files) {
    const lines = text.split('\n');
    // One pass over the whole text per secret (fast), then the line of each hit.
    const lineStarts: number[] = [];
    let offset = 0;
    for (const line of lines) {
      lineStarts.push(offset);
      offset += line.length + 1;
    }
    const lineAt = (index: number) => {
      let low = 0;
      let high = lineStarts.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (lineStarts[mid]! <= index) low = mid;
        else high = mid - 1;
      }
      return low;
    };
    for (const [needle, what] of needles) {
      const seen = new Set<number>();
      for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) {
        const index = lineAt(at);
        if (seen.has(index)) continue;
        seen.add(index);
        hits.push({ file: name, line: index + 1, what, excerpt: cut(mask(lines[index]!, needle)) });
      }
    }
    lines.forEach((line, index) => hits.push(...genericHits(name, index + 1, line)));
  }
  // One hit per line, naming everything found on it.
  const byLine = new Map<string, LogHit>();
  for (const hit of hits) {
    const key = `${hit.file}:${hit.line}`;
    const seen = byLine.get(key);
    if (!seen) byLine.set(key, hit);
    else if (!seen.what.split(', ').includes(hit.what)) seen.what += `, ${hit.what}`;
  }
  return [...byLine.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The failure message: one line per hit, `file:line: what — excerpt`. */
export function describeHits(hits: LogHit[], limit = 50): string {
  const shown = hits.slice(0, limit).map((h) => `${h.file}:${h.line}: ${h.what} — ${h.excerpt}`);
  if (hits.length > limit) shown.push(`… and ${hits.length - limit} more`);
  return shown.join('\n');
}

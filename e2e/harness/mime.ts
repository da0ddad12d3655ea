/**
 * Just enough MIME to read the e-mails the server sends: headers, multipart
 * bodies, quoted-printable and base64 parts, RFC 2047 encoded subjects. A full
 * parser (mailparser) would be one more dependency for the same three fields.
 */

export interface ParsedMail {
  to: string[];
  from: string;
  subject: string;
  /** The text/plain part, or the html part with tags removed when there is none. */
  text: string;
  html: string;
  /** Every http(s) link found in the text and the html, in order, without duplicates. */
  links: string[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitHeaders(raw: string): Part {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with white space.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** Decodes `=?utf-8?Q?…?=` and `=?utf-8?B?…?=` words of a header. */
export function decodeHeader(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_m, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitHeaders(chunk.replace(/^\n/, ''))));
}

function addresses(value: string | undefined): string[] {
  if (!value) return [];
  return value.split(',').map((a) => (/<([^>]+)>/.exec(a)?.[1] ?? a).trim().toLowerCase()).filter(Boolean);
}

export function parseMail(raw: string): ParsedMail {
  const root = splitHeaders(raw);
  const leaves = leafParts(root);
  const ofType = (t: string) => leaves.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(t));
  const plain = ofType('text/plain');
  const htmlPart = ofType('text/html');
  const html = htmlPart ? decodeBody(htmlPart) : '';
  const text = plain ? decodeBody(plain) : html.replace(/<[^>]+>/g, ' ');
  const found = `${text}\n${html}`.match(/https?:\/\/[^\s"'<>)]+/g) ?? [];
  const links = [...new Set(found.map((l) => l.replace(/&amp;/g, '&').replace(/[.,;]+$/, '')))];
  return {
    to: addresses(root.headers.get('to')),
    from: decodeHeader(root.headers.get('from') ?? ''),
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    text,
    html,
    links,
  };
}

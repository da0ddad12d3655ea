/**
 * The API reference page (GET /api/v1/docs): one small HTML page that fetches openapi.json from this origin
 * and renders it — operations grouped by tag, who may call each (public, any signed-in user, the permissions),
 * parameters, request and response schemas. No outside host, no library: its one script and its one style
 * are inline and allowed by their hashes in the page's own Content-Security-Policy (as the console's inline
 * boot script is, http/securityHeaders.ts), so nothing injected into it could run.
 */
import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '../http/securityHeaders';

/**
 * Runs in the browser, serialised with Function.prototype.toString: it may use browser globals and its
 * own inner functions only (nothing imported, nothing from this module).
 */
function renderReference(): void {
  type Schema = Record<string, unknown> & { $ref?: string; properties?: Record<string, Schema>; items?: Schema; required?: string[]; oneOf?: Schema[]; anyOf?: Schema[]; prefixItems?: Schema[] };
  interface Operation {
    summary: string;
    description?: string;
    tags: string[];
    security: unknown[];
    parameters?: { name: string; in: string; required: boolean; schema: Schema }[];
    requestBody?: { description?: string; content: Record<string, { schema: Schema }> };
    responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
    'x-permissions'?: string[][];
  }
  interface Doc {
    info: { title: string; version: string; description: string };
    servers: { url: string }[];
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, Schema> };
  }
  const main = document.getElementById('reference') as HTMLElement;
  const el = (tag: string, className?: string, text?: string): HTMLElement => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const CONSTRAINTS = ['const', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'pattern', 'default'];

  function schemaNode(doc: Doc, schema: Schema): HTMLElement {
    const box = el('div', 'schema');
    if (schema.$ref) {
      // A shared schema is a link to its one rendering under Schemas.
      const name = schema.$ref.split('/').pop() ?? '';
      const link = el('a', 'ref', name) as HTMLAnchorElement;
      link.href = `#schema-${name}`;
      box.append(link);
      return box;
    }
    const type = Array.isArray(schema.type) ? schema.type.join(' | ') : typeof schema.type === 'string' ? schema.type : 'any';
    const line = el('div', 'line');
    line.append(el('span', 'type', type));
    for (const key of CONSTRAINTS) if (schema[key] !== undefined) line.append(el('span', 'constraint', `${key}: ${JSON.stringify(schema[key])}`));
    if (Array.isArray(schema.enum)) line.append(el('span', 'constraint', `one of: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`));
    if (typeof schema.description === 'string') line.append(el('span', 'note', schema.description));
    box.append(line);
    if (schema.properties) {
      const list = el('ul', 'props');
      for (const [name, property] of Object.entries(schema.properties)) {
        const item = el('li');
        item.append(el('code', 'prop', name), el('span', 'req', (schema.required ?? []).includes(name) ? 'required' : 'optional'));
        item.append(schemaNode(doc, property));
        list.append(item);
      }
      box.append(list);
    }
    if (schema.items) {
      const items = el('div', 'nested');
      items.append(el('span', 'note', 'items:'), schemaNode(doc, schema.items));
      box.append(items);
    }
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      // A map (Record<string, T>): any key, each value of this schema.
      const values = el('div', 'nested');
      values.append(el('span', 'note', 'each value:'), schemaNode(doc, schema.additionalProperties as Schema));
      box.append(values);
    }
    for (const key of ['oneOf', 'anyOf', 'prefixItems'] as const) {
      const list = schema[key];
      if (!list) continue;
      const nested = el('div', 'nested');
      nested.append(el('span', 'note', `${key}:`));
      list.forEach((s) => nested.append(schemaNode(doc, s)));
      box.append(nested);
    }
    return box;
  }

  function access(op: Operation): HTMLElement {
    if (!op.security.length) return el('span', 'access public', 'public');
    if (op['x-permissions']) return el('span', 'access permission', `bearer · ${op['x-permissions'].map((anyOf) => anyOf.join(' or ')).join(' and ')}`);
    return el('span', 'access auth', 'bearer · any signed-in user');
  }

  function operationNode(doc: Doc, path: string, method: string, op: Operation): HTMLElement {
    const details = el('details', 'op');
    details.dataset.search = `${method} ${path} ${op.tags.join(' ')}`.toLowerCase();
    const summary = el('summary');
    summary.append(el('span', `method ${method}`, method.toUpperCase()), el('code', 'path', path), access(op));
    details.append(summary);
    if (op.description) details.append(el('p', 'note', op.description));
    if (op.parameters?.length) {
      details.append(el('h4', undefined, 'Parameters'));
      const table = el('table');
      const head = el('tr');
      ['Name', 'In', 'Required', 'Schema'].forEach((h) => head.append(el('th', undefined, h)));
      table.append(head);
      for (const p of op.parameters) {
        const row = el('tr');
        row.append(el('td', 'prop', p.name), el('td', undefined, p.in), el('td', undefined, p.required ? 'yes' : 'no'));
        const cell = el('td');
        cell.append(schemaNode(doc, p.schema));
        row.append(cell);
        table.append(row);
      }
      details.append(table);
    }
    if (op.requestBody) {
      details.append(el('h4', undefined, 'Request body'));
      if (op.requestBody.description) details.append(el('p', 'note', op.requestBody.description));
      for (const [type, media] of Object.entries(op.requestBody.content)) {
        details.append(el('div', 'media', type), schemaNode(doc, media.schema));
      }
    }
    details.append(el('h4', undefined, 'Responses'));
    // Success first, 'default' last (a JSON object lists '401' before '2XX').
    const statuses = Object.keys(op.responses).sort((a, b) => (a === 'default' ? 1 : b === 'default' ? -1 : a.localeCompare(b)));
    for (const status of statuses) {
      const response = op.responses[status];
      const block = el('div', 'response');
      block.append(el('span', 'status', status), el('span', 'note', response.description));
      for (const [type, media] of Object.entries(response.content ?? {})) block.append(el('div', 'media', type), schemaNode(doc, media.schema));
      details.append(block);
    }
    return details;
  }

  function render(doc: Doc): void {
    main.textContent = '';
    document.title = `${doc.info.title} ${doc.info.version}`;
    const header = el('header');
    header.append(el('h1', undefined, `${doc.info.title} ${doc.info.version}`), el('p', 'note', doc.info.description));
    header.append(el('p', 'note', `Base URL: ${doc.servers[0]?.url ?? ''} · the document: openapi.json`));
    const search = el('input') as HTMLInputElement;
    search.type = 'search';
    search.placeholder = 'Filter operations (e.g. post bookings)';
    search.setAttribute('aria-label', 'Filter operations');
    header.append(search);
    main.append(header);
    const byTag = new Map<string, HTMLElement[]>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const tag = op.tags[0] ?? 'other';
        byTag.set(tag, [...(byTag.get(tag) ?? []), operationNode(doc, path, method, op)]);
      }
    }
    const nav = el('nav');
    const sections: HTMLElement[] = [];
    for (const tag of [...byTag.keys()].sort()) {
      const link = el('a', undefined, tag) as HTMLAnchorElement;
      link.href = `#tag-${tag}`;
      nav.append(link);
      const section = el('section');
      section.id = `tag-${tag}`;
      section.append(el('h2', undefined, tag), ...(byTag.get(tag) ?? []));
      sections.push(section);
    }
    const shared = el('section');
    shared.id = 'schemas';
    shared.append(el('h2', undefined, 'Schemas'));
    for (const [name, schema] of Object.entries(doc.components.schemas)) {
      const block = el('div', 'response');
      block.id = `schema-${name}`;
      block.append(el('h3', undefined, name), schemaNode(doc, schema));
      shared.append(block);
    }
    const toSchemas = el('a', undefined, 'Schemas') as HTMLAnchorElement;
    toSchemas.href = '#schemas';
    nav.append(toSchemas);
    main.append(nav, ...sections, shared);
    search.addEventListener('input', () => {
      const words = search.value.toLowerCase().split(/\s+/).filter(Boolean);
      for (const section of sections) {
        let shown = 0;
        section.querySelectorAll<HTMLElement>('details.op').forEach((op) => {
          const match = words.every((w) => (op.dataset.search ?? '').includes(w));
          op.hidden = !match;
          if (match) shown += 1;
        });
        section.hidden = shown === 0;
      }
    });
  }

  fetch('openapi.json', { headers: { 'X-Client-Id': 'atoll-console' } })
    .then((res) => {
      if (!res.ok) throw new Error(`openapi.json answered ${res.status}`);
      return res.json() as Promise<Doc>;
    })
    .then(render)
    .catch((error: unknown) => {
      main.textContent = `The API document could not be loaded: ${String(error)}`;
    });
}

const STYLE = `
:root { color-scheme: light dark; font: 15px/1.45 system-ui, sans-serif; }
body { margin: 0 auto; max-width: 70rem; padding: 1rem 1.5rem 4rem; }
h1 { margin-bottom: .25rem; } h2 { margin-top: 2rem; border-bottom: 1px solid #8886; } h4 { margin: .75rem 0 .25rem; }
nav { display: flex; flex-wrap: wrap; gap: .25rem .75rem; margin: 1rem 0; }
input[type=search] { width: 100%; max-width: 30rem; padding: .4rem .6rem; font: inherit; }
details.op { border: 1px solid #8886; border-radius: 6px; margin: .4rem 0; padding: .3rem .6rem; }
summary { cursor: pointer; display: flex; flex-wrap: wrap; gap: .6rem; align-items: baseline; }
.method { font-weight: 700; min-width: 4.5rem; font-family: ui-monospace, monospace; }
.get { color: #1a7f37; } .post { color: #0969da; } .patch, .put { color: #9a6700; } .delete { color: #cf222e; }
.path, code { font-family: ui-monospace, monospace; }
.access { font-size: .85em; padding: 0 .4rem; border-radius: 4px; border: 1px solid #8888; }
.public { border-color: #1a7f37; } .permission { border-color: #9a6700; }
.note { opacity: .8; margin-left: .4rem; } .type { font-weight: 600; }
.constraint { font-size: .85em; margin-left: .5rem; font-family: ui-monospace, monospace; }
.props { margin: .2rem 0; padding-left: 1.2rem; } .prop { font-weight: 600; } .req { font-size: .8em; margin: 0 .4rem; opacity: .7; }
.schema .schema { display: inline; } .nested { padding-left: 1rem; } .ref { font-style: italic; margin-right: .4rem; }
.media { font-size: .85em; opacity: .75; font-family: ui-monospace, monospace; }
.response { margin: .3rem 0; } .status { font-weight: 700; font-family: ui-monospace, monospace; }
table { border-collapse: collapse; } td, th { border: 1px solid #8886; padding: .2rem .5rem; text-align: left; vertical-align: top; }
/* A phone: a wide parameter table scrolls inside itself, long paths and type names break, and the page never
   scrolls sideways. */
body { overflow-wrap: break-word; } table { display: block; max-width: 100%; overflow-x: auto; }
.path { overflow-wrap: anywhere; min-width: 0; }
`;

/**
 * esbuild's keepNames (tsx, some test transforms) wraps named functions in `__name(fn, 'name')`, a helper
 * of the module the function came from: the page gets an identity stand-in so the serialised code runs
 * however the server was built.
 */
const SCRIPT = `const __name = (target) => target;\n(${renderReference.toString()})();`;

/** The page, whole: everything it needs is inside it. */
export const REFERENCE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atoll API reference</title>
<style>${STYLE}</style>
</head>
<body>
<main id="reference">Loading the API document…</main>
<script>${SCRIPT}</script>
</body>
</html>
`;

const styleHash = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/**
 * The page's own policy (securityHeaders keeps a route's own): its inline script and style by hash, its one
 * call to this origin, nothing else — no outside host, no frame, no form.
 */
export const REFERENCE_CSP = [
  "default-src 'none'",
  `script-src ${inlineScriptHashes(REFERENCE_PAGE).join(' ')}`,
  `style-src ${styleHash}`,
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

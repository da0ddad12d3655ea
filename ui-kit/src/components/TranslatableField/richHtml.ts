/**
 * The small HTML subset a rich TranslatableField stores: p, br, strong, em, ul,
 * ol, li and text. Pasted or edited HTML is walked with the DOM and rebuilt from
 * that subset only: no attributes, no styles, no scripts, no links.
 */
const KEEP = new Set(['p', 'br', 'strong', 'em', 'ul', 'ol', 'li']);
/** Tags that mean one of the kept ones. */
const RENAME: Record<string, string> = { b: 'strong', i: 'em', div: 'p', h1: 'p', h2: 'p', h3: 'p', h4: 'p', h5: 'p', h6: 'p', blockquote: 'p' };
/** Tags whose content is dropped with them (never shown as text). */
const DROP = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'head', 'title', 'meta', 'link', 'noscript', 'svg', 'math', 'img', 'video', 'audio', 'canvas', 'input', 'select', 'textarea', 'button']);
const BLOCK = new Set(['p', 'ul', 'ol']);

/**
 * Escapes text for HTML. Editing leaves a lone no-break space wherever a space sat at
 * a node's edge; it becomes a plain space (lines may wrap there). Runs of spaces keep theirs.
 */
const escapeText = (text: string) =>
  text
    .replace(/(?<![ \u00a0])\u00a0(?![ \u00a0])/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');

/** Rebuilds `node` from the subset; `parent` is the nearest kept ancestor tag (null at the top). */
function walk(node: Node, parent: string | null): string {
  const inList = parent === 'ul' || parent === 'ol';
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return inList && text.trim() === '' ? '' : escapeText(text);
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return '';
  const element = node as Element;
  const raw = element.tagName.toLowerCase();
  if (DROP.has(raw)) return '';
  // Bold/italic applied with inline styles (pasted from word processors) count as strong/em.
  const style = element.getAttribute('style') ?? '';
  let tag = RENAME[raw] ?? raw;
  if (raw === 'span' && /font-weight:\s*(bold|[6-9]00)/i.test(style)) tag = 'strong';
  else if (raw === 'span' && /font-style:\s*italic/i.test(style)) tag = 'em';
  if (tag === 'br') return '<br>';
  if (!KEEP.has(tag)) return Array.from(element.childNodes, (child) => walk(child, parent)).join('');
  // A list item outside a list becomes a paragraph; a paragraph inside anything kept is just its content.
  if (tag === 'li' && !inList) tag = parent === null ? 'p' : '';
  if (tag === 'p' && parent !== null) tag = '';
  const inner = Array.from(element.childNodes, (child) => walk(child, tag || parent)).join('');
  if (!tag) return inner;
  // Empty elements carry nothing (Chromium leaves '<p></p>' around lists it makes); '<p><br></p>' is a kept blank line.
  if (inner.trim() === '') return tag === 'strong' || tag === 'em' ? inner : '';
  return `<${tag}>${inner}</${tag}>`;
}

/** Groups loose top-level text and inline tags into paragraphs so the value is block-structured. */
function wrapLooseInline(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  let out = '';
  let run = '';
  const flush = () => {
    if (run.replace(/<br>/g, '').trim() !== '') out += `<p>${run}</p>`;
    run = '';
  };
  for (const child of Array.from(template.content.childNodes)) {
    const tag = child.nodeType === Node.ELEMENT_NODE ? (child as Element).tagName.toLowerCase() : '';
    if (BLOCK.has(tag)) {
      flush();
      out += (child as Element).outerHTML;
    } else {
      run += child.nodeType === Node.TEXT_NODE ? escapeText(child.textContent ?? '') : (child as Element).outerHTML;
    }
  }
  flush();
  return out;
}

/** True when the HTML shows no text (e.g. '<p><br></p>' left by an emptied editor). */
export function isBlankHtml(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').replace(/\u00a0/g, ' ').trim() === '';
}

/** Any HTML → the stored subset; a blank result is ''. */
export function sanitizeRichHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walked = Array.from(template.content.childNodes, (child) => walk(child, null)).join('');
  const result = wrapLooseInline(walked);
  return isBlankHtml(result) ? '' : result;
}

/** Plain text (e.g. pasted from a text editor) → paragraphs, with single line breaks kept. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${block.split('\n').map(escapeText).join('<br>')}</p>`)
    .join('');
}

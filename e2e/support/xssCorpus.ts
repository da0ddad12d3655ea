/**
 * An XSS corpus (e2e/xss.test.ts): the usual families of the public payload lists (OWASP's filter evasion cheat
 * sheet, PortSwigger's XSS cheat sheet, PayloadsAllTheThings), written out here. Every payload, if it ever runs,
 * calls `__xss(<its number>)`, which the test exposes to the page, and most also `alert(<its number>)`, which the
 * test's dialog listener counts. Each fits a name field (at most TEXT_MAX.name, 200 characters).
 */
export const XSS_HOOK = '__xss';

const call = (n: number) => `${XSS_HOOK}(${n})`;

/** Each payload as a function of its number, so the number in the page says which one ran. */
const FAMILIES: ((n: number) => string)[] = [
  // Script elements
  (n) => `<script>${call(n)}</script>`,
  (n) => `<SCRIPT>${call(n)};alert(${n})</SCRIPT>`,
  (n) => `"><script>${call(n)}</script>`,
  (n) => `'><script>${call(n)}</script><'`,
  (n) => `</title><script>${call(n)}</script>`,
  (n) => `</textarea><script>${call(n)}</script>`,
  (n) => `<script src="data:text/javascript,${call(n)}"></script>`,
  (n) => `<scr<script>ipt>${call(n)}</scr</script>ipt>`,
  // Event handlers
  (n) => `<img src=x onerror=${call(n)}>`,
  (n) => `<img src="x" onerror="${call(n)};alert(${n})">`,
  (n) => `<IMG SRC=# onmouseover="${call(n)}">`,
  (n) => `<body onload=${call(n)}>`,
  (n) => `<input autofocus onfocus=${call(n)}>`,
  (n) => `<details open ontoggle=${call(n)}>`,
  (n) => `<video><source onerror="${call(n)}"></video>`,
  (n) => `<audio src=x onerror=${call(n)}>`,
  (n) => `<marquee onstart=${call(n)}>x</marquee>`,
  (n) => `<div style="width:100px;height:100px" onpointerenter=${call(n)}>x</div>`,
  (n) => `" onmouseover="${call(n)}" x="`,
  (n) => `' autofocus onfocus='${call(n)}' x='`,
  // javascript: and data: URLs
  (n) => `<a href="javascript:${call(n)}">link</a>`,
  (n) => `<a href="JaVaScRiPt:${call(n)}">link</a>`,
  (n) => `<a href="jav&#x09;ascript:${call(n)}">link</a>`,
  (n) => `<a href="&#106;avascript:${call(n)}">link</a>`,
  (n) => `javascript:${call(n)}`,
  (n) => `<iframe src="javascript:${call(n)}"></iframe>`,
  (n) => `<iframe srcdoc="<script>parent.${call(n)}</script>"></iframe>`,
  (n) => `<object data="javascript:${call(n)}"></object>`,
  (n) => `<embed src="data:text/html,<script>${call(n)}</script>">`,
  (n) => `<form action="javascript:${call(n)}"><button>go</button></form>`,
  (n) => `<meta http-equiv="refresh" content="0;url=javascript:${call(n)}">`,
  // SVG and MathML
  (n) => `<svg onload=${call(n)}>`,
  (n) => `<svg><script>${call(n)}</script></svg>`,
  (n) => `<svg><animate onbegin=${call(n)} attributeName=x dur=1s>`,
  (n) => `<svg><a xlink:href="javascript:${call(n)}"><text x="20" y="20">x</text></a></svg>`,
  (n) => `<svg><foreignObject><img src=x onerror=${call(n)}></foreignObject></svg>`,
  (n) => `<math><mtext><table><mglyph><style><img src=x onerror=${call(n)}>`,
  (n) => `<math href="javascript:${call(n)}">x</math>`,
  // Broken markup, comments, encodings, mutation XSS
  (n) => `<img src=x onerror=${call(n)}//`,
  (n) => `<<img src=x onerror=${call(n)}>>`,
  (n) => `<!--<img src="--><img src=x onerror=${call(n)}>`,
  (n) => `<noscript><p title="</noscript><img src=x onerror=${call(n)}>">`,
  (n) => `<style><img src=x onerror=${call(n)}></style>`,
  (n) => `&lt;img src=x onerror=${call(n)}&gt;`,
  (n) => `\u003cimg src=x onerror=${call(n)}\u003e`,
  (n) => `<img/src=x/onerror=${call(n)}>`,
  (n) => `{{constructor.constructor('${call(n)}')()}}`,
  (n) => `\${${call(n)}}`,
];

/** The corpus: payload n calls __xss(n). */
export const XSS_PAYLOADS: readonly string[] = FAMILIES.map((family, n) => family(n));

/** All payloads in one text (a rich-text or description field holds them all). */
export const XSS_ALL = XSS_PAYLOADS.join('\n');

/** A short label plus payload n, within a name field's 200 characters. */
export const xssName = (n: number, label = '') => `${label}${XSS_PAYLOADS[n % XSS_PAYLOADS.length]}`.slice(0, 200);

/**
 * Markup that must never be in a rendered page, whatever the CSP did with it: an element with an inline event
 * handler, a javascript: URL, or an element a payload could have brought in (the products render none of them).
 * Runs in the page; returns a description of each one found.
 */
export function findInjectedMarkup(): string[] {
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // eslint-disable-next-line no-control-regex -- browsers skip control characters inside a javascript: URL
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      if (name.startsWith('on')) found.push(`<${element.localName} ${name}>`);
      if (['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'].includes(name) && (value.startsWith('javascript:') || name === 'srcdoc')) {
        found.push(`<${element.localName} ${name}="${attribute.value.slice(0, 40)}">`);
      }
    }
  }
  for (const element of Array.from(document.querySelectorAll('object, embed, math, marquee, script'))) {
    // The products' own scripts: files of this origin and the hashed inline ones, none of which mention the hook.
    if (element.localName === 'script' && !(element.textContent ?? '').includes('__xss') && !(element.getAttribute('src') ?? '').startsWith('data:')) continue;
    found.push(`<${element.localName}>`);
  }
  for (const frame of Array.from(document.querySelectorAll('iframe'))) {
    // The App Editor's phone preview is a frame of this origin; anything else came from a payload.
    const src = frame.getAttribute('src') ?? '';
    if (!src.startsWith('/') || frame.hasAttribute('srcdoc')) found.push(`<iframe src="${src.slice(0, 40)}">`);
  }
  return found;
}

/**
 * The whole corpus packed into as few name-sized texts as it fits (each at most 200 characters, payloads whole),
 * so every payload reaches every name field with about a dozen objects of each kind instead of one per payload.
 */
export const xssTexts = (max: number): readonly string[] =>
  XSS_PAYLOADS.reduce<string[]>((texts, payload) => {
    const last = texts[texts.length - 1];
    if (last !== undefined && last.length + 1 + payload.length <= max) texts[texts.length - 1] = `${last} ${payload}`;
    else texts.push(payload);
    return texts;
  }, []);

export const XSS_NAMES = xssTexts(200);

/**
 * Files and print sheets made from a rendered QR code's <svg>: what staff download to put on a
 * door sign or hand to a printer. Everything is local (no outside host): the SVG is serialised,
 * the PNG drawn from it on a canvas, the print sheet written into a window of its own. They are
 * paper in both colour schemes (tokens.ts, paper): a printed code is dark on white.
 */
import { baseColors } from '../../theme/tokens';

/** A name safe for every file system: 'QR code room Beach Villa 7' → 'qr-code-room-beach-villa-7'. */
export function fileNameOf(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'qr-code'
  );
}

/** The SVG as a standalone file (namespace and a white background, so it prints on any page). */
export function svgFileText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('role');
  copy.removeAttribute('aria-label');
  return new XMLSerializer().serializeToString(copy);
}

function save(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the event loop moves on.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

export function downloadSvg(svg: SVGSVGElement, name: string) {
  save(new Blob([svgFileText(svg)], { type: 'image/svg+xml' }), `${fileNameOf(name)}.svg`);
}

/** A PNG of `scale` times the code's size (4 × 256 = 1024 px, sharp enough for print). */
export async function downloadPng(svg: SVGSVGElement, name: string, scale = 4): Promise<void> {
  const size = Number(svg.getAttribute('width')) || svg.getBoundingClientRect().width;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgFileText(svg))}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size * scale;
  canvas.height = size * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // Paper in both schemes (tokens.ts): the PNG is printed and scanned.
  context.fillStyle = baseColors.paper;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The PNG could not be made');
  save(blob, `${fileNameOf(name)}.png`);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface PrintableCode {
  title: string;
  url: string;
  svg: SVGSVGElement;
}

/** The print sheet's HTML: one card per code (title, code, link), several to a page, none split. */
export function printSheetHtml(heading: string, codes: readonly PrintableCode[]): string {
  const cards = codes
    .map(
      (code) =>
        `<figure>${svgFileText(code.svg)}<figcaption><strong>${escapeHtml(code.title)}</strong><span>${escapeHtml(code.url)}</span></figcaption></figure>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title><style>
body{font-family:system-ui,sans-serif;margin:16px;color:${baseColors.onPaper};background:${baseColors.paper}}
h1{font-size:18px;margin:0 0 16px}
main{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:16px}
figure{margin:0;padding:12px;border:1px solid ${baseColors.border};border-radius:8px;text-align:center;break-inside:avoid}
svg{width:180px;height:180px}
figcaption{display:flex;flex-direction:column;gap:4px;font-size:14px;overflow-wrap:anywhere}
figcaption span{font-size:11px;color:${baseColors.onPaperMuted}}
</style></head><body><h1>${escapeHtml(heading)}</h1><main>${cards}</main></body></html>`;
}

/**
 * Opens the sheet in a window of its own and asks the browser to print it, so nothing of the
 * console (navigation, drawers) ends up on paper. Returns false when a pop-up blocker said no.
 */
export function printCodes(heading: string, codes: readonly PrintableCode[]): boolean {
  const target = window.open('', '_blank');
  if (!target) return false;
  target.document.open();
  target.document.write(printSheetHtml(heading, codes));
  target.document.close();
  target.focus();
  target.print();
  return true;
}
